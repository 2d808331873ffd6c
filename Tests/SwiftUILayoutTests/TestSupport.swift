import Diagnostics
import Testing
import TextMetrics
@testable import SwiftUILayout

/// Builds a view tree the way a body reads, bottom-up, and lays it out on iPhone 15 (393×852, safe area 59/34:
/// the root is proposed 393×759 and centred in the safe area, whose origin is (0, 59)).
struct Screen {
    var tree = ViewTree()
    var line = 1

    /// Each node gets the next line number, so diagnostics can be checked against the line of the node.
    mutating func add(_ kind: ViewKind, _ children: [NodeID] = []) -> NodeID {
        defer { line += 1 }
        return try! tree.add(kind, children, at: SourceLocation(file: "Screen.swift", line: line))
    }

    mutating func text(_ string: String) -> NodeID { add(.text(string)) }
    mutating func color(_ name: String = "red") -> NodeID { add(.color(name)) }
    mutating func fixed(_ w: Double, _ h: Double, _ color: String = "blue") -> NodeID {
        add(.frame(width: w, height: h, alignment: .center), [add(.color(color))])
    }
    mutating func vStack(_ children: [NodeID], alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> NodeID {
        add(.vStack(alignment: alignment, spacing: spacing), children)
    }
    mutating func hStack(_ children: [NodeID], alignment: VerticalAlignment = .center, spacing: Double? = nil) -> NodeID {
        add(.hStack(alignment: alignment, spacing: spacing), children)
    }
    mutating func modify(_ content: NodeID, _ kind: ViewKind) -> NodeID { add(kind, [content]) }

    func layout(_ host: LayoutHost = .iPhone15, root: NodeID? = nil) -> SwiftUILayoutResult {
        SwiftUILayoutEngine(tree: tree, root: root).layout(in: host)
    }
}

let iPhone15 = LayoutHost.iPhone15

/// Inter, as TextMetrics measures it: the facts a text's frame is derived from.
enum Measure {
    static let measurer = TextMeasurer.shared
    static func width(_ text: String, _ font: FontSpec = .body) -> Double {
        measurer.width(of: text, font: font.measuredFont)
    }
    static func lineHeight(_ font: FontSpec = .body) -> Double { measurer.metrics(for: font.measuredFont).lineHeight }
    /// Rounded up to whole pixels at scale 3, as Text rounds its size.
    static func px(_ value: Double, scale: Double = 3) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
}

func expectFrame(_ result: SwiftUILayoutResult, _ path: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                 screen: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let view = result.view(at: path) else {
        Issue.record("no view at \(path); have \(result.views.map(\.path))", sourceLocation: sourceLocation)
        return
    }
    let rect = screen ? view.screen : view.frame
    let ok = abs(rect.x - x) < 1e-6 && abs(rect.y - y) < 1e-6 && abs(rect.width - w) < 1e-6 && abs(rect.height - h) < 1e-6
    #expect(ok, "\(path): got \(rect), expected [\(x), \(y), \(w), \(h)]", sourceLocation: sourceLocation)
}

func codes(_ result: SwiftUILayoutResult) -> [String] { result.diagnostics.map(\.code) }
