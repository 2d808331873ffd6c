import Diagnostics
import Foundation
import LayoutFrames
import LayoutScript
import LessonMarkdown

/// `coursegen frames PATH [--device NAME] [--width W] [--landscape]`: runs every preview block of a lesson file
/// (or of every lesson under a folder) and prints the frames JSON of DESIGN.md §6. Diagnostics go to standard
/// error in the compiler format. Exit status (DESIGN.md §3): 1 when a block has an (unexpected) error or a lesson is
/// not valid UTF-8 (a problem in the content, as `build` reports it); 2 for usage errors and a PATH that is missing
/// or is not a regular file or folder.
enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "Run a lesson's layout blocks and print their solved frames as JSON"
    static let usage = """
        usage: coursegen frames PATH [--device NAME] [--width W] [--landscape]

          PATH           a lesson Markdown file, or a folder of lessons (searched recursively)
          --device NAME  render on this device (e.g. "iPhone SE"); default: each block's device= or iPhone 15
          --width W      canvas width in points, 1 to 10000 (overrides the device's screen width)
          --landscape    use the device's landscape variant

        Exit status: 0 ok, 1 a block has errors (or a lesson is not valid UTF-8), 2 usage or an unreadable PATH.
        """

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let path: String
        var options = RunOptions()
        options.deviceName = try arguments.option("--device")
        if let text = try arguments.option("--width") {
            options.width = try canvasWidth(text)
        }
        options.landscape = arguments.flag("--landscape")
        guard let p = arguments.positional() else { throw UsageError("missing PATH") }
        path = p
        try arguments.finish()
        if let name = options.deviceName, LayoutBlockRunner.knownDevice(name) == false {
            Console.error(LayoutBlockRunner.unknownDevice(name))
            return ExitCode.usage
        }
        let renderer = TextDiagnosticRenderer()
        var files: [String]
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            files = try lessonFiles(at: path)
        } else {
            files = [path]
        }
        var lessons: [LessonFrames] = []
        var failed = false
        for file in files {
            let input: LessonScriptInput
            do {
                input = try LessonScriptInput.load(path: file)
            } catch {
                Console.standardError.write(renderer.render([error.diagnostic]))
                // The lesson is there but says something wrong (not UTF-8): a content error, as for `build`.
                // A PATH that cannot be read as a file is an input error; inside a folder, the other lessons still run.
                if error.isInputError && files.count == 1 && file == path { return ExitCode.usage }
                failed = true
                continue
            }
            let frames = LayoutBlockRunner.run(lesson: input, options: options)
            let nearMisses = input.blocks.compactMap { $0.previewNearMiss(file: file) }
            if !nearMisses.isEmpty { Console.standardError.write(renderer.render(nearMisses)) }
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

    /// The widest canvas `--width` accepts, in points: wider than any device (the iPad is 820, 1,180 in
    /// landscape) with room for desktop-sized experiments, and far from where layout arithmetic loses precision.
    static let widthRange: ClosedRange<Double> = 1...10_000

    /// `--width W`: a plain number of points in `widthRange` (`320`, `393.5`).
    static func canvasWidth(_ text: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Double() also reads "inf", "nan" and hexadecimal; only decimal numbers are widths.
        let decimal = !trimmed.isEmpty && trimmed.allSatisfy { "0123456789.+-eE".contains($0) }
        guard decimal, let width = Double(trimmed), width.isFinite, widthRange.contains(width) else {
            throw UsageError("--width must be a number of points from \(Int(widthRange.lowerBound)) to "
                             + "\(Int(widthRange.upperBound)), not '\(text)'")
        }
        return width
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
