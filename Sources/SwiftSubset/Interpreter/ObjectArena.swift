import Foundation

/// The objects one scenario creates on this thread. Lesson code makes reference cycles as Swift code does (a
/// view whose closure property captures `self`, a target that holds its control); in an app they live as long as
/// the screen, but the preview server runs thousands of scenarios, so when one is over every object it made drops
/// what it holds (`end()`), and the cycles come apart.
package final class ObjectArena {
    private static let key = "coursegen.LayoutScript.ObjectArena"
    package var objects: [ObjectRef] = []
    private let previous: ObjectArena?

    private init(previous: ObjectArena?) { self.previous = previous }

    /// The arena objects created on this thread join, if a scenario is running.
    package static var current: ObjectArena? { Thread.current.threadDictionary[key] as? ObjectArena }

    /// Starts collecting the objects created on this thread (nested scenarios get their own arena).
    package static func begin() -> ObjectArena {
        let arena = ObjectArena(previous: current)
        Thread.current.threadDictionary[key] = arena
        return arena
    }

    /// Empties every collected object and restores the enclosing arena.
    package func end() {
        Thread.current.threadDictionary[Self.key] = previous
        for object in objects { object.releaseReferences() }
        objects.removeAll()
    }
}
