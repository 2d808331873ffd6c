import Diagnostics
import SwiftSubset
import UIKitWorld

/// A parsed swift block of a lesson.
struct ParsedBlock {
    let index: Int
    let block: FencedBlock
    let attributes: BlockAttributes
    let file: SourceFile
    let errors: [SyntaxError]

    var isPreview: Bool { attributes.isPreview }
}

/// Parses the lesson's swift blocks once; builds a fresh module for each run (script types hold static storage).
struct LessonModule {
    let blocks: [ParsedBlock]

    init(lesson: LessonScriptInput) {
        var parsed: [ParsedBlock] = []
        for (i, block) in lesson.blocks.enumerated() where block.isSwift {
            // Columns stay the code's own (a container prefix is not Swift indentation: multi-line strings strip
            // the closing delimiter's column); `MarkdownColumns` adds each line's prefix to every diagnostic.
            let (file, errors) = Parser.parse(block.code, lineOffset: block.firstCodeLine - 1)
            parsed.append(ParsedBlock(index: i, block: block, attributes: BlockAttributes.parse(block.infoString),
                                      file: file, errors: errors))
        }
        blocks = parsed
    }

    /// The module as the preview block at `position` sees it: blocks before it in order (later ones replace
    /// earlier declarations of the same name), then its own declarations, then later blocks only for names not
    /// yet declared. Blocks that don't parse contribute nothing. In top-level mode the preview block's own
    /// variables are not globals: its statements run in order instead.
    func makeModule(for position: Int, topLevelMode: Bool) -> Module {
        let module = Module(hostTypes: NativeClasses.self)
        let target = blocks[position]
        for (i, b) in blocks.enumerated() where i != position && b.errors.isEmpty && i < position {
            declare(b.file.statements, in: module, override: true, includeVariables: true)
        }
        declare(target.file.statements, in: module, override: true, includeVariables: !topLevelMode)
        for (i, b) in blocks.enumerated() where i > position && b.errors.isEmpty {
            declare(b.file.statements, in: module, override: false, includeVariables: true)
        }
        module.link()
        return module
    }

    private func declare(_ statements: [Stmt], in module: Module, override: Bool, includeVariables: Bool) {
        for s in statements {
            guard case .declaration(let d) = s.kind else { continue }
            switch d {
            case .variable, .variables:
                if includeVariables { module.declare(d, override: override) }
            default:
                module.declare(d, override: override)
            }
        }
    }
}
