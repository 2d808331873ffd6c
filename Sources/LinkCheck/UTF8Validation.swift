/// Finds the first byte sequence that is not well-formed UTF-8, with its line and column, so a page written in
/// another encoding is reported where it goes wrong instead of being silently misread.
enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> PageScan.TextPosition? {
        bytes.withUnsafeBufferPointer { buffer -> PageScan.TextPosition? in
            var index = 0
            var line = 1
            var lineStart = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                    continue
                }
                let length = sequenceLength(buffer, at: index)
                if length == 0 {
                    let column = characterCount(buffer, from: lineStart, to: index) + 1
                    return PageScan.TextPosition(line: line, column: column)
                }
                index += length
            }
            return nil
        }
    }

    /// The length of the well-formed sequence starting at `index`, or 0 (RFC 3629: no overlongs, no surrogates,
    /// nothing above U+10FFFF).
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let first = buffer[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < buffer.count && range.contains(buffer[index + offset])
        }
        switch first {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// Characters (not bytes) between two offsets of valid UTF-8: lead bytes and ASCII count, continuations not.
    private static func characterCount(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        for offset in start..<end where buffer[offset] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
