import Testing
@testable import AutoLayout
import Solver

/// LayoutEngine.installedSystemText(): the solver's system, written in `coursegen solve`'s text format.
struct SystemTextTests {
    @Test func exportedSystemSolvesToTheSameFrame() throws {
        // A child 20 pt in from the root's leading and top edges, 100 × 50 by constants: every variable of the
        // child is fixed by required rows, so solving the exported text alone must give x 20, y 20, w 100, h 50.
        let s = Screen()
        let child = s.add()
        pin(child, .leading, .equal, s.root, .leading, 20)
        pin(child, .top, .equal, s.root, .top, 20)
        pin(child, .width, .equal, nil, .notAnAttribute, 100)
        pin(child, .height, .equal, nil, .notAnAttribute, 50)
        s.layout()
        expectFrame(child, 20, 20, 100, 50)

        let text = s.engine.installedSystemText()
        let parsed = ConstraintTextParser.parse(text)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        #expect(parsed.statements.count == s.engine.installedOrder.filter { !$0.isConstant }.count)
        let (solution, errors) = ConstraintTextSystem.solve(parsed.statements)
        #expect(errors.isEmpty)
        #expect(solution.brokenLines.isEmpty)
        let values = Dictionary(uniqueKeysWithValues: solution.variables.map { ($0.name, $0.value) })
        let variables = s.engine.model.variables(for: child)
        #expect(values["v\(variables.x.id)"] == 20)
        #expect(values["v\(variables.y.id)"] == 20)
        #expect(values["v\(variables.w.id)"] == 100)
        #expect(values["v\(variables.h.id)"] == 50)
    }
}
