import Diagnostics
import Foundation

/// The state of the last successful build that a single-lesson update needs to produce the same page a full
/// build would: the course model, the loaded theme, the search index and the report's pieces.
struct BuildSnapshot {
    var course: Course
    var strings: [String: String]
    var templates: (pages: [String: Template], renderer: TemplateRenderer)
    var themeAssets: Set<String>
    var search: SearchIndex
    var sourceMap: SiteSourceMap
    var warnings: [Diagnostic]
    var lessonDiagnostics: [[Diagnostic]]
    /// Set by `SiteBuildCache.finish`.
    var siteKey = ""
    var previewRenderer: LessonPreviewRenderer?
    /// Lessons whose page shows some layout blocks on their own device only (`BuildOptions.defersPreviewVariants`).
    var incompleteLessons = Set<Int>()
    /// The loader's warnings of lessons a single-lesson update re-read (part of their `lessonDiagnostics`).
    var lessonLoadWarnings: [Int: [Diagnostic]] = [:]
    /// True when a single-lesson update changed the search index but has not written it yet.
    var pendingSearchIndex = false
    /// Each lesson's part of print.html (`PrintPage.content`), in course order; empty when the theme has no
    /// print page.
    var printPageContents: [String] = []
    /// True when a single-lesson update (or a completed preview) changed a lesson's part of print.html but the
    /// page has not been written yet.
    var pendingPrintPage = false

    init(course: Course, strings: [String: String], templates: (pages: [String: Template], renderer: TemplateRenderer),
         themeAssets: Set<String>, search: SearchIndex, sourceMap: SiteSourceMap, warnings: [Diagnostic],
         lessonDiagnostics: [[Diagnostic]]) {
        self.course = course
        self.strings = strings
        self.templates = templates
        self.themeAssets = themeAssets
        self.search = search
        self.sourceMap = sourceMap
        self.warnings = warnings
        self.lessonDiagnostics = lessonDiagnostics
    }

    var diagnostics: [Diagnostic] { warnings + lessonDiagnostics.flatMap { $0 } }
}
