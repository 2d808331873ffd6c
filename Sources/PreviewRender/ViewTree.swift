import Foundation
import LayoutFrames

/// The fixed element tree of one preview: every view path that appears in any state, with its superview.
/// The page keeps one element per path for the whole player (states only move, restyle, show or hide them),
/// so transitions can animate and the reader's selection survives a step.
struct ViewTree {
    /// Paths in first-seen depth-first order; an element's index is its position here.
    private(set) var paths: [String] = []
    /// Superview index per path, -1 for a root (the hosted view).
    private(set) var parents: [Int] = []
    /// The view's class and its first appearance, for choosing the element kind.
    private(set) var firstFrames: [ViewFrame] = []
    private var indexByPath: [String: Int] = [:]

    init(states: [StateFrames]) {
        for state in states {
            // Most states (every width of a sweep) bring no new path: their superviews are not needed.
            guard state.views.contains(where: { indexByPath[$0.path] == nil }) else { continue }
            let stateParents = ViewTree.superviews(of: state.views)
            for (position, view) in state.views.enumerated() where indexByPath[view.path] == nil {
                let parentIndex = stateParents[position].flatMap { indexByPath[state.views[$0].path] } ?? -1
                indexByPath[view.path] = paths.count
                paths.append(view.path)
                parents.append(parentIndex)
                firstFrames.append(view)
            }
        }
        children = Array(repeating: [], count: paths.count)
        for (index, parent) in parents.enumerated() where parent >= 0 { children[parent].append(index) }
    }

    func index(of path: String) -> Int? { indexByPath[path] }

    /// Children of each element, in order.
    private(set) var children: [[Int]] = []

    var roots: [Int] { parents.indices.filter { parents[$0] < 0 } }

    /// The superview position of each view in a depth-first list. Uses the explicit `superview` field when the
    /// producer sets it; otherwise the `.subviews[i]` path form; otherwise geometry: the superview is the
    /// nearest open ancestor whose canvas origin plus the view's frame origin gives the view's canvas origin.
    static func superviews(of views: [ViewFrame]) -> [Int?] {
        var result: [Int?] = Array(repeating: nil, count: views.count)
        var positionByPath: [String: Int] = [:]
        var openAncestors: [Int] = []
        for (position, view) in views.enumerated() {
            positionByPath[view.path] = position
            defer { openAncestors.append(position) }
            guard position > 0 else { continue }
            if let superview = view.superview {
                result[position] = positionByPath[superview]
            } else if let range = view.path.range(of: ".subviews[", options: .backwards),
                      let parent = positionByPath[String(view.path[..<range.lowerBound])] {
                result[position] = parent
            } else {
                // Several open ancestors can share an origin (a card at 0,0 in its scroll view); the one whose
                // bounds (or scroll content) contain the view wins, then the deepest.
                let matching = openAncestors.filter { isOrigin(of: view, inside: views[$0]) }
                result[position] = matching.last(where: { contains(views[$0], view) }) ?? matching.last ?? 0
            }
            if let parent = result[position], let cut = openAncestors.lastIndex(of: parent) {
                openAncestors.removeSubrange((cut + 1)...)
            }
        }
        return result
    }

    private static func contains(_ candidate: ViewFrame, _ view: ViewFrame) -> Bool {
        let extent = candidate.contentSize ?? Array(candidate.frame.suffix(2))
        guard extent.count == 2, view.frame.count == 4 else { return false }
        return view.frame[0] >= -0.01 && view.frame[1] >= -0.01
            && view.frame[0] + view.frame[2] <= extent[0] + 0.01 && view.frame[1] + view.frame[3] <= extent[1] + 0.01
    }

    private static func isOrigin(of view: ViewFrame, inside candidate: ViewFrame) -> Bool {
        guard view.frame.count == 4, view.screen.count == 4, candidate.screen.count == 4 else { return false }
        return abs(candidate.screen[0] + view.frame[0] - view.screen[0]) < 0.01
            && abs(candidate.screen[1] + view.frame[1] - view.screen[1]) < 0.01
    }
}
