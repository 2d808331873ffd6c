import Foundation
import LayoutFrames

/// One constraint of the overlay, resolved to what the page draws, Xcode style: an I-bar with the constant for
/// spacing and sizes, a line for aligned edges and centers. The geometry is kept symbolic (which edge of which
/// item) so the page's script can redraw the same mark for any state, device or width; `MarkGeometry` turns it
/// into coordinates, and preview.js mirrors that function.
struct ConstraintMark: Encodable, Equatable {
    enum Kind: String { case size, space, align, none }

    /// An anchor's owner: a view element, optionally one of its layout guides.
    struct Item: Equatable {
        var view: Int
        /// `safe`, `margins`, `readable`, `keyboard`, or empty for the view itself.
        var guide: String
    }

    var kind: Kind
    /// `x` or `y`: the axis the constraint measures along.
    var axis: String
    var first: Item?
    /// Position along the axis as a fraction of the item's extent (0 = leading/top edge, 0.5 = center).
    var firstFraction: Double
    var second: Item?
    var secondFraction: Double
    /// The badge text: relation symbol, then the constant (and the multiplier when not 1).
    var badge: String
    /// Space-separated classes: `cg-opt` for optional priorities, a status (`cg-broken`, `cg-conflict`,
    /// `cg-ambiguous`), `cg-sys` for constraints UIKit made (intrinsic size, stack, autoresizing, host).
    var classes: String
    var record: ConstraintRecord

    init(record: ConstraintRecord, tree: ViewTree, conflicts: ConflictHints, ambiguity: AmbiguityHints) {
        self.record = record
        let (firstItem, firstAttribute) = Self.split(record.first, tree: tree)
        let (secondItem, secondAttribute) = record.second.map { Self.split($0, tree: tree) } ?? (nil, nil)
        let firstAnchor = firstAttribute.flatMap(Self.anchor)
        let secondAnchor = secondAttribute.flatMap(Self.anchor)
        first = firstItem
        second = secondItem
        axis = firstAnchor?.axis ?? "x"
        firstFraction = firstAnchor?.fraction ?? 0
        secondFraction = secondAnchor?.fraction ?? 0

        if firstItem == nil || firstAnchor == nil {
            kind = .none
        } else if firstAnchor?.fraction == nil {
            kind = .size
        } else if secondItem == nil || secondAnchor?.fraction == nil || secondAnchor?.axis != firstAnchor?.axis {
            kind = .none
        } else if record.constant == 0 && record.multiplier == 1 {
            kind = .align
        } else {
            kind = .space
        }

        // Xcode's badges: spacing and sizes show their constant; inequalities add ≤ or ≥; a size relative to
        // another item (equal widths) shows = with its multiplier.
        let symbol = ["<=": "≤", ">=": "≥"][record.relation]
        var parts: [String] = symbol.map { [$0] } ?? []
        if kind == .size && record.second != nil {
            if symbol == nil { parts.append("=") }
            if record.multiplier != 1 { parts.append("×" + HTMLText.number(record.multiplier)) }
            if record.constant != 0 { parts.append((record.constant < 0 ? "−" : "+") + HTMLText.number(abs(record.constant))) }
        } else if kind == .space || kind == .size {
            if record.multiplier != 1 && record.second != nil { parts.append("×" + HTMLText.number(record.multiplier)) }
            parts.append(HTMLText.number(kind == .space ? abs(record.constant) : record.constant))
        }
        self.badge = BadgeDecimals.trimmed(parts.joined(separator: " "))

        var classes: [String] = []
        if record.priority < 1000 { classes.append("cg-opt") }
        if record.broken { classes.append("cg-broken") }
        else if conflicts.involves(record) { classes.append("cg-conflict") }
        else if ambiguity.involves(record) { classes.append("cg-ambiguous") }
        if !["snapkit", "anchor"].contains(record.origin) { classes.append("cg-sys") }
        // Hugging and compression resistance are drawn only when the reader asks for them, as in Xcode.
        if record.origin == "intrinsic" { classes.append("cg-intrinsic") }
        self.classes = classes.joined(separator: " ")
    }

    /// `movingBox.top` → (movingBox's element, `top`); `self.safeAreaLayoutGuide.bottom` → (self's safe guide).
    private static func split(_ anchor: String, tree: ViewTree) -> (Item?, String?) {
        guard let dot = anchor.lastIndex(of: ".") else { return (nil, nil) }
        var owner = String(anchor[..<dot])
        var attribute = String(anchor[anchor.index(after: dot)...])
        var guide = ""
        for (suffix, name) in [(".safeAreaLayoutGuide", "safe"), (".layoutMarginsGuide", "margins"),
                               (".readableContentGuide", "readable"), (".keyboardLayoutGuide", "keyboard")]
        where owner.hasSuffix(suffix) {
            owner.removeLast(suffix.count)
            guide = name
        }
        for suffix in ["WithinMargins", "Margin"] where attribute.hasSuffix(suffix) {
            attribute.removeLast(suffix.count)
            if guide.isEmpty { guide = "margins" }
        }
        guard let view = tree.index(of: owner) else { return (nil, attribute) }
        return (Item(view: view, guide: guide), attribute)
    }

