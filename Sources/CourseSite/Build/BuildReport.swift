import Diagnostics

/// The outcome of a successful build.
public struct BuildReport: Sendable {
    /// Lesson pages written.
    public var lessons: Int
    /// HTML pages written (home, lessons, 404).
    public var pages: Int
    /// Wall-clock duration of the build.
    public var seconds: Double
    /// Warnings, notes and the layout diagnostics the preview renderer reported. None of them failed the build.
    public var diagnostics: [Diagnostic]
    /// Where each link and id of every page came from, for `coursegen check`.
    public var sourceMap: SiteSourceMap

    public init(lessons: Int, pages: Int, seconds: Double, diagnostics: [Diagnostic], sourceMap: SiteSourceMap) {
        self.lessons = lessons
        self.pages = pages
        self.seconds = seconds
        self.diagnostics = diagnostics
        self.sourceMap = sourceMap
    }

    /// The one-line summary the CLI prints: `built 3 lessons, 5 pages in 0.12 s`.
    public var summary: String {
        let time = String(format: "%.2f", seconds)
        var line = "built \(lessons) lesson\(lessons == 1 ? "" : "s"), \(pages) page\(pages == 1 ? "" : "s") in \(time) s"
        let warnings = diagnostics.filter { $0.severity == .warning && !$0.expected }.count
        let errors = diagnostics.filter { $0.severity == .error && !$0.expected }.count
        if errors > 0 { line += ", \(errors) layout error\(errors == 1 ? "" : "s")" }
        if warnings > 0 { line += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return line
    }
}
