import Diagnostics
import Foundation

/// The dev server's fast path: when only lesson bodies changed since the last successful build of this process,
/// re-render just those pages in place instead of building and swapping in a whole new site.
///
/// A full build of a 1,000-lesson course reads every lesson, rebuilds the search index and writes (or links) a
/// thousand pages; none of that is needed when one paragraph changed. The update takes the path only when the
/// result is the page a full build would write: every changed file is a lesson of the course, its title, slug,
/// summary and duration are unchanged (so no other page's navigation changes) and no theme or course file changed.
/// Anything else, or any error, returns nil or throws and the caller runs a full `build()`.
extension SiteBuilder {
    /// Re-renders the pages of the changed lessons in place.
    /// - Parameter changedFiles: absolute paths reported by the file watcher.
    /// - Returns: the report of the updated site, or nil when a full build is needed.
    /// - Throws: `DiagnosticError` when a changed lesson cannot be loaded (the page on disk stays as it was).
    public func updateLessons(changedFiles: Set<String>) throws -> BuildReport? {
        let started = Date()
        guard options.useCache, !changedFiles.isEmpty,
              let cache = LessonPageCache.shared(forSource: options.source),
              var snapshot = cache.lastBuild else { return nil }
        let source = options.source.standardizedFileURL.path
        var indexByPath: [String: Int] = [:]
        for (index, lesson) in snapshot.course.lessons.enumerated() {
            indexByPath[source + "/" + lesson.relativePath] = index
        }
        var changedIndexes: [Int] = []
        for path in changedFiles {
            guard let index = indexByPath[URL(fileURLWithPath: path).standardizedFileURL.path] else { return nil }
            // A deleted lesson changes what course.yml can find: only the full build reports it as build does,
            // at its course.yml entry, instead of as a file this update cannot read.
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                return nil
            }
            changedIndexes.append(index)
        }
        // From here on the snapshot no longer matches the disk until this update succeeds.
        cache.lastBuild = nil
        let loader = CourseLoader(source: options.source, displayRoot: sourceDisplayPath)
        var updated: [(index: Int, lesson: Lesson, warnings: [Diagnostic])] = []
        for index in changedIndexes.sorted() {
            let old = snapshot.course.lessons[index]
            let (lesson, warnings, _) = try loader.loadLesson(old.relativePath, chapterIndex: old.chapterIndex)
            guard lesson.title == old.title, lesson.slug == old.slug, lesson.summary == old.summary,
                  lesson.duration == old.duration else { return nil }
            updated.append((index, lesson, warnings))
        }
        for change in updated { snapshot.course.lessons[change.index] = change.lesson }

