import Foundation
import LayoutFrames
@testable import LayoutScript
import Testing

// Bad lesson code never crashes, hangs or eats memory: each problem is a located diagnostic (`Limits`).

/// Runs `body` in `init(frame:)` of a hosted `UIView` subclass (`members` go after the initializer) and returns the
/// block's diagnostics as "severity code line: message", the line counted from the body's first line (1).
func hostedDiagnostics(_ body: String, members: String = "", actions: String? = nil) -> (diagnostics: [String], states: Int) {
    let info = "swift preview" + (actions.map { " actions=\"\($0)\"" } ?? "")
    let markdown = """
        ```\(info)
        final class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
        \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n"))
            }
        \(members.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """
    let input = LessonScriptInput(file: "robust.md", slug: "robust", blocks: MarkdownFences.scan(markdown))
    let lesson = LayoutBlockRunner.run(lesson: input, options: RunOptions(tapExplorationBudget: 0))
    guard let block = lesson.blocks.first else { return (["no block"], 0) }
    return (block.diagnostics.map { "\($0.severity) \($0.code) \(($0.line ?? 0) - 4): \($0.message)" }, block.states.count)
}

// MARK: 1. ranges

@Test func hugeRangesAnswerWithoutTheirElements() {
    let r = runScript("""
        let huge = 0..<Int.max
        print(huge.contains(3), huge.contains(-1), huge.first(where: { $0 > 5 })!, huge.first!, huge.last!)
        print(huge.min()!, huge.max()!, huge.randomElement()!, huge.isEmpty, huge.count, (0...Int.max).last!)
        print(huge.contains(where: { $0 == 10 }), huge.firstIndex(of: 42)!, huge.allSatisfy { $0 < 3 })
        print((1...4).map { $0 * 2 }, Array((0..<5).reversed()), (0..<5).filter { $0 % 2 == 0 }, Array(0..<3))
        print((1...3).reduce(0, +), (3..<3).isEmpty, (3..<3).first == nil, (1...3).max()!)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == [
        "true false 6 0 9223372036854775806",
        "0 9223372036854775806 0 false 9223372036854775807 9223372036854775807",
        "true 42 false",
        "[2, 4, 6, 8] [4, 3, 2, 1, 0] [0, 2, 4] [0, 1, 2]",
        "6 true true 3",
    ])
}

@Test func rangesTooBigForAnArrayAreStepLimitErrors() {
    let tooMany = "has too many iterations (a range of more than 1000000 elements)"
    #expect(runScript("let x = 1\nlet a = (0..<Int.max).map { $0 }").error == "step-limit 2: 'map' over the range \(tooMany)")
    #expect(runScript("let a = (0..<Int.max).filter { $0 > 1 }").error == "step-limit 1: 'filter' over the range \(tooMany)")
    #expect(runScript("let a = (0..<Int.max).reversed()").error == "step-limit 1: 'reversed' over the range \(tooMany)")
    #expect(runScript("let a = Array((0..<Int.max).enumerated())").error == "step-limit 1: 'enumerated' over the range \(tooMany)")
    #expect(runScript("let a = Array(0...Int.max)").error == "step-limit 1: 'Array(_:)' \(tooMany)")
    #expect(runScript("for i in Int.min...Int.max { }").error == "step-limit 1: the loop \(tooMany)")
    #expect(runScript("for i in Int.min..<Int.min { }\nprint(1)").output == ["1"])
    // Lazy walks count every element against the step budget.
    #expect(runScript("print((0..<100_000_000).reduce(0, +))").error?.hasPrefix("step-limit 1: the block ran too long") == true)
    #expect(runScript("print((0..<Int.max).first(where: { $0 < 0 }))").error?.hasPrefix("step-limit 1: the block ran too long") == true)
    #expect(runScript("let r = 5..<1").error == "runtime 1: Fatal error: Range requires lowerBound <= upperBound")
}

// MARK: 2. overflow

@Test func integerOverflowTrapsAsInSwift() {
    let overflow = "Fatal error: Arithmetic overflow"
    #expect(runScript("print(-Int.min)").error == "runtime 1: \(overflow)")
    #expect(runScript("print(abs(Int.min))").error == "runtime 1: \(overflow)")
    #expect(runScript("print((Int.min...Int.max).count)").error == "runtime 1: \(overflow)")
    #expect(runScript("print((0...Int.max).count)").error == "runtime 1: \(overflow)")
    #expect(runScript("print(Int.max + 1)").error == "runtime 1: \(overflow)")
    #expect(runScript("print(Int.max.advanced(by: 1))").error == "runtime 1: \(overflow)")
    #expect(runScript("print(Int.min / -1)").error == "runtime 1: Fatal error: Division results in an overflow")
    #expect(runScript("print(Int.min % -1)").error == "runtime 1: Fatal error: Division results in an overflow in remainder operation")
    #expect(runScript("print(5 % 0)").error == "runtime 1: Fatal error: Division by zero in remainder operation")
    #expect(runScript("print(Int.min.magnitude)").error?.hasPrefix("runtime 1: Int.min.magnitude (9223372036854775808) does not fit") == true)
    let r = runScript("print(Int.min.isMultiple(of: -1), 0.isMultiple(of: 0), (Int.max - 1).magnitude, abs(-3), -Int.max)")
    #expect(r.output == ["true true 9223372036854775806 3 -9223372036854775807"])
}

// MARK: 3. size of strings and arrays, work of builtins, console output

@Test func stringsAndArraysHaveASizeLimit() {
    #expect(runScript("print(String(repeating: \"x\", count: 1_000_000_000_000))").error
            == "step-limit 1: the string would have more than 10000000 characters (the layout runtime's limit)")
    #expect(runScript("print(Array(repeating: 0, count: 1 << 40))").error
            == "step-limit 1: the array would have more than 1000000 elements (the layout runtime's limit)")
    #expect(runScript("var s = \"x\"\nwhile true { s = s + s }", stepLimit: 1_000_000).error
            == "step-limit 2: the string would have more than 10000000 characters (the layout runtime's limit)")
    #expect(runScript("var s = \"x\"\nwhile true { s += \"\\(s)\\(s)\" }", stepLimit: 1_000_000).error
            == "step-limit 2: the string would have more than 10000000 characters (the layout runtime's limit)")
    #expect(runScript("var a = [0]\nwhile true { a = a + a }", stepLimit: 1_000_000).error
            == "step-limit 2: the array would have more than 1000000 elements (the layout runtime's limit)")
    #expect(runScript("var a = [0]\nwhile true { a.append(contentsOf: a) }", stepLimit: 1_000_000).error
            == "step-limit 2: the array would have more than 1000000 elements (the layout runtime's limit)")
    // Copying data costs steps: a loop of growing copies stops at the step limit, early.
    #expect(runScript("var all: [[Int]] = []\nwhile true { all.append(Array(repeating: 0, count: 900_000)) }").error?
        .hasPrefix("step-limit 2: the block ran too long") == true)
}

@Test func builtinsThatBuildDataCheckTheSizeBeforeTheyAllocate() {
    let string = "the string would have more than 10000000 characters (the layout runtime's limit)"
    let array = "the array would have more than 1000000 elements (the layout runtime's limit)"
    let big = "let big = String(repeating: \"x\", count: 1_000_000)\n"
    #expect(runScript(big + "print(Array(repeating: big, count: 1_000).joined().count)").error == "step-limit 2: \(string)")
    #expect(runScript(big + "print(big.replacingOccurrences(of: \"x\", with: \"yyyyyyyyyyyy\").count)").error == "step-limit 2: \(string)")
    #expect(runScript(big + "print(String(format: \"%@%@%@%@%@%@%@%@%@%@%@\", big, big, big, big, big, big, big, big, big, big, big).count)").error
            == "step-limit 2: \(string)")
    #expect(runScript("let a = Array(repeating: Array(repeating: 0, count: 100_000), count: 1_000)\nprint(a.flatMap { $0 }.count)").error
            == "step-limit 2: \(array)")
    #expect(runScript("let a = Array(repeating: Array(repeating: 0, count: 100_000), count: 1_000)\nprint(a.joined().count)").error
            == "step-limit 2: \(array)")
    let r = runScript("""
        print(zip(0..<Int.max, ["a", "b"]).map { "\\($0.0)\\($0.1)" }, [[1], [2, 3]].joined().count)
        print("abab".replacingOccurrences(of: "b", with: "cd"), String(format: "%.1f|%d", 3.14159, 7))
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["[\"0a\", \"1b\"] 3", "acdacd 3.1|7"])
}

