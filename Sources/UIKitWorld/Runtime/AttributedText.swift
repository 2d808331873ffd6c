import AutoLayout
import Foundation
import SwiftSubset
import TextMetrics

/// NSAttributedString / NSMutableAttributedString: the string and its attributes as runs over UTF-16 offsets
/// (NSRange's units). The text engine measures a view's text in one font, so a label or button takes the
/// attributes of the first run (`font`, `foregroundColor`, a paragraph style's `alignment`); see `apply`.
final class AttributedStringObject: NativeObject {
    /// A stretch of the string with the same attributes, keyed by attribute name (`font`, `paragraphStyle`, …).
    struct Run {
        var length: Int
        var attributes: [String: Value]
    }

    private(set) var string: String
    private(set) var runs: [Run]

    init(className: String, string: String, attributes: [String: Value] = [:]) {
        self.string = string
        self.runs = [Run(length: string.utf16.count, attributes: attributes)]
        super.init(className: className)
    }

    var length: Int { string.utf16.count }

    /// `NSAttributedString(string:)`, `(string:attributes:)`, `(attributedString:)`, `NSMutableAttributedString()`.
    static func make(_ typeName: String, _ args: Args) -> AttributedStringObject {
        if case .object(let o)? = args.named("attributedString"), let other = o as? AttributedStringObject {
            return other.copy(as: typeName)
        }
        let text = Convert.string(args.named("string") ?? args.unlabeled) ?? ""
        return AttributedStringObject(className: typeName, string: text, attributes: attributeDictionary(args.named("attributes")))
    }

    func copy(as typeName: String) -> AttributedStringObject {
        let c = AttributedStringObject(className: typeName, string: string)
        c.runs = runs
        return c
    }

    /// `[.font: f, NSAttributedString.Key.foregroundColor: c]` → `["font": f, "foregroundColor": c]`.
    static func attributeDictionary(_ v: Value?) -> [String: Value] {
        guard case .dictionary(let entries)? = v else { return [:] }
        var result: [String: Value] = [:]
        for entry in entries {
            if let name = keyName(entry.key) { result[name] = entry.value }
        }
        return result
    }

    static func keyName(_ v: Value) -> String? {
        if let name = Convert.caseName(v) { return name }
        if case .string(let s) = v { return s }
        return nil
    }

    /// The attributes at a UTF-16 offset (those of the first run for an empty string).
    func attributes(at offset: Int) -> [String: Value] {
        var start = 0
        for run in runs {
            if offset < start + run.length { return run.attributes }
            start += run.length
        }
        return runs.first?.attributes ?? [:]
    }

    /// Splits runs so that `offset` is a run boundary.
    private func split(at offset: Int) {
        var start = 0
        for (i, run) in runs.enumerated() {
            if offset == start { return }
            if offset < start + run.length {
                let head = Run(length: offset - start, attributes: run.attributes)
                let tail = Run(length: run.length - (offset - start), attributes: run.attributes)
                runs.replaceSubrange(i...i, with: [head, tail])
                return
            }
            start += run.length
        }
    }

    /// Changes the attributes of the runs within `range` (clamped to the string, as far as Foundation's
    /// exception for an out-of-bounds range is concerned: the preview applies what lies inside).
    private func edit(_ range: (location: Int, length: Int), _ change: (inout [String: Value]) -> Void) {
        let lower = max(0, min(range.location, length)), upper = max(lower, min(range.location + range.length, length))
        guard upper > lower else { return }
        split(at: lower)
        split(at: upper)
        var start = 0
        for i in runs.indices {
            if start >= lower && start + runs[i].length <= upper { change(&runs[i].attributes) }
            start += runs[i].length
        }
        runs.removeAll { $0.length == 0 && length > 0 }
    }

    static func range(_ v: Value?) -> (location: Int, length: Int)? {
        guard case .structure(let s)? = v, s.typeName == "NSRange" else { return nil }
        return (s.fields["location"]?.asInt ?? 0, s.fields["length"]?.asInt ?? 0)
    }

    static func nsRange(location: Int, length: Int) -> Value {
        .structure(StructValue("NSRange", [("location", .int(location)), ("length", .int(length))]))
    }

