#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc) || canImport(Musl)
/// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not export).
@_silgen_name("pthread_getattr_np")
private func getThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// The last line of defence against stack overflow in the tree walker.
///
/// The call-depth limit (`Limits.callDepth`), the parser's nesting and expression-height limits bound each kind of
/// recursion, but not their product: 200 nested calls, each inside statements nested 100 deep, each evaluating a
/// tall expression, would overflow even the 128 MB stack of a run. `Interpreter.step` (every statement and call)
/// asks the guard whether the stack is nearly used up, and stops the block with a `step-limit` error while a
/// reserve remains for the deepest native work one step does.
package struct StackGuard {
    /// The stack's low end: addresses below it, or above the high end, belong to another thread (no check).
    private let low: UInt
    /// Lowest address the interpreter may reach (the low end plus the reserve); 0 when unknown.
    private let floor: UInt

    /// The bounds of the calling thread's stack, keeping a quarter of it (at most 16 MB) in reserve.
    package init() {
        guard let (low, size) = StackGuard.currentThreadStack(), size > 0 else {
            self.low = 0
            floor = 0
            return
        }
        self.low = low
        floor = low + min(UInt(size) / 4, 16 << 20)
    }

    /// True when the current stack position is below the floor (on the thread the guard was made on).
    @inline(never)
    package func isExhausted() -> Bool {
        guard floor != 0 else { return false }
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return address < floor && address >= low
    }

    /// Low address and size of the current thread's stack.
    private static func currentThreadStack() -> (UInt, Int)? {
        #if canImport(Glibc) || canImport(Musl)
        var attributes = pthread_attr_t()
        guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let low = address else { return nil }
        return (UInt(bitPattern: low), size)
        #elseif canImport(Darwin)
        let thread = pthread_self()
        let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = pthread_get_stacksize_np(thread)
        return (high - UInt(size), size)
        #else
        return nil
        #endif
    }
}
