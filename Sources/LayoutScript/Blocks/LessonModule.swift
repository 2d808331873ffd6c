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

/// Parses the lesson's swift blocks once and indexes their declarations once; builds a fresh module for each run
/// (script types hold static storage), which declares only what the run's names reach.
struct LessonModule {
    let blocks: [ParsedBlock]
    /// Every block's top-level declarations by name (blocks that parse): shared, read-only, by every run's module.
    let declarations: ModuleDeclarations

    init(lesson: LessonScriptInput) {
        var parsed: [ParsedBlock] = []
        for (i, block) in lesson.blocks.enumerated() where block.isSwift {
            // Columns stay the code's own (a container prefix is not Swift indentation: multi-line strings strip
            // the closing delimiter's column); `MarkdownColumns` adds each line's prefix to every diagnostic.
            let (file, errors) = Parser.parse(block.code, lineOffset: block.firstCodeLine - 1)
            parsed.append(ParsedBlock(index: i, block: block, attributes: BlockAttributes.parse(block.infoString),
                                      file: file, errors: errors))
        }
        self.init(blocks: parsed, declarations: ModuleDeclarations(units: parsed.map {
            $0.errors.isEmpty ? ($0.file.statements, true) : nil
        }))
    }

    private init(blocks: [ParsedBlock], declarations: ModuleDeclarations) {
        self.blocks = blocks
        self.declarations = declarations
    }

    /// The lesson with the block at `position` replaced (edited by a tweak). The index stays the lesson's: a
    /// module never reads its target block's entries there, only the block's own code.
    func replacing(_ position: Int, with block: ParsedBlock) -> LessonModule {
        var blocks = self.blocks
        blocks[position] = block
        return LessonModule(blocks: blocks, declarations: declarations)
    }

    /// The module as the preview block at `position` sees it: blocks before it in order (later ones replace
    /// earlier declarations of the same name), then its own declarations, then later blocks only for names not
    /// yet declared. Blocks that don't parse contribute nothing. In top-level mode the preview block's own
    /// variables are not globals: its statements run in order instead. Declared lazily from `declarations`, unless
    /// the lesson extends a nested type (`extension Outer.Inner`), whose order only declaring everything keeps.
    func makeModule(for position: Int, topLevelMode: Bool) -> Module {
        let target = blocks[position]
        let own = ModuleDeclarations(units: [(target.file.statements, !topLevelMode)])
        if !declarations.extendsNestedType && !own.extendsNestedType {
            return Module(hostTypes: NativeClasses.self, declarations: declarations, target: own, position: position)
        }
        let module = Module(hostTypes: NativeClasses.self)
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
