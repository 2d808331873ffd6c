import AutoLayout
@testable import LayoutScript
@testable import SwiftSubset
import Testing
import Foundation
@testable import UIKitWorld

/// Runs top-level statements and returns what `print` wrote (and the first error, if any).
func runScript(_ code: String, stepLimit: Int = 100_000) -> (output: [String], error: String?) {
    let (file, errors) = Parser.parse(code)
    if let e = errors.first { return ([], "syntax \(e.loc): \(e.message)") }
    let module = Module(hostTypes: NativeClasses.self)
    for s in file.statements {
        if case .declaration(let d) = s.kind {
            switch d {
            case .variable, .variables: break
            default: module.declare(d, override: true)
            }
        }
    }
    module.link()
    let interp = Interpreter(module: module, stepLimit: stepLimit)
    let runtime = Runtime(interp: interp, device: .iPhone15, file: "test.swift")
    interp.host = runtime
    let ctx = Context(scope: module.globals)
    do {
        for s in file.statements {
            if case .declaration(let d) = s.kind {
                switch d {
                case .variable, .variables: break
                default: continue
                }
            }
            try interp.execute(s, ctx)
        }
    } catch let e as ScriptError {
        return (interp.console, "\(e.code) \(e.loc.line): \(e.message)")
    } catch {
        return (interp.console, "\(error)")
    }
    return (interp.console, nil)
}

@Test func literalTypingFollowsSwift() {
    let r = runScript("""
        let exact: CGFloat = 7 / 2
        let t = (x: 7, y: CGFloat(8))
        print(exact, t.y + exact, 7 / 2, 7.0 / 2)
        var h: CGFloat = 0
        h = 10
        print(h / 4, Int(h) / 4)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["3.5 11.5 3 3.5", "2.5 2"])
}

/// In every loop form `continue` skips the rest of one pass and `break` leaves the innermost loop, as in Swift:
/// for-in over 1...6 skips the even numbers and stops at 5 (1 + 3 = 4); `while` counts to 5 skipping 3
/// (1 + 2 + 4 + 5 = 12); `repeat` runs its body before the condition, so `continue` on the first pass still reaches
/// the condition (i = 1, 2, 3 run; 3 breaks; sum of the passes that reached the end is 2). A `break` in a `switch`
/// inside a loop leaves the switch only, so the loop runs all three passes.
@Test func breakAndContinueWorkInEveryLoopForm() {
    let r = runScript("""
        var forSum = 0
        for i in 1...6 {
            if i % 2 == 0 { continue }
            if i == 5 { break }
            forSum += i
        }
        var whileSum = 0
        var n = 0
        while true {
            n += 1
            if n == 3 { continue }
            if n > 5 { break }
            whileSum += n
        }
        var repeatSum = 0
        var i = 0
        repeat {
            i += 1
            if i == 1 { continue }
            if i == 3 { break }
            repeatSum += i
        } while i < 10
        var passes = 0
        for k in 0..<3 {
            switch k {
            case 1: break
            default: passes += 0
            }
            passes += 1
        }
        print(forSum, whileSum, repeatSum, i, passes)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["4 12 2 3 3"])
}

/// Swift's `String(repeating:count:)` and `Array(repeating:count:)` repeat their first argument; a negative count
/// traps in Swift, so it is a runtime error here.
@Test func repeatingInitializersRepeat() {
    let r = runScript("""
        print(String(repeating: "ab", count: 3), Array(repeating: 0, count: 4).count, String(repeating: "-", count: 0))
        """)
    #expect(r.error == nil)
    #expect(r.output == ["ababab 4 "])
    let negative = runScript("let s = String(repeating: \"x\", count: -1)")
    #expect(negative.error?.contains("Negative count") == true)
}

/// A closure given one tuple takes it apart when it names `$1` (Swift's rule for `zip(a, b).map { $0 + $1 }`),
/// and keeps it whole when it only names `$0` (`dictionary.map { $0.key }`); a nested closure's `$1` does not
/// count for the outer one.
@Test func anonymousParametersTakeATupleApartOnlyWhenTheyNameMoreThanOne() {
    let r = runScript("""
        print(zip([1, 2], [10, 20]).map { $0 + $1 })
        print(["a": 1].map { $0.key })
        print(zip([1, 2], [3, 4]).map { $0.0 * [5, 6].reduce(0) { $0 + $1 } })
        """)
    #expect(r.error == nil)
    #expect(r.output == ["[11, 22]", "[\"a\"]", "[11, 22]"])
}

