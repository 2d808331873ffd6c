import CourseSite
import Foundation
import LayoutFrames
import PreviewRender

/// What the layout engine says about one quiz's question, as the preview renderer stores it with the block's
/// preview part (so a block answered from the cache still answers its quizzes). `QuizVerifier` reads it.
struct QuizFact: Codable {
    /// Why the question has no answer, and which quiz field is wrong (`view`, `state`, `device`, `width`).
    var error: String?
    var field: String?
    /// The state asked about: its index and name.
    var state: Int?
    var stateName: String?
    /// The view's frame [x, y, w, h] in canvas coordinates, whether it can be seen, and the canvas size.
    var frame: [Double]?
    var visible: Bool?
    var canvas: [Double]?
    /// `breaks`: the conflict's members (UIKit's descriptions), their Markdown lines (0: made by the system),
    /// and which one the solver broke.
    var members: [String]?
    var lines: [Int]?
    var broken: Int?

    init(error: String? = nil, field: String? = nil) {
        self.error = error
        self.field = field
    }

    /// The facts for every query that names `block`, as JSON texts by `QuizQuery.key`.
    static func facts(for queries: [QuizQuery], block: BlockFrames, devices: [DeviceVariant],
                      widths: [Int: BlockFrames]) -> [String: String]? {
        var facts: [String: String] = [:]
        for query in queries where query.preview == block.id {
            // Drawn on its own device only so far (`serve` publishes that first), or its sweep was skipped: there is
            // nothing to answer another device or width with yet, which is not the quiz's fault.
            if (query.width != nil || (query.device != nil && (query.device != block.device.name || query.landscape)))
                && devices.isEmpty && widths.isEmpty { continue }
            let fact = answer(query, block: block, devices: devices, widths: widths)
            if let data = try? JSONEncoder().encode(fact) { facts[query.key] = String(decoding: data, as: UTF8.self) }
        }
        return facts.isEmpty ? nil : facts
    }

    static func answer(_ query: QuizQuery, block: BlockFrames, devices: [DeviceVariant],
                       widths: [Int: BlockFrames]) -> QuizFact {
        if query.kind == "breaks" { return conflict(in: block) }
        var frames = block
        if let width = query.width {
            guard width == width.rounded(), abs(width) < 1e6, let variant = widths[Int(width)] else {
                let range = widths.keys.min().map { "\($0)...\(widths.keys.max() ?? $0)" } ?? "none on this block"
                return QuizFact(error: "the preview has no width \(width) (whole points in \(range))", field: "width")
            }
            frames = variant
        } else if let device = query.device {
            let orientation = query.landscape ? "landscape" : "portrait"
            if let variant = devices.first(where: { $0.name == device && $0.orientation == orientation }) {
                frames = variant.block
            } else if !(device == block.device.name && !query.landscape) {
                let names = Set(devices.map(\.name)).sorted().joined(separator: ", ")
                return QuizFact(error: "the preview has no device '\(device)' \(orientation) (devices: \(names))",
                                field: "device")
            }
        }
        let index: Int
        if let state = query.state {
            guard let found = Int(state).flatMap({ $0 >= 0 && $0 < frames.states.count ? $0 : nil })
                ?? frames.states.firstIndex(where: { $0.name == state || $0.action == state }) else {
                let names = frames.states.enumerated().map { "\($0.offset): \($0.element.name)" }.joined(separator: ", ")
                return QuizFact(error: "the preview has no state '\(state)' (states: \(names))", field: "state")
            }
            index = found
        } else {
            index = 0
        }
        guard index < frames.states.count else { return QuizFact(error: "the preview has no states", field: "preview") }
        let views = frames.states[index].views
        guard let path = query.view, let view = views.first(where: { $0.path == path }) else {
            let names = views.map(\.path).prefix(12).joined(separator: ", ")
            return QuizFact(error: "the preview has no view '\(query.view ?? "")' (views: \(names)\(views.count > 12 ? ", …" : ""))",
                            field: "view")
        }
        var fact = QuizFact()
        fact.state = index
        fact.stateName = frames.states[index].name
        fact.frame = view.screen
        fact.canvas = frames.device.size
        let byPath = Dictionary(views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var visible = true
        var current: ViewFrame? = view
        var steps = 0
        while let shown = current, steps < 10_000 {
            if shown.hidden || shown.alpha < 0.01 || shown.frame.count < 4 || shown.frame[2] <= 0 || shown.frame[3] <= 0 {
                visible = false
            }
            current = shown.superview.flatMap { byPath[$0] }
            steps += 1
        }
        fact.visible = visible
        return fact
    }

    /// The block's first conflict: its members and the one broken.
    static func conflict(in block: BlockFrames) -> QuizFact {
        guard let diagnostic = block.diagnostics.first(where: { $0.code == "conflict" }) else {
            return QuizFact(error: "the preview '\(block.id)' has no conflict: nothing breaks", field: "preview")
        }
        let members = (diagnostic.notes ?? []).filter { $0.message.hasPrefix("<") }
        var seen = Set<String>()
        let unique = members.filter { seen.insert($0.message).inserted }
        var fact = QuizFact()
        fact.members = unique.map(\.message)
        fact.lines = unique.map { $0.line ?? 0 }
        if let range = diagnostic.message.range(of: "breaking constraint ") {
            let broken = String(diagnostic.message[range.upperBound...])
            fact.broken = unique.firstIndex { $0.message == broken }
        }
        return fact
    }
}
