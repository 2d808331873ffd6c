import Diagnostics

/// A number literal of a layout block the reader may change with a slider (docs/layout-blocks.md, "Tweakable
/// constants"): the code line carries a trailing comment `// tweak: 0...80 step 4`, and the last number literal
/// before the comment is the one that varies.
public struct BlockTweak: Sendable, Equatable {
    /// Markdown line of the literal.
    public var line: Int
    /// Column of the literal's first character in the code line (1-based, container prefix excluded) and its
    /// length, in Unicode scalars: the page rewrites exactly these characters.
    public var column: Int
    public var length: Int
    /// The literal as written, and every value the slider offers, as the code would spell it.
    public var literal: String
    public var labels: [String]
    /// Where the code's own value sits in `labels`.
    public var defaultIndex: Int
}

/// Finds the `// tweak:` comments of a block and reports each mistake at its column.
enum TweakComments {
    /// Budgets of docs/layout-blocks.md: a slider holds at most 41 values, a block at most 3 sliders, and
    /// `tweak=combine` at most this many layouts.
    static let maxValues = 41
    static let maxTweaks = 3
    static let maxCombinations = 1_000

    /// The block's tweaks and the problems of its tweak comments (errors, with code `tweak`).
    /// Whether `code` contains the word "tweak" in any ASCII case: a line without it is never a tweak comment.
    static func mentionsTweak(_ code: String) -> Bool {
        let word = Array("tweak".utf8)
        var matched = 0
        for byte in code.utf8 {
            let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
            matched = lower == word[matched] ? matched + 1 : (lower == word[0] ? 1 : 0)
            if matched == word.count { return true }
        }
        return false
    }

    static func parse(_ block: FencedBlock, file: String) -> (tweaks: [BlockTweak], problems: [Diagnostic]) {
        // Every run of every block asks; most have no tweak, and the line scan below was a fifth of a block's run.
        guard mentionsTweak(block.code) else { return ([], []) }
        var tweaks: [BlockTweak] = []
        var problems: [Diagnostic] = []
        for (index, text) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = block.firstCodeLine + index
            let scalars = Array(text.unicodeScalars)
            let scan = CodeLineScan(scalars)
            guard let comment = scan.commentStart else { continue }
            let body = String(String.UnicodeScalarView(scalars[(comment + 2)...]))
            let trimmed = body.drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.lowercased().hasPrefix("tweak") else { continue }
            func problem(_ message: String, at column: Int) {
                problems.append(Diagnostic(.error, code: "tweak", message,
                                           at: SourceLocation(file: file, line: line, column: column)))
            }
            let commentColumn = comment + 1
            if tweaks.count == maxTweaks {
                problem("a block may have at most \(maxTweaks) tweakable constants; this one is ignored", at: commentColumn)
                continue
            }
            guard let literal = scan.lastNumber else {
                problem("'// tweak' needs a number literal before it on the same line", at: commentColumn)
                continue
            }
            let spec = String(trimmed.dropFirst(5))
            switch TweakRange.parse(spec) {
            case .failure(let message):
                problem(message, at: commentColumn)
            case .success(let range):
                let written = String(String.UnicodeScalarView(scalars[literal]))
                guard let value = Double(written.replacingOccurrences(of: "_", with: "")) else {
                    problem("'\(written)' is not a number the slider can change", at: literal.lowerBound + 1)
                    continue
                }
                switch range.values(including: value) {
                case .failure(let message):
                    problem(message, at: commentColumn)
                case .success(let (values, defaultIndex)):
                    let decimals = written.contains(".") || range.needsDecimals
                    tweaks.append(BlockTweak(line: line, column: literal.lowerBound + 1, length: literal.count,
                                             literal: written, labels: values.map { TweakRange.label($0, decimals: decimals) },
                                             defaultIndex: defaultIndex))
                }
            }
        }
        return (tweaks, problems)
    }

    /// `tweak=combine` in the info string: every combination of the sliders is computed, not each alone.
    static func combines(_ attributes: BlockAttributes) -> Bool { attributes["tweak"] == "combine" }

    /// Problems of the `tweak=` attribute and of a combination too large to compute.
    static func attributeProblems(_ info: InfoString, tweaks: [BlockTweak]) -> [Diagnostic] {
        guard let value = info.attributes["tweak"] else { return [] }
        if value != "combine" {
            return [Diagnostic(.warning, code: "block-attribute",
                               "unknown tweak=\(value): the only value is 'combine' (every combination of the sliders); it is ignored",
                               at: info.valueLocation("tweak"))]
        }
        let count = tweaks.reduce(1) { $0 * $1.labels.count }
        guard count > maxCombinations else { return [] }
        return [Diagnostic(.error, code: "tweak",
                           "tweak=combine would make \(count) layouts (\(tweaks.map { String($0.labels.count) }.joined(separator: " × "))); "
                           + "at most \(maxCombinations) are computed: use fewer values or drop 'combine'",
                           at: info.valueLocation("tweak"))]
    }
}

