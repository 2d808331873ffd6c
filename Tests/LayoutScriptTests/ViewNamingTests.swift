import LayoutFrames
@testable import LayoutScript
import Testing

/// Messages name views after the local or property that first held them, so an author can find the view; a local
/// that holds several views in turn (a loop) numbers them, so no two views read alike.
@Test func messagesNameViewsAfterTheirLocals() throws {
    // A block's top-level statements run in viewDidLoad. `header` sits 50 pt above the screen (outside its
    // superview); each `chip` of the loop is 100 wide at x 350, so it runs past the 393-wide root view.
    let markdown = """
        ```swift preview id=names
        let header = UIView()
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(-50)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(100)
        }
        for index in 0..<2 {
            let chip = UIView()
            view.addSubview(chip)
            chip.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(350)
                make.top.equalToSuperview().offset(200 + index * 60)
                make.size.equalTo(100)
            }
        }
        ```
        """
    let lesson = LessonScriptInput(file: "names.md", slug: "names", blocks: MarkdownFences.scan(markdown))
    let frames = LayoutBlockRunner.run(lesson: lesson)
    let messages = frames.blocks.flatMap(\.diagnostics).filter { $0.code == "outside-superview" }.map(\.message)
    #expect(messages.contains { $0.hasPrefix("UIView:header at") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("UIView:chip at") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("UIView:chip#2 at") }, "\(messages)")
}
