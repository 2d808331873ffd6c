import Diagnostics

/// What one layout pass produced besides the frames it wrote into the views.
public struct LayoutPassResult {
    /// Layout findings: `conflict`, `ambiguous`, `scroll-content-ambiguous`, `outside-superview`,
    /// `zero-size-content`, `truncated-text`, plus `font-fallback` when the Inter fonts are missing.
    public var diagnostics: [Diagnostic]
    /// Every constraint the pass used, as UIKit would hold them: the lesson's own and the generated ones
    /// (intrinsic, stack, scroll, autoresizing, host), each with `isBroken` set. Built-in guide definitions
    /// other than the scroll view's are internal and not listed.
    public var activeConstraints: [LayoutConstraint]
    /// Canvas coordinates of every laid-out view (every content offset at zero).
    var screenFrames: ObjectTable<Rect>

    /// The view's frame in canvas coordinates with every content offset at zero; nil for a view this pass did
    /// not lay out (not in the engine's tree).
    public func screenFrame(of view: View) -> Rect? { screenFrames[ObjectIdentifier(view)] }
}
