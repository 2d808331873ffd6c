import Diagnostics
import Foundation
import LayoutFrames
import LayoutScript

/// `check --snapshots DIR`: runs every preview block of the course and compares its frames with the stored
/// snapshot `DIR/<block id>.json` (a frames document, DESIGN.md §6, holding that one block). With
/// `--update-snapshots` it writes the snapshots instead.
///
/// Frames are compared by meaning, not bytes: states by index and name, views by path, numbers within
/// `tolerance` points. So editing prose above a block (which moves its line) does not break its snapshot,
/// while a view that moved does.
struct SnapshotComparison {
    /// Solver results are deterministic; this only absorbs decimal round trips through JSON.
    static let tolerance = 0.01

    let source: URL
    let folder: String
    let update: Bool

    func run() throws -> [Diagnostic] {
        let files = try FramesCommand.lessonFiles(at: source.appendingPathComponent("lessons").path)
        let directory = URL(fileURLWithPath: folder)
        if update {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CheckConfigurationError("snapshot folder '\(folder)' does not exist (create it with --update-snapshots)")
            }
        }
        var diagnostics: [Diagnostic] = []
        var written = 0
        for file in files {
            let input = try LessonScriptInput.load(path: file)
            let lesson = LayoutBlockRunner.run(lesson: input)
            for block in lesson.blocks {
                let snapshotFile = directory.appendingPathComponent(block.id + ".json")
                let location = SourceLocation(file: file, line: block.line)
                if update {
                    let document = FramesDocument(lessons: [LessonFrames(file: file, blocks: [block])])
                    try document.encodedJSON().write(to: snapshotFile, options: .atomic)
                    written += 1
                    continue
                }
                guard let data = try? Data(contentsOf: snapshotFile) else {
                    diagnostics.append(.warning("snapshot-missing",
                        "preview '\(block.id)' has no snapshot \(snapshotFile.path) (run with --update-snapshots)",
                        at: location))
                    continue
                }
                guard let stored = try? FramesDocument.decode(from: data),
                      let storedBlock = stored.lessons.flatMap(\.blocks).first(where: { $0.id == block.id }) else {
                    diagnostics.append(.error("snapshot-unreadable",
                        "snapshot \(snapshotFile.path) is not a frames document holding preview '\(block.id)'",
                        at: location))
                    continue
                }
                if let difference = Self.firstDifference(current: block, snapshot: storedBlock) {
                    diagnostics.append(.error("snapshot-mismatch",
                        "preview '\(block.id)' no longer matches its snapshot: \(difference)", at: location,
                        notes: [Diagnostic.Note("if the change is intended, run coursegen check --snapshots \(folder) --update-snapshots")]))
                }
            }
        }
        if update { Console.progress("wrote \(written) snapshot\(written == 1 ? "" : "s") to \(folder)") }
        return diagnostics
    }

    /// A sentence naming the first difference, or nil when the frames agree.
    static func firstDifference(current: BlockFrames, snapshot: BlockFrames) -> String? {
        if current.device != snapshot.device {
            return "the device is \(current.device.name) \(current.device.size), the snapshot has \(snapshot.device.name) \(snapshot.device.size)"
        }
        if current.states.count != snapshot.states.count {
            return "it has \(current.states.count) states, the snapshot \(snapshot.states.count)"
        }
        for (now, then) in zip(current.states, snapshot.states) {
            if now.name != then.name { return "state '\(now.name)' was '\(then.name)'" }
            let before = Dictionary(then.views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for view in now.views {
                guard let old = before[view.path] else { return "in state '\(now.name)', \(view.path) is new" }
                if !close(view.frame, old.frame) {
                    return "in state '\(now.name)', \(view.path).frame is \(format(view.frame)), the snapshot has \(format(old.frame))"
                }
                if view.hidden != old.hidden || abs(view.alpha - old.alpha) > tolerance {
                    return "in state '\(now.name)', \(view.path) visibility changed (hidden \(view.hidden), alpha \(view.alpha))"
                }
            }
            let paths = Set(now.views.map(\.path))
            if let gone = then.views.first(where: { !paths.contains($0.path) }) {
                return "in state '\(now.name)', \(gone.path) is gone"
            }
            if (now.keyboard == nil) != (then.keyboard == nil) || !close(now.keyboard ?? [], then.keyboard ?? []) {
                return "in state '\(now.name)', the keyboard frame changed"
            }
        }
        return nil
    }

    private static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private static func format(_ values: [Double]) -> String {
        "[" + values.map { $0.isFinite && $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }.joined(separator: ", ") + "]"
    }
}
