import Foundation
import XCTest

/// End-to-end tests of `coursegen serve`: the real binary serving a copy of the fixture course on a free port,
/// driven by real HTTP requests and file edits. Every wait is bounded.
final class ServeCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var scratch: URL!
    private var server: ServeProcess?

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Fixtures/site-basic/content"),
                                         to: scratch.appendingPathComponent("content"))
    }

    override func tearDownWithError() throws {
        server?.stop()
        try? FileManager.default.removeItem(at: scratch)
    }

    private func lesson(_ name: String) -> URL { scratch.appendingPathComponent("content/lessons/\(name)") }

    func testServesTheBuiltCourseAndReloadsAfterAnEditThenShowsAndClearsAnError() throws {
        let server = try ServeProcess(in: scratch)
        self.server = server
        let page = try HTTP.get(port: server.port, path: "/lessons/01-salom/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("Kirish matni"))
        XCTAssertTrue(page.body.contains("/_coursegen/livereload.js"))
        let build = try XCTUnwrap(page.body.value(after: "data-coursegen-build=\"", upTo: "\""))

        let events = try HTTP.EventStream(port: server.port, build: build)
        let original = try String(contentsOf: lesson("01-salom.md"), encoding: .utf8)
        try original.replacingOccurrences(of: "Kirish matni", with: "Yangi kirish matni")
            .write(to: lesson("01-salom.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(events.next()?.name, "reload")
        XCTAssertTrue(try HTTP.get(port: server.port, path: "/lessons/01-salom/").body.contains("Yangi kirish matni"))

        // Break the front matter: an error event with file:line:col, and the last good page is still served.
        try ("---\ntitle: [Salom\n---\nMatn\n").write(to: lesson("01-salom.md"), atomically: true, encoding: .utf8)
        let error = try XCTUnwrap(events.next())
        XCTAssertEqual(error.name, "error")
        XCTAssertTrue(error.data.contains("01-salom.md"), error.data)
        XCTAssertTrue(error.data.contains("\"line\":"), error.data)
        XCTAssertTrue(try HTTP.get(port: server.port, path: "/lessons/01-salom/").body.contains("Yangi kirish matni"))

        // Fix it: a reload, which drops the overlay.
        try original.write(to: lesson("01-salom.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(events.next()?.name, "reload")
        XCTAssertTrue(try HTTP.get(port: server.port, path: "/lessons/01-salom/").body.contains("Kirish matni"))
        XCTAssertEqual(server.stop(), 0)
    }

    func testAFailedFirstBuildSaysNothingHasBeenBuiltYet() throws {
        // There is no last good site to fall back to, so serve must not claim one (terminal and overlay alike).
        let courseFile = scratch.appendingPathComponent("content/course.yml")
        try (String(contentsOf: courseFile, encoding: .utf8) + "language: [uz\n").write(to: courseFile, atomically: true, encoding: .utf8)
        let server = try ServeProcess(in: scratch)
        self.server = server
        XCTAssertTrue(server.startupText.contains("nothing has been built yet"), server.startupText)
        XCTAssertFalse(server.startupText.contains("last good site"), server.startupText)
        let events = try HTTP.EventStream(port: server.port, build: "none")
        let error = try XCTUnwrap(events.next())
        XCTAssertEqual(error.name, "error")
        XCTAssertTrue(error.data.contains("\"nothingBuilt\":true"), error.data)
    }

    func testADeletedLessonIsReportedAsBuildReportsIt() throws {
        // The overlay shows what the terminal and `coursegen build` print: the course.yml entry that names it.
        let server = try ServeProcess(in: scratch)
        self.server = server
        let build = try XCTUnwrap(try HTTP.get(port: server.port, path: "/lessons/02-kod/").body
            .value(after: "data-coursegen-build=\"", upTo: "\""))
        let events = try HTTP.EventStream(port: server.port, build: build)
        try FileManager.default.removeItem(at: lesson("02-kod.md"))
        let error = try XCTUnwrap(events.next())
        XCTAssertEqual(error.name, "error")
        XCTAssertTrue(error.data.contains("lesson file 'lessons/02-kod.md' does not exist"), error.data)
        XCTAssertTrue(error.data.contains("content/course.yml\",\"line\":12,"), error.data)
        XCTAssertTrue(error.data.contains("\"nothingBuilt\":false"), error.data)
    }

    func testTraversalIsRefusedByTheRealServer() throws {
        let server = try ServeProcess(in: scratch)
        self.server = server
        for path in ["/../content/course.yml", "/%2e%2e/content/course.yml", "/..%5ccontent%5ccourse.yml", "/%00"] {
            let status = try HTTP.get(port: server.port, path: path).status
            XCTAssertTrue([400, 404].contains(status), "\(path): \(status)")
        }
    }

    func testAPortInUseIsAClearError() throws {
        let first = try ServeProcess(in: scratch)
        server = first
        let second = try CoursegenProcess.run(["serve", "content", "--port", String(first.port), "-o", "_site2"],
                                              in: scratch)
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("port \(first.port) is already in use"), second.stderr)
    }

    func testABrokenPreviewBlockIsPrintedWhereItIsAndShownInThePageOverlayAndOtherBlocksStay() throws {
        try """
            ---
            title: Bloklar
            slug: kod
            ---

            ```swift preview host=fit
            final class Box: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in
                        make.size.equalTo(40)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```

            ```swift preview host=fit
            final class Other: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in
                        make.size.equalTo(30)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```

            """.write(to: lesson("02-kod.md"), atomically: true, encoding: .utf8)
        let server = try ServeProcess(in: scratch)
        self.server = server
        XCTAssertTrue(server.waitForOutput("completed the previews"), server.output)
        let before = try HTTP.get(port: server.port, path: "/lessons/kod/")
        let build = try XCTUnwrap(before.body.value(after: "data-coursegen-build=\"", upTo: "\""))
        let otherBefore = try XCTUnwrap(before.body.value(after: "data-preview-id=\"kod-2\"", upTo: "</script>"))
        let events = try HTTP.EventStream(port: server.port, build: build)

        // Line 11 of the file: `make.size.equalTo(40)` loses its closing parenthesis (reported there or at the
        // line after it, where the call cannot go on).
        let text = try String(contentsOf: lesson("02-kod.md"), encoding: .utf8)
        try text.replacingOccurrences(of: "equalTo(40)", with: "equalTo(40").write(to: lesson("02-kod.md"),
                                                                                      atomically: true, encoding: .utf8)
        XCTAssertEqual(events.next()?.name, "reload")
        XCTAssertTrue(server.waitForOutput("02-kod.md:1"), server.output)
        XCTAssertTrue(server.output.contains("02-kod.md:11:") || server.output.contains("02-kod.md:12:"), server.output)
        XCTAssertTrue(server.output.contains(": error: "), server.output)
        let after = try HTTP.get(port: server.port, path: "/lessons/kod/")
        let newBuild = try XCTUnwrap(after.body.value(after: "data-coursegen-build=\"", upTo: "\""))
        // The page opened from the new build gets the new error for its overlay.
        let reopened = try HTTP.EventStream(port: server.port, build: newBuild)
        let notice = try XCTUnwrap(reopened.next(timeout: 10))
        XCTAssertEqual(notice.name, "diagnostics")
        XCTAssertTrue(notice.data.contains("02-kod.md"), notice.data)
        XCTAssertTrue(notice.data.contains("\"line\":11") || notice.data.contains("\"line\":12"), notice.data)
        // The other block was not re-run and its preview is byte for byte what it was.
        XCTAssertEqual(after.body.value(after: "data-preview-id=\"kod-2\"", upTo: "</script>"), otherBefore)
    }

    func testABadPortIsAUsageError() throws {
        let result = try CoursegenProcess.run(["serve", "--port", "http"], in: scratch)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--port"), result.stderr)
    }
}

/// `coursegen serve --port 0` running in the background; the port is read from its "serving" line.
final class ServeProcess {
    let process = Process()
    private(set) var port: UInt16 = 0
    /// What serve printed up to its "serving" line: the first build's messages.
    private(set) var startupText = ""
    private let errorPipe = Pipe()
    private let outputLock = NSLock()
    private var collected = ""

    /// Everything serve printed on standard error so far.
    var output: String {
        outputLock.lock()
        defer { outputLock.unlock() }
        return collected
    }

    /// Waits until serve has printed `text` (at most `timeout` seconds).
    func waitForOutput(_ text: String, timeout: TimeInterval = 120) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if output.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    init(in directory: URL) throws {
        process.executableURL = CoursegenProcess.executable
        process.arguments = ["serve", "content", "--port", "0", "-o", "_site"]
        process.currentDirectoryURL = directory
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date(timeIntervalSinceNow: 60)
        let handle = errorPipe.fileHandleForReading
        while Date() < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let portText = text.value(after: "serving http://127.0.0.1:", upTo: "/"), let port = UInt16(portText) {
                self.port = port
                startupText = text
                break
            }
        }
        guard port != 0 else {
            process.terminate()
            throw ClientFailure("coursegen serve did not start: \(text)")
        }
        // Keep collecting its messages so that it never blocks on a full pipe.
        collected = text
        handle.readabilityHandler = { [weak self] handle in
            let chunk = String(decoding: handle.availableData, as: UTF8.self)
            guard let self else { return }
            self.outputLock.lock()
            self.collected += chunk
            self.outputLock.unlock()
        }
        // The port opens before the first build; the tests start from the built site (or the failed build).
        let built = waitForOutput("built ") || output.contains("build failed")
        startupText = output
        guard built || output.contains("build failed") else {
            stop()
            throw ClientFailure("coursegen serve's first build did not finish: \(output)")
        }
    }

    /// Interrupts the server as Ctrl-C does and returns its exit status.
    @discardableResult
    func stop() -> Int32 {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date(timeIntervalSinceNow: 10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        errorPipe.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }
}

extension String {
    /// The text between the first `prefix` and the next `terminator` after it.
    func value(after prefix: String, upTo terminator: String) -> String? {
        guard let start = range(of: prefix), let end = self[start.upperBound...].range(of: terminator) else { return nil }
        return String(self[start.upperBound..<end.lowerBound])
    }
}

struct ClientFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Plain-socket HTTP for the tests (no URL normalization, bounded waits).
enum HTTP {
    struct Response {
        var status: Int
        var body: String
    }

    static func get(port: UInt16, path: String) throws -> Response {
        let socket = try Socket(port: port)
        socket.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        let text = socket.readAll(timeout: 10)
        guard let statusLine = text.split(separator: "\r\n").first,
              let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else {
            throw ClientFailure("no HTTP response: \(text.prefix(200))")
        }
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return Response(status: status, body: body)
    }

    /// An event stream as a browser's EventSource reads it.
    final class EventStream {
        struct Event {
            var name: String
            var data: String
        }

        private let socket: Socket
        private var buffer = ""

        init(port: UInt16, build: String) throws {
            socket = try Socket(port: port)
            socket.send("GET /_coursegen/events?build=\(build) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            guard socket.read(until: { $0.contains(": connected") }, into: &buffer, timeout: 10) else {
                throw ClientFailure("the event stream did not open")
            }
            buffer = String(buffer[buffer.range(of: ": connected")!.upperBound...])
        }

        /// The next event other than `update` (background work completing pages, which these tests do not
        /// wait for), waiting at most `timeout` seconds.
        func next(timeout: TimeInterval = 30) -> Event? {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while let event = nextIncludingUpdates(timeout: max(0.1, deadline.timeIntervalSinceNow)) {
                if event.name != "update" { return event }
            }
            return nil
        }

        /// The next `event:` block, waiting at most `timeout` seconds.
        func nextIncludingUpdates(timeout: TimeInterval = 30) -> Event? {
            guard socket.read(until: { $0.contains("event: ") && $0[$0.range(of: "event: ")!.lowerBound...].contains("\n\n") },
                              into: &buffer, timeout: timeout) else { return nil }
            let start = buffer.range(of: "event: ")!
            let end = buffer[start.lowerBound...].range(of: "\n\n")!
            let block = buffer[start.lowerBound..<end.lowerBound]
            buffer = String(buffer[end.upperBound...])
            var event = Event(name: "", data: "")
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { event.data = String(line.dropFirst(6)) }
            }
            return event
        }
    }

    final class Socket {
        private let descriptor: Int32

        init(port: UInt16) throws {
            descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard status == 0 else {
                close(descriptor)
                throw ClientFailure("cannot connect to port \(port)")
            }
        }

        deinit { close(descriptor) }

        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }

        /// Reads until `done` holds for the text so far, the peer closes, or `timeout` passes.
        @discardableResult
        func read(until done: (String) -> Bool, into text: inout String, timeout: TimeInterval) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            var chunk = [UInt8](repeating: 0, count: 65536)
            while !done(text) {
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return false }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { return done(text) }
                text += String(decoding: chunk[0..<count], as: UTF8.self)
            }
            return true
        }

        func readAll(timeout: TimeInterval) -> String {
            var text = ""
            read(until: { _ in false }, into: &text, timeout: timeout)
            return text
        }
    }
}
