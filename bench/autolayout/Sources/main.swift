// autolayout-bench: times a full layout and a re-layout of a 200-view screen built like a lesson's list screen
// (a scroll view holding a vertical stack of rows; each row a horizontal stack with an icon, a title/subtitle
// column and a value label). The first-layout figure has the text measurer's caches warm, as they are for the
// second and later previews of a build; the new-texts figure lays out the same screen with texts never laid out
// before. Prints one JSON line per measurement: {name, n, seconds, peer_seconds, ratio}; the
// peer figures are filled in by bench/autolayout.bench.sh, which times kiwisolver on the same constraint system.
//
// With AUTOLAYOUT_BENCH_SYSTEM=PATH it also writes the constraint system of the laid-out screen to PATH (the text
// format of `coursegen solve`) and times our Solver alone on that text, as the peer is timed: constraints built
// beforehand, then every `add` and the read of every value.
import AutoLayout
import Foundation
import Solver
import struct Solver.Expression
import TextMetrics

struct ListScreen {
    let root = View()
    let engine: LayoutEngine
    let topConstraint: LayoutConstraint
    let viewCount: Int

    /// - Parameter textTag: appended to every text; a tag no earlier screen used makes every label's layout new to
    ///   the measurer (its whole-layout cache misses, while the widths of the words stay cached, as for a new lesson).
    init(rows: Int, textTag: String = "") throws {
        engine = LayoutEngine(root: root, device: .iPhone15)
        let scroll = View(kind: .scrollView)
        root.addSubview(scroll)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        let column = View(kind: .stackView)
        column.axis = .vertical
        column.spacing = 12
        scroll.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        var count = 3
        for index in 0..<rows {
            let row = View(kind: .stackView)
            row.spacing = 8
            row.alignment = .center
            let icon = View(kind: .imageView)
            icon.imageSize = Size(width: 32, height: 32)
            icon.setContentHuggingPriority(251, for: .horizontal)
            let texts = View(kind: .stackView)
            texts.axis = .vertical
            texts.spacing = 2
            let title = View(kind: .label)
            title.text = "Dars \(index + 1): Avto joylashuv\(textTag)"
            title.font = .preferred(.headline)
            let subtitle = View(kind: .label)
            subtitle.text = "Cheklovlar, ustuvorliklar va stek ko'rinishlari haqida qisqa izoh\(textTag)"
            subtitle.font = .preferred(.subheadline)
            subtitle.numberOfLines = 0
            let value = View(kind: .label)
            value.text = "\(index * 7 % 60) daq\(textTag)"
            value.setContentHuggingPriority(251, for: .horizontal)
            value.setContentCompressionResistancePriority(751, for: .horizontal)
            texts.addArrangedSubview(title)
            texts.addArrangedSubview(subtitle)
            row.addArrangedSubview(icon)
            row.addArrangedSubview(texts)
            row.addArrangedSubview(value)
            column.addArrangedSubview(row)
            count += 6
        }
        func make(_ a: LayoutItem, _ attribute: LayoutAttribute, _ b: LayoutItem, _ battribute: LayoutAttribute,
                  _ constant: Double = 0) throws -> LayoutConstraint {
            let c = try LayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b,
                                         attribute: battribute, constant: constant, origin: .snapkit)
            try c.activate()
            return c
        }
        let guide = root.safeAreaLayoutGuide
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            _ = try make(scroll, attribute, guide, attribute)
        }
        topConstraint = try make(column, .top, scroll.contentLayoutGuide, .top, 16)
        _ = try make(column, .bottom, scroll.contentLayoutGuide, .bottom, -16)
        _ = try make(column, .leading, scroll.contentLayoutGuide, .leading, 16)
        _ = try make(column, .trailing, scroll.contentLayoutGuide, .trailing, -16)
        _ = try make(column, .width, scroll.frameLayoutGuide, .width, -32)
        viewCount = count
    }
}

/// CPU time of this thread: the machine that runs `make bench` is shared, and wall time under load measures the
/// neighbours; the layout is single-threaded, so thread CPU time is what it costs.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUSeconds()
    try body()
    return threadCPUSeconds() - start
}

