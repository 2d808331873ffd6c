import Foundation

/// Writes to the terminal. Errors go to standard error so that JSON on standard output stays parseable.
enum Console {
    enum Stream {
        case standardOutput, standardError

        func write(_ text: String) {
            switch self {
            case .standardOutput:
                FileHandle.standardOutput.write(Data(text.utf8))
            case .standardError:
                fflush(stdout)
                // The progress line is redrawn by its next tick, below this text.
                ProgressLine.lock.lock()
                ProgressLine.active?.eraseLocked()
                FileHandle.standardError.write(Data(text.utf8))
                ProgressLine.lock.unlock()
            }
        }
    }

    static let standardError = Stream.standardError

    static func error(_ message: String) {
        standardError.write("coursegen: error: \(message)\n")
    }

    static func warning(_ message: String) {
        standardError.write("coursegen: warning: \(message)\n")
    }

    /// Progress lines for long operations, on standard error.
    static func progress(_ message: String) {
        standardError.write(message + "\n")
    }
}
