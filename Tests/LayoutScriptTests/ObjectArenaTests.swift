@testable import LayoutScript
@testable import SwiftSubset
import Testing

/// Lesson code makes reference cycles (an object holding a closure that captures it); the arena of a scenario
/// breaks them when the scenario ends, so the preview server does not keep every run's objects alive.
struct ObjectArenaTests {
    @Test func endingTheArenaFreesObjectsInACycle() {
        weak var weakFirst: ObjectRef?
        weak var weakSecond: ObjectRef?
        let arena = ObjectArena.begin()
        do {
            let first = ObjectRef(scriptClass: nil)
            let second = ObjectRef(scriptClass: nil)
            first.fields["other"] = .object(second)
            second.fields["other"] = .object(first)
            weakFirst = first
            weakSecond = second
        }
        #expect(weakFirst != nil)       // the cycle (and the arena) keep both alive…
        arena.end()
        #expect(weakFirst == nil)       // …until the scenario is over
        #expect(weakSecond == nil)
        #expect(ObjectArena.current == nil)
    }

    @Test func nestedArenasRestoreTheEnclosingOne() {
        let outer = ObjectArena.begin()
        let inner = ObjectArena.begin()
        #expect(ObjectArena.current === inner)
        inner.end()
        #expect(ObjectArena.current === outer)
        outer.end()
        #expect(ObjectArena.current == nil)
    }
}
