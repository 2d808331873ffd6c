import LayoutFrames
@testable import LayoutScript
import Testing
@testable import UIKitWorld

/// SF Symbol images: their size follows `UIImage.SymbolConfiguration`, and the frames carry what the page needs to
/// draw them (name, configuration, tint, content mode). The model (SymbolConfiguration.imageSize): 20 pt square at
/// the default configuration (body, 17 pt, medium; measured [MEM]), proportional to the point size ("the system
/// font point size to use", Apple), small about 20 % smaller and large about 30 % larger than medium (Apple,
/// NSImage.SymbolScale).
struct SymbolImageTests {
    private func block(_ code: String, actions: String? = nil) throws -> BlockFrames {
        let attribute = actions.map { " actions='\($0)'" } ?? ""
        return try runBlock("""
            ```swift preview id=t\(attribute)
            \(code)
            ```
            """)
    }

    private func style(_ block: BlockFrames, _ path: String, state: Int = 0) -> ViewStyle? {
        block.states[state].views.first { $0.path == path }?.style
    }

    @Test func theConfigurationSizesTheSymbol() throws {
        let r = try sizes("""
            let plain = UIImageView(image: UIImage(systemName: "star"))
            let big = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            let large = UIImageView(image: UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(scale: .large)))
            let small = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .small)))
            let styled = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
            """, ["plain", "big", "large", "small", "styled"])
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        // The default configuration: 20 × 20.
        #expect(r.sizes["plain"] == [20, 20])
        // 34 pt is twice body's 17 pt: 40 × 40.
        #expect(r.sizes["big"] == [40, 40])
        // Large scale at 17 pt: 20 × 1.3 = 26.
        #expect(r.sizes["large"] == [26, 26])
        // Small scale at 34 pt: 40 × 0.8 = 32; the weight does not change the box.
        #expect(r.sizes["small"] == [32, 32])
        // Title 1 is 28 pt at the default content size (Apple HIG): 20 × 28 / 17 = 32.941.
        #expect(r.sizes["styled"] == [32.941, 32.941])
    }

    @Test func anImageViewsPreferredConfigurationIsLaidOverTheImagesOwn() throws {
        let r = try sizes("""
            let icon = UIImageView(image: UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
            let replaced = UIImageView(image: UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            replaced.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17)
            """, ["icon", "replaced"])
        // 34 pt from the image, large scale from the view: 40 × 1.3 = 52.
        #expect(r.sizes["icon"] == [52, 52])
        // The view's point size replaces the image's: 17 pt, 20 × 20.
        #expect(r.sizes["replaced"] == [20, 20])
    }

    @Test func aConfigurationButtonsPreferredSymbolConfigurationSizesItsImage() throws {
        let r = try sizes("""
            var config = UIButton.Configuration.filled()
            config.image = UIImage(systemName: "star")
            config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 34)
            let preferred = UIButton(configuration: config)
            var reference = UIButton.Configuration.filled()
            reference.image = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
            let configured = UIButton(configuration: reference)
            """, ["preferred", "configured"])
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        // The configuration's preferred symbol configuration is laid over the image's, so the button is sized as
        // one whose image has that configuration itself (a 40 × 40 star).
        #expect(r.sizes["preferred"] == r.sizes["configured"])
    }

    @Test func theFramesCarryTheSymbolsConfigurationTintAndContentMode() throws {
        let b = try block("""
            let icon = UIImageView()
            icon.image = UIImage(systemName: "bell.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large))
            icon.tintColor = .systemRed
            icon.contentMode = .scaleAspectFit
            let plain = UIImageView(image: UIImage(systemName: "gear"))
            let tinted = UIImageView(image: UIImage(systemName: "heart.fill")?.withTintColor(.systemPink, renderingMode: .alwaysOriginal))
            [icon, plain, tinted].forEach { view.addSubview($0) }
            """)
        let icon = try #require(style(b, "icon"))
        #expect(icon.imageName == "symbol:bell.fill")
        #expect(icon.symbolPointSize == 24)
        #expect(icon.symbolWeight == "semibold")
        #expect(icon.symbolScale == "large")
        #expect(icon.tintColor == "system:systemRed")
        #expect(icon.contentMode == "scaleAspectFit")
        // An unconfigured symbol reports no configuration; an image view's content mode is UIView's default,
        // scaleToFill, until set.
        let plain = try #require(style(b, "plain"))
        #expect(plain.imageName == "symbol:gear")
        #expect(plain.symbolPointSize == nil && plain.symbolWeight == nil && plain.symbolScale == nil)
        #expect(plain.contentMode == "scaleToFill")
        // `withTintColor(_:)` makes an image that draws in that colour.
        #expect(style(b, "tinted")?.tintColor == "system:systemPink")
    }

    @Test func aNilImageDrawsNothing() throws {
        let b = try block("""
            let avatar = UIImageView()
            avatar.backgroundColor = .systemGray5
            let cleared = UIImageView(image: UIImage(systemName: "person"))
            view.addSubview(avatar)
            view.addSubview(cleared)
            """, actions: "cleared.image = nil")
        // UIImageView.image is nil by default: nothing to draw, so no imageName and no content mode.
        let avatar = try #require(style(b, "avatar"))
        #expect(avatar.imageName == nil && avatar.contentMode == nil)
        #expect(style(b, "cleared")?.imageName == "symbol:person")
        #expect(style(b, "cleared", state: 1)?.imageName == nil)
    }

    @Test func configurationsCombineWithApplying() {
        // `applying(_:)`: the argument's values win where it sets them; a point size replaces a text style.
        let base = SymbolConfiguration(pointSize: nil, weight: "bold", scale: "small", textStyle: "title1")
        let combined = base.applying(SymbolConfiguration(pointSize: 20, weight: nil, scale: "large", textStyle: nil))
        #expect(combined == SymbolConfiguration(pointSize: 20, weight: "bold", scale: "large", textStyle: nil))
        #expect(combined.reportedPointSize == 20)
        #expect(SymbolConfiguration().reportedPointSize == nil)
    }
}
