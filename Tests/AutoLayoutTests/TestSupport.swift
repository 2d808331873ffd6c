import Testing
@testable import AutoLayout
import TextMetrics

/// Builds a screen: a root view (a view controller's view) on a device, with helpers to constrain like SnapKit.
final class Screen {
    let root = View()
    let engine: LayoutEngine

    init(_ device: Device = .iPhone15) {
        root.className = "RootView"
        engine = LayoutEngine(root: root, device: device)
    }

    @discardableResult
    func add(_ kind: ViewKind = .view, to parent: View? = nil, constrained: Bool = true) -> View {
        let view = View(kind: kind)
        (parent ?? root).addSubview(view)
        if constrained { view.translatesAutoresizingMaskIntoConstraints = false }
        return view
    }

    @discardableResult
    func layout() -> LayoutPassResult { engine.layoutIfNeeded() }
}

/// `first.attribute relation multiplier × second.attribute + constant`, activated (the shape SnapKit produces).
@discardableResult
func pin(_ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
         _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
         _ constant: Double = 0, priority: Double = 1000) -> LayoutConstraint {
    do {
        let constraint = try LayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second,
                                              attribute: secondAttribute ?? (second == nil ? .notAnAttribute : attribute),
                                              multiplier: multiplier, constant: constant, priority: priority,
                                              origin: .snapkit)
        try constraint.activate()
        return constraint
    } catch {
        Issue.record("constraint failed: \(error)")
        preconditionFailure("\(error)")
    }
}

/// `make.edges.equalTo(other).inset(insets)`.
func pinEdges(_ view: View, to other: LayoutItem, inset: Double = 0) {
    pin(view, .left, .equal, other, .left, inset)
    pin(view, .top, .equal, other, .top, inset)
    pin(view, .right, .equal, other, .right, -inset)
    pin(view, .bottom, .equal, other, .bottom, -inset)
}

func expectFrame(_ view: View, _ x: Double, _ y: Double, _ w: Double, _ h: Double, tolerance: Double = 1e-6,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let f = view.frame
    let ok = abs(f.minX - x) <= tolerance && abs(f.minY - y) <= tolerance && abs(f.width - w) <= tolerance
        && abs(f.height - h) <= tolerance
    #expect(ok, "frame \(f) != (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

func codes(_ result: LayoutPassResult) -> [String] { result.diagnostics.map(\.code) }

/// Pixel rounding UILabel applies (@3x on the iPhone 15).
func ceilPixel(_ value: Double, scale: Double = 3) -> Double { (value * scale - 1e-9).rounded(.up) / scale }

let measurer = TextMeasurer.shared
