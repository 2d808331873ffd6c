import Diagnostics

/// Gives each finding the position an author can act on: the Markdown (or theme template) line recorded in
/// the build's `SiteSourceMap`, else the built HTML file's line and column.
///
/// Matching follows the contract in `PageSourceMap`: the k-th attribute on a page whose value is U is the k-th
/// recorded reference with URL U. For a URL taken from a `srcset`, the whole attribute value is tried first,
/// then the single URL (the builder may record either).
struct SourceLocator {
    let sourceMap: SiteSourceMap?
    /// Where the built site is on disk, to read HTML lines for columns.
    let siteRoot: String
    /// Prepended to a page's site path to name the HTML file in a finding.
    let htmlPathPrefix: String

    private var referenceTables: [String: [String: [SourceLocation]]] = [:]
    private var htmlLines: [String: [Substring]] = [:]
    /// How many diagnostics had to fall back to a position in the HTML.
    private(set) var htmlFallbackCount = 0

    init(sourceMap: SiteSourceMap?, siteRoot: String, htmlPathPrefix: String) {
        self.sourceMap = sourceMap
        self.siteRoot = siteRoot
        self.htmlPathPrefix = htmlPathPrefix
    }

    mutating func diagnostic(for finding: Finding) -> Diagnostic {
        var notes = finding.notes
        if let related = finding.relatedHTMLLine {
            notes.append(Diagnostic.Note(related.message,
                                         at: SourceLocation(file: htmlPathPrefix + finding.page, line: related.line)))
        }
        return Diagnostic(finding.severity, code: finding.kind.rawValue, finding.message,
                          at: location(of: finding), notes: notes)
    }

    mutating func location(of finding: Finding) -> SourceLocation? {
        switch finding.subject {
        case .reference(let reference, let occurrence, let candidate):
            if let mapped = recordedLocation(page: finding.page, url: reference.value, occurrence: occurrence) {
                return mapped
            }
            if let candidate,
               let mapped = recordedLocation(page: finding.page, url: candidate.url, occurrence: candidate.occurrence) {
                return mapped
            }
            let needle = candidate?.url ?? reference.value
            return htmlLocation(page: finding.page, line: reference.line,
                                needles: [reference.attribute + "=", needle])
        case .anchor(let anchor):
            if let mapped = sourceMap?.pages[finding.page]?.ids[anchor.name] { return mapped }
            return htmlLocation(page: finding.page, line: anchor.line,
                                needles: [anchor.isNameAttribute ? "name=" : "id=", anchor.name])
        case .htmlPosition(let line, let column):
            htmlFallbackCount += 1
            return SourceLocation(file: htmlPathPrefix + finding.page, line: line, column: column)
        case .path:
            return nil
        }
    }

    private mutating func recordedLocation(page: String, url: String, occurrence: Int) -> SourceLocation? {
        guard let pageMap = sourceMap?.pages[page] else { return nil }
        if referenceTables[page] == nil {
            var table: [String: [SourceLocation]] = [:]
            for reference in pageMap.references { table[reference.url, default: []].append(reference.location) }
            referenceTables[page] = table
        }
        guard let locations = referenceTables[page]?[url], occurrence < locations.count else { return nil }
        return locations[occurrence]
    }

    /// The element's HTML line, with the column of the attribute value when it can be found on that line or
    /// the few before it (libxml2 numbers an element by the line where its start tag ends).
    private mutating func htmlLocation(page: String, line: Int, needles: [String]) -> SourceLocation {
        htmlFallbackCount += 1
        let file = htmlPathPrefix + page
        let lines = htmlLinesOf(page)
        let value = needles.last ?? ""
        let escaped = value.replacingAll("&", with: "&amp;")
        for candidateLine in stride(from: min(line, lines.count), through: max(1, line - 8), by: -1) {
            let text = lines[candidateLine - 1]
            if let start = Self.valueStart(in: text, attribute: needles[0], values: [value, escaped]) {
                let column = text.unicodeScalars[text.startIndex..<start].count + 1
                return SourceLocation(file: file, line: candidateLine, column: column)
            }
        }
        return SourceLocation(file: file, line: max(1, line), column: 1)
    }

    /// Where the value starts in `attribute="value"` (any quoting), or where the bare value starts.
    private static func valueStart(in text: Substring, attribute: String, values: [String]) -> String.Index? {
        for value in values where !value.isEmpty {
            for quote in ["\"", "'", ""] {
                if let range = text.firstRange(of: attribute + quote + value) {
                    return text.index(range.lowerBound, offsetBy: attribute.count + quote.count)
                }
            }
        }
        for value in values where !value.isEmpty {
            if let range = text.firstRange(of: value) { return range.lowerBound }
        }
        // An empty value: point at the attribute itself.
        if values.allSatisfy(\.isEmpty) {
            for form in [attribute + "\"\"", attribute + "''", String(attribute.dropLast())] {
                if let range = text.firstRange(of: form) { return range.lowerBound }
            }
        }
        return nil
    }

    private mutating func htmlLinesOf(_ page: String) -> [Substring] {
        if let cached = htmlLines[page] { return cached }
        var lines: [Substring] = []
        if let bytes = try? PageReader.read(siteRoot + "/" + page, limit: 64 * 1024 * 1024) {
            let text = String(decoding: bytes, as: UTF8.self)
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        htmlLines[page] = lines
        return lines
    }
}

extension String {
    /// Foundation-free replacement of every occurrence of `target`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