    /// An attribute's axis and its position along it; a nil fraction means a dimension (width, height).
    private static func anchor(_ attribute: String) -> (axis: String, fraction: Double?)? {
        switch attribute {
        case "left", "leading": return ("x", 0)
        case "right", "trailing": return ("x", 1)
        case "centerX": return ("x", 0.5)
        case "top": return ("y", 0)
        case "bottom": return ("y", 1)
        case "centerY": return ("y", 0.5)
        // Baselines: where a single line of Inter sits in a label whose height is its line height.
        case "firstBaseline", "lastBaseline", "baseline": return ("y", 0.8)
        case "width": return ("x", nil)
        case "height": return ("y", nil)
        default: return nil
        }
    }

    /// The compact form stored in the page's state data: [kind, axis, firstView, firstGuide, firstFraction,
    /// secondView, secondGuide, secondFraction], views as element indexes (-1 when absent).
    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(kind.rawValue)
        try container.encode(axis)
        try container.encode(first?.view ?? -1)
        try container.encode(first?.guide ?? "")
        try container.encode(firstFraction)
        try container.encode(second?.view ?? -1)
        try container.encode(second?.guide ?? "")
        try container.encode(secondFraction)
    }
}

/// View paths a diagnostic message names (`Text of UILabel:nameLabel is truncated` names `nameLabel`).
func pathsNamed(in message: String, tree: ViewTree) -> Set<String> {
    let words = Set(message.split(whereSeparator: { !($0.isLetter || $0.isNumber || "._[]".contains($0)) })
        .map(String.init))
    return Set(tree.paths.filter(words.contains))
}

/// Which constraints an ambiguity diagnostic is about: the lines it names, and the views its message names.
struct AmbiguityHints {
    var lines: Set<Int> = []
    var paths: Set<String> = []

    init(diagnostics: [FrameDiagnostic], tree: ViewTree) {
        for diagnostic in diagnostics where diagnostic.code.contains("ambiguous") {
            if let line = diagnostic.line { lines.insert(line) }
            for note in diagnostic.notes ?? [] { if let line = note.line { lines.insert(line) } }
            paths.formUnion(pathsNamed(in: diagnostic.message, tree: tree))
        }
    }

    func involves(_ record: ConstraintRecord) -> Bool {
        if let line = record.line, lines.contains(line) { return true }
        func owner(_ anchor: String?) -> String? {
            guard let anchor, let dot = anchor.lastIndex(of: ".") else { return nil }
            return String(anchor[..<dot])
        }
        return [owner(record.first), owner(record.second)].contains { $0.map(paths.contains) ?? false }
    }
}

/// Which constraints a conflict diagnostic is about. Its location and notes give lines; one SnapKit chain line
/// can make several constraints (`make.size.equalTo(100)` makes width and height), so when the texts on a line
/// name attributes (`box.width == 100`, `UIView:0x7a.width == 200`), only the constraints they name count.
struct ConflictHints {
    private var textsByLine: [Int: [String]] = [:]
    private static let attributes = ["width", "height", "top", "bottom", "leading", "trailing", "left", "right",
                                     "centerX", "centerY", "firstBaseline", "lastBaseline"]

    init(diagnostics: [FrameDiagnostic]) {
        for diagnostic in diagnostics where diagnostic.code == "conflict" {
            if let line = diagnostic.line { textsByLine[line, default: []].append(diagnostic.message) }
            for note in diagnostic.notes ?? [] {
                if let line = note.line { textsByLine[line, default: []].append(note.message) }
            }
        }
    }

    func involves(_ record: ConstraintRecord) -> Bool {
        guard let line = record.line, let texts = textsByLine[line] else { return false }
        let attribute = record.first.split(separator: ".").last.map(String.init) ?? record.first
        func names(_ text: String, _ attribute: String) -> Bool {
            text.contains(".\(attribute) ") || text.hasSuffix(".\(attribute)")
        }
        if texts.contains(where: { names($0, attribute) }) { return true }
        // Texts that name no attribute at all leave the line as the only clue.
        return !texts.contains { text in Self.attributes.contains { names(text, $0) } }
    }
}
