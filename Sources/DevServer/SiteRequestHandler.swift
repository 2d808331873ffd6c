import Foundation

/// What `coursegen serve` answers: the built site's files (HTML pages with the live-reload client added), the
/// client script and the event stream. Everything else is refused: methods other than GET and HEAD, paths
/// that could leave the output folder, folders without an index.
public final class SiteRequestHandler: HTTPRequestHandler, @unchecked Sendable {
    private let resolver: StaticFileResolver
    private let channel: LiveReloadChannel
    private let liveReloadScript: [UInt8]
    /// Files larger than this are refused rather than read into memory (a course site has no such files).
    private let maximumFileSize: Int

    /// - Parameters:
    ///   - root: the output folder being served.
    ///   - channel: build state and event stream.
    ///   - liveReloadScript: the client served at `LiveReloadInjector.scriptPath`.
    public init(root: String, channel: LiveReloadChannel, liveReloadScript: [UInt8],
                maximumFileSize: Int = 256 << 20) {
        self.resolver = StaticFileResolver(root: root)
        self.channel = channel
        self.liveReloadScript = liveReloadScript
        self.maximumFileSize = maximumFileSize
    }

    /// Header fields on every answer: no caching (a rebuild must show at once), no type sniffing.
    static let commonHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
    ]

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        var response = answer(request)
        response.headers += Self.commonHeaders
        return response
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 method not allowed: this server answers GET and HEAD only",
                         extraHeaders: [("Allow", "GET, HEAD")])
        }
        switch request.rawPath {
        case LiveReloadInjector.eventsPath:
            let pageBuild = request.query["build"] ?? request.headers["last-event-id"]
            return HTTPResponse(status: 200,
                                headers: [("Content-Type", "text/event-stream; charset=utf-8"),
                                          ("X-Accel-Buffering", "no")],
                                body: request.method == "HEAD" ? .bytes([])
                                    : .eventStream(channel.subscribe(pageBuildID: pageBuild)))
        case LiveReloadInjector.scriptPath:
            return HTTPResponse(status: 200, headers: [("Content-Type", MIMEType.forFileName("x.js"))],
                                body: .bytes(liveReloadScript))
        default:
            return staticFile(request)
        }
    }

    private func staticFile(_ request: HTTPRequest) -> HTTPResponse {
        let path: RequestPath
        switch RequestPath.parse(request.rawPath) {
        case .success(let parsed): path = parsed
        case .failure(.badRequest(let reason)): return .text(400, "400 bad request: \(reason)")
        case .failure(.notFound): return notFound()
        }
        // Read the build id before the file: if a swap happens in between, the page claims an older build than
        // its content and merely reloads once more, instead of missing a reload.
        let buildID = channel.currentBuildID
        switch resolveWaitingOutSwap(path) {
        case .notFound:
            return notFound()
        case .redirectToFolder:
            return HTTPResponse(status: 301, headers: [("Location", Self.folderLocation(request.rawPath))])
        case .file(let file):
            guard let contents = readFile(file) else { return notFound() }
            let type = MIMEType.forFileName(file)
            let body = MIMEType.isHTML(type) ? LiveReloadInjector.inject(into: contents, buildID: buildID) : contents
            return HTTPResponse(status: 200, headers: [("Content-Type", type)], body: .bytes(body))
        }
    }

    /// Resolves `path`; if the output folder itself is missing, waits briefly and tries again. A rebuild swaps
    /// the new site in by moving the old folder aside and the new one in, and a request landing between the two
    /// moves would otherwise get a spurious 404 that the author sees right after a reload.
    private func resolveWaitingOutSwap(_ path: RequestPath) -> StaticFileResolver.Resolution {
        var resolution = resolver.resolve(path)
        var attempts = 0
        while resolution == .notFound, attempts < 40, access(resolver.root, F_OK) != 0 {
            usleep(5_000)
            attempts += 1
            resolution = resolver.resolve(path)
        }
        return resolution
    }

    /// Where a folder asked for without its slash lives: always a path on this server. The path is written with
    /// one leading slash, so `//lessons` (which a browser would read as the host `lessons`) or `/\\lessons` can
    /// never become a protocol-relative address.
    static func folderLocation(_ rawPath: String) -> String {
        let rest = rawPath.drop { $0 == "/" || $0 == "\\" }
        return "/" + rest + "/"
    }

    /// The site's own `404.html` (as a static host would answer), with the live-reload client; while the first
    /// build is failing (nothing to serve yet), a plain page, so the author still sees the error overlay and the
    /// page reloads when the content is fixed.
    private func notFound() -> HTTPResponse {
        if channel.isBuilding { return building() }
        let buildID = channel.currentBuildID
        if case .file(let file) = resolver.resolve(RequestPath(segments: ["404.html"], hasTrailingSlash: false)),
           let contents = readFile(file) {
            return HTTPResponse(status: 404, headers: [("Content-Type", MIMEType.forFileName("x.html"))],
                                body: .bytes(LiveReloadInjector.inject(into: contents, buildID: buildID)))
        }
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Not found</title></head>"
            + "<body><h1>404 not found</h1><p>coursegen serve has no page at this address.</p></body></html>"
        let body = LiveReloadInjector.inject(into: Array(page.utf8), buildID: buildID)
        return HTTPResponse(status: 404, headers: [("Content-Type", MIMEType.forFileName("x.html"))],
                            body: .bytes(body))
    }

    /// What a page the first build has not written yet answers: a 503 page that says so and reloads (through
    /// the live-reload client) as soon as the build is in.
    private func building() -> HTTPResponse {
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Building…</title></head>"
            + "<body style=\"font:16px system-ui,sans-serif;margin:3em\"><h1>Building the site…</h1>"
            + "<p>coursegen serve is building the course; this page turns into the site when the build is done."
            + "</p></body></html>"
        let body = LiveReloadInjector.inject(into: Array(page.utf8), buildID: channel.currentBuildID)
        return HTTPResponse(status: 503, headers: [("Content-Type", MIMEType.forFileName("x.html")), ("Retry-After", "1")],
                            body: .bytes(body))
    }

    private func readFile(_ path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) <= maximumFileSize,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}
