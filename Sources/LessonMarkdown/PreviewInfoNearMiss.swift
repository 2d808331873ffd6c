import Diagnostics

/// A fence that was meant to be a layout block but is not one: `swift preveiw`, `swift previews`, `swift-preview`,
/// `swift,preview`, `Swift Preview`. Markdown shows such a block as plain code, so without a word the preview
/// silently disappears; `build`, `check` and `frames` warn with "did you mean", as they do for a mistyped attribute.
public extension BlockAttributes {
    /// The warning's message when the info string looks like a mistyped `swift preview`, else nil.
    var previewNearMissMessage: String? {
        guard !isLayoutBlock else { return nil }
        let language = self.language.lowercased()
        func nearPreview(_ word: String) -> Bool {
            let w = word.lowercased()
            return w == "preview" || EditDistance.between(w, "preview") <= 2
        }
        func nearSwift(_ word: String) -> Bool { EditDistance.between(word.lowercased(), "swift") <= 1 }
        var intended = false
        if nearSwift(language), words.contains(where: nearPreview) {
            intended = true
        } else if !language.isEmpty {
            // `swift-preview`, `swift,preview`, `swift.preview`: one word where two were meant.
            let parts = language.split { !$0.isLetter }.map(String.init)
            intended = parts.count >= 2 && nearSwift(parts[0]) && nearPreview(parts[1])
        }
        guard intended else { return nil }
        let info = ([self.language] + words).joined(separator: " ")
        return "'\(info)' is not a layout block, so it is shown as plain code; did you mean 'swift preview'? "
            + "(a layout block's info string starts with the word swift, then the word preview)"
    }
}

public extension FencedBlock {
    /// The near-miss warning of this block's info string, at the info string.
    func previewNearMiss(file: String) -> Diagnostic? {
        guard let message = BlockAttributes.parse(infoString).previewNearMissMessage else { return nil }
        return Diagnostic(.warning, code: "block-attribute", message,
                          at: SourceLocation(file: file, line: fenceLine, column: infoColumn))
    }
}
