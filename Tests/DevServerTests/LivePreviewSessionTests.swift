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
}

/// Builds `name.md` into `name.html` by copying; a line containing BROKEN is an error at that line.
private final class CopyingBuilder: SiteRebuilder {
    let content: String
    let output: String

    init(content: String, output: String) {
        self.content = content
        self.output = output
    }

    func rebuild(changedPaths: Set<String>) -> RebuildOutcome {
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
        return RebuildOutcome(succeeded: true, summary: "\(pages.count) pages")
    }
}
