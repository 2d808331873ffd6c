import Foundation
import LayoutFrames
import PreviewRender
import Testing

/// Writes the fixture block as a lesson-like page for the browser tests (tests-browser/previews.sh), when
/// `CG_PREVIEW_PAGES` names an output folder. The page mimics CourseSite's contract: a `.layout-block` with the
/// highlighted code lines (`<span class="line" data-line="N">`) followed by the preview, and the theme's
/// preview.css/preview.js beside it. Also writes the frames the browser compares against.
enum PageFixture {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let assets = repository.appendingPathComponent("themes/default/assets")
    /// The theme's SF Symbol drawings, as a site build loads them.
    static let icons = SymbolIcons.load(iconsFolder: assets.appendingPathComponent("icons")) ?? SymbolIcons()

    static func page(fragment: String, id: String = "preview-basic-1") -> String {
        let code = (11...44).map { "<span class=\"line\" data-line=\"\($0)\">// line \($0)</span>" }.joined(separator: "\n")
        return """
        <!doctype html><html lang="uz"><head><meta charset="utf-8"><title>Preview fixture</title>
        <link rel="stylesheet" href="assets/preview.css"></head><body style="margin:16px;font-family:sans-serif">
        <h1>Preview fixture</h1>
        <div class="layout-block" data-preview-id="\(id)"><pre><code>\(code)</code></pre>\(fragment)</div>
        <script src="assets/preview.js"></script></body></html>
        """
    }
}

struct BrowserFixturePages {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CG_PREVIEW_PAGES"] != nil))
    func writePages() throws {
        let out = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["CG_PREVIEW_PAGES"]))
        let fm = FileManager.default
        try? fm.removeItem(at: out)
        try fm.createDirectory(at: out, withIntermediateDirectories: true)
        try fm.copyItem(at: PageFixture.assets, to: out.appendingPathComponent("assets"))
        // The pages are in Uzbek, as the course is: the browser checks find no English interface word in them.
        let uzbek = PreviewStrings(try PreviewStringsTests.locale("uz"))
        let input = PreviewInput(
            block: FixtureBlock.base,
            devices: FixtureBlock.variants.map { DeviceVariant(name: $0.name, orientation: $0.orientation, block: $0.block) },
            widths: TruncationTests.widthsCuttingTheBody, codeLines: 11...44, strings: uzbek, icons: PageFixture.icons)
        try PageFixture.page(fragment: PreviewRenderer().render(input))
            .write(to: out.appendingPathComponent("basic.html"), atomically: true, encoding: .utf8)
        // What the browser compares with: the base block, each device variant, and a few widths.
        var expected: [String: BlockFrames] = ["iPhone 15": FixtureBlock.base]
        for variant in FixtureBlock.variants {
            expected[variant.orientation == "landscape" ? "\(variant.name) landscape" : variant.name] = variant.block
        }
        for width in [320, 357, 440] { expected["width \(width)"] = FixtureBlock.widths[width] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(expected).write(to: out.appendingPathComponent("basic.frames.json"))

        let controls = ControlsFixtureBlock.block
        try PageFixture.page(fragment: PreviewRenderer().render(PreviewInput(block: controls, strings: uzbek, icons: PageFixture.icons)))
            .write(to: out.appendingPathComponent("controls.html"), atomically: true, encoding: .utf8)
        try encoder.encode(["iPhone SE": controls]).write(to: out.appendingPathComponent("controls.frames.json"))

        let paging = PagingFixtureBlock.block
        let pagingWidths = Dictionary(uniqueKeysWithValues: (320...440).map {
            ($0, PagingFixtureBlock.block(width: Double($0)))
        })
        try PageFixture.page(fragment: PreviewRenderer().render(PreviewInput(block: paging, widths: pagingWidths,
                                                                             strings: uzbek)),
                             id: paging.id)
            .write(to: out.appendingPathComponent("paging.html"), atomically: true, encoding: .utf8)
        try encoder.encode(["iPhone 15": paging]).write(to: out.appendingPathComponent("paging.frames.json"))
    }
}
