import LayoutFrames
@testable import LayoutScript
import Testing

/// `traitCollection.horizontalSizeClass` / `verticalSizeClass` are the screen's [3P: published size-class
/// tables]: an iPhone 15 is compact wide and regular tall in portrait, compact both ways in landscape; a Pro Max
/// (932 pt long) is regular wide in landscape; an iPad is regular both ways. A box is 100 wide when the width is
/// regular, 50 when compact, and 100 high when the height is regular, 50 when compact.
@Test(arguments: [("iPhone 15", [50.0, 100]), ("iPhone 15 landscape", [50, 50]),
                  ("iPhone 15 Pro Max landscape", [100, 50]), ("iPad", [100, 100])])
func sizeClassesFollowTheDevice(device: String, size: [Double]) throws {
    let block = try runBlock("""
        ```swift preview id=t device="\(device)"
        final class Adaptive: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                let wide = traitCollection.horizontalSizeClass == .regular
                let tall = view.traitCollection.verticalSizeClass == .regular
                box.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(wide ? 100 : 50)
                    make.height.equalTo(tall ? 100 : 50)
                }
            }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    let frame = block.states.first?.views.first { $0.path == "box" }?.frame
    #expect(frame.map { Array($0[2...3]) } == size, "\(device)")
}
