import Foundation

/// A preview draws a lesson image (`UIImage(named:)`) as `<img class="cg-asset" src="PATH">`, PATH relative to the
/// lesson's folder, both in its HTML and in its state data (JSON, where `/` is written `\/`). Each source is
/// rewritten as a Markdown image link is, so the file is published and the page finds it.
enum PreviewImageLinks {
    static func rewrite(_ html: String, _ rewriteLink: (String) -> RewrittenLink,
                        copies: inout [(source: URL, outputPath: String)]) -> String {
        guard html.contains("cg-asset") else { return html }
        var result = html
        for (marker, quote, json) in [("class=\"cg-asset\" src=\"", "\"", false),
                                      ("class=\\\"cg-asset\\\" src=\\\"", "\\\"", true)] {
            var output = "", rest = Substring(result)
            while let start = rest.range(of: marker), let end = rest[start.upperBound...].range(of: quote) {
                let written = String(rest[start.upperBound..<end.lowerBound])
                let path = json ? written.replacingOccurrences(of: "\\/", with: "/") : written.replacingOccurrences(of: "&amp;", with: "&")
                let rewritten = rewriteLink(path)
                if let copy = rewritten.copy { copies.append(copy) }
                let url = json ? rewritten.url.replacingOccurrences(of: "/", with: "\\/") : rewritten.url.replacingOccurrences(of: "&", with: "&amp;")
                output += rest[..<start.upperBound] + url
                rest = rest[end.lowerBound...]
            }
            result = output + rest
        }
        return result
    }
}