/// `LO...HI step S` (or `LO...HI`, step 1) of a tweak comment.
struct TweakRange {
    var low: Double
    var high: Double
    var step: Double

    enum Parsed<T> { case success(T), failure(String) }

    static let usage = "expected '// tweak: LO...HI step S', for example '// tweak: 0...80 step 4'"

    static func parse(_ text: String) -> Parsed<TweakRange> {
        var rest = Substring(text).drop(while: { $0 == " " })
        if rest.first == ":" { rest = rest.dropFirst() }
        let words = rest.split(separator: " ", omittingEmptySubsequences: true)
        guard let range = words.first, words.count == 1 || (words.count == 3 && words[1] == "step") else {
            return .failure(usage)
        }
        let bounds = range.components(separatedBy: "...")
        guard bounds.count == 2, let low = Double(bounds[0]), let high = Double(bounds[1]) else { return .failure(usage) }
        var step = 1.0
        if words.count == 3 {
            guard let s = Double(words[2]) else { return .failure(usage) }
            step = s
        }
        guard step > 0, step.isFinite else { return .failure("a tweak's step must be greater than 0 (it is \(words.count == 3 ? String(words[2]) : "1"))") }
        guard low <= high else { return .failure("a tweak's range must go up: \(bounds[0])...\(bounds[1])") }
        return .success(TweakRange(low: low, high: high, step: step))
    }

    /// True when a bound or the step has a fraction: the values are written with decimals.
    var needsDecimals: Bool { [low, high, step].contains { $0 != $0.rounded() } }

    /// The values from low to high, with `value` (the code's own) among them; its index.
    func values(including value: Double) -> Parsed<([Double], Int)> {
        let count = ((high - low) / step + 1e-9).rounded(.down) + 1
        guard count <= Double(TweakComments.maxValues) else {
            return .failure("this tweak would make \(count > 1e9 ? "over a billion" : String(Int(count))) layouts; "
                            + "a slider has at most \(TweakComments.maxValues) values: use a larger step")
        }
        guard value >= low - 1e-9 && value <= high + 1e-9 else {
            return .failure("the code's value \(TweakRange.label(value, decimals: needsDecimals)) is outside the tweak's range "
                            + "\(TweakRange.label(low, decimals: needsDecimals))...\(TweakRange.label(high, decimals: needsDecimals))")
        }
        var values = (0..<Int(count)).map { low + Double($0) * step }
        if let index = values.firstIndex(where: { abs($0 - value) < 1e-9 }) { return .success((values, index)) }
        guard values.count < TweakComments.maxValues else {
            return .failure("the code's value is not on the tweak's steps, and adding it would make more than "
                            + "\(TweakComments.maxValues) values")
        }
        values.append(value)
        values.sort()
        return .success((values, values.firstIndex(of: value) ?? 0))
    }

    /// A value as Swift code writes it: `20`, or `20.0` / `0.25` where the code uses decimals.
    static func label(_ value: Double, decimals: Bool) -> String {
        let rounded = (value * 10000).rounded() / 10000 + 0
        if !decimals && rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.hasSuffix(".0") && !decimals { text.removeLast(2) }
        return text
    }
}

/// One code line read as far as a tweak needs: where a `//` comment starts (outside string literals) and the
/// last number literal before it, with its minus sign when the sign belongs to it (`offset(-20)`).
struct CodeLineScan {
    private(set) var commentStart: Int?
    private(set) var lastNumber: Range<Int>?

    init(_ s: [Unicode.Scalar]) {
        var i = 0
        var inString = false
        func isIdentifier(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
        }
        while i < s.count {
            let c = s[i]
            if inString {
                if c == "\\" { i += 2; continue }
                if c == "\"" { inString = false }
                i += 1
                continue
            }
            if c == "\"" { inString = true; i += 1; continue }
            if c == "/", i + 1 < s.count, s[i + 1] == "/" { commentStart = i; return }
            if isIdentifier(c) && !("0"..."9").contains(c) {
                while i < s.count, isIdentifier(s[i]) { i += 1 }
                continue
            }
            if ("0"..."9").contains(c) {
                var end = i
                while end < s.count, ("0"..."9").contains(s[end]) || s[end] == "_" || (s[end] == "." && end + 1 < s.count
                    && ("0"..."9").contains(s[end + 1])) || ((s[end] == "x" || s[end] == "e") && end > i) {
                    end += 1
                }
                var start = i
                if i > 0, s[i - 1] == "-" {
                    let before = s[..<(i - 1)].last { $0 != " " }
                    if before == nil || "([,:=".unicodeScalars.contains(before!) { start = i - 1 }
                }
                // `.5` in `0.5` is part of the number; a member access like `subviews.0` is not a literal.
                if i == 0 || s[i - 1] != "." { lastNumber = start..<end }
                i = end
                continue
            }
            i += 1
        }
    }
}
