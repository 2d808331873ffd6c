@testable import DevServer
import Foundation
import XCTest

/// `serve` under misuse (issue 25): path-only redirects, the Host check, header deadlines, vanished event streams,
/// 503 over the connection cap, and the site's own 404 page.
final class ServerHardeningTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var channel: LiveReloadChannel!
    private var server: HTTPServer!
    private var port: UInt16 { server.port }

    private func start(_ configuration: ServerConfiguration = ServerConfiguration(port: 0)) throws {
        folder = try TemporaryFolder()
        try folder.write("site/index.html", "<!DOCTYPE html><html><body><h1>Kurs</h1></body></html>")
        try folder.write("site/lessons/kirish/index.html", "<html><body>Kirish</body></html>")
        try folder.write("site/404.html", "<!DOCTYPE html><html><body><h1>Sahifa topilmadi</h1></body></html>")
        channel = LiveReloadChannel()
        let handler = SiteRequestHandler(root: folder.path + "/site", channel: channel,
                                         liveReloadScript: Array("/*client*/".utf8))
        server = try HTTPServer(configuration: configuration, handler: handler)
    }

    override func tearDown() {
        channel?.closeAll()
        server?.stop()
        server = nil
        folder = nil
    }

    private func get(_ target: String, host: String) throws -> RawHTTPClient.Response {
        try RawHTTPClient.request(port: port, raw: Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8))
    }

    func testRedirectsArePathOnlyAndNeverProtocolRelative() throws {
        try start()
        for target in ["//lessons", "///lessons", "/lessons"] {
            let response = try get(target, host: "localhost")
            XCTAssertEqual(response.status, 301, target)
            XCTAssertEqual(response.headers["location"], "/lessons/", target)
        }
    }

    func testOnlyLocalHostNamesAreAnswered() throws {
        try start()
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "localhost", "LOCALHOST:\(port)"] {
            XCTAssertEqual(try get("/", host: host).status, 200, host)
        }
        // A rebinding page sends its own name; another port on a local name is another server.
        for host in ["evil.example", "evil.example:\(port)", "localhost:1", "127.0.0.1.nip.io:\(port)"] {
            XCTAssertEqual(try get("/", host: host).status, 403, host)
        }
        let missing = try RawHTTPClient.request(port: port, raw: Array("GET / HTTP/1.0\r\n\r\n".utf8))
        XCTAssertEqual(missing.status, 403)
    }

    func testAllowHostAddsNames() throws {
        try start(ServerConfiguration(port: 0, allowedHosts: ["kurs.test", "lan.test:9000"]))
        XCTAssertEqual(try get("/", host: "kurs.test:\(port)").status, 200)
        XCTAssertEqual(try get("/", host: "lan.test:9000").status, 200)
        XCTAssertEqual(try get("/", host: "lan.test:\(port)").status, 403)
    }

    func testAMissingPageIsTheSitesOwn404Page() throws {
        try start()
        let response = try get("/no/such/page.html", host: "localhost")
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(response.bodyText.contains("Sahifa topilmadi"))
        XCTAssertTrue(response.bodyText.contains(LiveReloadInjector.scriptPath))
    }

    func testAHalfSentRequestIsCutOffAtTheHeaderDeadline() throws {
        try start(ServerConfiguration(port: 0, headerDeadlineSeconds: 1))
        let trickler = try RawHTTPClient(port: port)
        trickler.send(Array("GET / HTTP/1.1\r\n".utf8))
        // Keep trickling one header byte every 300 ms: the idle timeout alone would never fire.
        let started = Date()
        var closed = false
        while Date().timeIntervalSince(started) < 4 {
            trickler.send(Array("X".utf8))
            if trickler.receive(timeout: 0.3).isEmpty == false || trickler.isClosed() { closed = true; break }
        }
        XCTAssertTrue(closed, "the trickling connection was still open after 4 s")
        XCTAssertLessThan(Date().timeIntervalSince(started), 3.5)
    }

    func testTricklingConnectionsDoNotLockOutTheAuthor() throws {
        try start(ServerConfiguration(port: 0, headerDeadlineSeconds: 2))
        // 80 half-sent requests from the same address (more than the old per-address limit of 64).
        let tricklers = try (0..<80).map { _ in try RawHTTPClient(port: port) }
        for trickler in tricklers { trickler.send(Array("GET / HTTP/1.1\r\nHost: loc".utf8)) }
        XCTAssertEqual(try get("/", host: "localhost").status, 200)
    }

    func testOverTheConnectionCapARequestGets503WithRetryAfter() throws {
        try start(ServerConfiguration(port: 0, busyConnectionLimit: 3))
        let idle = try (0..<4).map { _ in try RawHTTPClient(port: port) }
        usleep(200_000)
        let response = try get("/", host: "localhost")
        XCTAssertEqual(response.status, 503)
        XCTAssertEqual(response.headers["retry-after"], "1")
        _ = idle
    }

    func testAVanishedEventStreamIsNoticedWithinTwoSeconds() throws {
        try start()
        let stream = try RawHTTPClient(port: port)
        stream.send(Array("GET \(LiveReloadInjector.eventsPath) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        stream.receive(timeout: 2) { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
        XCTAssertEqual(channel.subscriberCount, 1)
        stream.closeNow()
        let started = Date()
        while channel.subscriberCount > 0, Date().timeIntervalSince(started) < 5 { usleep(50_000) }
        XCTAssertEqual(channel.subscriberCount, 0)
        XCTAssertLessThanOrEqual(Date().timeIntervalSince(started), 2.5)
    }
}
