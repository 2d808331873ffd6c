import Diagnostics
import SwiftSubset
import SwiftUILayout

/// Turns the drafts a body built into the layout engine's tree, keeping each Button's action beside its node.
package struct SwiftUIDraftTree {
    package let engine: SwiftUILayoutEngine
    /// Buttons' nodes with their actions.
    package let taps: [(node: NodeID, action: SUValue)]
    /// Buttons drawn by a `ButtonStyle`, with their press keys.
    package let presses: [(node: NodeID, key: String)]

    /// Several top-level drafts are one Group, as a `#Preview` closure's views are.
    package init(_ drafts: [ViewDraft], location: (Loc) -> SourceLocation) throws {
        var tree = ViewTree()
        var taps: [(NodeID, SUValue)] = []
        var presses: [(NodeID, String)] = []
        func add(_ draft: ViewDraft) throws -> NodeID {
            let children = try draft.children.map(add)
            let id = try tree.add(draft.kind, children, at: location(draft.loc))
            if let action = draft.tapAction { taps.append((id, action)) }
            if let key = draft.pressKey { presses.append((id, key)) }
            return id
        }
        let top = drafts.count == 1 ? drafts[0] : ViewDraft(.group, drafts, at: drafts.first?.loc ?? .unknown)
        let root = try add(top)
        engine = SwiftUILayoutEngine(tree: tree, root: root)
        self.taps = taps
        self.presses = presses
    }
}
