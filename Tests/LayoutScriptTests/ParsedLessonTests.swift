import Dispatch
import Foundation
import LayoutFrames
@testable import LayoutScript
import UIKitWorld
import Testing

/// `ParsedLesson` exists so the preview renderer can parse a lesson once and solve it on many devices and
/// widths at the same time. That must not change a single byte of output: every course lesson is run the
/// old way (parse, then run, for each variant) and the new way (one shared parse, runs on many threads), and
/// the encoded frames JSON must be identical.
struct ParsedLessonTests {
    static func courseLessons() -> [LessonScriptInput] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("content/lessons")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { url in
                guard let markdown = try? String(contentsOf: url, encoding: .utf8) else { return nil }
                return LessonScriptInput(file: "content/lessons/\(url.lastPathComponent)",
                                         slug: url.deletingPathExtension().lastPathComponent,
                                         blocks: MarkdownFences.scan(markdown))
            }
    }

    /// A sample of what the renderer asks for: own device, another device in landscape, both sweep ends.
    static let variants: [RunOptions] = [
        RunOptions(),
        RunOptions(deviceName: "iPhone SE", landscape: true),
        RunOptions(deviceName: "iPad (10th generation)"),
        RunOptions(width: 320),
        RunOptions(width: 440),
    ]

    static func json(_ lesson: LessonFrames) throws -> Data {
        try FramesDocument(lessons: [lesson]).encodedJSON()
    }

    @Test func sharedParseGivesTheSameFramesAsParsingForEveryRun() throws {
        let lessons = Self.courseLessons()
        #expect(lessons.count >= 9, "the course lessons in content/lessons are the fixture")
        for lesson in lessons {
            let fresh = try Self.variants.map { try Self.json(LayoutBlockRunner.run(lesson: lesson, options: $0)) }
            let parsed = ParsedLesson(lesson: lesson)
            let shared = SharedSlots(count: Self.variants.count * 2)
            // Each variant twice, concurrently, on the one parsed lesson: a run must neither see nor leave state.
            DispatchQueue.concurrentPerform(iterations: Self.variants.count * 2) { i in
                let options = Self.variants[i % Self.variants.count]
                shared.set(i, try? Self.json(LayoutBlockRunner.run(module: parsed, options: options)))
            }
            for i in 0..<(Self.variants.count * 2) {
                #expect(shared.values[i] == fresh[i % Self.variants.count], "\(lesson.file) variant \(i % Self.variants.count)")
            }
        }
    }
}

private final class SharedSlots: @unchecked Sendable {
    private var slots: [Data?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Data?) { lock.lock(); slots[i] = value; lock.unlock() }
    var values: [Data?] { lock.lock(); defer { lock.unlock() }; return slots }
}

/// Deduplication compares diagnostics with their object numbers (`UIView:0x1f`) removed; the hand-written
/// scan must agree with the regular expression it replaced, `0x[0-9a-f]+` → `0x`, leftmost match first.
struct ObjectNumberStrippingTests {
    @Test func agreesWithTheRegularExpression() {
        let samples = ["UIView:0x1f and UILabel:0x2a0", "0x", "0x0x1", "ab0xZZ", "0xfg", "no numbers", "x0x9 0X1 0xA",
                       "⚠︎ UIView:0x3 ‘é’", ""]
        for s in samples {
            let regex = s.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x", options: .regularExpression)
            #expect(withoutObjectNumbers(s) == regex, "\(s)")
        }
    }
}
