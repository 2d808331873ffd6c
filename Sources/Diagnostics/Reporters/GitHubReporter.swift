/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the file and line in the pull
/// request (`::error file=…,line=…,col=…,title=…::message`). Notes are folded into the message; a plain
/// summary line ends the output (GitHub prints it in the log).
public struct GitHubReporter: DiagnosticReporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += annotation(for: diagnostic) + "\n"
        }
        return out + DiagnosticSummary(diagnostics).sentence + "\n"
    }

    private func annotation(for diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = diagnostic.expected ? "notice" : "error"
        case .warning: command = diagnostic.expected ? "notice" : "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + Self.escapeProperty(location.file))
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + Self.escapeProperty(diagnostic.code + (diagnostic.expected ? " (expected)" : "")))
        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
        }
        return "::\(command) " + properties.joined(separator: ",") + "::" + Self.escapeData(message)
    }

    /// Escaping of a command's message, as GitHub's runner decodes it (scalar by scalar, so a CR LF pair,
    /// which Swift treats as one character, is still escaped).
    static func escapeData(_ text: String) -> String {
        escape(text, extra: [:])
    }

    /// Property values additionally escape the separators `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":": "%3A", ",": "%2C"])
    }

    private static func escape(_ text: String, extra: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if let replacement = extra[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
