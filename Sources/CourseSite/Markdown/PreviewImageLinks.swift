import Foundation

/// A preview draws a lesson image (`UIImage(named:)`) as `<img class="cg-asset" src="PATH">`, PATH relative to the
/// lesson's folder, both in its HTML and in its state data (JSON, where `/` is written `\/`). Each source is
/// rewritten as a Markdown image link is, so the file is published and the page finds it.
///
/// The markers are found in the preview's UTF-8 bytes (`LiteralBytes`): a preview is mostly its state data,
/// tens of kilobytes, and Foundation's string search over every preview of a build cost more than a percent of it.
enum PreviewImageLinks {
    static func rewrite(_ html: String, _ rewriteLink: (String) -> RewrittenLink,
                        copies: inout [(source: URL, outputPath: String)]) -> String {
        var result = html
        guard result.withUTF8({ LiteralBytes.firstIndex(of: Array("cg-asset".utf8), in: $0) != nil }) else { return html }
        for (marker, quote, json) in [("class=\"cg-asset\" src=\"", "\"", false),
                                      ("class=\\\"cg-asset\\\" src=\\\"", "\\\"", true)] {
            let markerBytes = Array(marker.utf8), quoteBytes = Array(quote.utf8)
            result = result.withUTF8 { bytes -> String in
                var output: [UInt8] = []
                var copied = 0
                while let start = LiteralBytes.firstIndex(of: markerBytes, in: bytes, from: copied),
                      let end = LiteralBytes.firstIndex(of: quoteBytes, in: bytes, from: start + markerBytes.count) {
                    let source = start + markerBytes.count
                    let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[source..<end]), as: UTF8.self)
                    let path = json ? written.replacingOccurrences(of: "\\/", with: "/")
                        : written.replacingOccurrences(of: "&amp;", with: "&")
                    let rewritten = rewriteLink(path)
                    if let copy = rewritten.copy { copies.append(copy) }
                    let url = json ? rewritten.url.replacingOccurrences(of: "/", with: "\\/")
                        : rewritten.url.replacingOccurrences(of: "&", with: "&amp;")
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<source]))
                    output.append(contentsOf: url.utf8)
                    // The closing quote stays, and the next search starts at it.
                    copied = end
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
                return String(decoding: output, as: UTF8.self)
            }
        }
        return result
    }
}
