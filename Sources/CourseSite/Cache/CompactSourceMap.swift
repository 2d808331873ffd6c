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

    /// Parses the line format over raw UTF-8 bytes: String splitting was the slowest part of a no-op build.
    private func lines(_ text: String) -> [(name: String, location: SourceLocation)]? {
        guard !text.isEmpty else { return [] }
        var entries: [(String, SourceLocation)] = []
        var text = text
        let parsed: Bool = text.withUTF8 { bytes in
            var fields: [Range<Int>] = []
            var fieldStart = 0
            var index = 0
            while index <= bytes.count {
                let byte: UInt8 = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
                if byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                    if byte == UInt8(ascii: "\n") {
                        guard fields.count == 4, let file = Self.number(bytes, fields[1]), files.indices.contains(file),
                              let line = Self.number(bytes, fields[2]), let column = Self.number(bytes, fields[3])
                        else { return false }
                        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[0]]), as: UTF8.self)
                        entries.append((name, SourceLocation(file: files[file], line: line, column: column)))
                        fields.removeAll(keepingCapacity: true)
                    }
                }
                index += 1
            }
            return true
        }
        return parsed ? entries : nil
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count < 10 else { return nil }
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
