@testable import LayoutScript
import Testing

// UILayoutPriority is a Float-backed struct (`rawValue`), SnapKit's ConstraintPriority likewise (`value`); the
// named levels are required 1000, defaultHigh/high 750, medium 500, defaultLow/low 250, fittingSizeLevel 50
// (reference §7.1). Expected values below follow from those numbers, never from the runtime's output.

/// `.defaultLow + 1` and `.defaultHigh - 1` take their type from the other operand in Swift: 251 and 749.
@Test func implicitPriorityArithmeticUsesTheLevelsValue() {
    let r = runScript("""
        let a = UIView()
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .vertical)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .defaultHigh + 1
        print(a.contentHuggingPriority(for: .horizontal), a.contentCompressionResistancePriority(for: .vertical), c.priority)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["251.0 749.0 751.0"])
}

/// `rawValue` of a level, of a priority read back from a view, and `UILayoutPriority(rawValue:)`; SnapKit's
/// `ConstraintPriority.high.value` is 750 and `.advanced(by: 1)` 751.
@Test func prioritiesHaveARawValue() {
    let r = runScript("""
        let a = UIView()
        let p = a.contentCompressionResistancePriority(for: .horizontal)
        let custom = UILayoutPriority(rawValue: 300)
        print(UILayoutPriority.defaultHigh.rawValue, p.rawValue - 1, custom.rawValue, custom)
        print(ConstraintPriority.high.value, ConstraintPriority.low.advanced(by: 1), UILayoutPriority.required - 1)
        """)
    #expect(r.error == nil)
    // A view's default compression resistance is 750 (reference §7.2), so p.rawValue − 1 = 749.
    #expect(r.output == ["750.0 749.0 300.0 300.0", "750.0 251.0 999.0"])
}

/// Priorities compare as their raw values: a new anchor constraint is required (1000), so `< .required` is false
/// and `== .required` true; after lowering it to defaultLow (250) both flip.
@Test func prioritiesCompareWithImplicitLevels() {
    let r = runScript("""
        let a = UIView()
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        print(w.priority < .required, w.priority == .required, w.priority >= .defaultHigh)
        w.priority = .defaultLow
        print(w.priority < .required, w.priority == .required, .defaultHigh > w.priority, w.priority != .defaultLow)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["false true true", "true false true false"])
}

/// The level names mean priorities only next to a number: a lesson enum that reuses them keeps its own cases and
/// raw values (`Level.high.rawValue` is 1 as Swift numbers Int raw values from 0).
@Test func priorityNamesDoNotCaptureOtherEnums() {
    let r = runScript("""
        enum Level: Int { case low, high }
        enum Mood { case low, medium }
        let m: Mood = .medium
        print(Level.high.rawValue, m == .medium, m == .low)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["1 true false"])
}

/// UILayoutPriority is Equatable, so `switch` matches its levels: 750 is `.defaultHigh`, 251 none of them.
@Test func prioritiesMatchLevelsInSwitch() {
    let r = runScript("""
        func name(_ p: UILayoutPriority) -> String {
            switch p {
            case .required: return "required"
            case .defaultHigh: return "high"
            case .defaultLow: return "low"
            default: return "custom"
            }
        }
        let a = UIView()
        print(name(a.contentCompressionResistancePriority(for: .vertical)), name(.defaultLow + 1), name(UILayoutPriority(1000)))
        """)
    #expect(r.error == nil)
    #expect(r.output == ["high custom required"])
}
