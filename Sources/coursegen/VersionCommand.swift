/// `coursegen version` (also `coursegen --version`): prints the version, `coursegen 0.1.0`.
enum VersionCommand: Command {
    static let name = "version"
    static let summary = "print coursegen's version (also: coursegen --version)"
    static let usage = """
        usage: coursegen version
               coursegen --version

        Prints the version of this coursegen, as `coursegen 0.1.0`.
        """

    /// The release this source tree is; raised by hand when a release is made.
    static let number = "0.1.0"

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        try arguments.finish()
        print("coursegen \(number)")
        return ExitCode.ok
    }
}