/// Seconds our Solver takes to add every constraint of a text system and read every variable's value.
func solverSeconds(_ text: String) throws -> Double {
    let parsed = ConstraintTextParser.parse(text)
    guard parsed.errors.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    let solver = Solver()
    var variables: [String: Variable] = [:]
    func expression(_ linear: LinearText) -> Expression {
        Expression(terms: linear.terms.map { term in
            let variable = variables[term.name] ?? solver.makeVariable(name: term.name)
            variables[term.name] = variable
            return Term(variable, term.coefficient)
        }, constant: linear.constant)
    }
    var constraints: [(Expression, Relation, Priority)] = []
    for case .constraint(let statement) in parsed.statements {
        let relation: Relation = statement.relation == .equal ? .equal
            : statement.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        constraints.append((expression(statement.lhs), relation, Priority(statement.priority)))
    }
    let all = Array(variables.values)
    var sum = 0.0
    let elapsed = try seconds {
        for (lhs, relation, priority) in constraints {
            _ = try solver.add(lhs, relation, Expression(constant: 0), priority: priority)
        }
        for variable in all { sum += solver.value(of: variable) }
    }
    if !sum.isFinite { throw CocoaError(.fileReadCorruptFile) }
    return elapsed
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func report(_ name: String, _ n: Int, _ value: Double) {
    let formatted = String(format: "%.6f", value)
    print("{\"name\": \"\(name)\", \"n\": \(n), \"seconds\": \(formatted), \"peer_seconds\": null, \"ratio\": null}")
}

if let loops = ProcessInfo.processInfo.environment["AUTOLAYOUT_BENCH_PROFILE_FULL"].flatMap(Int.init) {
    // Profiling aid: repeat the full layout of fresh screens.
    for _ in 0..<loops { _ = try ListScreen(rows: 33).engine.layoutIfNeeded() }
    exit(0)
}

if let loops = ProcessInfo.processInfo.environment["AUTOLAYOUT_BENCH_PROFILE_LOOPS"].flatMap(Int.init) {
    // Profiling aid: repeat the one-constant re-layout so a profiler sees its cost (an unchanged re-layout only
    // returns the previous result).
    let screen = try ListScreen(rows: 33)
    _ = screen.engine.layoutIfNeeded()
    for loop in 0..<loops {
        screen.topConstraint.constant = 16 + Double(loop % 8)
        _ = screen.engine.layoutIfNeeded()
    }
    exit(0)
}

do {
    // Warm the shared text measurer's caches and code paths once, as a build of many lessons would.
    _ = try ListScreen(rows: 33).engine.layoutIfNeeded()
    var full: [Double] = []
    var newTexts: [Double] = []
    var relayout: [Double] = []
    var unchanged: [Double] = []
    var n = 0
    for round in 0..<15 {
        let screen = try ListScreen(rows: 33)
        n = screen.viewCount
        full.append(seconds { _ = screen.engine.layoutIfNeeded() })
        screen.topConstraint.constant = 24 + Double(round)
        relayout.append(seconds { _ = screen.engine.layoutIfNeeded() })
        unchanged.append(seconds { _ = screen.engine.layoutIfNeeded() })
        // The same screen with texts the measurer has not laid out before (" r0", " r1", …: one more short word).
        let fresh = try ListScreen(rows: 33, textTag: " r\(round)")
        newTexts.append(seconds { _ = fresh.engine.layoutIfNeeded() })
    }
    if let path = ProcessInfo.processInfo.environment["AUTOLAYOUT_BENCH_SYSTEM"] {
        let screen = try ListScreen(rows: 33)
        _ = screen.engine.layoutIfNeeded()
        let text = screen.engine.installedSystemText()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        report("autolayout.solver-only-200-views", n, median(try (0..<15).map { _ in try solverSeconds(text) }))
    }
    report("autolayout.full-layout-200-views", n, median(full))
    report("autolayout.full-layout-200-views-new-texts", n, median(newTexts))
    report("autolayout.relayout-one-constant-200-views", n, median(relayout))
    report("autolayout.relayout-unchanged-200-views", n, median(unchanged))
} catch {
    print("autolayout-bench: \(error)")
}
