import Diagnostics
import Foundation

/// Builds a page's `PageSourceMap` from its final HTML: every URL attribute and id is traced either to the
/// Markdown that produced it (inside the lesson body) or to the template line that wrote it.
enum PageSourceMapper {
    /// - Parameters:
    ///   - output: the rendered page with its template segments.
    ///   - contentVariable: the template variable holding the Markdown HTML (`lesson.content`).
    ///   - markdown: the Markdown's own references and ids, and its file for anything else inside the body.
    static func map(page: String, output: TemplateOutput, contentVariable: String,
                    markdown: (references: [PageSourceMap.Reference], ids: [String: SourceLocation], file: String)?,
                    source: SourceLocation?) -> PageSourceMap {
        var map = PageSourceMap(page: page, source: source)
        // The Markdown's references by decoded URL, in order; each page URL takes the first one not yet taken.
        // (A scan of a list per URL made a long lesson with many links quadratic.)
        var unused: [String: (locations: [SourceLocation], next: Int)] = [:]
        for reference in markdown?.references ?? [] {
            // cmark percent-encodes destinations when writing them; compare decoded forms.
            unused[reference.url.removingPercentEncoding ?? reference.url, default: ([], 0)].locations
                .append(reference.location)
        }
        let contentName = contentVariable.split(separator: ".").last.map(String.init)
        for attribute in PageReferenceScanner.scan(output.text) {
            guard let (segment, templateLocation) = output.origin(ofByte: attribute.offset) else { continue }
            // `{{{lesson.content}}}`, or `{{{content}}}` inside a `{{#lesson}}` section of a course's own template.
            let fromMarkdown = !segment.isLiteral && markdown != nil
                && (segment.variable == contentVariable || segment.variable == contentName)
            if attribute.name == "id" {
                if fromMarkdown, let location = markdown?.ids[attribute.value] {
                    map.ids[attribute.value] = location
                } else if map.ids[attribute.value] == nil {
                    map.ids[attribute.value] = fromMarkdown ? fallback(markdown) : templateLocation
                }
                continue
            }
            let urls = attribute.name == "srcset" ? PageReferenceScanner.srcsetURLs(attribute.value) : [attribute.value]
            for url in urls {
                var location = templateLocation
                if fromMarkdown {
                    let key = url.removingPercentEncoding ?? url
                    if let entry = unused[key], entry.next < entry.locations.count {
                        location = entry.locations[entry.next]
                        unused[key]?.next += 1
                    } else {
                        location = fallback(markdown)
                    }
                }
                map.references.append(PageSourceMap.Reference(url: url, location: location))
            }
        }
        return map
    }

    private static func fallback(_ markdown: (references: [PageSourceMap.Reference], ids: [String: SourceLocation], file: String)?) -> SourceLocation {
        SourceLocation(file: markdown?.file ?? "", line: 1)
    }
}
