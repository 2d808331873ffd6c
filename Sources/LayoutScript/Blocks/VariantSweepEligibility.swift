/// Whether a block's code can be run once for all devices of a variant sweep (`VariantSweep`): none of the code
/// the block's run can reach (every swift block of the lesson, and the block's `setup=` and `actions=`) names
/// anything through which it could read a layout result or the device (frames, bounds, safe-area insets, margins,
/// content size and offset, fitting sizes, trait collections and size classes, the screen, the keyboard and its
/// notifications, delegates and data sources, table and collection views, drawing). A name that only *sets* such
/// a thing is counted too: the check reads names, not meaning, so it errs towards running each device alone.
///
/// SnapKit's attributes (`make.center`, `view.snp.center`), implicit enum cases (`.center`), argument labels
/// (`init(frame:)`) and passing a `frame` parameter on (`super.init(frame: frame)`) are not reads.
enum VariantSweepEligibility {
    static let layoutReadingNames: Set<String> = [
        "bounds", "center", "frame", "safeAreaInsets", "safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange",
        "layoutMargins", "directionalLayoutMargins", "systemMinimumLayoutMargins", "readableContentGuide",
        "contentSize", "contentOffset", "setContentOffset", "adjustedContentInset", "scrollRectToVisible",
        "intrinsicContentSize", "systemLayoutSizeFitting", "sizeThatFits", "sizeToFit", "preferredContentSize",
        "layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "updateViewConstraints",
        "traitCollection", "traitCollectionDidChange", "horizontalSizeClass", "verticalSizeClass",
        "userInterfaceIdiom", "viewWillTransition", "UIScreen", "window", "convert", "hitTest", "point",
        "NotificationCenter", "becomeFirstResponder", "resignFirstResponder", "endEditing", "showKeyboard",
        "hideKeyboard", "keyboardLayoutGuide", "inputAccessoryView", "delegate", "dataSource", "UITableView",
        "UICollectionView", "UITableViewController", "UICollectionViewController", "draw", "UIGraphicsImageRenderer",
        "alignmentRectInsets", "loadView", "systemLayoutSizeFittingSize",
    ]

    /// Names that read layout only as a member of a value (`view.frame`); bare as an implicit member or a label
    /// they are something else.
    static let geometryMembers: Set<String> = ["bounds", "center", "frame"]

    static func allows(_ lesson: LessonModule, position: Int) -> Bool {
        let block = lesson.blocks[position]
        var sources = lesson.blocks.map(\.block.code)
        for name in ["setup", "actions"] { if let value = block.attributes[name] { sources.append(value) } }
        return sources.allSatisfy(allows(source:))
    }

    static func allows(source: String) -> Bool {
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
            guard geometryMembers.contains(name) else { return false }
            if !isRead(scalars, start: start, end: index, previousIdentifier: previousIdentifier,
                       previousEnd: previousEnd) { continue }
            return false
        }
        return true
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
