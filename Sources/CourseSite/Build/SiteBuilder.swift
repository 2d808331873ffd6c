import Diagnostics
import Dispatch
import Foundation

/// Builds a course folder into a static site. The one entry point for `coursegen build`, `check` and `serve`.
///
///     let report = try SiteBuilder(options: BuildOptions(source: content, output: site)).build()
///
/// The build is atomic: pages are written to a temporary folder beside `options.output`, which replaces the old
/// site only when everything succeeded. Errors in the content throw a `DiagnosticError` holding every problem found
/// (and the warnings); the previous site is then untouched.
public final class SiteBuilder: @unchecked Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) { self.options = options }

    /// How diagnostics name the course folder.
    public var sourceDisplayPath: String { DisplayPath.of(options.source) }

    /// Loads and validates the course without writing anything.
    public func loadCourse() throws -> (course: Course, warnings: [Diagnostic]) {
        try CourseLoader(source: options.source, displayRoot: sourceDisplayPath).load()
    }

    /// Throws `DiagnosticError` (code `output`) when the output folder must not be replaced: it is the course
    /// folder, contains it, holds course files, or is a non-empty folder no build wrote (`OutputFolderSafety`).
    /// `build()` checks this itself before writing anything; `serve` also asks before it starts.
    public func checkOutputFolder(course: Course? = nil) throws {
        let lessonFiles = course?.lessons.map { options.source.appendingPathComponent($0.relativePath) } ?? []
        try OutputFolderSafety.check(output: options.output, source: options.source, courseFiles: lessonFiles)
    }

    public func build() throws -> BuildReport {
        let started = Date()
        // Before anything is written (the cache folder included); again below once the lesson files are known.
        try checkOutputFolder()
        SiteBuildCache.forgetLastBuild(options: options)
        options.progress?("loading \(sourceDisplayPath)/\(CourseLoader.courseFileName)")
        let (course, warnings) = try loadCourse()
        var diagnostics = warnings
        do {
            try checkOutputFolder(course: course)
        } catch let error as DiagnosticError {
            throw DiagnosticError(diagnostics + error.diagnostics)
        }

        guard let themeBase = options.themeDirectory ?? ThemeLocator.defaultTheme(near: options.source) else {
            throw DiagnosticError(diagnostics + [.error("theme", ThemeLocator.notFoundMessage(near: options.source))])
        }
        let theme = Theme(base: themeBase, override: options.source.appendingPathComponent("theme"))
        let loadedTheme: (pages: [String: Template], renderer: TemplateRenderer)
        let strings: [String: String]
        do {
            loadedTheme = try theme.loadTemplates()
            strings = try theme.strings(for: course.language)
        } catch let error as DiagnosticError {
            throw DiagnosticError(diagnostics + error.diagnostics)
        }
        let assets = theme.assets()
        // Unchanged lesson pages are reused from .coursegen-cache/ (Cache/LessonPageCache.swift says when).
        let cache = SiteBuildCache.begin(options: options, course: course, strings: strings, theme: theme,
                                         templates: loadedTheme, assetNames: Set(assets.keys))
        if let counts = cache?.counts, counts.reused > 0 {
            options.progress?("reusing \(counts.reused) unchanged lesson page\(counts.reused == 1 ? "" : "s") from the cache")
        }

        options.progress?("rendering \(course.lessons.count) lessons")
        // Without the cache, previews are still rendered block by block (the same assembly as a cached build).
        let previewRenderer = cache?.previewRenderer ?? options.previewRenderer.map {
            CachingPreviewRenderer(wrapping: $0, store: nil, progress: options.blockProgress)
        }
        let lessons = renderLessons(course, strings: strings, previewRenderer: previewRenderer,
                                    skipping: cache?.reusable.map { $0 != nil } ?? [])
        for (index, lesson) in lessons.enumerated() {
            diagnostics += lesson?.diagnostics ?? cache?.reusable[index]?.diagnostics ?? []
        }
        if let counts = (previewRenderer as? CachingPreviewRenderer)?.counts, counts.hits + counts.misses > 0 {
            options.progress?("ran \(counts.misses) of \(counts.hits + counts.misses) layout blocks "
                              + "(\(counts.hits) from the cache)")
        }

        let context = PageContext(course: course, strings: strings, themeAssets: Set(assets.keys))
        let writer = try AtomicSiteWriter(output: options.output)
        var sourceMap = SiteSourceMap()
        var pages = 0
        let courseLocation = SourceLocation(file: course.file, line: 1)

        @discardableResult
        func renderPage(_ name: String, _ value: TemplateValue, to path: String,
                        markdown: (references: [PageSourceMap.Reference], ids: [String: SourceLocation], file: String)?,
                        source: SourceLocation) throws -> String? {
            guard let template = loadedTheme.pages[name] else { return nil }
            let output = try loadedTheme.renderer.render(template, context: value)
            try writer.write(output.text, to: path)
            sourceMap.pages[path] = PageSourceMapper.map(page: path, output: output, contentVariable: "lesson.content",
                                                         markdown: markdown, source: source)
            pages += 1
            return output.text
        }

        // Lesson pages are rendered in parallel (each lists the whole course in its sidebar, so this is the bulk
        // of the work for a large course); files are written in order below.
        let lessonPages = ResultSlots<Result<(html: String, map: PageSourceMap), DiagnosticError>>(count: course.lessons.count)
        // The search words are tokenized here too, in parallel, rather than in the ordered write loop.
        let searchEntries = ResultSlots<[SearchIndex.Entry]>(count: course.lessons.count)
        // So is each page's part of print.html.
        let hasPrintPage = loadedTheme.pages["print"] != nil
        let printContents = ResultSlots<String>(count: course.lessons.count)
        DispatchQueue.concurrentPerform(iterations: course.lessons.count) { index in
            guard let rendered = lessons[index]?.markdown else { return }
            let lesson = course.lessons[index]
            searchEntries.set(index, SearchIndex.entries(lesson: lesson.title, url: lesson.outputPath,
                                                         sections: rendered.sections))
            guard let template = loadedTheme.pages["lesson"] else { return }
            do {
                let output = try loadedTheme.renderer.render(template, context: context.lesson(index, rendered: rendered))
                let map = PageSourceMapper.map(page: lesson.outputPath, output: output, contentVariable: "lesson.content",
                                               markdown: (rendered.references, rendered.ids, lesson.file),
                                               source: SourceLocation(file: lesson.file, line: 1))
                lessonPages.set(index, .success((output.text, map)))
                if hasPrintPage { printContents.set(index, PrintPage.content(ofLessonPage: output.text, slug: lesson.slug)) }
            } catch let error as DiagnosticError {
                lessonPages.set(index, .failure(error))
            } catch {
                lessonPages.set(index, .failure(DiagnosticError(.error("template", "\(error)"))))
            }
        }
        let renderedPages = lessonPages.all
        let lessonSearchEntries = searchEntries.all

        do {
            try renderPage("home", context.home(), to: "index.html", markdown: nil, source: courseLocation)
            var search = SearchIndex(language: course.language)
            var printPageContents = printContents.all.map { $0 ?? "" }
            for (index, lesson) in course.lessons.enumerated() {
                guard let renderedLesson = lessons[index] else {
                    guard let cached = cache?.reusable[index] else { continue }
                    if hasPrintPage, let page = try? String(contentsOf: cached.htmlFile, encoding: .utf8) {
                        printPageContents[index] = PrintPage.content(ofLessonPage: page, slug: lesson.slug)
                    }
                    try writer.link(cached.htmlFile, to: lesson.outputPath)
                    sourceMap.pages[lesson.outputPath] = cached.sourceMap
                    pages += 1
                    search.entries += cached.searchEntries
                    for copy in cached.copies { try writer.copy(copy.source, to: copy.outputPath) }
                    for (path, data) in cached.assets { try writer.write(data, to: path) }
                    continue
                }
                let rendered = renderedLesson.markdown
                var html: String?
                if let page = renderedPages[index] {
                    let (text, map) = try page.get()
                    try writer.write(text, to: lesson.outputPath)
                    sourceMap.pages[lesson.outputPath] = map
                    pages += 1
                    html = text
                }
                // A page whose previews are not complete yet is never reused by a later build.
                if let html, renderedLesson.pendingPreviews == 0, !renderedLesson.previewsDependOnTiming {
                    cache?.store(lessonIndex: index, lesson: lesson, html: html,
                                 sourceMap: sourceMap.pages[lesson.outputPath], markdown: rendered,
                                 diagnostics: renderedLesson.diagnostics, assets: renderedLesson.assets)
                }
                search.entries += lessonSearchEntries[index]
                    ?? SearchIndex.entries(lesson: lesson.title, url: lesson.outputPath, sections: rendered.sections)
                for copy in rendered.copies { try writer.copy(copy.source, to: copy.outputPath) }
                for (path, data) in renderedLesson.assets { try writer.write(data, to: path) }
            }
            try renderPage("404", context.notFound(root: Self.rootPath(of: course.baseURL)), to: "404.html",
                           markdown: nil, source: courseLocation)
            try renderPage("print", context.printPage(contents: printPageContents), to: PrintPage.path, markdown: nil,
                           source: courseLocation)
            try writer.write(OutputFolderSafety.markerText, to: OutputFolderSafety.markerFileName)
            try writer.write(search.json(), to: "search-index.json")
            try writer.write(search.script(), to: "search-index.js")
            try writer.write(context.navigationScript(), to: PageContext.navigationScriptPath)
            let sitemapPaths = [""] + course.lessons.map { "lessons/\($0.slug)/" }
            try writer.write(Sitemap.xml(baseURL: course.baseURL, paths: sitemapPaths), to: "sitemap.xml")
            for (relative, url) in assets.sorted(by: { $0.key < $1.key }) {
                try writer.copy(url, to: "assets/" + relative)
            }
            options.progress?("writing \(DisplayPath.of(options.output))")
            try writer.commit()
            var snapshot = BuildSnapshot(
                course: course, strings: strings, templates: loadedTheme, themeAssets: Set(assets.keys),
                search: search, sourceMap: sourceMap, warnings: warnings,
                lessonDiagnostics: lessons.indices.map { lessons[$0]?.diagnostics ?? cache?.reusable[$0]?.diagnostics ?? [] })
            snapshot.incompleteLessons = Set(lessons.indices.filter { (lessons[$0]?.pendingPreviews ?? 0) > 0 })
            snapshot.printPageContents = hasPrintPage ? printPageContents : []
            cache?.finish(snapshot)
        } catch let error as DiagnosticError {
            throw DiagnosticError(diagnostics + error.diagnostics)
        }
        return BuildReport(lessons: course.lessons.count, pages: pages, seconds: Date().timeIntervalSince(started),
                           diagnostics: diagnostics, sourceMap: sourceMap)
    }

    /// One lesson's rendering results.
    struct RenderedLesson: Sendable {
        var markdown: RenderedMarkdown
        var diagnostics: [Diagnostic]
        var assets: [String: Data]
        /// Layout blocks drawn on their own device only so far (`BuildOptions.defersPreviewVariants`).
        var pendingPreviews = 0
        /// Some preview's output depends on how fast the machine was: the page is not cached.
        var previewsDependOnTiming = false
    }

    /// Renders every lesson body, in parallel: Markdown and previews are independent per lesson. Lessons marked in
    /// `skipping` (pages reused from the cache) are left out: their slot is nil.
    private func renderLessons(_ course: Course, strings: [String: String], previewRenderer: LessonPreviewRenderer?,
                               skipping: [Bool]) -> [RenderedLesson?] {
        let slugs = Dictionary(course.lessons.map { ($0.relativePath, $0.slug) }, uniquingKeysWith: { first, _ in first })
        let rewriter = LinkRewriter(lessonSlugs: slugs, source: options.source)
        let results = ResultSlots<RenderedLesson>(count: course.lessons.count)
        DispatchQueue.concurrentPerform(iterations: course.lessons.count) { index in
            if index < skipping.count && skipping[index] { return }
            results.set(index, Self.renderLesson(course.lessons[index], language: course.language, strings: strings,
                                                 rewriter: rewriter, previewRenderer: previewRenderer,
                                                 allowsRawHTML: course.allowsRawHTML, quizResolver: options.quizResolver))
        }
        return results.all
    }

    /// Renders one lesson body and its previews (also used by the dev server's single-lesson update).
    static func renderLesson(_ lesson: Lesson, language: String, strings: [String: String], rewriter: LinkRewriter,
                             previewRenderer renderer: LessonPreviewRenderer?, allowsRawHTML: Bool = true,
                             quizResolver: QuizResolver? = nil) -> RenderedLesson {
        let previewOutput = PreviewCollector()
        let context = MarkdownContext(
            file: lesson.file, bodyStartLine: lesson.bodyStartLine, slug: lesson.slug,
            rewriteLink: { rewriter.rewrite($0, fromLesson: lesson.relativePath, root: "../../") },
            renderPreviews: { blocks in
                guard let renderer else { return [:] }
                let output = renderer.renderPreviews(LessonPreviewInput(
                    file: lesson.file, slug: lesson.slug, blocks: blocks, locale: language,
                    strings: LessonPreviewInput.previewStrings(strings)))
                previewOutput.output = output
                return output.previewHTML
            },
            anchorLabel: strings["anchor_label"] ?? "#", copyLabel: strings["copy"] ?? "Copy")
        var safeContext = context
        safeContext.allowsRawHTML = allowsRawHTML
        safeContext.strings = strings
        if let quizResolver {
            safeContext.resolveQuiz = { quiz, ids in
                quizResolver.resolve(quiz, facts: previewOutput.output?.quizFacts ?? [:], previewIDs: ids, strings: strings)
            }
        }
        safeContext.showAllLabel = strings["code_show_all"] ?? "Show all"
        let markdown = MarkdownRenderer.render(lesson.body, context: safeContext)
        let preview = previewOutput.output
        return RenderedLesson(markdown: markdown, diagnostics: markdown.diagnostics + (preview?.diagnostics ?? []),
                              assets: preview?.assets ?? [:], pendingPreviews: preview?.pendingBlocks ?? 0,
                              previewsDependOnTiming: preview?.dependsOnTiming ?? false)
    }

    /// The path part of the base URL (`https://x.org/course/` → `/course/`), for pages served at any depth (404).
    static func rootPath(of baseURL: String) -> String {
        guard let url = URL(string: baseURL), url.scheme != nil else { return baseURL.hasPrefix("/") ? baseURL : "/" }
        let path = url.path.isEmpty ? "/" : url.path
        return path.hasSuffix("/") ? path : path + "/"
    }
}

/// Holds the preview renderer's output for one lesson (written once from the Markdown renderer's callback).
private final class PreviewCollector: @unchecked Sendable {
    var output: LessonPreviewOutput?
}
