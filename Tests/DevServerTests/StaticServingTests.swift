@testable import DevServer
import Foundation
import XCTest

/// A real server on an ephemeral loopback port, answering real HTTP requests sent over a socket.
final class StaticServingTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var channel: LiveReloadChannel!
    private var server: HTTPServer!
    private var port: UInt16 { server.port }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("secret.txt", "outside the site")
        try folder.write("site/index.html", "<!DOCTYPE html><html><body><h1>Kurs</h1></BODY></html>")
        try folder.write("site/style.css", "body { color: black; }")
        try folder.write("site/app.js", "console.log(1)")
        try folder.write("site/img/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try folder.write("site/fonts/Inter.woff2", "wOF2")
        try folder.write("site/lessons/kirish/index.html", "<html><body>Kirish</body></html>")
        try folder.write("site/.hidden", "not published")
        try folder.makeFolder("site/empty")
        let site = folder.path + "/site"
        try FileManager.default.createSymbolicLink(atPath: site + "/leak.txt", withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site + "/parent", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: site + "/home.html", withDestinationPath: "index.html")
        channel = LiveReloadChannel()
        let handler = SiteRequestHandler(root: site, channel: channel, liveReloadScript: Array("/*client*/".utf8))
        server = try HTTPServer(configuration: ServerConfiguration(port: 0), handler: handler)
    }

    override func tearDown() {
        channel.closeAll()
        server.stop()
        server = nil
        folder = nil
    }

    func testListensOnLoopbackByDefault() {
        XCTAssertEqual(ServerConfiguration().host, "127.0.0.1")
        XCTAssertEqual(server.baseURL, "http://127.0.0.1:\(port)/")
    }

    func testServesTheIndexPageWithTheLiveReloadClientInjectedBeforeBody() throws {
        let response = try RawHTTPClient.request(port: port, target: "/")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
        let tag = LiveReloadInjector.scriptTag(buildID: channel.currentBuildID)
        // The page's closing tag is upper-case; the client goes right before it.
        XCTAssertTrue(response.bodyText.contains("<h1>Kurs</h1>" + tag + "</BODY>"), response.bodyText)
        XCTAssertEqual(response.headers["cache-control"], "no-store")
        XCTAssertEqual(response.headers["x-content-type-options"], "nosniff")
    }

    func testServesFilesWithTheirMIMETypesAndLeavesNonHTMLUntouched() throws {
        let expected = [
            "/style.css": "text/css; charset=utf-8",
            "/app.js": "text/javascript; charset=utf-8",
            "/img/logo.svg": "image/svg+xml",
            "/fonts/Inter.woff2": "font/woff2",
        ]
        for (path, type) in expected {
            let response = try RawHTTPClient.request(port: port, target: path)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(response.headers["content-type"], type, path)
            XCTAssertFalse(response.bodyText.contains("livereload"), path)
        }
        XCTAssertEqual(try RawHTTPClient.request(port: port, target: "/app.js").bodyText, "console.log(1)")
    }

    func testQueryStringsDoNotChangeWhichFileIsServed() throws {
        let response = try RawHTTPClient.request(port: port, target: "/style.css?v=2&x=%2e%2e")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.bodyText, "body { color: black; }")
    }

    func testFolderWithoutSlashRedirectsAndFolderIndexIsServed() throws {
        let redirect = try RawHTTPClient.request(port: port, target: "/lessons/kirish")
        XCTAssertEqual(redirect.status, 301)
        XCTAssertEqual(redirect.headers["location"], "/lessons/kirish/")
        let page = try RawHTTPClient.request(port: port, target: "/lessons/kirish/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.bodyText.contains("Kirish"))
    }

    func testFoldersWithoutAnIndexAreNotListed() throws {
        let response = try RawHTTPClient.request(port: port, target: "/empty/")
        XCTAssertEqual(response.status, 404)
        let lessons = try RawHTTPClient.request(port: port, target: "/lessons/")
        XCTAssertEqual(lessons.status, 404)
        XCTAssertFalse(lessons.bodyText.contains("kirish"))
    }

    func testHeadAnswersHeadersWithoutABody() throws {
        let response = try RawHTTPClient.request(port: port, method: "HEAD", target: "/style.css")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-length"], "22")
        XCTAssertTrue(response.body.isEmpty)
    }

    func testMethodsOtherThanGetAndHeadAreRefused() throws {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
            let response = try RawHTTPClient.request(port: port, method: method, target: "/index.html",
                                                     extraHeaders: "Content-Length: 0\r\n")
            XCTAssertEqual(response.status, 405, method)
            XCTAssertEqual(response.headers["allow"], "GET, HEAD", method)
        }
    }

    func testTraversalAttemptsAreRefused() throws {
        let attempts = [
            "/../secret.txt", "/lessons/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2e/secret.txt",
            "/lessons/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/..\\secret.txt",
            "/%5c..%5csecret.txt", "/index.html%00.css", "/%00", "/lessons%2f..%2f..%2fsecret.txt", "/%zz",
        ]
        for target in attempts {
            let response = try RawHTTPClient.request(port: port, target: target)
            XCTAssertTrue([400, 404].contains(response.status), "\(target) answered \(response.status)")
            XCTAssertFalse(response.bodyText.contains("outside the site"), target)
        }
    }

    func testRawNulByteInTheRequestLineIsRefused() throws {
        var raw = Array("GET /index.html".utf8)
        raw += [0] + Array("/../../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        let client = try RawHTTPClient(port: port)
        client.send(raw)
        let bytes = client.receive()
        // libmicrohttpd either answers 400 or drops the connection; it must never serve a file.
        if !bytes.isEmpty {
            let response = try RawHTTPClient.parse(bytes)
            XCTAssertTrue([400, 404].contains(response.status), "answered \(response.status)")
            XCTAssertFalse(response.bodyText.contains("outside the site"))
        }
    }

    func testSymlinksLeadingOutsideAreNotFollowedButInsideOnesAre() throws {
        XCTAssertEqual(try RawHTTPClient.request(port: port, target: "/leak.txt").status, 404)
        XCTAssertEqual(try RawHTTPClient.request(port: port, target: "/parent/secret.txt").status, 404)
        let inside = try RawHTTPClient.request(port: port, target: "/home.html")
        XCTAssertEqual(inside.status, 200)
        XCTAssertTrue(inside.bodyText.contains("Kurs"))
    }

    func testHiddenFilesAreNotServed() throws {
        XCTAssertEqual(try RawHTTPClient.request(port: port, target: "/.hidden").status, 404)
    }

    func testOversizedRequestHeadersAreRefused() throws {
        let huge = "X-Padding: " + String(repeating: "a", count: 64 * 1024) + "\r\n"
        let client = try RawHTTPClient(port: port)
        client.send(Array("GET / HTTP/1.1\r\nHost: x\r\n\(huge)Connection: close\r\n\r\n".utf8))
        let bytes = client.receive()
        if !bytes.isEmpty {
            let status = try RawHTTPClient.parse(bytes).status
            XCTAssertTrue((400..<500).contains(status), "answered \(status)")
        }
    }

    func testTheLiveReloadClientIsServed() throws {
        let response = try RawHTTPClient.request(port: port, target: LiveReloadInjector.scriptPath)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "text/javascript; charset=utf-8")
        XCTAssertEqual(response.bodyText, "/*client*/")
    }

    func testAPortInUseGivesAClearMessage() throws {
        let handler = SiteRequestHandler(root: folder.path, channel: channel, liveReloadScript: [])
        XCTAssertThrowsError(try HTTPServer(configuration: ServerConfiguration(port: port), handler: handler)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("port \(port) is already in use"), message)
            XCTAssertTrue(message.contains("--port"), message)
        }
    }
}
