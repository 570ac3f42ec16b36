#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Runs work on a thread with a large stack, waiting for it to finish.
///
/// The engine recurses once per tree level in every phase (mounting, sizing, placing,
/// combining preferences, building snapshots); a tree thousands of levels deep — easy to make
/// with generated code — would overflow an ordinary thread's stack. `ViewHost` hops onto such a
/// thread when the caller's stack has no room for its tree (`hasRoom(forDepth:)`), and a mount
/// that reaches the end of the caller's stack goes on there (`ViewGraph.makeNode`); the calling
/// thread blocks until the work is done, so the engine stays single-threaded and deterministic.
/// One worker thread serves the whole process and lives as long as it, so its stack pages stay
/// mapped between runs (a fresh thread per run would fault its stack in again every time).
enum LargeStack {
    /// Bytes of stack the thread reserves (address space only; pages are used as touched).
    static let size = 4 << 30
    /// Bytes of the caller's stack the engine leaves untouched below the deepest point it may
    /// recurse to: the view code it calls at the bottom (a body, a `Layout`, text measurement)
    /// runs in this room. Mounting hops to the large stack when less than this is left.
    static let reserve = 512 << 10
    /// Bytes of stack budgeted per level of tree depth for the engine's recursion (sizing,
    /// placing, combining preferences, building snapshots). A level takes about 7 KB in a debug
    /// build and 1.5 KB in a release one (a chain of stacks and paddings): the budget errs
    /// towards a hop, and mounting and the walks down a subtree hop on their own at the reserve.
    static let bytesPerLevel = 32 << 10

    /// Levels budgeted for a first run, whose depth is not known until it has mounted (its
    /// mount is guarded: it hops when it reaches the reserve).
    static let firstRunLevels = 64

    /// Whether the calling thread's stack has room for the engine's recursion over a tree
    /// `depth` levels deep (nil: not known yet), with `reserve` to spare; false when the
    /// stack's extent is not known.
    static func hasRoom(forDepth depth: Int?) -> Bool {
        stackBound(ifRoomForDepth: depth) != nil
    }

    /// The lowest address of the calling thread's stack when it has room for a tree `depth`
    /// levels deep (`hasRoom(forDepth:)`); nil when it has not, or the extent is not known.
    static func stackBound(ifRoomForDepth depth: Int?) -> UInt? {
        guard let bound = ThreadStack.lowerBound() else { return nil }
        let here = ThreadStack.currentAddress()
        return here > bound && Int(here - bound) >= reserve + (depth ?? firstRunLevels) * bytesPerLevel ? bound : nil
    }

    /// Runs `body` on the large-stack worker (inline when already on it, or when no worker
    /// thread could be made) and returns its result.
    static func run<T>(_ body: () -> T) -> T {
        var result: T?
        let ranOnWorker = LargeStackWorker.shared.perform { result = body() }
        if !ranOnWorker { result = body() }
        return result!
    }
}

/// The process's large-stack thread: takes one job at a time from callers, which block until
/// it is done.
final class LargeStackWorker: @unchecked Sendable {
    /// The worker every host shares.
    static let shared = LargeStackWorker()

    /// Serialises callers: one job at a time.
    private let callers = DispatchSemaphore(value: 1)
    private let jobReady = DispatchSemaphore(value: 0)
    private let jobDone = DispatchSemaphore(value: 0)
    /// The job being run; set by the caller holding `callers`, read by the worker.
    private var job: (() -> Void)?
    /// The worker thread's id once it runs (0 before); read without holding `callers`.
    private let workerID = Atomic<UInt>(0)
    /// Whether the worker thread was made; set by the first caller, under `callers`.
    private var hasWorker = false
    private var hasTriedToStart = false

    /// Runs `body` on the worker and waits; false (nothing run) if there is no worker thread.
    /// A job that itself hops (a host run inside a host run) runs inline on the worker.
    func perform(_ body: () -> Void) -> Bool {
        if workerID.load(ordering: .acquiring) == Self.id(of: pthread_self()) {
            body()
            return true
        }
        callers.wait()
        defer { callers.signal() }
        if !hasTriedToStart {
            hasTriedToStart = true
            hasWorker = startThread()
        }
        guard hasWorker else { return false }
        withoutActuallyEscaping(body) { escapable in
            job = escapable
            jobReady.signal()
            jobDone.wait()
            job = nil
        }
        return true
    }

    /// The worker's loop: run each job as it arrives.
    fileprivate func serve() -> Never {
        workerID.store(Self.id(of: pthread_self()), ordering: .releasing)
        while true {
            jobReady.wait()
            job?()
            jobDone.signal()
        }
    }

    /// A thread's id as a number.
    private static func id(of thread: pthread_t) -> UInt {
        #if canImport(Glibc)
        UInt(thread)
        #else
        UInt(bitPattern: thread)
        #endif
    }

    private func startThread() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, LargeStack.size) == 0 else { return false }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var made = pthread_t()
        let context = Unmanaged.passUnretained(self).toOpaque()
        return pthread_create(&made, &attributes, largeStackWorkerEntry, context) == 0
    }
}

/// The entry point of the large-stack thread: serves jobs forever.
private func largeStackWorkerEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackWorker>.fromOpaque(context!).takeUnretainedValue().serve()
}
