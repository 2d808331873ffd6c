import Diagnostics
import Foundation
import LessonMarkdown
import Testing

/// Rule: every command reads a lesson the same way; a file that is not UTF-8 is reported at its first bad byte
/// (line and column), whoever reads it.
@Test func invalidUTF8IsReportedAtTheFirstBadByte() {
    let data = Data("# T\n\nlet s = \"".utf8) + Data([0xFF, 0xFE]) + Data("\"\n".utf8)
    #expect(throws: LessonTextError.notUTF8(SourceLocation(file: "x.md", line: 3, column: 10))) {
        try LessonText.decode(data, displayPath: "x.md")
    }
    let error = LessonTextError.notUTF8(SourceLocation(file: "x.md", line: 3, column: 10))
    #expect(error.diagnostic.message == "file is not valid UTF-8 (save it as UTF-8)")
    #expect(!error.isInputError)
}

/// Rule: a byte-order mark is dropped and \r\n and lone \r end lines as \n does, before anything counts lines.
@Test func decodingNormalizesLineEndings() throws {
    let text = try LessonText.decode(Data([0xEF, 0xBB, 0xBF]) + Data("a\r\nb\rc\n".utf8), displayPath: "x.md")
    #expect(text == "a\nb\nc\n")
    // A bad byte after lone-\r lines is on the line an editor shows it on.
    #expect(throws: LessonTextError.notUTF8(SourceLocation(file: "x.md", line: 3, column: 2))) {
        try LessonText.decode(Data("a\rb\rc".utf8) + Data([0xC0]), displayPath: "x.md")
    }
}

/// Rule: only a regular file is a lesson; a missing path, a folder or a device is an input error that says what
/// the path is.
@Test func onlyRegularFilesAreRead() throws {
    #expect(throws: LessonTextError.missing(path: "/nonexistent/lesson.md")) {
        try LessonText.read(path: "/nonexistent/lesson.md")
    }
    #expect(throws: LessonTextError.notRegularFile(path: "/dev/null", kind: "a device")) {
        try LessonText.read(path: "/dev/null")
    }
    #expect(throws: LessonTextError.notRegularFile(path: "/tmp", kind: "a folder")) {
        try LessonText.read(path: "/tmp")
    }
    #expect(LessonTextError.notRegularFile(path: "/dev/null", kind: "a device").diagnostic.message
            == "'/dev/null' is not a regular file (it is a device)")
    #expect(LessonTextError.missing(path: "m.md").isInputError)
}

/// Rule: a FIFO is never opened for a blocking read, a link loop says so, and a file over
/// `LessonText.maximumFileSize` is refused (issue 25).
@Test func pipesLoopsAndLargeFilesAreRefusedWithoutBlocking() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessontext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("p.md").path
    #expect(mkfifo(pipe, 0o644) == 0)
    #expect(throws: LessonTextError.notRegularFile(path: pipe, kind: "a pipe")) { try LessonText.read(path: pipe) }
    let loop = folder.appendingPathComponent("loop.md").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.md")
    #expect(throws: LessonTextError.symlinkLoop(path: loop)) { try LessonText.read(path: loop) }
    let small = folder.appendingPathComponent("small.md")
    try Data(repeating: 0x61, count: 11).write(to: small)
    #expect(throws: LessonTextError.tooLarge(path: small.path, bytes: 11)) {
        try LessonText.readRegularFile(path: small.path, limit: 10)
    }
    #expect(try LessonText.readRegularFile(path: small.path, limit: 11).count == 11)
}
