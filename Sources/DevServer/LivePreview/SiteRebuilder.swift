import Diagnostics

/// Builds the site into the served folder. `coursegen serve` implements it with CourseSite's builder; tests use
/// small fakes. A failed build must leave the previous output in place (the server keeps serving it).
public protocol SiteRebuilder: AnyObject {
    /// Builds after `changedPaths` changed (empty for the first build). Called on one queue, never concurrently.
    func rebuild(changedPaths: Set<String>) -> RebuildOutcome

    /// Work a successful rebuild postponed until open pages were told to reload (it must not delay them).
    func finishPostponedWork()
}

extension SiteRebuilder {
    public func finishPostponedWork() {}
}

/// What a build produced, as the dev server reports it.
public struct RebuildOutcome: Sendable {
    /// All diagnostics; the build failed when `succeeded` is false (then at least one is an error).
    public var diagnostics: [Diagnostic]
    public var succeeded: Bool
    /// A short line for the terminal, e.g. "12 pages (2 re-rendered)".
    public var summary: String

    public init(succeeded: Bool, diagnostics: [Diagnostic] = [], summary: String = "") {
        self.succeeded = succeeded
        self.diagnostics = diagnostics
        self.summary = summary
    }
}
