import Diagnostics

/// A `PageSourceMap` as the cache stores it: a table of file names and one line of text per reference or id.
///
/// A lesson page of a large course links to every other lesson from its navigation, so its map holds a
/// thousand references; as nested JSON objects, decoding a thousand such maps dominated a no-op build. Joined
/// into two strings they decode as two JSON values and are split by hand. Maps whose values contain a tab or a
/// newline (which the line format cannot hold) are stored as they are.
struct CompactSourceMap: Codable {
    var page: String
    var source: SourceLocation?
    var files: [String]
    /// `url \t file-index \t line \t column`, one per line.
    var references: String
    /// `id \t file-index \t line \t column`, one per line, sorted by id.
    var ids: String
    /// The whole map, when it cannot be written as lines.
    var verbatim: PageSourceMap?

    init(_ map: PageSourceMap) {
        page = map.page
        source = map.source
        var files: [String] = []
        var fileIndex: [String: Int] = [:]
        func index(_ file: String) -> Int {
            if let known = fileIndex[file] { return known }
            fileIndex[file] = files.count
            files.append(file)
            return files.count - 1
        }
        let unsafe: (String) -> Bool = { $0.contains("\t") || $0.contains("\n") || $0.contains("\r") }
        if map.references.contains(where: { unsafe($0.url) || unsafe($0.location.file) })
            || map.ids.contains(where: { unsafe($0.key) || unsafe($0.value.file) }) {
            self.files = []
            references = ""
            ids = ""
            verbatim = map
            return
        }
        references = map.references.map { reference in
            "\(reference.url)\t\(index(reference.location.file))\t\(reference.location.line)\t\(reference.location.column)"
        }.joined(separator: "\n")
        ids = map.ids.sorted { $0.key < $1.key }.map { id, location in
            "\(id)\t\(index(location.file))\t\(location.line)\t\(location.column)"
        }.joined(separator: "\n")
        self.files = files
        verbatim = nil
    }

    /// The map back, or nil when the stored text is damaged (the page is then rendered again).
    var map: PageSourceMap? {
        if let verbatim { return verbatim }
        var result = PageSourceMap(page: page, source: source)
        guard let references = lines(references), let ids = lines(ids) else { return nil }
        result.references = references.map { PageSourceMap.Reference(url: $0.name, location: $0.location) }
        result.ids = Dictionary(ids.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        return result
    }

    private func lines(_ text: String) -> [(name: String, location: SourceLocation)]? {
        guard !text.isEmpty else { return [] }
        var entries: [(String, SourceLocation)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let file = Int(fields[1]), files.indices.contains(file),
                  let lineNumber = Int(fields[2]), let column = Int(fields[3]) else { return nil }
            entries.append((String(fields[0]), SourceLocation(file: files[file], line: lineNumber, column: column)))
        }
        return entries
    }
}
