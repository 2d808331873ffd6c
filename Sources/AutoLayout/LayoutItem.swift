import Foundation

/// Something constraints can relate: a `View` or a `LayoutGuide` (UIKit's NSLayoutConstraint items).
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: a view itself, a guide's owning view.
    var hierarchyView: View? { get }
    /// The view that SnapKit's `equalToSuperview()` and constant targets mean for this item: a view's superview,
    /// a guide's owning view (reference §2.1, §7.9).
    var superviewForConstraints: View? { get }
    /// How UIKit prints the item in logs and exception texts (`UILabel:0x…`, `UILayoutGuide:0x…'UIViewSafeArea…'`).
    var layoutDescription: String { get }
}

/// Identity of an item, stable for the item's lifetime.
struct ItemKey: Hashable {
    let id: ObjectIdentifier
    init(_ item: LayoutItem) { id = ObjectIdentifier(item) }
}

extension LayoutItem {
    /// The item's creation number, printed where UIKit prints a pointer.
    var serialNumber: Int { (self as? View)?.serial ?? (self as? LayoutGuide)?.serial ?? 0 }
}

/// The activation order that decides which of several conflicting lesson constraints breaks (the most recently
/// activated). Never reset, so it stays monotonic for every engine in the process.
enum Serial {
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    static func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        counter += 1
        return counter
    }
}

/// The small numbers printed where UIKit prints pointers (`UIView:0x1f`). Drawn the first time an object is
/// described, and resettable so that one preview block's messages do not depend on the blocks built before it.
///
/// The counter is per thread: previews solve many variants of a lesson concurrently, each on its own thread, and
/// a shared counter would make the numbers (and so the output bytes) depend on how those threads interleave.
public enum DebugNumbering {
    private static let key = "coursegen.DebugNumbering.counter"

    static func next() -> Int {
        let dictionary = Thread.current.threadDictionary
        let value = ((dictionary[key] as? Int) ?? 0) + 1
        dictionary[key] = value
        return value
    }

    /// How many numbers the calling thread has drawn since its last `reset()`.
    public static var drawnCount: Int { (Thread.current.threadDictionary[key] as? Int) ?? 0 }

    /// Starts numbering again from 1 on the calling thread. Call it before running each preview block, so
    /// messages (and snapshots) of a block stay the same when other lessons change.
    public static func reset() {
        Thread.current.threadDictionary[key] = 0
    }
}
