@testable import CourseSite
import Diagnostics
import Foundation
import XCTest

/// The block-level preview cache and `coursegen serve`'s deferred variants, driven through real builds with a
/// stand-in blockwise renderer whose key for a block is its own code plus the lesson's non-preview swift blocks
/// (the real renderer's dependency scan is tested through the command line, CLITests/BlockCacheCommandTests).
final class BlockCacheTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var previews: BlockCountingRenderer!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("theme/templates/lesson.html", "<html><body><main>{{{lesson.content}}}</main></body></html>\n")
        try folder.write("theme/templates/home.html", "<html><body>home</body></html>\n")
        try folder.write("theme/templates/404.html", "<html><body>404</body></html>\n")
        try folder.write("theme/locales/uz.yml", "copy: Nusxa\n")
        try folder.write("content/course.yml", """
            title: Bloklar
            chapters:
              - title: Asoslar
                lessons:
                  - lessons/a.md

            """)
        try writeLesson(prose: "Matn.", shared: "let gap = 8", blocks: ["let one = 1", "let two = 2", "let three = 3"])
        previews = BlockCountingRenderer()
    }

    override func tearDown() { folder = nil }

    private func writeLesson(prose: String, shared: String, blocks: [String]) throws {
        var text = "---\ntitle: Dars A\n---\n\n\(prose)\n\n```swift\n\(shared)\n```\n"
        for block in blocks { text += "\n```swift preview\n\(block)\n```\n" }
        try folder.write("content/lessons/a.md", text)
    }

    private func builder(useCache: Bool = true, defers: Bool = false, output: String = "site") -> SiteBuilder {
        var options = BuildOptions(source: URL(fileURLWithPath: folder.path + "/content"),
                                   output: URL(fileURLWithPath: folder.path + "/" + output), useCache: useCache,
                                   previewRenderer: previews, themeDirectory: URL(fileURLWithPath: folder.path + "/theme"))
        options.defersPreviewVariants = defers
        return SiteBuilder(options: options)
    }

    private func page(_ output: String = "site") throws -> String {
        try String(contentsOfFile: folder.path + "/\(output)/lessons/a/index.html", encoding: .utf8)
    }

    func testEditingOneBlockReRunsThatBlockAloneAndProseReRunsNothing() throws {
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [0, 1, 2])
        try writeLesson(prose: "Matn.", shared: "let gap = 8", blocks: ["let one = 1", "let two = 20", "let three = 3"])
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [1])
        try writeLesson(prose: "Boshqa matn.", shared: "let gap = 8", blocks: ["let one = 1", "let two = 20", "let three = 3"])
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [])
    }

    func testEditingASharedDeclarationReRunsTheBlocksThatDependOnIt() throws {
        try builder().build()
        _ = previews.takeRuns()
        try writeLesson(prose: "Matn.", shared: "let gap = 16", blocks: ["let one = 1", "let two = 2", "let three = 3"])
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [0, 1, 2])
    }

    func testACachedBuildWritesWhatAnUncachedBuildWrites() throws {
        try builder().build()
        try writeLesson(prose: "Matn.", shared: "let gap = 8", blocks: ["let one = 1", "let two = 22", "let three = 3"])
        try builder().build()
        try builder(useCache: false, output: "full").build()
        XCTAssertEqual(try page(), try page("full"))
    }

    func testADeferredBuildShowsOwnDevicesAndCompletingItWritesWhatAFullBuildWrites() throws {
        try builder(defers: true).build()
        XCTAssertTrue(try page().contains("own-device"))
        XCTAssertFalse(try page().contains("all-variants"))
        XCTAssertTrue(builder(defers: true).hasPendingPreviews)
        XCTAssertEqual(try builder(defers: true).completePendingPreviews(shouldStop: { false }), ["lessons/a/index.html"])
        XCTAssertFalse(builder(defers: true).hasPendingPreviews)
        try builder(useCache: false, output: "full").build()
        XCTAssertEqual(try page(), try page("full"))
    }

    func testAPageWithPendingPreviewsIsNeverReusedByALaterBuild() throws {
        try builder(defers: true).build()
        try builder().build()
        XCTAssertFalse(try page().contains("own-device"))
        try builder(useCache: false, output: "full").build()
        XCTAssertEqual(try page(), try page("full"))
    }

    func testCompletionYieldsWhenAskedAndLeavesTheRestForLater() throws {
        try builder(defers: true).build()
        XCTAssertEqual(try builder(defers: true).completePendingPreviews(shouldStop: { true }), [])
        XCTAssertTrue(builder(defers: true).hasPendingPreviews)
        XCTAssertTrue(try page().contains("own-device"))
    }

    func testABlockSkippedForTimeIsRunAgainByTheNextBuildAndItsPageIsNotReused() throws {
        // Whether a block's own run finished within the budget depends on the machine: never cache that outcome.
        previews.slowBlocks = [1]
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [0, 1, 2])
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [1])
        previews.slowBlocks = []
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [1])
        try builder().build()
        XCTAssertEqual(previews.takeRuns(), [])
    }

    func testAnEditUnderServeRendersTheEditedBlockOnItsOwnDeviceFirst() throws {
        try builder(defers: true).build()
        _ = try builder(defers: true).completePendingPreviews(shouldStop: { false })
        _ = previews.takeRuns()
        _ = previews.takeOwnDeviceOnly()
        try writeLesson(prose: "Matn.", shared: "let gap = 8", blocks: ["let one = 1", "let two = 2", "let three = 30"])
        XCTAssertNotNil(try builder(defers: true).updateLessons(changedFiles: [folder.path + "/content/lessons/a.md"]))
        XCTAssertEqual(previews.takeRuns(), [2])
        XCTAssertEqual(previews.takeOwnDeviceOnly(), [2])
        XCTAssertEqual(try page().components(separatedBy: "all-variants").count - 1, 2)
        XCTAssertEqual(try builder(defers: true).completePendingPreviews(shouldStop: { false }), ["lessons/a/index.html"])
        XCTAssertEqual(previews.takeRuns(), [2])
        try builder(useCache: false, output: "full").build()
        XCTAssertEqual(try page(), try page("full"))
    }
}

