import Foundation

/// `course.yml` as lines that keep their own terminators (and the byte-order mark), so `coursegen new lesson`
/// can add one line to a CRLF file and write every other byte back as it was. Lines end where
/// `LessonText.normalizingLineEndings` ends them, so line N here is line N of the text the YAML parser saw.
struct CourseFileLines {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    var hasByteOrderMark: Bool
    var lines: [String]
    /// The terminator of each line: "\n", "\r\n", "\r", or "" for a last line without one.
    var endings: [String]

    /// `data` must already have decoded as UTF-8 (the caller parsed it first).
    init(_ data: Data) {
        var bytes = [UInt8](data)
        hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        if hasByteOrderMark { bytes.removeFirst(3) }
        lines = []
        endings = []
        var current = String.UnicodeScalarView()
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                let crlf = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
                lines.append(String(current))
                endings.append(crlf ? "\r\n" : String(scalar))
                current = String.UnicodeScalarView()
                index += crlf ? 2 : 1
            } else {
                current.append(scalar)
                index += 1
            }
        }
        lines.append(String(current))
        endings.append("")
    }

    /// The text as the YAML parser reads it.
    var normalized: String { lines.joined(separator: "\n") }

    var data: Data {
        var bytes = hasByteOrderMark ? Self.byteOrderMark : []
        for (line, ending) in zip(lines, endings) {
            bytes.append(contentsOf: line.utf8)
            bytes.append(contentsOf: ending.utf8)
        }
        return Data(bytes)
    }

    /// Inserts `text` as a new line before the 0-based line `index`, ended as the file ends its lines.
    mutating func insertLine(_ text: String, at index: Int) {
        let ending = endings.first { !$0.isEmpty } ?? "\n"
        if index >= lines.count {
            // After a last line that has no terminator: that line needs one now, the new line stays without.
            endings[endings.count - 1] = ending
            lines.append(text)
            endings.append("")
        } else {
            lines.insert(text, at: index)
            endings.insert(ending, at: index)
        }
    }
}