@Test func appendingInALoopIsLinearAndKeepsValueSemantics() {
    let r = runScript("""
        var a: [Int] = []
        for i in 0..<20_000 { a.append(i) }
        var b = a
        b.append(-1)
        a += [7]
        var grid = Array(repeating: 0, count: 3)
        let copy = grid
        grid[1] = 5
        final class Box { var items: [Int] = []; func add(_ x: Int) { items.append(x); self.items.append(contentsOf: [x, x]) } }
        let box = Box()
        box.add(2)
        var d: [String: Int] = [:]
        d["a"] = 1
        let e = d
        d["b"] = 2
        print(a.count, a.last!, b.count, b.last!, grid, copy, box.items, d.count, e.count)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["20001 7 20001 -1 [0, 5, 0] [0, 0, 0] [2, 2, 2] 2 1"])
}

@Test func deeplyNestedOrSharedValuesPrintWithinLimits() {
    // `a = [a]` nests 20,000 levels: printing and comparing must not overflow the stack.
    let nested = runScript("var a: [Any] = []\nfor _ in 0..<20_000 { a = [a] }\nprint(a == a)\nprint(\"\\(a)\".count > 1000)")
    #expect(nested.error == nil, "\(nested.error ?? "")")
    #expect(nested.output == ["true", "true"])
    // `a = [a, a]` 40 times describes as 2^40 elements: the text is too large, not a hang.
    #expect(runScript("var a: [Any] = [0]\nfor _ in 0..<40 { a = [a, a] }\nprint(a)").error
            == "step-limit 3: the string would have more than 10000000 characters (the layout runtime's limit)")
}

@Test func consoleOutputIsCapped() {
    let r = runScript("for _ in 0..<2_000 { print(String(repeating: \"x\", count: 1_000)) }")
    #expect(r.error == nil)
    #expect(r.output.count == 1_001)
    #expect(r.output.last == "[the rest of the output is dropped: more than 1000000 characters]")
    #expect(r.output.dropLast().map { $0.utf8.count + 1 }.reduce(0, +) <= 1_000_000)
    // Printing ever longer lines stops at the step limit early (each line costs its length).
    #expect(runScript("var i = 0\nwhile true { i += 1; print(String(repeating: \"x\", count: i)) }").error?
        .hasPrefix("step-limit 2: the block ran too long") == true)
}

@Test func builtinsCountTheirElementsAgainstTheStepBudget() {
    #expect(runScript("let a = Array(repeating: 1, count: 200_000)\nprint(a.map { $0 + 1 }.count)").error?
        .hasPrefix("step-limit 2: the block ran too long") == true)
    #expect(runScript("let a = Array(repeating: 1, count: 200_000)\nfor _ in 0..<100 { _ = a.contains(2) }").error?
        .hasPrefix("step-limit 2: the block ran too long") == true)
    #expect(runScript("var d: [Int: Int] = [:]\nvar i = 0\nwhile true { d[i] = i; i += 1 }").error?
        .hasPrefix("step-limit 3: the block ran too long") == true)
}

// MARK: 4. deep expressions

@Test func longOperatorAndMemberChainsAreSyntaxErrors() {
    let tooDeep = "expression is nested too deeply (more than 200 levels of operators, members and calls)"
    let sum = "print(" + Array(repeating: "1", count: 20_000).joined(separator: " + ") + ")"
    #expect(runScript(sum).error == "syntax 1:7: \(tooDeep)")
    let members = "let a = UIView()\nprint(a" + String(repeating: ".superview", count: 20_000) + ")"
    // Reported where the chain gets too deep: the 200th member.
    #expect(runScript(members).error == "syntax 2:1999: \(tooDeep)")
    let calls = "func f() -> Any { f }\nprint(f" + String(repeating: "()", count: 5_000) + ")"
    #expect(runScript(calls).error == "syntax 2:7: \(tooDeep)")
    #expect(runScript("let x = 1 as Any" + String(repeating: " as Any", count: 300)).error?.hasSuffix(tooDeep) == true)
    // Realistic chains are far below the limit.
    let ok = "print(" + Array(repeating: "1", count: 150).joined(separator: " + ") + ")"
    #expect(runScript(ok).output == ["150"])
}

@Test func theStackGuardStopsRecursionOnASmallStack() {
    // 200 nested calls fit a run's 128 MB stack easily; on a 1 MB thread the guard stops them before the stack
    // overflows.
    final class ResultBox: @unchecked Sendable { var error: String? }
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.error = runScript("""
            func f(_ n: Int) -> Int {
                if n > 0 { if n > 0 { if n > 0 { if n > 0 { return 1 + f(n - 1) + 1 } } } }
                return 0
            }
            print(f(190))
            """).error
        done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
    #expect(box.error?.hasPrefix("step-limit") == true, "\(box.error ?? "no error")")
    #expect(box.error?.contains("nested too deeply (the interpreter's stack is nearly full)") == true, "\(box.error ?? "")")
}

// MARK: 5. recursive initializers and accessors

@Test func storedPropertiesThatConstructTheirOwnTypeStop() {
    let hosted = hostedDiagnostics("", members: "let child = V()")
    #expect(hosted.diagnostics == ["error step-limit 3: initializers recurse too deeply"])
    #expect(runScript("struct S { var next: [S] = [S()] }\nlet s = S()").error == "step-limit 1: initializers recurse too deeply")
    #expect(runScript("final class C { var a: Int { get { 0 } set { a = newValue } } }\nlet c = C()\nc.a = 1").error
            == "step-limit 1: recursion is too deep (more than 200 nested calls in the setter of 'a')")
    #expect(runScript("""
        final class C {
            var a = 0 { didSet { b += 1 } }
            var b = 0 { didSet { a += 1 } }
        }
        let c = C()
        c.a = 1
        """).error == "step-limit 3: recursion is too deep (more than 200 nested calls in the didSet of 'a')")
}

// MARK: 6. asyncAfter blocks that schedule themselves

@Test func selfSchedulingAsyncBlocksAreCapped() {
    let r = hostedDiagnostics("", members: """
        var n = 0
        func go() {
            DispatchQueue.main.async { self.go() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { self.n += 1; self.go() }
        }
        """, actions: "go()")
    #expect(r.diagnostics.contains("warning async-limit 5: DispatchQueue.main.async blocks keep scheduling more blocks; the preview ran 8 rounds of them and dropped the rest"))
    #expect(r.diagnostics.contains("warning async-limit 6: asyncAfter blocks keep scheduling more asyncAfter blocks; the preview ran 32 of them (at most 32 in 6 rounds after a step) and dropped the rest"))
    // initial, go(), and 32 asyncAfter states.
    #expect(r.states == 34)
}

// MARK: 7. builtins that trap in Swift

@Test func builtinsTrapWhereSwiftDoes() {
    #expect(runScript("let d = [1: 2, 1: 3]").error == "runtime 1: Fatal error: Dictionary literal contains duplicate keys")
    #expect(runScript("let d = Dictionary(uniqueKeysWithValues: [(1, 2), (1, 3)])").error == "runtime 1: Fatal error: Duplicate values for key: '1'")
    #expect(runScript("let r = Int.random(in: 1..<1)").error == "runtime 1: Fatal error: Can't get random value with an empty range")
    #expect(runScript("let r = Int.random(in: 5..<1)").error == "runtime 1: Fatal error: Range requires lowerBound <= upperBound")
    #expect(runScript("var a = [1]\na.removeLast(5)").error == "runtime 2: Fatal error: Can't remove more items from a collection than it contains")
    #expect(runScript("var a = [1]\na.removeFirst(-1)").error == "runtime 2: Fatal error: Number of elements to remove should be non-negative")
    #expect(runScript("print([1].prefix(-1))").error == "runtime 1: Fatal error: Can't take a prefix of negative length from a collection")
    #expect(runScript("let x = UInt8(300)").error == "runtime 1: Fatal error: Not enough bits to represent the passed value")
    #expect(runScript("let x = Int32(Int.max)").error == "runtime 1: Fatal error: Not enough bits to represent the passed value")
    #expect(runScript("let x = UInt(-1)").error == "runtime 1: Fatal error: Negative value is not representable")
    #expect(runScript("let x = UInt8(256.0)").error == "runtime 1: Fatal error: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max")
    #expect(runScript("let s = stride(from: 0, to: 10, by: 0)").error == "runtime 1: Fatal error: Stride size must not be zero")
    #expect(runScript("let st = UIStackView()\nst.addArrangedSubview(st)").error == "runtime 2: NSInvalidArgumentException: Can't add self as subview")
    #expect(runScript("undefinedFunc()").error == "unknown-name 1: cannot find 'undefinedFunc' in scope")
    let r = runScript("""
        let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)])
        let m = Dictionary([("a", 1), ("a", 2)], uniquingKeysWith: +)
        var a = [1, 2, 3, 4]
        a.removeLast(2)
        var x = 1, y = 2
        swap(&x, &y)
        print(d["b"]!, m["a"]!, a, UInt8(200), UInt8(clamping: 300), Int8(truncatingIfNeeded: 200), UInt8.max, Int.random(in: 3...9), x, y)
        print(Array(stride(from: Int.max - 1, through: Int.max, by: 1)).count, Array(stride(from: 0.0, to: 1.0, by: 0.25)))
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["2 3 [1, 2] 200 255 -56 255 3 2 1", "2 [0.0, 0.25, 0.5, 0.75]"])
}