/// A blockwise renderer that records which blocks it ran and how; each block's HTML names its code's length and
/// whether its variants were solved.
final class BlockCountingRenderer: BlockwisePreviewRenderer, @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [Int] = []
    private var ownDeviceRuns: [Int] = []
    /// Blocks whose own run "took too long": complete, but their variants skipped for time.
    var slowBlocks: Set<Int> = []

    func takeRuns() -> [Int] {
        lock.lock()
        defer { runs.removeAll(); lock.unlock() }
        return runs.sorted()
    }

    func takeOwnDeviceOnly() -> [Int] {
        lock.lock()
        defer { ownDeviceRuns.removeAll(); lock.unlock() }
        return ownDeviceRuns.sorted()
    }

    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        guard let plan = blockPlan(input) else { return LessonPreviewOutput() }
        return LessonPreviewOutput(plan: plan, parts: renderBlocks(input, numbers: Array(plan.indices), ownDeviceOnly: false,
                                                                   control: BlockRenderControl()))
    }

    func blockPlan(_ input: LessonPreviewInput) -> [PreviewBlockPlan]? {
        let shared = input.blocks.filter { !$0.isLayoutBlock }.map(\.code).joined(separator: "|")
        return input.blocks.filter(\.isLayoutBlock).map {
            PreviewBlockPlan(codeIndex: $0.index, key: "\($0.index)|\($0.fenceLine)|\($0.code)|\(shared)")
        }
    }

    func renderBlocks(_ input: LessonPreviewInput, numbers: [Int], ownDeviceOnly: Bool,
                      control: BlockRenderControl) -> [Int: BlockPreviewPart] {
        let blocks = input.blocks.filter(\.isLayoutBlock)
        var parts: [Int: BlockPreviewPart] = [:]
        for number in numbers {
            let complete = !ownDeviceOnly && !control.shouldStop()
            lock.lock()
            runs.append(number)
            if !complete { ownDeviceRuns.append(number) }
            lock.unlock()
            parts[number] = BlockPreviewPart(
                html: "<div data-preview-id=\"a-\(number + 1)\">\(blocks[number].code.count) "
                    + (complete ? "all-variants" : "own-device") + "</div>",
                diagnostics: [], complete: complete || slowBlocks.contains(number),
                dependsOnTiming: slowBlocks.contains(number))
            control.blockFinished()
        }
        return parts
    }
}
