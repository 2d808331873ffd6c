import Foundation
import XCTest

/// The block-level preview cache through the real binary and renderer: which blocks an edit re-runs (the build's
/// progress line `ran N of M layout blocks`), that a cached build writes the bytes of a clean `--no-cache` build,
/// and `build`'s exit status for preview errors (issue 25).
final class BlockCacheCommandTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-blocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("content/lessons"),
                                                withIntermediateDirectories: true)
        try write("content/course.yml", "title: Bloklar\nchapters:\n  - title: A\n    lessons:\n      - lessons/a.md\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: scratch.appendingPathComponent(relative))
    }

    /// A lesson of four blocks: shared tokens, a Box that uses them, an independent Label view, and a screen
    /// that uses Box. `box` and `gap` are the constants the tests edit.
    private func writeLesson(gap: Int = 8, box: Int = 40, label: Int = 20, prose: String = "Matn.") throws {
        try write("content/lessons/a.md", """
            ---
            title: Dars
            ---

            \(prose)

            ```swift
            enum Tokens {
                static let gap: CGFloat = \(gap)
            }
            ```

            ```swift preview host=fit
            final class Box: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in
                        make.size.equalTo(\(box) + Tokens.gap)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```

            ```swift preview host=fit
            final class Caption: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in
                        make.size.equalTo(\(label))
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```

            ```swift preview
            final class Screen: UIViewController {
                let box = Box()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                    }
                }
            }
            ```

            """)
    }

    private func build(_ arguments: [String] = [], output: String = "_site") throws -> CoursegenProcess.Result {
        try CoursegenProcess.run(["build", "content", "-o", output, "--theme",
                                  BuildCommandTests.repository.appendingPathComponent("themes/default").path] + arguments,
                                 in: scratch)
    }

    private func ranBlocks(_ result: CoursegenProcess.Result) -> String? {
        result.stderr.split(separator: "\n").first { $0.hasPrefix("ran ") }.map(String.init)
    }

    private func page(_ output: String) throws -> Data {
        try Data(contentsOf: scratch.appendingPathComponent("\(output)/lessons/a/index.html"))
    }

    func testAnEditReRunsTheEditedBlockAndTheBlocksThatUseItAndTheResultMatchesACleanBuild() throws {
        try writeLesson()
        let first = try build()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(ranBlocks(first), "ran 3 of 3 layout blocks (0 from the cache)")

        // Box changes: Box and the Screen that uses it run again, Caption comes from the cache.
        try writeLesson(box: 44)
        let second = try build()
        XCTAssertEqual(ranBlocks(second), "ran 2 of 3 layout blocks (1 from the cache)", second.stderr)
        XCTAssertEqual(try build(["--no-cache"], output: "clean").status, 0)
        XCTAssertEqual(try page("_site"), try page("clean"))

        // Caption alone.
        try writeLesson(box: 44, label: 24)
        XCTAssertEqual(ranBlocks(try build()), "ran 1 of 3 layout blocks (2 from the cache)")

        // The shared tokens: Box uses them directly, Screen through Box; Caption does not.
        try writeLesson(gap: 12, box: 44, label: 24)
        XCTAssertEqual(ranBlocks(try build()), "ran 2 of 3 layout blocks (1 from the cache)")

        // Prose that moves no block: nothing runs.
        try writeLesson(gap: 12, box: 44, label: 24, prose: "Boshqa matn.")
        XCTAssertEqual(ranBlocks(try build()), "ran 0 of 3 layout blocks (3 from the cache)")
        XCTAssertEqual(try build(["--no-cache"], output: "clean").status, 0)
        XCTAssertEqual(try page("_site"), try page("clean"))
    }

    func testAMemberAnExtensionAddsIsADependencyOfTheBlocksThatUseIt() throws {
        func lesson(side: Int) -> String {
            """
            ---
            title: Dars
            ---

            ```swift
            extension CGFloat {
                static let side: CGFloat = \(side)
            }
            ```

            ```swift preview host=fit
            final class Tile: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in
                        make.size.equalTo(CGFloat.side)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```

            ```swift preview host=fit
            final class Plain: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    snp.makeConstraints { make in
                        make.size.equalTo(30)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```

            """
        }
        try write("content/lessons/a.md", lesson(side: 40))
        XCTAssertEqual(ranBlocks(try build()), "ran 2 of 2 layout blocks (0 from the cache)")
        // `side` is reached only through the extension's member: Tile runs again, Plain does not.
        try write("content/lessons/a.md", lesson(side: 48))
        XCTAssertEqual(ranBlocks(try build()), "ran 1 of 2 layout blocks (1 from the cache)")
        XCTAssertEqual(try build(["--no-cache"], output: "clean").status, 0)
        XCTAssertEqual(try page("_site"), try page("clean"))
    }

    func testABlockThatHitsALimitOnItsOwnDeviceGetsOneDiagnosticAndNoSweep() throws {
        // Endless recursion in a button's title: the first layout pass works, then the limit stops the run.
        try write("content/lessons/a.md", """
            ---
            title: Dars
            ---

            ```swift preview
            func deeper(_ n: Int) -> Int { deeper(n + 1) }
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let depth = deeper(0)
            ```

            """)
        let result = try build(["--keep-going"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let limitLines = result.stderr.split(separator: "\n").filter { $0.contains("error: ") && $0.contains("a.md:") }
        XCTAssertEqual(limitLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("note: the other devices, orientations and widths were skipped"), result.stderr)
        let page = try String(decoding: try Data(contentsOf: scratch.appendingPathComponent("_site/lessons/a/index.html")),
                              as: UTF8.self)
        XCTAssertTrue(page.contains("the other devices, orientations and widths were skipped"))
        // No width handle: the widths were not solved.
        XCTAssertFalse(page.contains("cg-handle"))
    }

    func testBuildExitsOneAfterWritingTheSiteWhenABlockHasAnUnannouncedError() throws {
        try write("content/lessons/a.md", """
            ---
            title: Dars
            ---

            ```swift preview
            let box = UIView()
            view.addSubview(box)
            let zero = 0
            box.frame = CGRect(x: 0, y: 0, width: 10 / zero, height: 10)
            ```

            """)
        let failing = try build()
        XCTAssertEqual(failing.status, 1, failing.stderr)
        XCTAssertTrue(failing.stderr.contains("a.md:9:"), failing.stderr)
        XCTAssertTrue(failing.stderr.contains("--keep-going"), failing.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("_site/lessons/a/index.html").path))

        XCTAssertEqual(try build(["--keep-going"]).status, 0)

        try write("content/lessons/a.md", """
            ---
            title: Dars
            ---

            ```swift preview expect=error
            let box = UIView()
            view.addSubview(box)
            let zero = 0
            box.frame = CGRect(x: 0, y: 0, width: 10 / zero, height: 10)
            ```

            """)
        XCTAssertEqual(try build().status, 0)
    }
}
