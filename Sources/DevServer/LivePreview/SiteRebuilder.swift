import Diagnostics

/// Builds the site into the served folder. `coursegen serve` implements it with CourseSite's builder; tests use
/// small fakes. A failed build must leave the previous output in place (the server keeps serving it).
public protocol SiteRebuilder: AnyObject {
    /// Builds after `changedPaths` changed (empty for the first build). Called on one queue, never concurrently.
    func rebuild(changedPaths: Set<String>) -> RebuildOutcome

    /// Work a successful rebuild postponed until open pages were told to reload (it must not delay them).
    /// - Returns: the site paths of the pages it replaced (open pages showing them reload).
    func finishPostponedWork() -> [String]

    /// True while the served pages are not final yet (previews drawn on their own device only).
    var hasBackgroundWork: Bool { get }

    /// Does part of the background work, stopping early when `shouldStop` answers true (a change is waiting).
    /// - Returns: the site paths of the pages it replaced (open pages showing them reload).
    func runBackgroundWork(shouldStop: @escaping @Sendable () -> Bool) -> [String]
}

extension SiteRebuilder {
    public func finishPostponedWork() -> [String] { [] }
    public var hasBackgroundWork: Bool { false }
    public func runBackgroundWork(shouldStop: @escaping @Sendable () -> Bool) -> [String] { [] }
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
