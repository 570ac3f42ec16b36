#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's stack: how much of it is left below the caller, so that the engine
/// recurses on it only as deep as it has room for.
///
/// Its lower end is asked of the system once per thread and kept in a thread-specific slot
/// (asking costs a system call, and for the main thread a read of the process's memory map).
package enum ThreadStack {
    /// An address in the caller's frame: the stack grows down from it.
    @inline(__always)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest address of the calling thread's stack, found once per thread; nil when the
    /// system does not tell.
    static func lowerBound() -> UInt? {
        if let slot = pthread_getspecific(boundKey) {
            let bound = slot.load(as: UInt.self)
            return bound == 0 ? nil : bound
        }
        let bound = askLowerBound() ?? 0
        let slot = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<UInt>.size, alignment: MemoryLayout<UInt>.alignment)
        slot.storeBytes(of: bound, as: UInt.self)
        pthread_setspecific(boundKey, slot)
        return bound == 0 ? nil : bound
    }

    /// The thread-specific slot of each thread's lower bound, freed with the thread.
    private static let boundKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { slot in slot?.deallocate() }
        return key
    }()

    #if canImport(Glibc)
    /// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not import), found
    /// by name; nil if the C library has none.
    private static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
    #endif

    private static func askLowerBound() -> UInt? {
        #if canImport(Glibc)
        guard let getAttributes = threadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else { return nil }
        return UInt(bitPattern: address)
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        return top > size ? top - size : nil
        #else
        return nil
        #endif
    }

    /// Runs `body` on a new thread whose stack is `bytes`, and waits for it: for benchmarks and
    /// tests that run the engine from a thread with a given stack (the engine itself never
    /// makes one; `LargeStack` keeps its own worker).
    package static func runOnNewThread(stackBytes bytes: Int, _ body: @escaping () -> Void) {
        final class Job: @unchecked Sendable {
            let body: () -> Void
            init(_ body: @escaping () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, bytes)
        var thread = pthread_t()
        let job = Unmanaged.passRetained(Job(body)).toOpaque()
        let made = pthread_create(&thread, &attributes, { context in
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, job)
        precondition(made == 0, "pthread_create failed: \(made)")
        pthread_join(thread, nil)
    }
}
