/// Whether a block's code can be run once for all devices of a variant sweep (`VariantSweep`): none of the code
/// its run can reach names anything through which it could read a layout result or the device (frames, bounds,
/// safe-area insets, margins, content size and offset, fitting sizes, layout overrides, trait collections and
/// size classes, the screen, the keyboard's notifications and accessory views, first responders, delegates and
/// data sources, table and collection views, drawing). A name that only *sets* such a thing counts too (but for
/// assigning layout margins, an input each device's engine reads itself): the check reads names, not meaning, so
/// it errs towards running each device alone. Showing and hiding the keyboard is
/// allowed: `VariantSweep` shows each device its own keyboard.
///
/// The code a run can reach: the block itself, its `setup=`, `actions=` and `show=`, and the top-level declarations of the
/// lesson's other blocks that this code names (`references(in:)`: not as a member, not as a name it declares), and those they name in turn (every extension and every operator
/// counts as named). SnapKit's attributes (`make.center`, `view.snp.center`), implicit enum cases (`.center`),
/// argument labels (`init(frame:)`) and passing a `frame` parameter on (`super.init(frame: frame)`) are not reads.
enum VariantSweepEligibility {
    static let layoutReadingNames: Set<String> = [
        "bounds", "center", "frame", "safeAreaInsets", "safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange",
        "layoutFrame", "layoutMargins", "directionalLayoutMargins", "systemMinimumLayoutMargins", "readableContentGuide",
        "contentSize", "contentOffset", "setContentOffset", "adjustedContentInset", "scrollRectToVisible",
        "intrinsicContentSize", "systemLayoutSizeFitting", "sizeThatFits", "sizeToFit", "preferredContentSize",
        "layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "updateViewConstraints",
        "traitCollection", "traitCollectionDidChange", "horizontalSizeClass", "verticalSizeClass",
        "userInterfaceIdiom", "viewWillTransition", "UIScreen", "window", "convert", "hitTest", "point",
        "NotificationCenter", "becomeFirstResponder", "resignFirstResponder", "endEditing", "inputAccessoryView", "delegate", "dataSource", "UITableView",
        "UICollectionView", "UITableViewController", "UICollectionViewController", "draw", "UIGraphicsImageRenderer",
        "alignmentRectInsets", "loadView", "systemLayoutSizeFittingSize",
    ]

    /// Names that read layout only as a member of a value (`view.frame`); bare as an implicit member or a label
    /// they are something else.
    static let geometryMembers: Set<String> = ["bounds", "center", "frame"]

    static func allows(_ lesson: LessonModule, position: Int) -> Bool {
        let block = lesson.blocks[position]
        var reached = [block.block.code]
        // `show=` may host a class another block declares.
        for name in ["setup", "actions", "show"] { if let value = block.attributes[name] { reached.append(value) } }
        var names = Set(reached.flatMap(references(in:)))
        var others = lesson.blocks.indices.filter { $0 != position && lesson.blocks[$0].errors.isEmpty }
            .flatMap { declarations(of: lesson.blocks[$0]) }
        var grew = true
        while grew {
            grew = false
            others.removeAll { declaration in
                guard declaration.names.isEmpty || declaration.names.contains(where: names.contains) else { return false }
                reached.append(declaration.text)
                names.formUnion(references(in: declaration.text))
                grew = true
                return true
            }
        }
        return reached.allSatisfy(allows(source:))
    }

    /// The top-level declarations of a block with their source lines (up to the next statement) and the names
    /// they declare; empty names for those that always count as named (extensions, operators).
    static func declarations(of block: ParsedBlock) -> [(names: [String], text: String)] {
        let lines = block.block.code.split(separator: "\n", omittingEmptySubsequences: false)
        let statements = block.file.statements
        var out: [(names: [String], text: String)] = []
        for (index, statement) in statements.enumerated() {
            guard case .declaration(let declaration) = statement.kind else { continue }
            let start = min(max(0, statement.loc.line - block.block.firstCodeLine), lines.count)
            let next = index + 1 < statements.count ? statements[index + 1].loc.line - block.block.firstCodeLine : lines.count
            let end = min(max(start + 1, next), lines.count)
            let text = lines[start..<max(start, end)].joined(separator: "\n")
            var names: [String]
            switch declaration {
            case .type(let type): names = type.kind == .extensionType ? [] : [type.name]
            case .function(let function): names = [function.name]
            case .variable(let variable): names = [variable.name]
            case .variables(let variables): names = variables.map(\.name)
            case .typeAlias(let name, _): names = [name]
            default: names = []
            }
            // An operator (`static func ==`, `func +`) is used by its symbol, which is no identifier.
            if names.contains(where: { $0.unicodeScalars.first.map { !isIdentifierStart($0) } ?? true }) { names = [] }
            out.append((names, text))
        }
        return out
    }

