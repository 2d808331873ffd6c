@testable import DevServer
import Diagnostics
import Foundation
import XCTest

/// The whole serve loop with a stand-in builder: edit a source file, get a reload event and the new page; break
/// it, get the error event while the last good page is still served; fix it, get a reload.
final class LivePreviewSessionTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var session: LivePreviewSession!
    private var port: UInt16 = 0

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("content/kirish.md", "Salom")
        let builder = CopyingBuilder(content: folder.path + "/content", output: folder.path + "/site")
        let configuration = LivePreviewSession.Configuration(
            server: ServerConfiguration(port: 0), outputFolder: folder.path + "/site",
            watchedFolders: [folder.path + "/content"], liveReloadScript: [])
        session = LivePreviewSession(configuration: configuration, rebuilder: builder)
        port = try session.start().port
        session.waitForFirstBuild()
    }

    override func tearDown() {
        session.stop()
        session = nil
        folder = nil
    }

    func testEditingASourceFileSendsAReloadAndServesTheNewPage() throws {
        XCTAssertTrue(try RawHTTPClient.request(port: port, target: "/kirish.html").bodyText.contains("Salom"))
        let stream = try EventStreamClient(port: port, pageBuild: session.channel.currentBuildID)
        try folder.write("content/kirish.md", "Assalomu alaykum")
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
        XCTAssertTrue(try RawHTTPClient.request(port: port, target: "/kirish.html").bodyText.contains("Assalomu alaykum"))
    }

    func testABrokenBuildShowsTheErrorKeepsTheLastGoodPageAndFixingItReloads() throws {
        let stream = try EventStreamClient(port: port, pageBuild: session.channel.currentBuildID)
        try folder.write("content/kirish.md", "Salom\nBROKEN here")
        let error = try XCTUnwrap(stream.nextEvent())
        XCTAssertEqual(error.name, "error")
        XCTAssertTrue(error.data.contains("\"line\":2"), error.data)
        XCTAssertTrue(error.data.contains("\"column\":1"), error.data)
        XCTAssertTrue(error.data.contains("kirish.md"), error.data)
        // The last good site is still served.
        XCTAssertTrue(try RawHTTPClient.request(port: port, target: "/kirish.html").bodyText.contains("Salom"))

        try folder.write("content/kirish.md", "Salom, tuzatildi")
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
        XCTAssertFalse(session.channel.isShowingFailure)
        XCTAssertTrue(try RawHTTPClient.request(port: port, target: "/kirish.html").bodyText.contains("tuzatildi"))
    }

    func testBackgroundWorkAfterAReloadSendsAnUpdateNamingTheCompletedPage() throws {
        let builder = CopyingBuilder(content: folder.path + "/content", output: folder.path + "/site2")
        builder.leavesBackgroundWork = true
        let gate = DispatchSemaphore(value: 0)
        builder.gate = gate
        let configuration = LivePreviewSession.Configuration(
            server: ServerConfiguration(port: 0), outputFolder: folder.path + "/site2",
            watchedFolders: [folder.path + "/content"], liveReloadScript: [])
        let second = LivePreviewSession(configuration: configuration, rebuilder: builder)
        let port = try second.start().port
        defer { second.stop() }
        let stream = try EventStreamClient(port: port)
        gate.signal()
        // The first build's reload, then its background work.
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
        let update = try XCTUnwrap(stream.nextEvent())
        XCTAssertEqual(update.name, "update")
        XCTAssertTrue(update.data.contains("\"pages\":[\"/kirish.html\"]"), update.data)
        try folder.write("content/kirish.md", "Yangi")
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
        XCTAssertEqual(stream.nextEvent()?.name, "update")
    }

    /// A page written after the reload (print.html, which every lesson's edit changes) is announced once it is
    /// in place, so an open copy reloads to the new text instead of the old one.
    func testAPageWrittenAfterTheReloadIsAnnouncedWhenInPlace() throws {
        let builder = CopyingBuilder(content: folder.path + "/content", output: folder.path + "/site4")
        builder.postponesPrintPage = true
        let configuration = LivePreviewSession.Configuration(
            server: ServerConfiguration(port: 0), outputFolder: folder.path + "/site4",
            watchedFolders: [folder.path + "/content"], liveReloadScript: [])
        let fourth = LivePreviewSession(configuration: configuration, rebuilder: builder)
        let port = try fourth.start().port
        defer { fourth.stop() }
        fourth.waitForFirstBuild()
        let stream = try EventStreamClient(port: port, pageBuild: fourth.channel.currentBuildID)
        try folder.write("content/kirish.md", "Yangi salom")
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
        let update = try XCTUnwrap(stream.nextEvent())
        XCTAssertEqual(update.name, "update")
        XCTAssertTrue(update.data.contains("\"pages\":[\"/print.html\"]"), update.data)
        XCTAssertTrue(try RawHTTPClient.request(port: port, target: "/print.html").bodyText.contains("Yangi salom"))
    }

    func testPagesAskedForDuringTheFirstBuildGetABuildingPage() throws {
        let gate = DispatchSemaphore(value: 0)
        let builder = CopyingBuilder(content: folder.path + "/content", output: folder.path + "/site3")
        builder.gate = gate
        let configuration = LivePreviewSession.Configuration(
            server: ServerConfiguration(port: 0), outputFolder: folder.path + "/site3",
            watchedFolders: [folder.path + "/content"], liveReloadScript: [])
        let third = LivePreviewSession(configuration: configuration, rebuilder: builder)
        let port = try third.start().port
        defer { third.stop() }
        let answer = try RawHTTPClient.request(port: port, target: "/kirish.html")
        XCTAssertEqual(answer.status, 503)
        XCTAssertTrue(answer.bodyText.contains("Building"))
        XCTAssertTrue(answer.bodyText.contains("/_coursegen/livereload.js"))
        gate.signal()
        third.waitForFirstBuild()
        XCTAssertTrue(try RawHTTPClient.request(port: port, target: "/kirish.html").bodyText.contains("Salom"))
    }
}

