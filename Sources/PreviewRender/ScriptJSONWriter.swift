/// Writes the player data's JSON directly as bytes, the same bytes as Foundation's `JSONEncoder` with
/// `.sortedKeys` followed by `ScriptSafeJSON`: keys in `String` order, `nil` properties left out (`null` inside
/// arrays), numbers as `description` without a trailing `.0`, strings with the encoder's escapes (`\/`,
/// `\b \f \n \r \t`, `\u00xx` for other controls) plus the script-safe ones (`\u003c`, `\u2028`, `\u2029`).
///
/// A lesson's player data is most of its page; the generic encoder spent more time boxing values and sorting
/// keys than writing them (a twentieth of a whole build).
struct ScriptJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Set by a NaN or an infinity, which `JSONEncoder` refuses: the caller then writes what a failed encode gives.
    private(set) var failed = false
    private var needsComma = false

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Containers

    mutating func object(_ body: (inout ScriptJSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    mutating func array(_ body: (inout ScriptJSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// A key of the object being written; its value comes next. Keys must be given in sorted order.
    mutating func key(_ name: String) {
        separate()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    mutating func value(_ text: String) {
        separate()
        writeString(text)
        needsComma = true
    }

    mutating func value(_ number: Int) {
        separate()
        writeInteger(number)
        needsComma = true
    }

    mutating func value(_ number: Double) {
        separate()
        guard number.isFinite else {
            failed = true
            bytes.append(UInt8(ascii: "0"))
            needsComma = true
            return
        }
        // Integral values well inside Double's exact range print as their digits (`description` without `.0`);
        // -0 keeps its sign, as `description` does.
        if number == number.rounded(.towardZero), abs(number) < 1e15, !(number == 0 && number.sign == .minus) {
            writeInteger(Int(number))
        } else {
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes.append(contentsOf: text.utf8)
        }
        needsComma = true
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
        needsComma = true
    }

    // MARK: Shorthands

    mutating func value(_ numbers: [Int]) {
        array { json in for number in numbers { json.value(number) } }
    }

    mutating func value(_ numbers: [Double]) {
        array { json in for number in numbers { json.value(number) } }
    }

    mutating func value(_ texts: [String]) {
        array { json in for text in texts { json.value(text) } }
    }

    mutating func value(_ lists: [[Int]]) {
        array { json in for list in lists { json.value(list) } }
    }

    mutating func value(_ lists: [[Double]]) {
        array { json in for list in lists { json.value(list) } }
    }

    mutating func value(_ lists: [[Double]?]) {
        array { json in
            for list in lists {
                if let list { json.value(list) } else { json.null() }
            }
        }
    }

    /// An object with a dictionary's entries, keys in sorted order.
    mutating func dictionary<Value>(_ dictionary: [String: Value], _ write: (inout ScriptJSONWriter, Value) -> Void) {
        object { json in
            for (key, entry) in dictionary.sorted(by: { $0.key < $1.key }) {
                json.key(key)
                write(&json, entry)
            }
        }
    }

    // MARK: Bytes

    private mutating func writeInteger(_ number: Int) {
        if number >= 0 && number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(number))
            return
        }
        bytes.append(contentsOf: String(number).utf8)
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { source in
            var plainFrom = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                let escape: StaticString?
                var skip = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "/"): escape = "\\/"
                case UInt8(ascii: "<"): escape = "\\u003c"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80
                    && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                    // U+2028 and U+2029: line terminators to older JavaScript parsers.
                    escape = source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    skip = 3
                case 0x00..<0x20: escape = nil
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[plainFrom..<index]))
                if let escape {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                } else {
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: Array("\\u00".utf8))
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
                index += skip
                plainFrom = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[plainFrom..<source.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
