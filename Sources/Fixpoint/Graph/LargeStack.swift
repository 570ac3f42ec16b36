#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, waiting for it to finish.
///
/// The engine recurses once per tree level in every phase (mounting, sizing, placing,
/// combining preferences, building snapshots); a tree thousands of levels deep — easy to make
/// with generated code — would overflow an ordinary thread's stack. `ViewHost` hops onto such a
/// thread when its tree is deeper than `inlineDepth` (and for a first run, whose depth is not
/// known yet); the calling thread blocks until the work is done, so the engine stays
/// single-threaded and deterministic.
enum LargeStack {
    /// Bytes of stack the thread reserves (address space only; pages are used as touched).
    static let size = 4 << 30
    /// Trees up to this many levels deep run on the caller's stack.
    static let inlineDepth = 96

    /// Runs `body` on a new thread with a `size`-byte stack and returns its result.
    static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { escapable in
            let work = Work { result = escapable() }
            if !start(work) { work.body() }
        }
        return result!
    }

    /// Runs `work` on a new large-stack thread and waits for it; false if no thread was made.
    private static func start(_ work: Work) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return false }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(work).toOpaque()
        guard pthread_create(&thread, &attributes, largeStackThreadEntry, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
        pthread_join(thread, nil)
        return true
    }
}

/// The work a large-stack thread runs.
final class LargeStackWork {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }
}

extension LargeStack {
    typealias Work = LargeStackWork
}

/// The entry point of a large-stack thread: runs its work.
private func largeStackThreadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let work = Unmanaged<LargeStackWork>.fromOpaque(context!).takeRetainedValue()
    work.body()
    return nil
}
