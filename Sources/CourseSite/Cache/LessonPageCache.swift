import Diagnostics
import Foundation

/// Reuses the rendered page of every lesson whose inputs did not change since it was last rendered, so that a
/// build after one edit renders one page instead of all of them.
///
/// A lesson page is a function of
/// - the lesson itself: its file, front matter and body (`lessonKey`);
/// - what every lesson page shows of the rest of the course (`siteKey`): the course fields, the chapters, and the
///   title, slug, summary and duration of every lesson (the navigation, the pager and the link targets);
/// - the theme files it is rendered with: `lesson.html`, the partials it includes (transitively), the locale
///   strings, and which optional assets exist;
/// - which other files the course folder holds (links to them are checked and rewritten);
/// - whether previews are rendered, and the coursegen binary (`BuildCacheStore` drops entries of another one).
///
/// So an edit of a lesson's body re-renders that page only; an edit of its title re-renders every lesson page
/// (each navigation lists it); an edit of a partial re-renders the pages that include it. A deleted lesson is
/// simply never asked for again, and the builder writes each site from scratch, so its page disappears.
///
/// One instance lives per cache folder and process (`shared(for:)`), so that `coursegen serve` keeps decoded
/// records in memory between builds instead of decoding a thousand JSON files after every keystroke.
public final class LessonPageCache: @unchecked Sendable {
    public let store: BuildCacheStore
    private let lock = NSLock()
    private var records: [String: CachedLessonPage] = [:]
    private let statistics = CacheStatistics()
    private var snapshot: BuildSnapshot?

    /// What the last successful build of this process produced; nil after a failed build or in a new process.
    var lastBuild: BuildSnapshot? {
        get { lock.lock(); defer { lock.unlock() }; return snapshot }
        set { lock.lock(); snapshot = newValue; lock.unlock() }
    }

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [String: LessonPageCache] = [:]

    init(store: BuildCacheStore) { self.store = store }

    /// The cache this process already opened for builds of `source`, without creating its folder.
    public static func opened(forSource source: URL) -> LessonPageCache? {
        let folder = BuildCacheStore.defaultFolder(forSource: source)
        registryLock.lock()
        defer { registryLock.unlock() }
        return registry[folder.path]
    }

    /// The cache for builds of `source`, or nil when its folder cannot be created (then nothing is cached).
    public static func shared(forSource source: URL) -> LessonPageCache? {
        let folder = BuildCacheStore.defaultFolder(forSource: source)
        registryLock.lock()
        defer { registryLock.unlock() }
        if let existing = registry[folder.path] { return existing }
        guard let store = try? BuildCacheStore(folder: folder) else { return nil }
        let cache = LessonPageCache(store: store)
        registry[folder.path] = cache
        return cache
    }

    /// Lessons reused and rendered since the last `finishBuild()`.
    public var counts: (hits: Int, misses: Int) { statistics.counts }

