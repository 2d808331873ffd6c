import Diagnostics
import Foundation

/// What one `SiteBuilder.build()` asks of the cache: which lesson pages it may reuse, a caching preview renderer,
/// and where to record what it rendered. Created by `begin`, finished once the new site is in place.
final class SiteBuildCache {
    private let pages: LessonPageCache
    private let previews: CachingPreviewRenderer?
    private let keys: [String]
    private let siteKey: String
    /// Per lesson index: the page to reuse, or nil to render it.
    let reusable: [CachedLessonPage?]

    /// Opens the cache for `options` (nil when `useCache` is off or the folder cannot be created) and decides,
    /// lesson by lesson, what can be reused.
    static func begin(options: BuildOptions, course: Course, strings: [String: String], theme: Theme,
                      templates: (pages: [String: Template], renderer: TemplateRenderer),
                      assetNames: Set<String>) -> SiteBuildCache? {
        guard options.useCache, let pages = LessonPageCache.shared(forSource: options.source) else { return nil }
        pages.resetCounts()
        let siteKey = pages.siteKey(course: course, strings: strings, theme: theme, templates: templates,
                                    assetNames: assetNames, source: options.source,
                                    rendersPreviews: options.previewRenderer != nil)
        let keys = course.lessons.map { pages.lessonKey($0, siteKey: siteKey) }
        let previews = options.previewRenderer.map {
            CachingPreviewRenderer(wrapping: $0, store: pages.store, progress: options.blockProgress,
                                   defersVariants: options.defersPreviewVariants)
        }
        return SiteBuildCache(pages: pages, previews: previews, keys: keys, siteKey: siteKey,
                              reusable: keys.map { pages.page(for: $0) })
    }

    private init(pages: LessonPageCache, previews: CachingPreviewRenderer?, keys: [String], siteKey: String,
                 reusable: [CachedLessonPage?]) {
        self.pages = pages
        self.previews = previews
        self.keys = keys
        self.siteKey = siteKey
        self.reusable = reusable
    }

    /// Called when a build starts: until it succeeds, the site on disk may not match the last snapshot's course
    /// (a failed build must be followed by a full one), so single-lesson updates are off.
    static func forgetLastBuild(options: BuildOptions) {
        guard options.useCache else { return }
        // Only a cache this process opened can hold a last build; a build that is refused must not create one.
        LessonPageCache.opened(forSource: options.source)?.lastBuild = nil
    }

    /// The preview renderer to use in this build: the given one behind the preview cache.
    var previewRenderer: LessonPreviewRenderer? { previews }

    /// Records the freshly rendered page of lesson `index`.
    func store(lessonIndex index: Int, lesson: Lesson, html: String, sourceMap: PageSourceMap?,
               markdown: RenderedMarkdown, diagnostics: [Diagnostic], assets: [String: Data]) {
        pages.store(key: keys[index], html: html, sourceMap: sourceMap,
                    searchEntries: SearchIndex.entries(lesson: lesson.title, url: lesson.outputPath,
                                                       sections: markdown.sections),
                    diagnostics: diagnostics, assets: assets, copies: markdown.copies,
                    previewKeys: previews?.keys(forLessonFile: lesson.file) ?? [])
    }

    /// The new site is in place: forget entries this build did not use, and remember what single-lesson updates
    /// need (`SiteBuilder.updateLessons`).
    func finish(_ snapshot: BuildSnapshot) {
        pages.finishBuild()
        var snapshot = snapshot
        snapshot.siteKey = siteKey
        snapshot.previewRenderer = previews
        pages.lastBuild = snapshot
    }

    /// Lesson pages reused and rendered in this build.
    var counts: (reused: Int, rendered: Int) {
        let reused = reusable.filter { $0 != nil }.count
        return (reused, reusable.count - reused)
    }
}
