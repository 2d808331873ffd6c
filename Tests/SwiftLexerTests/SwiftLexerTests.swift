import Testing
@testable import SwiftLexer

private func kinds(_ source: String) -> [TokenKind] { SwiftLexer.tokenize(source).map(\.kind) }
private func texts(_ source: String) -> [String] { SwiftLexer.tokenize(source).map(\.text) }

@Test func keywordsIdentifiersAndTypeLikeIdentifiers() {
    #expect(kinds("final class Card: UIView") == [.keyword, .keyword, .typeIdentifier, .punctuation, .typeIdentifier])
    #expect(kinds("let x = view") == [.keyword, .identifier, .operator, .identifier])
}

@Test func memberNamesAfterDotAreIdentifiersEvenWhenKeywords() {
    #expect(kinds(".default") == [.punctuation, .identifier])
    #expect(kinds("x.init") == [.identifier, .punctuation, .keyword])
}

@Test func numbers() {
    #expect(kinds("42 1_000 0xFF 1.5 2e3 1.5e-2") ==
            [.integerLiteral, .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral])
    #expect(kinds("1.isMultiple") == [.integerLiteral, .punctuation, .identifier])
}

@Test func stringInterpolationIsSplitIntoParts() {
    let tokens = SwiftLexer.tokenize(#""a\(f(b))c""#)
    #expect(tokens.map(\.kind) == [.stringBegin, .stringSegment, .interpolationBegin, .identifier, .punctuation,
                                   .identifier, .punctuation, .interpolationEnd, .stringSegment, .stringEnd])
    #expect(tokens.map(\.text) == ["\"", "a", "\\(", "f", "(", "b", ")", ")", "c", "\""])
}

@Test func escapesAreDecodedOnRequest() {
    let segment = SwiftLexer.tokenize(#""x\n\"y\u{41}""#)[1]
    #expect(segment.decodedStringSegment() == "x\n\"yA")
}

@Test func multilineAndRawStrings() {
    #expect(kinds("\"\"\"\nhi \"there\"\n\"\"\"") == [.stringBegin, .stringSegment, .stringEnd])
    let raw = SwiftLexer.tokenize(##"#"a\nb"#"##)
    #expect(raw.map(\.kind) == [.stringBegin, .stringSegment, .stringEnd])
    #expect(raw[1].decodedStringSegment(rawHashes: 1) == "a\\nb")
}

@Test func commentsOfEveryKind() {
    #expect(kinds("// a\n/// b\n/* c /* nested */ */\n/** d */") == [.lineComment, .docComment, .blockComment, .docComment])
}

@Test func attributesAndPoundDirectives() {
    #expect(kinds("@MainActor @objc #selector(tap)") ==
            [.attribute, .attribute, .poundDirective, .punctuation, .identifier, .punctuation])
}

@Test func operatorsAndPunctuation() {
    #expect(texts("a ?? b...c ..< d -> e") == ["a", "??", "b", "...", "c", "..<", "d", "->", "e"])
    #expect(texts("x?.y!.z") == ["x", "?", ".", "y", "!", ".", "z"])
    #expect(kinds("$0.x") == [.dollarIdentifier, .punctuation, .identifier])
}

@Test func unterminatedInputGivesErrorTokensNotCrashes() {
    let s = SwiftLexer.tokenize("let s = \"abc\nlet t = 1")
    #expect(s.contains { $0.kind == .error && $0.error == "unterminated string literal" })
    #expect(s.last?.text == "1")
    #expect(SwiftLexer.tokenize("/* open").first?.kind == .error)
    #expect(SwiftLexer.tokenize("\"\\(a").last?.kind == .error)
    #expect(SwiftLexer.tokenize("\u{7}").first?.kind == .error)
}

@Test func rangesCountUnicodeScalarsAndUTF8Bytes() {
    let tokens = SwiftLexer.tokenize("let é = 1\n  x")
    #expect(tokens[1].range.start == SourcePosition(line: 1, column: 5, utf8Offset: 4))
    #expect(tokens[2].range.start.column == 7)
    #expect(tokens[2].range.start.utf8Offset == 7)
    #expect(tokens[4].range.start == SourcePosition(line: 2, column: 3, utf8Offset: 13))
    #expect(tokens[4].isAtStartOfLine)
}

@Test func spacingFactsForOperatorBinding() {
    let t = SwiftLexer.tokenize("a ? b : c; d?.e")
    #expect(t[1].hasLeadingSpace && t[1].hasTrailingSpace)
    let q = t.first { $0.text == "?" && !$0.hasLeadingSpace }
    #expect(q != nil)
}
