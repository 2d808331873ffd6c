import Foundation
import XCTest

/// End-to-end tests of `coursegen frames` (DESIGN.md §3, §4, §6). Frames are derived by hand in comments.
final class FramesCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func json(_ text: String) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    private func firstBlock(_ result: CoursegenProcess.Result) -> [String: Any]? {
        let lessons = json(result.stdout)?["lessons"] as? [[String: Any]]
        return (lessons?.first?["blocks"] as? [[String: Any]])?.first
    }

    private func frame(_ block: [String: Any]?, state: Int, path: String) -> [Double]? {
        let states = block?["states"] as? [[String: Any]]
        guard let s = states, state < s.count else { return nil }
        let views = s[state]["views"] as? [[String: Any]]
        return (views?.first { $0["path"] as? String == path }?["frame"] as? [NSNumber])?.map(\.doubleValue)
    }

    private let centeredBox = """
        ---
        title: "Box"
        slug: boxes
        ---
        # Box

        ```swift preview actions="grow()"
        final class BoxView: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in
                    make.size.equalTo(50)
                    make.center.equalToSuperview()
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            func grow() {
                box.snp.updateConstraints { make in
                    make.size.equalTo(100)
                }
            }
        }
        ```
        """

    func testPrintsFramesForEveryState() throws {
        let lesson = try write("01-box.md", centeredBox)
        let result = try CoursegenProcess.run(["frames", lesson.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let block = firstBlock(result)
        XCTAssertEqual(block?["id"] as? String, "boxes-1")            // slug from the front matter, first preview
        XCTAssertEqual(block?["line"] as? Int, 7)                     // the opening fence
        XCTAssertEqual(block?["class"] as? String, "BoxView")
        XCTAssertEqual(block?["host"] as? String, "fill")
        // fill host on iPhone 15: self = (0, 59, 393, 759); box centered: ((393 − 50)/2, (759 − 50)/2).
        XCTAssertEqual(frame(block, state: 0, path: "self"), [0, 59, 393, 759])
        XCTAssertEqual(frame(block, state: 0, path: "box"), [171.5, 354.5, 50, 50])
        // grow(): 100 × 100 centered: ((393 − 100)/2, (759 − 100)/2).
        XCTAssertEqual(frame(block, state: 1, path: "box"), [146.5, 329.5, 100, 100])
        let states = block?["states"] as? [[String: Any]]
        XCTAssertEqual(states?.map { $0["name"] as? String }, ["initial", "grow()"])
        XCTAssertTrue(states?.first?["action"] is NSNull)
    }

    func testDefaultIdsAreThePagesIds() throws {
        // No `slug:` and no `id=`: the id is `<lesson-slug>-<n>` with the slug the build gives the page, the file
        // name made a slug with its number kept (DESIGN.md §6: 07-lifecycle.md → 07-lifecycle-2).
        let lesson = try write("07-Lifecycle.md", "---\ntitle: Hayot sikli\n---\n\n```swift preview\nlet a = UIView()\n```\n\n```swift preview\nlet b = UIView()\n```\n")
        let result = try CoursegenProcess.run(["frames", lesson.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lessons = json(result.stdout)?["lessons"] as? [[String: Any]]
        let ids = (lessons?.first?["blocks"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ["07-lifecycle-1", "07-lifecycle-2"])
    }

    func testDeviceAndWidthOptions() throws {
        let lesson = try write("01-box.md", centeredBox)
        // iPhone SE: safe area top 20, bottom 0 → self (0, 20, 375, 647); box ((375 − 50)/2, (647 − 50)/2).
        let se = try CoursegenProcess.run(["frames", lesson.path, "--device", "iPhone SE"])
        XCTAssertEqual(se.status, 0, se.stderr)
        XCTAssertEqual(frame(firstBlock(se), state: 0, path: "box"), [162.5, 298.5, 50, 50])
        // --width 320 on the default iPhone 15: x = (320 − 50)/2.
        let narrow = try CoursegenProcess.run(["frames", lesson.path, "--width", "320"])
        XCTAssertEqual(narrow.status, 0, narrow.stderr)
        XCTAssertEqual(frame(firstBlock(narrow), state: 0, path: "box")?.first, 135)
    }

    func testFolderOutputIsDeterministic() throws {
        _ = try write("lessons/01-box.md", centeredBox)
        _ = try write("lessons/02-other.md", centeredBox.replacingOccurrences(of: "slug: boxes", with: "slug: other"))
        let first = try CoursegenProcess.run(["frames", folder.path])
        let second = try CoursegenProcess.run(["frames", folder.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual((json(first.stdout)?["lessons"] as? [Any])?.count, 2)
        XCTAssertEqual(first.stdout, second.stdout)
    }

    func testErrorsExitOneWithCompilerStyleMessages() throws {
        let lesson = try write("bad.md", """
            ```swift preview
            final class Bad: UIView {
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    badge.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```
            """)
        let result = try CoursegenProcess.run(["frames", lesson.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("bad.md:7:"), result.stderr)  // the equalToSuperview() line
        XCTAssertTrue(result.stderr.contains("Expected superview but found nil"), result.stderr)
        let diagnostics = firstBlock(result)?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(diagnostics?.first?["code"] as? String, "no-superview")
    }

    func testExpectedProblemsDoNotFail() throws {
        let lesson = try write("expected.md", """
            ```swift preview expect=conflict
            final class Twice: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.top.equalTo(10)
                        make.top.equalTo(20)
                        make.leading.size.equalTo(10)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```
            """)
        let result = try CoursegenProcess.run(["frames", lesson.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let diagnostics = firstBlock(result)?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(diagnostics?.first?["expected"] as? Bool, true)
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CoursegenProcess.run(["frames"]).status, 2)
        XCTAssertEqual(try CoursegenProcess.run(["frames", "x.md", "--bogus"]).status, 2)
        XCTAssertEqual(try CoursegenProcess.run(["frames", "x.md", "--width", "wide"]).status, 2)
        let lesson = try write("01-box.md", centeredBox)
        XCTAssertEqual(try CoursegenProcess.run(["frames", lesson.path, "--device", "Nokia 3310"]).status, 2)
        // A missing PATH is an input error, as for `solve` and `check` (LessonInputCommandTests).
        XCTAssertEqual(try CoursegenProcess.run(["frames", folder.appendingPathComponent("missing.md").path]).status, 2)
    }

    /// `--width 1e308` used to be accepted (every frame infinite) and `--width -1` to be read as a missing value.
    func testWidthMustBeAPlainNumberFromOneToTenThousand() throws {
        let lesson = try write("01-box.md", centeredBox)
        for value in ["1e308", "-1", "0", "0.5", "10000.5", "inf", "nan", "0x10", "wide", ""] {
            let result = try CoursegenProcess.run(["frames", lesson.path, "--width", value])
            XCTAssertEqual(result.status, 2, "\(value): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("--width must be a number of points from 1 to 10000, not '\(value)'"),
                          "\(value): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", value)
        }
        for value in ["1", "10000", "1e3"] {
            let result = try CoursegenProcess.run(["frames", lesson.path, "--width=\(value)"])
            XCTAssertEqual(result.status, 0, "\(value): \(result.stderr)")
            XCTAssertEqual((firstBlock(result)?["device"] as? [String: Any])?["size"] as? [Double],
                           [Double(value)!, 852], value)
        }
    }
}
