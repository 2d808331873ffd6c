import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// Images as UIKit draws them (issue 19): SF Symbols from the theme's icon table, tinted and sized; nil draws
/// nothing; lesson images are <img>.
struct SymbolImageTests {
    static let table = "# comment\nstar\tstar\nstar.fill\tstar-fill\n"
    static let sprite = """
        <svg xmlns="http://www.w3.org/2000/svg">
        <symbol id="star" viewBox="0 0 16 16"><path d="M1 1h2"/></symbol>
        <symbol id="star-fill" viewBox="0 0 16 16"><path d="M2 2h9"/></symbol>
        </svg>
        """
    let icons = SymbolIcons(table: table, sprite: sprite)

    func imageView(_ name: String?, mode: String? = nil, size: Double? = nil, scale: String? = nil,
                   weight: String? = nil) -> ViewFrame {
        var style = ViewStyle()
        style.imageName = name
        style.contentMode = mode
        style.symbolPointSize = size
        style.symbolScale = scale
        style.symbolWeight = weight
        style.tintColor = "system:systemYellow"
        return ViewFrame(path: "star", type: "UIImageView", frame: [0, 0, 40, 40], screen: [0, 0, 40, 40],
                         hidden: false, alpha: 1, style: style)
    }

    @Test func aMappedSymbolIsItsIconsShapesTintedWithTheTint() {
        let look = ViewAppearance(view: imageView("symbol:star.fill", mode: "scaleAspectFit"), kind: .image, icons: icons)
        #expect(look.inner.contains("<path d=\"M2 2h9\"/>"))
        #expect(look.inner.contains("preserveAspectRatio=\"xMidYMid meet\""))
        #expect(look.css.contains("--cg-tint:var(--cg-yellow)"))
    }

    @Test func uikitsDefaultContentModeStretchesTheImage() {
        // UIImageView.contentMode defaults to .scaleToFill.
        let look = ViewAppearance(view: imageView("symbol:star"), kind: .image, icons: icons)
        #expect(look.inner.contains("preserveAspectRatio=\"none\""))
        #expect(look.inner.contains("<path d=\"M1 1h2\"/>"))
    }

    @Test func aNonScalingModeDrawsTheSymbolAtItsPointSizeAndScale() {
        // 20 pt at the large scale: 20 × 1.3 = 26 pt, in the top-left corner for .topLeft.
        let look = ViewAppearance(view: imageView("symbol:star", mode: "topLeft", size: 20, scale: "large"),
                                  kind: .image, icons: icons)
        #expect(look.inner.contains("width:26px;height:26px"))
        #expect(look.inner.contains("place-items:start start"))
        // Without a configuration: the body style's 17 pt.
        let plain = ViewAppearance(view: imageView("symbol:star", mode: "center"), kind: .image, icons: icons)
        #expect(plain.inner.contains("width:17px;height:17px"))
    }

    @Test func aBolderWeightThickensTheOutline() {
        let look = ViewAppearance(view: imageView("symbol:star", weight: "bold"), kind: .image, icons: icons)
        #expect(look.inner.contains("stroke-width=\"0.45\""))
        let regular = ViewAppearance(view: imageView("symbol:star", weight: "regular"), kind: .image, icons: icons)
        #expect(!regular.inner.contains("stroke-width"))
    }

    @Test func aNilImageDrawsNothing() {
        #expect(ViewAppearance(view: imageView(nil), kind: .image, icons: icons).inner == "")
    }

    @Test func anUnmappedSymbolDrawsTheNeutralGlyphAndIsReported() {
        let look = ViewAppearance(view: imageView("symbol:no.such"), kind: .image, icons: icons)
        #expect(look.inner.contains(SymbolIcons.neutral.body))
        #expect(ImageHTML.unmappedSymbols(imageView("symbol:no.such").style, icons: icons) == ["no.such"])
        #expect(ImageHTML.unmappedSymbols(imageView("symbol:star").style, icons: icons).isEmpty)
    }

    @Test func theRendererWarnsOncePerUnmappedSymbolAtTheBlock() {
        var block = FixtureBlock.base
        block.states[0].views[7].style?.imageName = "symbol:no.such"
        let warnings = PreviewRenderer().warnings(PreviewInput(block: block, icons: icons))
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == block.line)
        #expect(warnings.first?.code == "unknown-symbol")
        #expect(warnings.first?.message.contains("'no.such'") == true)
    }

    @Test func aLessonImageIsAnImgFittedByTheContentMode() {
        let look = ViewAppearance(view: imageView("asset:images/avatar.png", mode: "scaleAspectFill"), kind: .image,
                                  icons: icons)
        #expect(look.inner.contains("<img class=\"cg-asset\" src=\"images/avatar.png\""))
        #expect(look.inner.contains("object-fit:cover"))
    }

    @Test func aButtonDrawsItsImageBeforeItsTitle() {
        var style = ViewStyle()
        style.imageName = "symbol:star.fill"
        let button = ViewFrame(path: "b", type: "UIButton", frame: [0, 0, 44, 44], screen: [0, 0, 44, 44],
                               hidden: false, alpha: 1, text: "", style: style)
        let look = ViewAppearance(view: button, kind: .button, icons: icons)
        #expect(look.inner.hasPrefix("<svg class=\"cg-symbol\""))
        #expect(!look.inner.contains("cg-text"))
    }
}

