import Diagnostics

/// Watches one engine's work: each `layoutIfNeeded()` (before and after it), and every answer it computes outside
/// a pass of its tree (`systemLayoutSizeFitting`, `layoutDetached`, `conflictsAmongActiveConstraints`).
///
/// The preview's variant sweep uses it to lay the same tree out on other devices right after each pass of the
/// engine it watches (LayoutScript's `VariantSweep`). Called on the engine's thread; the engine holds it weakly.
public protocol LayoutEngineObserver: AnyObject {
    func engineWillLayOut(_ engine: LayoutEngine)
    func engineDidLayOut(_ engine: LayoutEngine, result: LayoutPassResult)
    func engineDidWorkOutsideAPass(_ engine: LayoutEngine)
    /// After `conflictsAmongActiveConstraints()`, with what it found.
    func engineDidCheckConflicts(_ engine: LayoutEngine, found: [Diagnostic])
}

extension LayoutEngineObserver {
    public func engineDidCheckConflicts(_ engine: LayoutEngine, found: [Diagnostic]) {
        engineDidWorkOutsideAPass(engine)
    }
}