        let changed = try rewriteLessonPages(updated.map { ($0.index, $0.warnings) }, in: &snapshot,
                                             previewRenderer: snapshot.previewRenderer)
        snapshot.pendingSearchIndex = true
        cache.lastBuild = snapshot
        return BuildReport(lessons: snapshot.course.lessons.count, pages: changed, seconds: Date().timeIntervalSince(started),
                           diagnostics: snapshot.diagnostics, sourceMap: snapshot.sourceMap)
    }

    /// True when the last build (or update) left layout blocks drawn on their own device only.
    public var hasPendingPreviews: Bool {
        guard options.useCache, let snapshot = LessonPageCache.opened(forSource: options.source)?.lastBuild else {
            return false
        }
        return !snapshot.incompleteLessons.isEmpty
    }

    /// `coursegen serve`'s background work: solves the other devices, orientations and widths of the blocks the
    /// last build or update drew on their own device only, lesson by lesson, and replaces each completed page in
    /// the live site (atomically) with the page a full build writes. Stops before the next block's sweep when
    /// `shouldStop` answers true; what was done is kept (in the cache) and the rest is left for the next call.
    /// - Returns: the output paths of the pages replaced (`lessons/x/index.html`).
    public func completePendingPreviews(shouldStop: @escaping @Sendable () -> Bool) throws -> [String] {
        guard options.useCache, let cache = LessonPageCache.opened(forSource: options.source),
              var snapshot = cache.lastBuild, let caching = snapshot.previewRenderer as? CachingPreviewRenderer else {
            return []
        }
        var replaced: [String] = []
        for index in snapshot.incompleteLessons.sorted() {
            if shouldStop() { break }
            let lesson = snapshot.course.lessons[index]
            cache.lastBuild = nil
            try rewriteLessonPages([(index, snapshot.lessonLoadWarnings[index] ?? [])], in: &snapshot,
                                   previewRenderer: caching.completing(shouldStop: shouldStop))
            if !snapshot.incompleteLessons.contains(index) { replaced.append(lesson.outputPath) }
            cache.lastBuild = snapshot
        }
        return replaced
    }

    /// Renders the pages of the lessons at the given indexes from `snapshot` (their lesson records already
    /// updated) and replaces them in the live site; records pages with complete previews in the cache.
    /// - Returns: how many pages were written.
    @discardableResult
    private func rewriteLessonPages(_ changes: [(index: Int, warnings: [Diagnostic])], in snapshot: inout BuildSnapshot,
                                    previewRenderer: LessonPreviewRenderer?) throws -> Int {
        guard let cache = LessonPageCache.opened(forSource: options.source) else { return 0 }
        let course = snapshot.course
        let slugs = Dictionary(course.lessons.map { ($0.relativePath, $0.slug) }, uniquingKeysWith: { first, _ in first })
        let rewriter = LinkRewriter(lessonSlugs: slugs, source: options.source)
        let context = PageContext(course: course, strings: snapshot.strings, themeAssets: snapshot.themeAssets)
        guard let template = snapshot.templates.pages["lesson"] else { return 0 }
        let output = options.output.standardizedFileURL
        for change in changes {
            let lesson = course.lessons[change.index]
            let rendered = Self.renderLesson(lesson, language: course.language, strings: snapshot.strings,
                                             rewriter: rewriter, previewRenderer: previewRenderer,
                                             allowsRawHTML: course.allowsRawHTML, quizResolver: options.quizResolver)
            let page = try snapshot.templates.renderer.render(template, context: context.lesson(change.index, rendered: rendered.markdown))
            try Self.replaceFile(output.appendingPathComponent(lesson.outputPath), with: Data(page.text.utf8))
            for copy in rendered.markdown.copies {
                try Self.replaceFile(output.appendingPathComponent(copy.outputPath), with: try Data(contentsOf: copy.source))
            }
            for (path, data) in rendered.assets { try Self.replaceFile(output.appendingPathComponent(path), with: data) }
            let map = PageSourceMapper.map(page: lesson.outputPath, output: page, contentVariable: "lesson.content",
                                           markdown: (rendered.markdown.references, rendered.markdown.ids, lesson.file),
                                           source: SourceLocation(file: lesson.file, line: 1))
            snapshot.sourceMap.pages[lesson.outputPath] = map
            snapshot.lessonDiagnostics[change.index] = change.warnings + rendered.diagnostics
            snapshot.lessonLoadWarnings[change.index] = change.warnings
            let searchEntries = SearchIndex.entries(lesson: lesson.title, url: lesson.outputPath,
                                                    sections: rendered.markdown.sections)
            snapshot.search.replaceEntries(ofPage: lesson.outputPath, with: searchEntries)
            if change.index < snapshot.printPageContents.count {
                snapshot.printPageContents[change.index] = PrintPage.content(ofLessonPage: page.text, slug: lesson.slug)
                snapshot.pendingPrintPage = true
            }
            if rendered.pendingPreviews > 0 {
                snapshot.incompleteLessons.insert(change.index)
            } else {
                snapshot.incompleteLessons.remove(change.index)
            }
            if rendered.pendingPreviews == 0 && !rendered.previewsDependOnTiming {
                cache.store(key: cache.lessonKey(lesson, siteKey: snapshot.siteKey), html: page.text, sourceMap: map,
                            searchEntries: searchEntries, diagnostics: rendered.diagnostics,
                            assets: rendered.assets, copies: rendered.markdown.copies,
                            previewKeys: (snapshot.previewRenderer as? CachingPreviewRenderer)?.keys(forLessonFile: lesson.file) ?? [])
            }
        }
        return changes.count
    }

    /// Writes what `updateLessons` and `completePendingPreviews` left for later: the search index and print.html,
    /// which readers of the lesson page just reloaded do not need at once and which cost more than the page
    /// itself. Does nothing when nothing is pending.
    /// - Returns: the site paths of the pages it replaced (print.html), so that open copies can reload.
    @discardableResult
    public func writeDeferredOutputs() throws -> [String] {
        guard options.useCache, let cache = LessonPageCache.shared(forSource: options.source),
              var snapshot = cache.lastBuild, snapshot.pendingSearchIndex || snapshot.pendingPrintPage else { return [] }
        let output = options.output.standardizedFileURL
        if snapshot.pendingSearchIndex {
            try Self.replaceFile(output.appendingPathComponent("search-index.json"), with: snapshot.search.json())
            try Self.replaceFile(output.appendingPathComponent("search-index.js"), with: snapshot.search.script())
            snapshot.pendingSearchIndex = false
        }
        var pages: [String] = []
        if snapshot.pendingPrintPage, let template = snapshot.templates.pages["print"] {
            let context = PageContext(course: snapshot.course, strings: snapshot.strings, themeAssets: snapshot.themeAssets)
            let page = try snapshot.templates.renderer.render(template,
                                                             context: context.printPage(contents: snapshot.printPageContents))
            try Self.replaceFile(output.appendingPathComponent(PrintPage.path), with: Data(page.text.utf8))
            snapshot.sourceMap.pages[PrintPage.path] = PageSourceMapper.map(
                page: PrintPage.path, output: page, contentVariable: "lesson.content", markdown: nil,
                source: SourceLocation(file: snapshot.course.file, line: 1))
            pages.append(PrintPage.path)
        }
        snapshot.pendingPrintPage = false
        cache.lastBuild = snapshot
        return pages
    }

    /// Replaces one file of the live site atomically (write beside it, then rename), so the server never sends
    /// half a page, and a cached page hard-linked at that path is replaced rather than modified.
    static func replaceFile(_ url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).updating-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw DiagnosticError(.error("output", "cannot update '\(DisplayPath.of(url))': \(error.localizedDescription)"))
        }
    }
}

extension SearchIndex {
    /// Replaces the entries of one page (its URL, with or without a fragment), keeping their place in the index.
    mutating func replaceEntries(ofPage url: String, with fresh: [Entry]) {
        let belongs: (Entry) -> Bool = { $0.url == url || $0.url.hasPrefix(url + "#") }
        let position = entries.firstIndex(where: belongs) ?? entries.count
        entries.removeAll(where: belongs)
        entries.insert(contentsOf: fresh, at: min(position, entries.count))
    }
}
