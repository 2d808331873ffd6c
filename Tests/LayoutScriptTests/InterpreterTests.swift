import AutoLayout
@testable import LayoutScript
import Testing
import Foundation

/// Runs top-level statements and returns what `print` wrote (and the first error, if any).
func runScript(_ code: String) -> (output: [String], error: String?) {
    let (file, errors) = Parser.parse(code)
    if let e = errors.first { return ([], "syntax \(e.loc): \(e.message)") }
    let module = Module()
    for s in file.statements {
        if case .declaration(let d) = s.kind {
            switch d {
            case .variable, .variables: break
            default: module.declare(d, override: true)
            }
        }
    }
    module.link()
    let interp = Interpreter(module: module, stepLimit: 100_000)
    let runtime = Runtime(interp: interp, device: .iPhone15, file: "test.swift")
    interp.runtime = runtime
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

@Test func parserIsFastOnLargeMalformedInput() throws {
    let text = String(repeating: "final class A: UIView { let x = ( [ { \"abc\\(1 + ) } \n", count: 300)
    let start = Date()
    let (_, errors) = Parser.parse(text)
    #expect(!errors.isEmpty)
    #expect(Date().timeIntervalSince(start) < 2)
}

@Test func parserIsFastOnMarkdownAsSwift() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/03-language.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = Date()
    _ = Parser.parse(text)
    _ = MarkdownFences.scan(text)
    _ = BlockAttributes.parse(text)
    #expect(Date().timeIntervalSince(start) < 1)
}
