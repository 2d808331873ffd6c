import Diagnostics
import TextMetrics

/// SwiftUI's layout protocol over a `ViewTree`: the parent proposes a size, the child chooses its size, the
/// parent places the child ([WWDC] W19). No constraints are involved.
///
/// One engine serves many passes over the same tree (devices, the width handle, states that only move the
/// canvas): the tree is checked once, text measurements are kept across passes, and each pass keeps a small
/// per-node table of the sizes it already answered, since stacks ask each child several times.
public final class SwiftUILayoutEngine {
    public let tree: ViewTree
    public let root: NodeID
    let measurer: TextMeasurer
    let wordsCache: TextWordsCache

    /// The tree's kinds with invalid numbers replaced (see `InputValidation`).
    var kinds: [ViewKind]
    var environment: [LayoutEnvironment]
    /// For containers: the children a layout sees, with `Group`/`ForEach` spliced in and `EmptyView` left out;
    /// their paths stay those of their places in the tree (`paths`).
    var layoutChildren: [[LayoutChild]]
    /// Diagnostics found before layout (bad numbers, nesting too deep); repeated in every result.
    public private(set) var inputDiagnostics: [Diagnostic] = []
    /// False when the tree nests too deeply to lay out.
    let canLayOut: Bool

    /// Per node: the path of the box it makes or shares, the folded modifiers above it (for nodes that make a
    /// box), and how a box-making modifier was written. All depend on the tree alone.
    var paths: [String]
    var folded: [FoldedModifiers]
    var writtenForms: [String?]

    var sizeCache: SizeCache
    /// Each stack's arrangements in the current pass (`arrangementPass`), one per proposal it was asked about.
    var arrangements: [[StackArrangement]]
    var arrangementPass: [UInt32]
    /// Text nodes' words, measured on first use and kept for every later pass.
    var textWords: [TextWords?]
    var splitWordLayouts: [SplitWordKey: (lines: Int, widest: Double, truncated: Bool)] = [:]
    var scale: Double = 3

    struct LayoutChild {
        var node: Int
    }

    /// - Parameters:
    ///   - root: the node to lay out; by default the last node added (a body is built bottom-up).
    ///   - measurer: measures texts (Inter; see FontSpec).
    ///   - wordsCache: texts already cut into measured words, shared between engines.
    public init(tree: ViewTree, root: NodeID? = nil, measurer: TextMeasurer = .shared,
                wordsCache: TextWordsCache = .shared) {
        self.tree = tree
        self.measurer = measurer
        self.wordsCache = wordsCache
        let count = tree.count
        // A root that is not in the tree lays out nothing (reported below) rather than trapping.
        let rootIsValid = root.map { $0.index >= 0 && $0.index < count } ?? true
        self.root = rootIsValid ? (root ?? NodeID(index: max(0, count - 1))) : NodeID(index: 0)
        var validation = InputValidation()
        kinds = tree.nodes.map { validation.sanitized($0.kind, at: $0.location) }
        environment = Array(repeating: LayoutEnvironment(), count: count)
        layoutChildren = Array(repeating: [], count: count)
        sizeCache = SizeCache(nodeCount: count)
        textWords = Array(repeating: nil, count: count)
        arrangements = Array(repeating: [], count: count)
        arrangementPass = Array(repeating: 0, count: count)
        paths = Array(repeating: "", count: count)
        folded = Array(repeating: FoldedModifiers(), count: count)
        writtenForms = Array(repeating: nil, count: count)
        if count > 0 { paths[self.root.index] = "root" }

        // Parents come after their children in the array, so a backwards sweep visits every parent before its
        // children: depth, paths, folded modifiers and the environment flow down without recursion. Depth is
        // measured first, so a tree too deep to lay out costs no more than that sweep.
        var depth = Array(repeating: 0, count: count)
        var deepest = 0
        var deepestNode = 0
        var reachable = Array(repeating: false, count: count)
        if count > 0, rootIsValid { reachable[self.root.index] = true }
        for index in stride(from: count - 1, through: 0, by: -1) where reachable[index] {
            for child in tree.nodes[index].children {
                reachable[child.index] = true
                depth[child.index] = depth[index] + 1
                if depth[child.index] > deepest {
                    deepest = depth[child.index]
                    deepestNode = child.index
                }
            }
        }
        inputDiagnostics = validation.diagnostics
        if !rootIsValid {
            canLayOut = false
            inputDiagnostics.append(.error("unknown-root", "the root node \(root!.index) is not in the tree of \(count) nodes"))
            return
        }
        if deepest >= SwiftUIDefaults.maximumDepth {
            canLayOut = false
            inputDiagnostics.append(.error("nesting-too-deep",
                "views nest \(deepest + 1) levels deep (each modifier is a level); the layout stops at "
                + "\(SwiftUIDefaults.maximumDepth) levels",
                at: tree.nodes[deepestNode].location ?? tree.nodes[self.root.index].location))
            return
        }
        canLayOut = count > 0
        for index in stride(from: count - 1, through: 0, by: -1) where reachable[index] {
            let kind = kinds[index]
            switch kind {
            case .padding, .paddingInsets, .frame, .flexibleFrame, .position, .background, .overlay:
                writtenForms[index] = kind.writtenForm
            default:
                break
            }
            for (position, child) in tree.nodes[index].children.enumerated() {
                // A modifier that shares its content's box gives the content its own path and folds into it.
                if kind.sharesContentBox {
                    paths[child.index] = paths[index]
                    folded[child.index] = folded[index].adding(kind)
                } else {
                    paths[child.index] = paths[index] + "." + String(position)
                }
                environment[child.index] = environment[index].passed(through: kind, secondary: position == 1)
            }
            layoutChildren[index] = flattenedChildren(of: index)
        }
    }