@Test func anUnknownActionIsAnUnknownName() {
    let r = hostedDiagnostics("", actions: "undefinedFunc()")
    #expect(r.diagnostics.contains { $0.hasPrefix("error unknown-name") && $0.hasSuffix("cannot find 'undefinedFunc' in scope") }, "\(r.diagnostics)")
}

@Test func colorComponentsThatAreNotFiniteDoNotTrap() {
    let r = runScript("""
        let zero: CGFloat = 0
        let a = UIColor.red.withAlphaComponent(1e300)
        let b = UIColor.red.withAlphaComponent(zero / zero)
        let c = UIColor(hue: CGFloat.infinity, saturation: 1, brightness: zero / zero, alpha: 1)
        let d = UIColor(red: 1e300, green: -1e300, blue: zero / zero, alpha: 2)
        print(a.cgColor != nil, b.cgColor != nil, c.cgColor != nil, d.cgColor != nil)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["true true true true"])
}

// MARK: views

/// A loop that builds more views than the limit stops with a located `step-limit` error at the view past it,
/// instead of taking minutes and gigabytes to lay out (tested with a limit of 50 instead of `Limits.views`, 10,000,
/// so the test lays out 50 views, not 10,000); exactly the limit is still allowed.
@Test func creatingMoreViewsThanTheLimitIsAStepLimitError() {
    func diagnostics(_ body: String) -> [String] {
        let markdown = """
            ```swift preview
            final class V: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
            \(body.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```
            """
        let input = LessonScriptInput(file: "views.md", slug: "views", blocks: MarkdownFences.scan(markdown))
        let lesson = LayoutBlockRunner.run(lesson: input, options: RunOptions(tapExplorationBudget: 0, viewLimit: 50))
        return lesson.blocks.first?.diagnostics.map { "\($0.severity) \($0.code) \(($0.line ?? 0) - 4): \($0.message)" } ?? []
    }
    // The hosted view is the first of the 50, so 49 labels fit and the 50th (i = 49) is refused.
    let tooMany = diagnostics("""
        let stack = UIStackView()
        addSubview(stack)
        for i in 0..<1000 {
            let label = UILabel()
            label.text = "\\(i)"
            stack.addArrangedSubview(label)
        }
        """)
    #expect(tooMany.first == "error step-limit 4: the block creates more than 50 views (the layout runtime's limit)")
    let atTheLimit = diagnostics("for _ in 0..<49 { addSubview(UIView()) }")
    #expect(!atTheLimit.contains { $0.contains("step-limit") }, "\(atTheLimit)")
}