/// Builds `name.md` into `name.html` by copying; a line containing BROKEN is an error at that line.
private final class CopyingBuilder: SiteRebuilder {
    let content: String
    let output: String

    init(content: String, output: String) {
        self.content = content
        self.output = output
    }

    /// Each successful build leaves its pages for `runBackgroundWork` to report as completed (both run on the
    /// session's build queue).
    var leavesBackgroundWork = false
    private var pendingPages: [String] = []
    /// When set, the first build waits for it (a build still running).
    var gate: DispatchSemaphore?

    var hasBackgroundWork: Bool { !pendingPages.isEmpty }

    /// When set, `print.html` (every page's text) is written by `finishPostponedWork`, after the reload.
    var postponesPrintPage = false
    private var printText = ""

    func finishPostponedWork() -> [String] {
        guard postponesPrintPage else { return [] }
        try? Data("<html><body>\(printText)</body></html>".utf8).write(to: URL(fileURLWithPath: output + "/print.html"),
                                                                       options: .atomic)
        return ["print.html"]
    }

    func runBackgroundWork(shouldStop: @escaping @Sendable () -> Bool) -> [String] {
        defer { pendingPages = [] }
        return pendingPages
    }

    func rebuild(changedPaths: Set<String>) -> RebuildOutcome {
        gate?.wait()
        gate = nil
        let files = (try? FileManager.default.contentsOfDirectory(atPath: content)) ?? []
        var pages: [(String, String)] = []
        for file in files where file.hasSuffix(".md") {
            let text = (try? String(contentsOfFile: content + "/" + file, encoding: .utf8)) ?? ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("BROKEN") {
                let location = SourceLocation(file: content + "/" + file, line: index + 1, column: 1)
                return RebuildOutcome(succeeded: false, diagnostics: [.error("syntax", "broken line", at: location)])
            }
            pages.append((String(file.dropLast(3)) + ".html", "<html><body>\(text)</body></html>"))
        }
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for (name, html) in pages {
            try? Data(html.utf8).write(to: URL(fileURLWithPath: output + "/" + name), options: .atomic)
        }
        if leavesBackgroundWork { pendingPages = pages.map(\.0) }
        printText = pages.map(\.1).joined()
        return RebuildOutcome(succeeded: true, summary: "\(pages.count) pages")
    }
}
