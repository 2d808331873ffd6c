/// Which swift blocks of a lesson a preview block may depend on, found from their text alone (nothing is parsed
/// or run), so that a block's cache key can leave out the blocks it cannot see.
///
/// All swift blocks of a lesson form one module (DESIGN.md §4), but a block's run only reaches another block
/// through a name that block declares: a type, a function or a global at its top level, or a member an
/// `extension` there adds (`extension UIColor { static let brand }` is reached as `.brand`). So a block depends
/// on every block that declares a word it uses, and, transitively, on what those use. The scan over-approximates
/// on purpose: every identifier-like word counts as used (also in strings, comments and the info string's
/// `setup=`, `actions=` and `show=`), and a block that declares an operator is used by every block (an operator
/// is not reached through a word).
struct BlockDependencies {
    /// What one block declares and uses.
    struct Summary: Equatable {
        var used: Set<String> = []
        var declared: Set<String> = []
        /// Declares an operator: every block may reach it.
        var declaresOperator = false
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "func"]
    private static let variableKeywords: Set<String> = ["let", "var"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "case", "class", "struct", "enum", "typealias"]

    /// The summary of a block's code and its info string.
    static func summary(code: String, info: String) -> Summary {
        var summary = Summary()
        let tokens = Self.tokens(code)
        summary.used = Set(tokens.compactMap { $0.word }).union(Self.tokens(info).compactMap { $0.word })
        var depth = 0
        var parens = 0
        var index = 0
        // Brace depth at which the current top-level `extension` body's members live (1), or nil.
        var inExtension = false
        var extensionBodyOpened = false
        var topLevelVariableLine = false
        var labelsPending = false
        var labelExpected = false
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let word = token.word {
                if word == "operator" || word == "precedencegroup" { summary.declaresOperator = true }
                if word == "func", let next, next.word == nil {
                    summary.declaresOperator = true
                }
                if labelExpected {
                    summary.declared.insert(word)
                    labelExpected = false
                }
                if depth == 0 {
                    if word == "extension", let name = next?.word {
                        summary.declared.insert(name)
                        inExtension = true
                        extensionBodyOpened = false
                    } else if typeKeywords.contains(word), let name = next?.word {
                        summary.declared.insert(name)
                    } else if variableKeywords.contains(word) {
                        topLevelVariableLine = true
                        parens = 0
                        if let name = next?.word { summary.declared.insert(name) }
                    }
                } else if depth == 1 && inExtension {
                    if memberKeywords.contains(word), let name = next?.word { summary.declared.insert(name) }
                    if word == "init" || word == "subscript" { labelsPending = true }
                }
            } else if let symbol = token.symbol {
                switch symbol {
                case "{":
                    depth += 1
                    if inExtension && depth == 1 { extensionBodyOpened = true }
                case "}":
                    depth = max(0, depth - 1)
                    if depth == 0 && inExtension && extensionBodyOpened { inExtension = false }
                case "(":
                    parens += 1
                    if labelsPending { labelExpected = true }
                    // `let (a, b) = …`: every name of the tuple pattern is declared.
                    if depth == 0 && topLevelVariableLine && parens == 1, index > 0,
                       let keyword = tokens[index - 1].word, variableKeywords.contains(keyword) {
                        var inner = index + 1
                        while inner < tokens.count && tokens[inner].symbol != ")" {
                            if let word = tokens[inner].word { summary.declared.insert(word) }
                            inner += 1
                        }
                    }
                case ")":
                    parens = max(0, parens - 1)
                    labelsPending = false
                    labelExpected = false
                case ",":
                    if labelsPending && parens == 1 { labelExpected = true }
                    if depth == 0 && topLevelVariableLine && parens == 0, let name = next?.word { summary.declared.insert(name) }
                case "\n":
                    if parens == 0 { topLevelVariableLine = false }
                default:
                    break
                }
            }
            index += 1
        }
        summary.declared.remove("_")
        return summary
    }

    /// The blocks each block uses directly: those that declare a word it uses, and those that declare an
    /// operator. Built once per lesson through an index from names to the blocks that declare them, so a lesson of
    /// thousands of blocks costs time in proportion to its words, not to the square of its blocks.
    static func directUses(_ summaries: [Summary]) -> [[Int]] {
        var declaring: [String: [Int]] = [:]
        for (index, summary) in summaries.enumerated() {
            for name in summary.declared { declaring[name, default: []].append(index) }
        }
        let operatorBlocks = summaries.indices.filter { summaries[$0].declaresOperator }
        return summaries.enumerated().map { index, summary in
            var uses = Set(operatorBlocks)
            for word in summary.used { if let blocks = declaring[word] { uses.formUnion(blocks) } }
            uses.remove(index)
            return uses.sorted()
        }
    }

    /// Positions (into the lesson's swift blocks) of the blocks that block `target` may depend on, itself
    /// included, in order: everything reachable from it through `directUses`.
    static func closure(of target: Int, uses: [[Int]]) -> [Int] {
        var included: Set<Int> = [target]
        var pending = [target]
        while let next = pending.popLast() {
            for used in uses[next] where included.insert(used).inserted { pending.append(used) }
        }
        return included.sorted()
    }

    /// A word (identifier-like), or one symbol that matters for structure (braces, parentheses, commas, newlines,
    /// and the first character of other punctuation). String literals are skipped for structure but their words
    /// still count as used.
    struct Token {
        var word: String?
        var symbol: Character?
    }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inString = false
        var inLineComment = false
        var blockComments = 0
        var escaped = false
        var previous: Character = " "
        func flush() {
            if !current.isEmpty {
                if current.first.map({ !$0.isNumber }) ?? false { tokens.append(Token(word: current)) }
                current = ""
            }
        }
        for character in text {
            defer { previous = character }
            let isWordCharacter = character == "_" || character.isLetter || character.isNumber
            if isWordCharacter {
                current.append(character)
                continue
            }
            flush()
            if character == "\n" { inLineComment = false }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && character == "/" { blockComments -= 1 }
                if previous == "/" && character == "*" { blockComments += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true; continue }
            if previous == "/" && character == "/" { inLineComment = true; tokens.removeLast(); continue }
            if previous == "/" && character == "*" { blockComments = 1; tokens.removeLast(); continue }
            if character == " " || character == "\t" || character == "\r" { continue }
            tokens.append(Token(symbol: character))
        }
        flush()
        return tokens
    }
}
