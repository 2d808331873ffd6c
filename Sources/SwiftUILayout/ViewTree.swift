import Diagnostics

/// A node's handle in its `ViewTree`.
public struct NodeID: Hashable, Sendable, Comparable {
    public let index: Int
    public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
}

/// One node of the tree: what it is, its children, and the source line it came from.
public struct ViewNode: Sendable {
    public var kind: ViewKind
    public var children: [NodeID]
    /// Where the view or modifier was written, for diagnostics.
    public var location: SourceLocation?
    public fileprivate(set) var parent: NodeID?
}

/// Why a node could not be added.
public enum ViewTreeError: Error, Equatable, CustomStringConvertible {
    case unknownChild(NodeID)
    case childAlreadyHasParent(NodeID)
    case wrongChildCount(kind: String, expected: String, got: Int)

    public var description: String {
        switch self {
        case .unknownChild(let id): return "node \(id.index) is not in this tree"
        case .childAlreadyHasParent(let id): return "node \(id.index) already has a parent"
        case .wrongChildCount(let kind, let expected, let got):
            return "\(kind) takes \(expected) children, got \(got)"
        }
    }
}

/// The view tree a SwiftUI body describes, built bottom-up: children first, then the node that holds them.
///
/// Nodes live in one array and refer to each other by index, so a tree of any depth is built, laid out and freed
/// without recursion (a chain of 10,000 modifiers frees as one array). Because a child must exist before its
/// parent and has only one parent, the tree can have no cycle.
public struct ViewTree: Sendable {
    public private(set) var nodes: [ViewNode] = []

    public init() {}

    /// Adds a node over `children` (already added, without a parent) and returns its handle.
    @discardableResult
    public mutating func add(_ kind: ViewKind, _ children: [NodeID] = [], at location: SourceLocation? = nil)
        throws -> NodeID {
        let allowed = kind.childCount
        guard allowed.contains(children.count) else {
            let expected = allowed.lowerBound == allowed.upperBound ? "\(allowed.lowerBound)"
                : allowed.upperBound == Int.max ? "any number of" : "\(allowed.lowerBound)…\(allowed.upperBound)"
            throw ViewTreeError.wrongChildCount(kind: kind.typeName, expected: expected, got: children.count)
        }
        for child in children {
            guard child.index >= 0, child.index < nodes.count else { throw ViewTreeError.unknownChild(child) }
            guard nodes[child.index].parent == nil else { throw ViewTreeError.childAlreadyHasParent(child) }
        }
        // A child listed twice would get this node as parent twice; reject it like a shared child.
        if Set(children).count != children.count, let repeated = children.first(where: { c in
            children.filter { $0 == c }.count > 1 }) {
            throw ViewTreeError.childAlreadyHasParent(repeated)
        }
        let id = NodeID(index: nodes.count)
        for child in children { nodes[child.index].parent = id }
        nodes.append(ViewNode(kind: kind, children: children, location: location, parent: nil))
        return id
    }

    /// Wraps `content` in a modifier: `add(kind, [content])`.
    @discardableResult
    public mutating func modify(_ content: NodeID, _ kind: ViewKind, at location: SourceLocation? = nil) throws -> NodeID {
        try add(kind, [content], at: location)
    }

    public subscript(id: NodeID) -> ViewNode { nodes[id.index] }

    public var count: Int { nodes.count }
}
