import LayoutFrames
@testable import LayoutScript
import Testing

/// Runs the first layout block of a Markdown snippet, as `coursegen frames` would, and returns its frames.
func runBlock(_ markdown: String, file: String = "block.md") throws -> BlockFrames {
    let lesson = LessonScriptInput(file: file, slug: "block", blocks: MarkdownFences.scan(markdown))
    return try #require(LayoutBlockRunner.run(lesson: lesson).blocks.first)
}

/// The initial size of each named top-level view of a controller block (the views sit in a vertical,
/// leading-aligned stack, so each keeps its intrinsic size), rounded to 1/1000 pt because frames solved at
/// different offsets differ in the last bits, and the block's diagnostics.
func sizes(_ code: String, _ names: [String]) throws -> (sizes: [String: [Double]], diagnostics: [FrameDiagnostic]) {
    let block = try runBlock("""
        ```swift preview id=t
        \(code)
        let column = UIStackView(arrangedSubviews: [\(names.joined(separator: ", "))])
        column.axis = .vertical
        column.alignment = .leading
        view.addSubview(column)
        column.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        ```
        """)
    var result: [String: [Double]] = [:]
    for name in names {
        let frame = try #require(block.states.first?.views.first { $0.path == name }?.frame, "no view \(name)")
        result[name] = frame[2...3].map { ($0 * 1000).rounded() / 1000 }
    }
    return (result, block.diagnostics)
}
