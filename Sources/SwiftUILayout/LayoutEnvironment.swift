/// The environment values layout reads, as SwiftUI passes them down the tree: set by a modifier, seen by every
/// view inside it unless a nearer modifier sets them again.
struct LayoutEnvironment: Sendable {
    var font: FontSpec = .body
    var foreground: String?
    var lineLimit: Int?
    var textAlignment: TextAlignment = .leading
    var truncation: TruncationMode = .tail
    /// The axis of the stack this view is (through unary modifiers, `Group` and `ForEach`) a child of: a
    /// Spacer expands along it and a Divider lies across it ([DOC] Spacer, Divider).
    var stackAxis: Axis?

    /// The environment of `kind`'s children (`secondary`: the second child of background/overlay).
    func passed(through kind: ViewKind, secondary: Bool) -> LayoutEnvironment {
        var child = self
        switch kind {
        case .font(let font): child.font = font
        case .foregroundStyle(let color): child.foreground = color
        case .lineLimit(let limit): child.lineLimit = limit
        case .multilineTextAlignment(let alignment): child.textAlignment = alignment
        case .truncationMode(let mode): child.truncation = mode
        case .vStack: child.stackAxis = .vertical
        case .hStack: child.stackAxis = .horizontal
        case .zStack, .scrollView: child.stackAxis = nil
        case .background, .overlay: if secondary { child.stackAxis = nil }
        default: break
        }
        return child
    }
}
