@testable import DevServer
import Foundation
import XCTest

/// inotify watching on a real folder. Each test waits for at most a few seconds for a batch.
final class FileWatcherTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var watcher: FileWatcher!
    private let batches = BatchRecorder()

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("content/lessons/01-kirish.md", "# Kirish\n")
        try folder.write("content/course.yml", "title: Kurs\n")
        let recorder = batches
        watcher = try FileWatcher(roots: [folder.path + "/content"]) { recorder.record($0) }
    }

    override func tearDown() {
        watcher.stop()
        watcher = nil
        folder = nil
    }

    func testAModifiedFileIsReported() throws {
        let path = try folder.write("content/lessons/01-kirish.md", "# Kirish (yangi)\n")
        XCTAssertTrue(batches.waitFor { $0.contains(path) })
    }

    func testFilesInAFolderCreatedAfterStartAreReported() throws {
        try folder.makeFolder("content/lessons/part2")
        let path = try folder.write("content/lessons/part2/02-views.md", "# Views\n")
        XCTAssertTrue(batches.waitFor { $0.contains(path) })
        // The new folder is itself watched from now on.
        let later = try folder.write("content/lessons/part2/03-stack.md", "# Stack\n")
        XCTAssertTrue(batches.waitFor { $0.contains(later) })
    }

    func testAFolderMovedInIsWatchedToo() throws {
        let outside = try TemporaryFolder()
        try outside.write("chapter/04-scroll.md", "# Scroll\n")
        try FileManager.default.moveItem(atPath: outside.path + "/chapter", toPath: folder.path + "/content/chapter")
        let moved = folder.path + "/content/chapter/04-scroll.md"
        XCTAssertTrue(batches.waitFor { $0.contains(moved) })
        let edited = try folder.write("content/chapter/04-scroll.md", "# Scroll 2\n")
        batches.reset()
        XCTAssertTrue(batches.waitFor { $0.contains(edited) })
    }

    func testSaveByRenameIsReportedUnderTheRealNameOnly() throws {
        // What Vim and many editors do: write a temporary file, then rename it over the original.
        let temporary = try folder.write("content/lessons/.01-kirish.md.swp", "# Kirish (saqlandi)\n")
        let target = folder.path + "/content/lessons/01-kirish.md"
        XCTAssertEqual(rename(temporary, target), 0)
        XCTAssertTrue(batches.waitFor { $0.contains(target) })
        XCTAssertFalse(batches.all.contains(temporary))
    }

    func testRenamesReportBothNames() throws {
        let old = folder.path + "/content/lessons/01-kirish.md"
        let new = folder.path + "/content/lessons/01-boshlash.md"
        XCTAssertEqual(rename(old, new), 0)
        XCTAssertTrue(batches.waitFor { $0.contains(old) && $0.contains(new) })
    }

    func testABurstOfChangesIsCoalescedIntoFewerBatches() throws {
        var written: [String] = []
        for index in 0..<5 { written.append(try folder.write("content/lessons/burst-\(index).md", "# \(index)\n")) }
        XCTAssertTrue(batches.waitFor { Set(written).isSubset(of: $0) })
        // One batch normally; two if the machine stalls longer than the quiet period between two writes.
        XCTAssertLessThan(batches.count, written.count)
    }

    func testASaveInPlaceIsReportedOnlyOnceTheFileIsClosed() throws {
        // An editor that saves in place truncates the file, then writes it; here the pause between the two is
        // longer than the quiet period and the maximum delay, so only the unclosed write holds the batch back.
        let path = folder.path + "/content/lessons/01-kirish.md"
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertFalse(batches.waitFor(timeout: 0.4) { !$0.isEmpty }, "a batch came while the file was truncated")
        let text = Array("# Kirish (to'liq)\n".utf8)
        XCTAssertEqual(text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, text.count)
        close(descriptor)
        XCTAssertTrue(batches.waitFor { $0.contains(path) })
        XCTAssertEqual(batches.count, 1)
    }

    func testEditorTemporaryFilesAloneDoNotTriggerABatch() throws {
        try folder.write("content/lessons/01-kirish.md~", "backup")
        try folder.write("content/lessons/4913", "")
        try folder.write("content/lessons/#01-kirish.md#", "autosave")
        XCTAssertFalse(batches.waitFor(timeout: 0.3) { !$0.isEmpty })
    }
}

/// Collects the watcher's batches across threads and lets a test wait for a condition on them.
final class BatchRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [Set<String>] = []

    func record(_ batch: Set<String>) {
        condition.lock()
        batches.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    func reset() {
        condition.lock()
        batches.removeAll()
        condition.unlock()
    }

    var all: Set<String> {
        condition.lock()
        defer { condition.unlock() }
        return batches.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return batches.count
    }

    /// Waits until the union of all batches so far satisfies `predicate`.
    func waitFor(timeout: TimeInterval = 5, _ predicate: (Set<String>) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(batches.reduce(into: Set<String>()) { $0.formUnion($1) }) {
            if !condition.wait(until: deadline) {
                return predicate(batches.reduce(into: Set<String>()) { $0.formUnion($1) })
            }
        }
        return true
    }
}
