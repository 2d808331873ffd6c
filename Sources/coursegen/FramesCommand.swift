import Diagnostics
import Foundation
import LayoutFrames
import LayoutScript

/// `coursegen frames PATH [--device NAME] [--width W] [--landscape]`: runs every preview block of a lesson file
/// (or of every lesson under a folder) and prints the frames JSON of DESIGN.md §6. Diagnostics go to standard
/// error in the compiler format; the exit status is 1 when a block has an (unexpected) error.
enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "Run a lesson's layout blocks and print their solved frames as JSON"
    static let usage = """
        usage: coursegen frames PATH [--device NAME] [--width W] [--landscape]

          PATH           a lesson Markdown file, or a folder of lessons (searched recursively)
          --device NAME  render on this device (e.g. "iPhone SE"); default: each block's device= or iPhone 15
          --width W      canvas width in points (overrides the device's screen width)
          --landscape    use the device's landscape variant
        """

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let path: String
        var options = RunOptions()
        options.deviceName = try arguments.option("--device")
        if let w = try arguments.option("--width") {
            guard let width = Double(w), width.isFinite, width > 0 else { throw UsageError("--width needs a positive number") }
            options.width = width
        }
        options.landscape = arguments.flag("--landscape")
        guard let p = arguments.positional() else { throw UsageError("missing PATH") }
        path = p
        try arguments.finish()
        if let name = options.deviceName, LayoutBlockRunner.knownDevice(name) == false {
            Console.error("unknown device '\(name)'; known devices: \(LayoutBlockRunner.deviceNames.joined(separator: ", "))")
            return ExitCode.usage
        }
        let files: [String]
        do {
            files = try lessonFiles(at: path)
        } catch {
            Console.error("\(path): \(error.localizedDescription)")
            return ExitCode.failure
        }
        var lessons: [LessonFrames] = []
        var failed = false
        let renderer = TextDiagnosticRenderer()
        for file in files {
            let input: LessonScriptInput
            do {
                input = try LessonScriptInput.load(path: file)
            } catch {
                Console.error("\(file): cannot read: \(error.localizedDescription)")
                failed = true
                continue
            }
            let frames = LayoutBlockRunner.run(lesson: input, options: options)
            for block in frames.blocks {
                let diagnostics = block.diagnostics(file: file).filter { !$0.expected }
                if !diagnostics.isEmpty { Console.standardError.write(renderer.render(diagnostics)) }
                if diagnostics.hasFailures() { failed = true }
            }
            lessons.append(frames)
        }
        do {
            let data = try FramesDocument(lessons: lessons).encodedJSON()
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
        } catch {
            Console.error("cannot encode frames: \(error)")
            return ExitCode.failure
        }
        return failed ? ExitCode.failure : ExitCode.ok
    }

    static func lessonFiles(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile)
        }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let item = enumerator?.nextObject() as? String {
            if item.hasSuffix(".md") && !item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                files.append((path as NSString).appendingPathComponent(item))
            }
        }
        return files.sorted()
    }
}
