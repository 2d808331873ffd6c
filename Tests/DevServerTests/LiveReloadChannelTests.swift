@testable import DevServer
import Diagnostics
import Foundation
import XCTest

/// The event stream of DESIGN.md §7, read over a real HTTP connection.
final class LiveReloadChannelTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var channel: LiveReloadChannel!
    private var server: HTTPServer!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("index.html", "<html><body>Salom</body></html>")
        channel = LiveReloadChannel()
        let handler = SiteRequestHandler(root: folder.path, channel: channel, liveReloadScript: [])
        server = try HTTPServer(configuration: ServerConfiguration(port: 0), handler: handler)
    }

    override func tearDown() {
        channel.closeAll()
        server.stop()
    }

    func testTheStreamIsServedAsAnEventStream() throws {
        let stream = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        XCTAssertTrue(stream.responseHead.hasPrefix("HTTP/1.1 200"), stream.responseHead)
        XCTAssertTrue(stream.responseHead.lowercased().contains("content-type: text/event-stream"), stream.responseHead)
    }

    func testEveryOpenStreamReceivesAReloadAfterASuccessfulBuild() throws {
        let first = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        let second = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        channel.publishReload()
        for stream in [first, second] {
            let event = stream.nextEvent()
            XCTAssertEqual(event?.name, "reload")
            XCTAssertEqual(event?.id, channel.currentBuildID)
        }
    }

    func testAFailedBuildSendsTheDiagnosticsWithTheirLocation() throws {
        let stream = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        let location = SourceLocation(file: "content/lessons/01-kirish.md", line: 12, column: 5)
        channel.publishFailure([.error("syntax", "expected ')'", at: location)])
        let event = try XCTUnwrap(stream.nextEvent())
        XCTAssertEqual(event.name, "error")
        let payload = try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any]
        let diagnostic = try XCTUnwrap((payload?["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["file"] as? String, "content/lessons/01-kirish.md")
        XCTAssertEqual(diagnostic["line"] as? Int, 12)
        XCTAssertEqual(diagnostic["column"] as? Int, 5)
        XCTAssertEqual(diagnostic["message"] as? String, "expected ')'")
        XCTAssertTrue((diagnostic["rendered"] as? String ?? "").hasPrefix("content/lessons/01-kirish.md:12:5: error: "))
    }

    func testAPageOpenedWhileTheBuildIsBrokenSeesTheErrorAtOnce() throws {
        channel.publishFailure([.error("syntax", "broken")])
        let stream = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        XCTAssertEqual(stream.nextEvent()?.name, "error")
    }

    func testAPageFromAnOlderBuildIsToldToReloadWhenItConnects() throws {
        let stale = channel.currentBuildID
        channel.publishReload()
        // The rebuild finished between the page's load and its stream's connect: it must not miss it.
        let stream = try EventStreamClient(port: server.port, pageBuild: stale)
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
    }

    func testAPageFromTheCurrentBuildGetsNoEventUntilTheNextBuild() throws {
        let stream = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        XCTAssertNil(stream.nextEvent(timeout: 0.2))
    }

    /// print.html is rewritten just after a reload; a lesson page fetched in between is current and must not be
    /// reloaded again when it connects, while an open print page still hears of its update.
    func testAnUpdateThatKeepsTheBuildLeavesPagesOfThatBuildCurrent() throws {
        channel.publishReload()
        let build = channel.currentBuildID
        let open = try EventStreamClient(port: server.port, pageBuild: build)
        channel.publishUpdate(pages: ["print.html"], keepingBuild: true)
        XCTAssertEqual(channel.currentBuildID, build)
        let update = open.nextEvent()
        XCTAssertEqual(update?.name, "update")
        XCTAssertTrue(update?.data.contains("\"/print.html\"") == true, update?.data ?? "")
        let fetchedBetween = try EventStreamClient(port: server.port, pageBuild: build)
        XCTAssertNil(fetchedBetween.nextEvent(timeout: 0.2))
    }

    func testFixingTheBuildClearsTheFailure() throws {
        channel.publishFailure([.error("syntax", "broken")])
        XCTAssertTrue(channel.isShowingFailure)
        let stream = try EventStreamClient(port: server.port, pageBuild: channel.currentBuildID)
        XCTAssertEqual(stream.nextEvent()?.name, "error")
        channel.publishReload()
        XCTAssertEqual(stream.nextEvent()?.name, "reload")
        XCTAssertFalse(channel.isShowingFailure)
    }

    func testPagesCarryTheBuildTheyCameFrom() throws {
        channel.publishReload()
        let page = try RawHTTPClient.request(port: server.port, target: "/")
        XCTAssertTrue(page.bodyText.contains("data-coursegen-build=\"\(channel.currentBuildID)\""), page.bodyText)
    }

    func testAClosedTabIsForgotten() throws {
        var stream: EventStreamClient? = try EventStreamClient(port: server.port)
        XCTAssertEqual(channel.subscriberCount, 1)
        stream = nil
        _ = stream
        // The server notices when its next write fails; a reload event is such a write.
        let deadline = Date(timeIntervalSinceNow: 5)
        while channel.subscriberCount > 0 && Date() < deadline {
            channel.publishReload()
            Thread.sleep(forTimeInterval: 0.02)
        }
        XCTAssertEqual(channel.subscriberCount, 0)
    }
}
