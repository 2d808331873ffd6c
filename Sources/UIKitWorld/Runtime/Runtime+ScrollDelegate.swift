import AutoLayout
import SwiftSubset

/// UIScrollViewDelegate.scrollViewDidScroll(_:). UIKit calls it synchronously for every change of a scroll view's
/// content offset, programmatic ones included, and also when a layout pass moves a never-scrolled view to its
/// resting offset (the adjusted content inset changed), which is why a stretchy header sees −59 on a notched phone
/// before anyone scrolls.
extension Runtime {
    /// Moves a scroll view's content for lesson code (`contentOffset =`, `setContentOffset`, `bounds =`,
    /// `scrollRectToVisible`), then tells its delegate.
    func scroll(_ object: ViewObject, to offset: Point, loc: Loc) throws {
        object.view.contentOffset = offset
        try announceScroll(of: object, loc: loc)
    }

    /// Calls the delegate's `scrollViewDidScroll(_:)` when the offset differs from the one it last heard of (zero
    /// before any). True when the delegate was called.
    @discardableResult
    func announceScroll(of object: ViewObject, loc: Loc) throws -> Bool {
        guard object.view.kind == .scrollView, case .object(let delegate)? = object.inert["delegate"],
              let type = delegate.scriptClass, let (method, owner) = type.findMethod("scrollViewDidScroll"),
              method.params.count == 1 else { return false }
        let key = ObjectIdentifier(object.view)
        let offset = object.view.contentOffset
        guard offset != announcedContentOffsets[key] ?? .zero else { return false }
        announcedContentOffsets[key] = offset
        _ = try interp.callFunction(method, owner: owner, selfValue: .object(delegate), Args([.object(object)], [nil]),
                                    loc)
        return true
    }

    /// After a pass: tells the delegates of scroll views the pass moved to a new resting offset. True when any
    /// delegate was called (what it changed needs another pass).
    func announceRestingScrolls(loc: Loc) throws -> Bool {
        var announced = false
        for view in allViews() where view.kind == .scrollView {
            guard let object = viewObjects[ObjectIdentifier(view)] else { continue }
            if try announceScroll(of: object, loc: loc) { announced = true }
        }
        return announced
    }
}