    /// The names in `source` that may refer to a top-level declaration: every identifier but a member after a
    /// single dot (`view.snp`, `.center`; a range's `...count` still counts) and a name being declared after `func`,
    /// `class`, `struct`, `enum`, `protocol`, `typealias` or `associatedtype` (`override func viewDidLoad()` does
    /// not reach another block's top-level `viewDidLoad`). `let` and `var` are not among them: `if let name {`
    /// unwraps the `name` outside.
    static func references(in source: String) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var out: [String] = []
        var index = 0
        var previousIdentifier = ""
        var previousEnd = -1
        while index < scalars.count {
            guard isIdentifierPart(scalars[index]) else { index += 1; continue }
            let start = index
            while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            defer { previousIdentifier = name; previousEnd = index }
            let isMember = start >= 1 && scalars[start - 1] == "." && (start < 2 || scalars[start - 2] != ".")
            let onlySpacesSincePrevious = previousEnd >= 0
                && scalars[previousEnd..<start].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" }
            let isDeclared = onlySpacesSincePrevious && declaringKeywords.contains(previousIdentifier)
            if !isMember && !isDeclared { out.append(name) }
        }
        return out
    }

    private static let declaringKeywords: Set<String> = ["func", "class", "struct", "enum", "protocol", "typealias",
                                                         "associatedtype"]

    static func allows(source: String) -> Bool {
        layoutReadingName(in: source) == nil
    }

    /// The first name in `source` through which it could read layout or the device, if any.
    static func layoutReadingName(in source: String) -> String? {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var previousIdentifier = ""
        var previousEnd = -1
        while index < scalars.count {
            guard isIdentifierStart(scalars[index]) else { index += 1; continue }
            let start = index
            while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            defer { previousIdentifier = name; previousEnd = index }
            guard layoutReadingNames.contains(name) else { continue }
            if marginInputs.contains(name), isAssigned(scalars, end: index) { continue }
            guard geometryMembers.contains(name) else { return name }
            if !isRead(scalars, start: start, end: index, previousIdentifier: previousIdentifier,
                       previousEnd: previousEnd) { continue }
            return name
        }
        return nil
    }

    /// Layout margins the code may set without reading them: inputs of the layout each device's engine reads
    /// itself (the system's minimum margins are applied in the pass, not written into the view).
    static let marginInputs: Set<String> = ["layoutMargins", "directionalLayoutMargins"]

    /// Whether the name ending at `end` is the target of a plain assignment (`=`, not `==`).
    private static func isAssigned(_ s: [Unicode.Scalar], end: Int) -> Bool {
        var i = end
        while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        return i < s.count && s[i] == "=" && (i + 1 >= s.count || s[i + 1] != "=")
    }

    /// Whether the geometry name at `start..<end` reads a value's geometry.
    private static func isRead(_ s: [Unicode.Scalar], start: Int, end: Int, previousIdentifier: String,
                               previousEnd: Int) -> Bool {
        func skipSpaces(back i: Int) -> Int {
            var i = i
            while i >= 0, s[i] == " " || s[i] == "\t" || s[i] == "\n" { i -= 1 }
            return i
        }
        func skipSpaces(forward i: Int) -> Int {
            var i = i
            while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "\n" { i += 1 }
            return i
        }
        let after = skipSpaces(forward: end)
        // `frame:` as a label or a parameter.
        if after < s.count, s[after] == ":" { return false }
        let before = skipSpaces(back: start - 1)
        if before >= 0, s[before] == "." {
            let owner = skipSpaces(back: before - 1)
            // `.center` as an implicit member: nothing names a value before the dot.
            guard owner >= 0, isIdentifierPart(s[owner]) || s[owner] == ")" || s[owner] == "]"
                || s[owner] == "?" || s[owner] == "!" else { return false }
            // SnapKit's attributes: `make.center`, `view.snp.center`.
            if owner + 1 == previousEnd, previousIdentifier == "make" || previousIdentifier == "snp" { return false }
            return true
        }
        // `super.init(frame: frame)`: the parameter passed on under its own label.
        if before >= 0, s[before] == ":", String(String.UnicodeScalarView(s[max(0, before - 5)..<before])) == "frame" {
            return false
        }
        return true
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }
}
