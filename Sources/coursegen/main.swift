import Foundation

// Entry point: dispatches to one command per file (DESIGN.md §3). Exit codes: 0 ok, 1 findings or content
// errors, 2 usage.
setvbuf(stdout, nil, _IOFBF, 1 << 16)
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandDispatcher.run(arguments)
fflush(stdout)
exit(status)