    /// Everything outside a lesson's own file that its page depends on.
    func siteKey(course: Course, strings: [String: String], theme: Theme,
                 templates: (pages: [String: Template], renderer: TemplateRenderer),
                 assetNames: Set<String>, source: URL, rendersPreviews: Bool) -> String {
        var hash = ContentHash()
        hash.update("lesson-page-v4")
        hash.update(course.allowsRawHTML ? "raw-html" : "no-raw-html")
        for field in [course.title, course.language, course.description, course.author, course.baseURL,
                      course.repository ?? "\u{0}", course.branch, course.contentPath, course.file] {
            hash.update(field)
        }
        for chapter in course.chapters {
            hash.update(chapter.title)
            hash.update(chapter.lessonIndexes.map(String.init).joined(separator: ","))
        }
        for lesson in course.lessons {
            for field in [lesson.title, lesson.slug, lesson.summary ?? "\u{0}", lesson.duration ?? "\u{0}",
                          lesson.relativePath, lesson.file] {
                hash.update(field)
            }
            hash.update(lesson.chapterIndex)
        }
        for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
            hash.update(key)
            hash.update(value)
        }
        for file in Self.templateFiles(of: "lesson", templates: templates, theme: theme) {
            hash.update(file.path)
            hash.update(FileManager.default.contents(atPath: file.path) ?? Data())
        }
        for name in assetNames.sorted() { hash.update(name) }
        for path in Self.otherFiles(in: source) { hash.update(path) }
        hash.update(rendersPreviews ? "previews" : "no-previews")
        return hash.hex
    }

    /// The key of one lesson's page.
    func lessonKey(_ lesson: Lesson, siteKey: String) -> String {
        var hash = ContentHash()
        hash.update(siteKey)
        hash.update(lesson.file)
        hash.update(lesson.body)
        hash.update(lesson.bodyStartLine)
        return "page-" + hash.hex
    }

    /// The stored page for `key`, if it was rendered before and its HTML is still in the cache.
    func page(for key: String) -> CachedLessonPage? {
        lock.lock()
        let known = records[key]
        lock.unlock()
        if let known, FileManager.default.fileExists(atPath: known.htmlFile.path) {
            markUsed(key, known)
            statistics.hit()
            return known
        }
        guard let data = store.data(for: key),
              let stored = try? JSONDecoder().decode(StoredLessonPage.self, from: data),
              FileManager.default.fileExists(atPath: store.url(for: key + ".html").path),
              let record = CachedLessonPage(stored, htmlFile: store.url(for: key + ".html")) else {
            statistics.miss()
            return nil
        }
        markUsed(key, record)
        lock.lock()
        records[key] = record
        lock.unlock()
        statistics.hit()
        return record
    }

    private func markUsed(_ key: String, _ record: CachedLessonPage) {
        store.markUsed(key)
        store.markUsed(key + ".html")
        for previewKey in record.previewKeys { store.markUsed(previewKey) }
    }

    /// Records a freshly rendered page.
    func store(key: String, html: String, sourceMap: PageSourceMap?, searchEntries: [SearchIndex.Entry],
               diagnostics: [Diagnostic], assets: [String: Data], copies: [(source: URL, outputPath: String)],
               previewKeys: [String]) {
        let stored = StoredLessonPage(sourceMap: sourceMap.map(CompactSourceMap.init), search: searchEntries.map(StoredLessonPage.SearchEntry.init),
                                      diagnostics: diagnostics, assets: assets,
                                      copies: copies.map { .init(source: $0.source.path, outputPath: $0.outputPath) },
                                      previewKeys: previewKeys)
        guard let data = try? JSONEncoder().encode(stored) else { return }
        store.store(Data(html.utf8), for: key + ".html")
        store.store(data, for: key)
        guard let record = CachedLessonPage(stored, htmlFile: store.url(for: key + ".html")) else { return }
        lock.lock()
        records[key] = record
        lock.unlock()
    }

    /// Called after a successful build: drops entries that build did not use, and resets the counters.
    public func finishBuild() {
        let live = store.prune()
        lock.lock()
        records = records.filter { live.contains($0.key) }
        lock.unlock()
    }

    /// Starts counting hits and misses afresh (the report of the next build).
    public func resetCounts() { statistics.reset() }

    /// `templates/<page>.html` and every partial it includes, directly or through other partials.
    static func templateFiles(of page: String, templates: (pages: [String: Template], renderer: TemplateRenderer),
                              theme: Theme) -> [URL] {
        var files: [URL] = []
        if let url = theme.file("templates/\(page).html") { files.append(url) }
        var seen = Set<String>()
        var pending = templates.pages[page]?.partialReferences.map(\.name) ?? []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if let url = theme.file("templates/partials/\(name).html") { files.append(url) }
            pending += templates.renderer.partials[name]?.partialReferences.map(\.name) ?? []
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Paths of the non-Markdown files in the course folder: links to them are checked, so adding or removing
    /// one can change a page's diagnostics or URLs.
    static func otherFiles(in source: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: source.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if !path.hasSuffix(".md") { paths.append(path) }
        }
        return paths.sorted()
    }
}

/// A reusable lesson page: the HTML file to link into the new site and what the build needs besides it.
struct CachedLessonPage: Sendable {
    var htmlFile: URL
    var sourceMap: PageSourceMap?
    /// The page's search index entries, ready to append (their words are the costly part of the index).
    var searchEntries: [SearchIndex.Entry]
    var diagnostics: [Diagnostic]
    var assets: [String: Data]
    var copies: [(source: URL, outputPath: String)]
    var previewKeys: [String]

    /// Nil when the stored record is damaged.
    init?(_ stored: StoredLessonPage, htmlFile: URL) {
        self.htmlFile = htmlFile
        if let compact = stored.sourceMap {
            guard let map = compact.map else { return nil }
            sourceMap = map
        }
        searchEntries = stored.search.map {
            SearchIndex.Entry(lesson: $0.lesson, section: $0.section, url: $0.url, words: $0.words, excerpt: $0.excerpt)
        }
        diagnostics = stored.diagnostics
        assets = stored.assets
        copies = stored.copies.map { (URL(fileURLWithPath: $0.source), $0.outputPath) }
        previewKeys = stored.previewKeys ?? []
    }
}

/// The JSON entry stored beside each cached page.
struct StoredLessonPage: Codable {
    struct SearchEntry: Codable {
        var lesson: String
        var section: String
        var url: String
        var words: String
        var excerpt: String
        init(_ entry: SearchIndex.Entry) {
            lesson = entry.lesson
            section = entry.section
            url = entry.url
            words = entry.words
            excerpt = entry.excerpt
        }
    }

    struct Copy: Codable {
        var source: String
        var outputPath: String
    }

    var sourceMap: CompactSourceMap?
    var search: [SearchEntry]
    var diagnostics: [Diagnostic]
    var assets: [String: Data]
    var copies: [Copy]
    /// The preview cache entries (one per layout block) the page was rendered with.
    var previewKeys: [String]?
}
