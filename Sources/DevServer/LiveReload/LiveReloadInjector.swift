/// Adds the live-reload client to HTML pages served by `coursegen serve` (never to built files on disk).
public enum LiveReloadInjector {
    /// Where the server answers with the client script.
    public static let scriptPath = "/_coursegen/livereload.js"
    /// Where the server answers with the event stream (DESIGN.md §7).
    public static let eventsPath = "/_coursegen/events"

    /// The tag inserted into pages; `data-build` tells the client which build the page came from.
    public static func scriptTag(buildID: String) -> String {
        "<script src=\"\(scriptPath)\" data-coursegen-build=\"\(buildID)\" defer></script>"
    }

    /// Inserts the tag before the last `</body>` (any case), or appends it when the page has none.
    public static func inject(into page: [UInt8], buildID: String) -> [UInt8] {
        let tag = Array(scriptTag(buildID: buildID).utf8)
        guard let position = lastBodyCloseTag(in: page) else { return page + tag }
        var result = page
        result.insert(contentsOf: tag, at: position)
        return result
    }

    private static func lastBodyCloseTag(in page: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard page.count >= needle.count else { return nil }
        var start = page.count - needle.count
        while start >= 0 {
            var matches = true
            for offset in 0..<needle.count {
                var byte = page[start + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != needle[offset] { matches = false; break }
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }
}
