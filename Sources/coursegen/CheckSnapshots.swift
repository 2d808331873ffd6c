import CourseSite
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
        var firstUse: [String: SourceLocation] = [:]
        for path in files {
            // Findings name the lesson as every other finding does: relative to the working directory.
            let file = DisplayPath.of(URL(fileURLWithPath: path))
            let input = try LessonScriptInput.load(path: path, displayPath: file)
            let lesson = LayoutBlockRunner.run(lesson: input)
            let lines = Self.lines(of: path)
            // A block whose id= an earlier block of the lesson has is published under an automatic id (with a
            // duplicate-id warning), but a snapshot is named by the id the author wrote: that one is used twice.
            var authoredIDs: [Int: String] = [:]
            for fenced in input.blocks { authoredIDs[fenced.fenceLine] = BlockAttributes.parse(fenced.infoString)["id"] }
            for block in lesson.blocks {
                let location = Self.idLocation(file: file, fenceLine: block.line, lines: lines)
                if let problem = Self.fileNameProblem(id: block.id) {
                    diagnostics.append(.error("snapshot-id",
                        "preview id '\(Self.printable(block.id))' cannot name a snapshot file: \(problem); "
                        + "use letters, digits, '-', '_' and '.' (not first)", at: location))
                    continue
                }
                let authored = authoredIDs[block.line] ?? block.id
                if let first = firstUse[authored] {
                    diagnostics.append(.error("snapshot-id",
                        "preview id '\(authored)' is used twice: both blocks would share the snapshot \(authored).json",
                        at: location, notes: [Diagnostic.Note("the first block with this id", at: first)]))
                    continue
                }
                firstUse[block.id] = location
                let snapshotFile = directory.appendingPathComponent(block.id + ".json")
                if update {
                    let document = FramesDocument(lessons: [LessonFrames(file: file, blocks: [block])])
                    do {
                        try document.encodedJSON().write(to: snapshotFile, options: .atomic)
                    } catch {
                        diagnostics.append(.error("snapshot-write",
                            "cannot write the snapshot \(snapshotFile.path): \(Self.reason(error))", at: location))
                        continue
                    }
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

    /// Why `id` cannot be a file name inside the snapshot folder, or nil when `DIR/<id>.json` is safe: the id
    /// must stay one plain name in that folder (no path separators, no `..`, not hidden, not too long).
    static func fileNameProblem(id: String) -> String? {
        if id.isEmpty { return "it is empty" }
        if id.contains("/") || id.contains("\\") { return "it contains a path separator" }
        if id.contains("..") { return "it contains '..'" }
        if id.hasPrefix(".") { return "it starts with '.'" }
        if id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "it contains a control character"
        }
        // 255 bytes is the usual limit of one file name; ".json" takes 5.
        if id.utf8.count > 250 { return "it is longer than 250 bytes" }
        return nil
    }

    /// The id as a message can show it (control characters escaped).
    static func printable(_ id: String) -> String {
        String(id.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }
            .joined().prefix(120))
    }

    /// The Markdown lines of a lesson, for the column of `id=` on a block's fence line.
    private static func lines(of file: String) -> [Substring] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where the block's `id=` attribute is written on its fence line (column 1 when it is not found: a default id).
    static func idLocation(file: String, fenceLine: Int, lines: [Substring]) -> SourceLocation {
        guard fenceLine >= 1, fenceLine <= lines.count else { return SourceLocation(file: file, line: fenceLine) }
        let scalars = Array(lines[fenceLine - 1].unicodeScalars)
        var index = 0
        while index + 2 < scalars.count {
            if scalars[index] == "i", scalars[index + 1] == "d", scalars[index + 2] == "=",
               index == 0 || scalars[index - 1].properties.isWhitespace {
                return SourceLocation(file: file, line: fenceLine, column: index + 1)
            }
            index += 1
        }
        return SourceLocation(file: file, line: fenceLine, column: 1)
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
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
