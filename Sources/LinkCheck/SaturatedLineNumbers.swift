/// libxml2 2.9's HTML parser keeps line numbers in 16 bits: every element from line 65,535 on reports 65,535
/// (XML_PARSE_BIG_LINES only helps the XML parser). For the rare page that long, this recovers the real line
/// of each such reference or anchor by finding its attribute in the raw bytes, in document order.
enum SaturatedLineNumbers {
    static let saturated = 65_535

    static func repair(_ scan: inout PageScan, bytes: [UInt8]) {
        guard scan.references.contains(where: { $0.line >= saturated })
                || scan.anchors.contains(where: { $0.line >= saturated }),
              let base = offsetOfLine(saturated, in: bytes) else { return }
        // Lines are counted incrementally from the previous match, so the whole repair is one pass per list.
        var cursor = base
        var cursorLine = saturated
        for index in scan.references.indices where scan.references[index].line >= saturated {
            let reference = scan.references[index]
            if let found = find(reference.attribute, reference.value, in: bytes, from: cursor) {
                cursorLine += newlines(in: bytes, from: cursor, to: found)
                scan.references[index].line = cursorLine
                cursor = found + 1
            }
        }
        cursor = base
        cursorLine = saturated
        for index in scan.anchors.indices where scan.anchors[index].line >= saturated {
            let anchor = scan.anchors[index]
            if let found = find(anchor.isNameAttribute ? "name" : "id", anchor.name, in: bytes, from: cursor) {
                cursorLine += newlines(in: bytes, from: cursor, to: found)
                scan.anchors[index].line = cursorLine
                cursor = found + 1
            }
        }
    }

    /// The byte offset where 1-based line `line` starts.
    private static func offsetOfLine(_ line: Int, in bytes: [UInt8]) -> Int? {
        var current = 1
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            current += 1
            if current == line { return offset + 1 }
        }
        return nil
    }

    private static func newlines(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var count = 0
        for index in start..<end where bytes[index] == 0x0A { count += 1 }
        return count
    }

    /// The offset of the next `attribute=` (after whitespace, so `data-id=` is not `id=`) at or after `start`
    /// whose value, quoted or not, is `value`. Items are searched in document order with a cursor that only
    /// moves forward, so repairing a whole page stays linear in its size.
    private static func find(_ attribute: String, _ value: String, in bytes: [UInt8], from start: Int) -> Int? {
        let name = Array((attribute + "=").utf8)
        let wanted = Array(value.utf8)
        guard let first = name.first else { return nil }
        var index = max(start, 1)
        let last = bytes.count - name.count
        while index <= last {
            defer { index += 1 }
            guard bytes[index] == first, isSpace(bytes[index - 1]),
                  bytes[index..<index + name.count].elementsEqual(name) else { continue }
            var valueStart = index + name.count
            if valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "\"") || bytes[valueStart] == UInt8(ascii: "'") {
                valueStart += 1
            }
            let valueEnd = valueStart + wanted.count
            if valueEnd <= bytes.count, bytes[valueStart..<valueEnd].elementsEqual(wanted) { return index }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
