/// A command's arguments split into positionals, `--flag` switches and `--option value` pairs.
///
/// Each command declares what it accepts by asking for it; `finish()` then rejects anything left over, so a
/// misspelt flag is a usage error (exit 2) instead of being ignored.
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var options: [String: [String]] = [:]
    private var switches: Set<String> = []
    private var consumed: Set<String> = []
    private var consumedPositionals = 0

    init(_ arguments: [String]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                positionals.append(contentsOf: arguments[(index + 1)...])
                break
            }
            if argument.hasPrefix("-"), argument.count > 1 {
                if let equals = argument.firstIndex(of: "=") {
                    let name = String(argument[..<equals])
                    options[name, default: []].append(String(argument[argument.index(after: equals)...]))
                } else if index + 1 < arguments.count, !Self.looksLikeOption(arguments[index + 1]) {
                    // Ambiguous until a command says whether the name is a switch; keep both readings.
                    options[argument, default: []].append(arguments[index + 1])
                    switches.insert(argument)
                    index += 1
                    pendingSwitchValues[argument, default: []].append(arguments[index])
                } else {
                    switches.insert(argument)
                }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
    }

    /// `-o`, `--port`: a word that names an option rather than a value. A lone `-` (standard input) is a value,
    /// and so is a negative number (`--width -1`), so the command can say what is wrong with it.
    private static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && Double(word) == nil
    }

    /// Values that followed a name which may turn out to be a switch; they become positionals then.
    private var pendingSwitchValues: [String: [String]] = [:]

    /// True when `--name` was given as a switch. A word after it is then a positional argument.
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        for name in names where switches.contains(name) {
            found = true
            consumed.insert(name)
            if let values = pendingSwitchValues.removeValue(forKey: name) {
                options[name] = nil
                positionals.append(contentsOf: values)
            }
        }
        return found
    }

    /// The value of `--name VALUE` or `--name=VALUE` (the last one wins).
    mutating func option(_ names: String...) throws -> String? {
        var value: String?
        for name in names {
            if let values = options[name], let last = values.last {
                value = last
                consumed.insert(name)
                pendingSwitchValues[name] = nil
            } else if switches.contains(name) {
                throw UsageError("option \(name) needs a value")
            }
        }
        return value
    }

    /// The next positional argument, if any.
    mutating func positional() -> String? {
        guard consumedPositionals < positionals.count else { return nil }
        defer { consumedPositionals += 1 }
        return positionals[consumedPositionals]
    }

    /// Rejects options and positionals that the command did not ask for.
    func finish() throws {
        let unknown = Set(options.keys).union(switches).subtracting(consumed)
        if let name = unknown.sorted().first {
            throw UsageError("unknown option '\(name)'")
        }
        if consumedPositionals < positionals.count {
            throw UsageError("unexpected argument '\(positionals[consumedPositionals])'")
        }
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
