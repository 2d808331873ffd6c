import Foundation

/// One subcommand of `coursegen`.
protocol Command {
    static var name: String { get }
    /// One line for `coursegen help`.
    static var summary: String { get }
    /// The full usage text printed by `coursegen help NAME` and on usage errors.
    static var usage: String { get }
    /// Throws `UsageError` for bad arguments; the dispatcher prints it with the usage text and exits 2.
    static func run(_ arguments: ParsedArguments) throws -> Int32
}

enum CommandDispatcher {
    static let commands: [Command.Type] = [
        BuildCommand.self, CheckCommand.self, FramesCommand.self, SolveCommand.self, ServeCommand.self,
        NewCommand.self, VersionCommand.self,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            printHelp(to: .standardError)
            return ExitCode.usage
        }
        switch first {
        case "help", "--help", "-h":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                print(command.usage)
            } else {
                printHelp(to: .standardOutput)
            }
            return ExitCode.ok
        case "--version":
            return (try? VersionCommand.run(ParsedArguments([]))) ?? ExitCode.ok
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            Console.error("unknown command '\(first)'")
            printHelp(to: .standardError)
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.usage)
            return ExitCode.ok
        }
        do {
            return try command.run(try ParsedArguments(rest))
        } catch let error as UsageError {
            Console.error(error.message)
            Console.standardError.write(command.usage + "\n")
            return ExitCode.usage
        } catch {
            Console.error("\(error)")
            return ExitCode.usage
        }
    }

    private static func printHelp(to stream: Console.Stream) {
        var text = "coursegen \(VersionCommand.number): a static site generator for programming courses\n\n"
        text += "usage: coursegen <command> [options]\n\ncommands:\n"
        for command in commands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nRun 'coursegen help <command>' for a command's options.\n"
        stream.write(text)
    }
}

enum ExitCode {
    static let ok: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