    override func respondsTo(_ name: String) -> Bool {
        ["string", "length", "append", "addAttribute", "addAttributes", "setAttributes", "removeAttribute",
         "attributes", "attribute", "copy", "mutableCopy", "insert", "replaceCharacters"].contains(name)
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "string": return .string(string)
        case "length": return .int(length)
        default: return nil
        }
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "append":
            let other: AttributedStringObject
            if case .object(let o)? = args.first, let a = o as? AttributedStringObject { other = a }
            else { other = AttributedStringObject(className: className, string: Convert.string(args.first) ?? "") }
            string += other.string
            runs += other.runs
            runs.removeAll { $0.length == 0 && length > 0 }
        case "insert":
            // insert(_:at:): the inserted string keeps its own attributes.
            guard case .object(let o)? = args.first, let other = o as? AttributedStringObject else { return .void }
            let at = max(0, min(args.named("at")?.asInt ?? 0, length))
            let utf16 = Array(string.utf16)
            string = (String(utf16CodeUnits: Array(utf16[..<at]), count: at))
                + other.string + String(utf16CodeUnits: Array(utf16[at...]), count: utf16.count - at)
            split(at: at)
            var start = 0, index = runs.count
            for (i, run) in runs.enumerated() {
                if start == at { index = i; break }
                start += run.length
            }
            runs.insert(contentsOf: other.runs, at: min(index, runs.count))
            runs.removeAll { $0.length == 0 && length > 0 }
        case "addAttribute":
            guard let key = args.first.flatMap(AttributedStringObject.keyName), let r = AttributedStringObject.range(args.named("range")) else { return .void }
            let value = args.named("value") ?? .nilValue
            edit(r) { $0[key] = value }
        case "addAttributes", "setAttributes":
            guard let r = AttributedStringObject.range(args.named("range")) else { return .void }
            let attributes = AttributedStringObject.attributeDictionary(args.first)
            edit(r) { current in
                if name == "setAttributes" { current = attributes } else { current.merge(attributes) { $1 } }
            }
        case "removeAttribute":
            guard let key = args.first.flatMap(AttributedStringObject.keyName), let r = AttributedStringObject.range(args.named("range")) else { return .void }
            edit(r) { $0[key] = nil }
        case "attributes":
            let attributes = self.attributes(at: args.named("at")?.asInt ?? 0)
            return .dictionary(attributes.sorted { $0.key < $1.key }.map {
                DictEntry(key: .plainCase($0.key), value: $0.value)
            })
        case "attribute":
            guard let key = args.first.flatMap(AttributedStringObject.keyName) else { return .nilValue }
            return attributes(at: args.named("at")?.asInt ?? 0)[key] ?? .nilValue
        case "copy":
            return .object(copy(as: className))
        case "mutableCopy":
            return .object(copy(as: "NSMutableAttributedString"))
        default:
            return nil
        }
        return .void
    }

    /// What the first run's attributes give a label or a button: its font (with `base` where the run has none,
    /// as UILabel fills unset attributes from its own properties), text colour and alignment. Attributes that
    /// would change the measured size but are not modelled are named in `unsupported-api` warnings.
    func apply(to object: ViewObject, _ rt: Runtime, loc: Loc, what: String) {
        let first = attributes(at: 0)
        let view = object.view
        if let font = Convert.font(first["font"]) { view.font = font }
        if let color = Convert.color(first["foregroundColor"]) { view.appearance.textColor = color }
        if case .object(let style)? = first["paragraphStyle"], let alignment = style.fields["alignment"] {
            view.textAlignment = Convert.textAlignment(alignment)
        }
        var unsupported: [String] = []
        let fonts = runs.compactMap { Convert.font($0.attributes["font"]) }
        if Set(fonts).count > 1 || (fonts.count != runs.count && !fonts.isEmpty && runs.count > 1) {
            unsupported.append("several fonts in one string (measured in the first run's font)")
        }
        for run in runs {
            if run.attributes["kern"].map({ ($0.asDouble ?? 0) != 0 }) == true { unsupported.append("kern") }
            if run.attributes["baselineOffset"].map({ ($0.asDouble ?? 0) != 0 }) == true { unsupported.append("baselineOffset") }
            if case .object(let style)? = run.attributes["paragraphStyle"] {
                for key in ["lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight",
                            "paragraphSpacing", "paragraphSpacingBefore", "firstLineHeadIndent", "headIndent",
                            "tailIndent"] {
                    if let v = style.fields[key]?.asDouble, v != 0, !(key == "lineHeightMultiple" && v == 1) {
                        unsupported.append("NSParagraphStyle.\(key)")
                    }
                }
            }
        }
        var seen = Set<String>()
        for item in unsupported where seen.insert(item).inserted {
            rt.interp.warn("unsupported-api", "'\(item)' in the \(what) is not supported by the layout runtime; the text is measured without it", at: loc)
        }
    }
}
