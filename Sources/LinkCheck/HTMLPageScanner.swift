import CLibXML2

/// Reads one built page with libxml2's forgiving HTML parser and extracts what the link checker needs.
///
/// The parser runs with `RECOVER|NONET|NOERROR|NOWARNING`: it never touches the network, never prints, and
/// repairs what it can. Problems that cost content (an unfinished comment swallowing the rest of the page, a
/// start tag that never closes, a repeated attribute whose second value is dropped) are collected through a
/// per-thread structured error handler and reported as `PageScan.ParseProblem`s; purely cosmetic complaints
/// (HTML5 tags unknown to libxml2's HTML 4 tables, stray end tags) are dropped.
///
/// Thread safety: call `HTMLPageScanner.prepare()` once before scanning from several threads; libxml2 keeps its
/// error handler per thread, so concurrent scans do not see each other's errors.
public enum HTMLPageScanner {
    /// Pages larger than this are not parsed (libxml2 takes an `int` length, and a page this size is a
    /// mistake in a course). The page is still a valid link target.
    public static let maximumPageBytes = 512 * 1024 * 1024

    /// Initialises libxml2's global state. Must run before the first concurrent `scan`.
    public static func prepare() {
        xmlInitParser()
    }

    /// Scans the page's bytes. Never fails: what cannot be read is recorded in the result.
    public static func scan(_ bytes: [UInt8], page: String) -> PageScan {
        var result = PageScan(page: page)
        guard bytes.count <= maximumPageBytes else {
            result.unreadableReason = "the page is \(bytes.count) bytes, more than the \(maximumPageBytes) the checker reads"
            return result
        }
        result.firstInvalidUTF8 = UTF8Validation.firstInvalidByte(in: bytes)

        let collector = ParseErrorCollector()
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        xmlSetStructuredErrorFunc(context.toOpaque(), parseErrorCallback)
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue)
            | Int32(XML_PARSE_HUGE.rawValue) | Int32(XML_PARSE_BIG_LINES.rawValue)
        // Declared UTF-8 unless it is not: then libxml2 looks for a <meta charset> and falls back to Latin-1,
        // which keeps every ASCII URL readable.
        let encoding: String? = result.firstInvalidUTF8 == nil ? "UTF-8" : nil
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    htmlReadMemory(chars, Int32(buffer.count), "page.html", encoding, options)
                }
            } ?? nil
        }
        result.parseProblems = collector.problems.map { UnterminatedComment.relocated($0, in: bytes) }
        guard let document else {
            if !bytes.isEmpty {
                result.unreadableReason = "libxml2 could not build a document from the page"
            }
            return result
        }
        defer { xmlFreeDoc(document) }
        var extractor = ReferenceExtractor(document: document)
        extractor.walk(into: &result)
        SaturatedLineNumbers.repair(&result, bytes: bytes)
        return result
    }
}

/// Collects the parser's complaints for one scan.
final class ParseErrorCollector {
    /// More than this many problems on one page says nothing new; the count is kept in `droppedCount`.
    static let limit = 20
    var problems: [PageScan.ParseProblem] = []
    var droppedCount = 0

    func record(_ error: xmlError) {
        guard ParseErrorFilter.costsContent(code: Int(error.code)) else { return }
        guard problems.count < Self.limit else {
            droppedCount += 1
            return
        }
        // Some messages quote the rest of the input; the first line says what went wrong.
        let message = error.message.map { String(cString: $0) } ?? "unreadable HTML"
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        problems.append(PageScan.ParseProblem(
            line: max(1, Int(error.line)), column: max(1, Int(error.int2)),
            message: firstLine.trimmingTrailingWhitespace(), code: Int(error.code)))
    }
}

private let parseErrorCallback: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    Unmanaged<ParseErrorCollector>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
}

/// Which libxml2 HTML parser errors mean part of the page was not read as written.
enum ParseErrorFilter {
    /// Complaints that cost nothing: libxml2 knows only HTML 4's tag names, and it repairs stray or mismatched
    /// end tags and bare `&` exactly as browsers do.
    private static let harmless: Set<Int> = [
        Int(XML_HTML_UNKNOWN_TAG.rawValue),
        Int(XML_ERR_TAG_NAME_MISMATCH.rawValue),
        Int(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue),
        Int(XML_ERR_NAME_REQUIRED.rawValue),
        Int(XML_ERR_UNDECLARED_ENTITY.rawValue),
        Int(XML_ERR_DOCUMENT_EMPTY.rawValue),
        Int(XML_HTML_STRUCURE_ERROR.rawValue),
        Int(XML_ERR_INVALID_ENCODING.rawValue),
        // Reported by the checker itself as `duplicate-id`, with both places.
        Int(XML_DTD_ID_REDEFINED.rawValue),
    ]

    static func costsContent(code: Int) -> Bool { !harmless.contains(code) }
}

/// libxml2 reports an unterminated comment where the input ends; the author needs to see where it starts.
enum UnterminatedComment {
    static func relocated(_ problem: PageScan.ParseProblem, in bytes: [UInt8]) -> PageScan.ParseProblem {
        guard problem.code == Int(XML_ERR_COMMENT_NOT_FINISHED.rawValue),
              let start = lastUnclosedCommentStart(in: bytes) else { return problem }
        var moved = problem
        var line = 1
        var lineStart = 0
        for index in 0..<start where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        moved.line = line
        moved.column = bytes[lineStart..<start].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        moved.message = "a comment starting here is never closed with '-->', so the rest of the page is hidden"
        return moved
    }

    /// The offset of the last `<!--` that no `-->` follows.
    private static func lastUnclosedCommentStart(in bytes: [UInt8]) -> Int? {
        let open: [UInt8] = Array("<!--".utf8), close: [UInt8] = Array("-->".utf8)
        var index = 0
        var unclosed: Int?
        while index + open.count <= bytes.count {
            if unclosed == nil, bytes[index..<index + open.count].elementsEqual(open) {
                unclosed = index
                index += open.count
            } else if unclosed != nil, index + close.count <= bytes.count,
                      bytes[index..<index + close.count].elementsEqual(close) {
                unclosed = nil
                index += close.count
            } else {
                index += 1
            }
        }
        return unclosed
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
