// libFuzzer entry point: parse arbitrary bytes as the constraint text format; when they parse, solve them too
// (small systems only), so both the parser and the solver must survive any input without crashing.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = ConstraintTextParser.parse(bytes: bytes)
    for error in parsed.errors {
        precondition(error.position.line >= 1 && error.position.column >= 1, "error without a position")
    }
    if parsed.errors.isEmpty, parsed.statements.count <= 24 {
        let solved = ConstraintTextSystem.solve(parsed.statements)
        for (_, value) in solved.solution.variables { precondition(!value.isNaN, "NaN value") }
    }
    return 0
}
