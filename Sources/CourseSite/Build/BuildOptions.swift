import Foundation

/// What `SiteBuilder` builds and where.
public struct BuildOptions: Sendable {
    /// The course folder (`content/`): `course.yml`, the lessons, optional `theme/` overrides.
    public var source: URL
    /// The site folder (`_site/`). The build writes a temporary folder beside it and swaps it in on success, so a
    /// failed build leaves this folder untouched. `coursegen check` passes a fresh temporary folder here.
    public var output: URL
    /// Reuse the pages and previews of unchanged lessons from `.coursegen-cache/` beside the source folder
    /// (Cache/LessonPageCache.swift). Off by default; `coursegen build` and `serve` turn it on unless `--no-cache`.
    public var useCache: Bool
    /// Renders the previews of layout blocks. `nil` publishes layout blocks as highlighted code only.
    public var previewRenderer: LessonPreviewRenderer?
    /// Answers and checks quizzes against the layout engine (`where`, `breaks`, `variant`). `nil` shows such
    /// quizzes without an answer.
    public var quizResolver: QuizResolver?
    /// Receives one human-readable line per build stage (on the CLI: standard error).
    public var progress: (@Sendable (String) -> Void)?
    /// Counts the layout blocks still to run, for a progress line.
    public var blockProgress: BuildProgress?
    /// `coursegen serve`: layout blocks missing from the cache are drawn on their own device only, so the pages
    /// are published at once; `SiteBuilder.completePendingPreviews` adds the other devices, orientations and
    /// widths afterwards. Needs `useCache`.
    public var defersPreviewVariants = false
    /// The theme to start from. `nil` finds `themes/default` next to the source folder, the working directory or
    /// the `coursegen` executable (see `ThemeLocator`).
    public var themeDirectory: URL?

    public init(source: URL, output: URL, useCache: Bool = false, previewRenderer: LessonPreviewRenderer? = nil,
                progress: (@Sendable (String) -> Void)? = nil, themeDirectory: URL? = nil) {
        self.source = source
        self.output = output
        self.useCache = useCache
        self.previewRenderer = previewRenderer
        self.progress = progress
        self.themeDirectory = themeDirectory
    }
}