// The parser recovers from every error and reports them; `bench/scaling.bench.sh` (case "malformed") measures
// that recovery does not restart from the top, at n and 2n lines.
@Test func parserRecoversThroughLargeMalformedInput() throws {
    let text = String(repeating: "final class A: UIView { let x = ( [ { \"abc\\(1 + ) } \n", count: 300)
    let (_, errors) = Parser.parse(text)
    #expect(!errors.isEmpty)
}

// A whole Markdown lesson read as Swift is garbage to the parser; it must come back (with errors), not hang.
@Test func parserReturnsOnMarkdownReadAsSwift() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/03-language.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let (_, errors) = Parser.parse(text)
    #expect(!errors.isEmpty)
    #expect(!MarkdownFences.scan(text).isEmpty)
    _ = BlockAttributes.parse(text)
}

@Test func classesStructsEnumsAndClosures() {
    let r = runScript("""
        class Counter {
            static var created = 0
            private(set) var value = 0
            var onChange: ((Int) -> Void)?
            init() { Self.created += 1 }
            func increment(by step: Int = 1) -> Self {
                value += step
                onChange?(value)
                return self
            }
        }
        final class Loud: Counter {
            override func increment(by step: Int = 1) -> Self {
                _ = super.increment(by: step * 10)
                return self
            }
        }
        struct Point { var x = 0; var y = 0; mutating func shift() { x += 1 } }
        enum Shape { case circle(radius: Double), square(Double)
            var area: Double {
                switch self {
                case .circle(let r): return 3 * r * r
                case .square(let s): return s * s
                }
            }
        }
        var log: [Int] = []
        let c = Counter()
        c.onChange = { log.append($0) }
        c.increment().increment(by: 2)
        let l = Loud()
        l.increment()
        var p = Point()
        p.shift(); p.shift()
        var q = p
        q.x = 100
        let shapes: [Shape] = [.circle(radius: 2), .square(3)]
        print(c.value, l.value, Counter.created, log, p.x, q.x, shapes.map { $0.area })
        let words = ["b": 2, "a": 1].sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }.joined(separator: ",")
        print(words, [3, 1, 2].max() ?? 0, (1...4).reduce(0, +), stride(from: 0, to: 10, by: 4).map { $0 })
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["3 10 2 [1, 3] 2 100 [12.0, 9.0]", "a=1,b=2 3 10 [0, 4, 8]"])
}

@Test func ifAndSwitchExpressionsAndPlaygroundLiterals() {
    let r = runScript("""
        enum Style { case primary, secondary }
        let style = Style.secondary
        let width: CGFloat = switch style {
        case .primary: 100
        case .secondary: 60
        }
        let label = if width > 80 { "wide" } else { "narrow" }
        let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        print(width, label, color is UIColor)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["60.0 narrow true"])
}

@Test func runtimeErrorsAreDiagnosticsWithTheirLine() {
    #expect(runScript("let a = [1, 2]\nprint(a[5])").error?.hasPrefix("runtime 2: Fatal error: Index out of range") == true)
    #expect(runScript("let x: Int? = nil\nprint(x!)").error?.hasPrefix("runtime 2: Fatal error: Unexpectedly found nil") == true)
    #expect(runScript("print(1 / 0)").error?.hasPrefix("runtime 1: Fatal error: Division by zero") == true)
    #expect(runScript("let v = titleLable").error == "unknown-name 1: cannot find 'titleLable' in scope")
    #expect(runScript("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))").error?.hasPrefix("step-limit") == true)
}

@Test func protocolExtensionsGiveDefaultMembers() {
    let r = runScript("""
        protocol Titled { var title: String { get } }
        extension Titled {
            var shout: String { title.uppercased() }
            func describe() -> String { "[\\(title)]" }
        }
        final class Card: Titled {
            let title = "salom"
        }
        let c = Card()
        print(c.shout, c.describe())
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["SALOM [salom]"])
}
