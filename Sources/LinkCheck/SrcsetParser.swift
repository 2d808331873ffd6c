/// Splits an `img[srcset]` value into its image URLs, following the HTML standard's candidate-string rules
/// closely enough for checking: candidates are separated by commas, a URL runs to the next whitespace (commas at
/// its end belong to the separator), and descriptors (`2x`, `480w`) run to the next comma outside parentheses.
enum SrcsetParser {
    static func urls(in srcset: String) -> [String] {
        let scalars = Array(srcset.unicodeScalars)
        var urls: [String] = []
        var index = 0
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{0C}" }
        while index < scalars.count {
            while index < scalars.count, isSpace(scalars[index]) || scalars[index] == "," { index += 1 }
            guard index < scalars.count else { break }
            var url = String.UnicodeScalarView()
            while index < scalars.count, !isSpace(scalars[index]) {
                url.append(scalars[index])
                index += 1
            }
            var text = String(url)
            if text.hasSuffix(",") {
                while text.hasSuffix(",") { text.removeLast() }
            } else {
                var depth = 0
                while index < scalars.count {
                    let scalar = scalars[index]
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" { depth = max(0, depth - 1) }
                    if scalar == "," && depth == 0 { break }
                    index += 1
                }
            }
            if !text.isEmpty { urls.append(text) }
        }
        return urls
    }
}