/// The theme's icon table covers the symbols UIKit tutorials use most, each with a drawing in the sprite.
struct ThemeIconTableTests {
    @Test func theTableMapsAtLeast150SymbolsToIconsTheSpriteHolds() throws {
        let folder = PageFixture.assets.appendingPathComponent("icons")
        let icons = try #require(SymbolIcons.load(iconsFolder: folder))
        #expect(icons.count >= 150)
        let table = try String(contentsOf: folder.appendingPathComponent("sf-symbols.tsv"), encoding: .utf8)
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let name = String(line.split(separator: "\t")[0])
            #expect(icons.icon(forSymbol: name) != nil, "\(name) has no drawing in bootstrap-icons.svg")
        }
        for name in ["star", "star.fill", "heart", "heart.fill", "person", "person.fill", "person.2", "arrow.left",
                     "chevron.right", "xmark", "checkmark", "gear", "bell", "house", "magnifyingglass", "tray",
                     "camera", "photo", "trash", "pencil", "plus", "minus", "ellipsis", "lock", "envelope", "phone",
                     "bell.fill", "house.fill", "lock.fill", "envelope.fill", "phone.fill", "trash.fill", "gearshape.fill"] {
            #expect(icons.icon(forSymbol: name) != nil, "\(name) is not mapped")
        }
    }
}

/// The device follows the block: chrome by safe area, the window behind a view without a background, a banner
/// when the code stopped, and the overlay's constraints per device.
struct DeviceChromeTests {
    @Test func aDeviceWithoutBottomInsetHasNoHomeIndicator() {
        // iPhone SE has a home button: its bottom safe-area inset is 0.
        #expect(CanvasChrome.canvasClasses(name: "iPhone SE", size: [375, 667], safeArea: [20, 0, 0, 0])
            .contains("cg-no-home"))
        #expect(!CanvasChrome.canvasClasses(name: "iPhone 15", size: [393, 852], safeArea: [59, 0, 34, 0])
            .contains("cg-no-home"))
    }

    @Test func aControllersViewWithoutBackgroundShowsTheWindow() {
        // FixtureBlock's root is a controller's `view`; with no background colour UIKit leaves it transparent.
        var block = FixtureBlock.base
        block.states = block.states.map { state in
            var state = state
            state.views[0].style?.backgroundColor = nil
            return state
        }
        #expect(PreviewRenderer().render(PreviewInput(block: block)).contains("cg-canvas cg-window"))
        #expect(!PreviewRenderer().render(PreviewInput(block: FixtureBlock.base)).contains("cg-window"))
    }

    @Test func stoppedCodeMarksTheDeviceAndLinksToTheDiagnostic() {
        var block = FixtureBlock.base
        block.diagnostics = [FrameDiagnostic(severity: "error", code: "no-superview", line: 30, column: 5,
                                             message: "Expected superview but found nil")]
        let html = PreviewRenderer().render(PreviewInput(block: block))
        #expect(html.contains("<a class=\"cg-stopped\" role=\"alert\" href=\"#preview-basic-1-diag-0\">"))
        #expect(html.contains("line 30</span> Expected superview but found nil</a>"))
        #expect(html.contains("<li id=\"preview-basic-1-diag-0\""))
        // A conflict breaks a constraint and layout goes on: no banner.
        #expect(!PreviewRenderer().render(PreviewInput(block: FixtureBlock.base)).contains("cg-stopped"))
    }

    @Test func theOverlaysConstraintsFollowTheDevice() throws {
        // On iPhone SE the host's canvas constraints are 375 × 667, not the block's own 393 × 852.
        let variants = FixtureBlock.variants.map { DeviceVariant(name: $0.name, orientation: $0.orientation, block: $0.block) }
        let html = PreviewRenderer().render(PreviewInput(block: FixtureBlock.base, devices: variants))
        let json = try #require(html.components(separatedBy: "class=\"cg-data\">").last?
            .components(separatedBy: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let cons = try #require(data["cons"] as? [[String: Any]])
        let devices = try #require(data["devices"] as? [[String: Any]])
        for (variant, device) in zip(FixtureBlock.variants, devices.dropFirst()) {
            let wanted = variant.block.states.map { $0.constraints.map(ConstraintChanges.describe) }
            let lists = (device["k"] as? [String: Any])?["c"] as? [[Int]]
            let shown = lists.map { $0.map { $0.map { cons[$0]["t"] as? String ?? "" } } }
                ?? (data["states"] as? [[String: Any]] ?? []).map { ($0["c"] as? [Int] ?? []).map { cons[$0]["t"] as? String ?? "" } }
            #expect(shown == wanted, "\(variant.name) \(variant.orientation)")
        }
    }
}

/// A control's state picks what is drawn: the frames give the title, image and colours of the current state; a
/// disabled filled button also loses its tint fill.
struct ButtonStateAppearanceTests {
    @Test func aDisabledFilledButtonIsGray() {
        var style = ViewStyle()
        style.buttonStyle = "filled"
        style.isEnabled = false
        let button = ViewFrame(path: "save", type: "UIButton", frame: [0, 0, 200, 50], screen: [0, 0, 200, 50],
                               hidden: false, alpha: 1, text: "Saqlash", style: style)
        let css = ViewAppearance(view: button, kind: .button).css
        #expect(css.contains("background-color:var(--cg-tertiaryFill)"))
        style.isEnabled = nil
        let enabled = ViewFrame(path: "save", type: "UIButton", frame: [0, 0, 200, 50], screen: [0, 0, 200, 50],
                                hidden: false, alpha: 1, text: "Saqlash", style: style)
        #expect(!ViewAppearance(view: enabled, kind: .button).css.contains("tertiaryFill"))
    }
}
