/// `message` with every `0x` followed by lowercase hex digits reduced to `0x` (what the regex
/// `0x[0-9a-f]+` → `0x` does), without compiling a regular expression for every diagnostic of every run.
package func withoutObjectNumbers(_ message: String) -> String {
    guard message.contains("0x") else { return message }
    var out: [UInt8] = []
    let bytes = Array(message.utf8)
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
        out.append(bytes[i])
        if bytes[i] == UInt8(ascii: "0"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "x") {
            out.append(bytes[i + 1])
            i += 2
            while i < bytes.count, isLowerHexDigit(bytes[i]) { i += 1 }
            continue
        }
        i += 1
    }
    return String(decoding: out, as: UTF8.self)
}

private func isLowerHexDigit(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
}