    /// A container's children as its layout sees them (Group and ForEach spliced, EmptyView dropped), found with
    /// an explicit stack so nested groups cost no recursion.
    private func flattenedChildren(of index: Int) -> [LayoutChild] {
        switch kinds[index] {
        case .vStack, .hStack, .zStack, .group, .forEach: break
        default: return []
        }
        var result: [LayoutChild] = []
        var pending: [Int] = tree.nodes[index].children.reversed().map(\.index)
        while let node = pending.popLast() {
            switch kinds[node] {
            case .emptyView: continue
            case .group, .forEach: pending.append(contentsOf: tree.nodes[node].children.reversed().map(\.index))
            default: result.append(LayoutChild(node: node))
            }
        }
        return result
    }

    /// Lays the tree out on `host` and returns every box with its frame, plus the diagnostics.
    public func layout(in host: LayoutHost) -> SwiftUILayoutResult {
        scale = host.scale > 0 && host.scale.isFinite ? host.scale : 1
        sizeCache.startPass()
        guard canLayOut else {
            return SwiftUILayoutResult(views: [], diagnostics: inputDiagnostics, rootProposal: .unspecified)
        }
        let rootIndex = root.index
        // The root is proposed the safe area, or the whole screen on the edges its outermost
        // `ignoresSafeArea` names ([DOC] View/ignoresSafeArea), and centred in that region ([WWDC] W19).
        let safe = host.safeRect
        let hostRect = host.hostRect
        let ignored = rootIgnoredEdges()
        let left = ignored.contains(.leading) ? hostRect.x : safe.x
        let top = ignored.contains(.top) ? hostRect.y : safe.y
        let right = ignored.contains(.trailing) ? hostRect.maxX : safe.maxX
        let bottom = ignored.contains(.bottom) ? hostRect.maxY : safe.maxY
        let region = ViewRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        let proposal = ProposedViewSize(width: region.width, height: region.height)
        let size = sizeThatFits(rootIndex, proposal)
        let origin = ViewPoint(x: region.x + (region.width - size.width) / 2,
                               y: region.y + (region.height - size.height) / 2)
        var placement = Placement(engine: self, host: host)
        placement.place(rootIndex, proposal: proposal, frame: ViewRect(origin: origin, size: size), parent: nil,
                        parentScreen: .zero)
        return SwiftUILayoutResult(views: placement.views, diagnostics: inputDiagnostics, rootProposal: proposal)
    }

    /// The path of the box `node` makes or shares (a modifier folded into its content's box shares its path), or
    /// nil for a node outside the laid-out tree.
    public func path(of node: NodeID) -> String? {
        guard node.index >= 0, node.index < paths.count, !paths[node.index].isEmpty else { return nil }
        return paths[node.index]
    }

    /// The edges named by `ignoresSafeArea` modifiers in the root's own modifier chain.
    private func rootIgnoredEdges() -> EdgeSet {
        var edges: EdgeSet = []
        var index = root.index
        while true {
            if case .ignoresSafeArea(let e) = kinds[index] { edges.formUnion(e) }
            guard kinds[index].sharesContentBox, let child = tree.nodes[index].children.first else { break }
            index = child.index
        }
        return edges
    }

    /// The `layoutPriority` a container sees for a child: the outermost one in the child's modifier chain
    /// (priority is a trait, and traits pass up through modifiers). Default 0 ([DOC] View/layoutPriority).
    func layoutPriority(of index: Int) -> Double {
        var node = index
        while true {
            if case .layoutPriority(let p) = kinds[node] { return p.isFinite ? p : 0 }
            switch kinds[node] {
            case .text, .image, .color, .shape, .spacer, .divider, .emptyView, .vStack, .hStack, .zStack, .scrollView,
                 .group,
                 .forEach:
                return 0
            default:
                guard let child = tree.nodes[node].children.first else { return 0 }
                node = child.index
            }
        }
    }

    func roundedUpToPixel(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}
