import AutoLayout
import Foundation
import SwiftSubset

/// UIImage: a symbol (`symbol:NAME`, from `UIImage(systemName:)`) or an image file next to the lesson
/// (`asset:PATH`, from `UIImage(named:)`), with what lesson code configured on it. UIImage is immutable: every
/// `with…` method returns a new image.
final class ImageObject: NativeObject {
    /// `symbol:NAME` or `asset:PATH`; empty for `UIImage()`, an image with nothing to draw.
    let name: String
    /// The size in points of an image that does not come from a symbol configuration (a file, a segment's image).
    let fixedSize: Size?
    /// The image's own symbol configuration (`UIImage(systemName:withConfiguration:)`, `withConfiguration(_:)`).
    let symbolConfiguration: SymbolConfiguration
    /// `withTintColor(_:)`: the colour the image draws in, whatever the view's tint.
    let tintColor: String?
    /// `withRenderingMode(_:)`: `automatic`, `alwaysOriginal` or `alwaysTemplate`.
    let renderingMode: String?

    init(name: String, size: Size?, symbolConfiguration: SymbolConfiguration = SymbolConfiguration(),
         tintColor: String? = nil, renderingMode: String? = nil) {
        self.name = name
        self.fixedSize = size
        self.symbolConfiguration = symbolConfiguration
        self.tintColor = tintColor
        self.renderingMode = renderingMode
        super.init(className: "UIImage")
    }

    var isSymbol: Bool { name.hasPrefix("symbol:") }

    /// UIImage.size: a symbol's follows its configuration (SymbolConfiguration.imageSize).
    var size: Size { size(preferring: nil) }

    /// The size the image is drawn at in a view whose `preferredSymbolConfiguration` is laid over the image's own.
    func size(preferring preferred: SymbolConfiguration?) -> Size {
        if let fixedSize { return fixedSize }
        return symbolConfiguration.applying(preferred).imageSize
    }

    private func with(configuration: SymbolConfiguration? = nil, tint: String?? = nil, rendering: String?? = nil) -> ImageObject {
        ImageObject(name: name, size: fixedSize, symbolConfiguration: configuration ?? symbolConfiguration,
                    tintColor: tint ?? tintColor, renderingMode: rendering ?? renderingMode)
    }

    /// `UIImage(systemName:)`, `UIImage(systemName:withConfiguration:)`, `UIImage(named:)`, `UIImage()`.
    /// `UIImage(named:)` finds a file next to the lesson (ImageAssets); when there is none it is nil, as in UIKit,
    /// with a warning that names it.
    static func make(_ args: Args, _ rt: Runtime, loc: Loc) -> Value {
        if let symbol = args.named("systemName")?.asString {
            let configuration = SymbolConfigurationObject.configuration(args.named("withConfiguration")) ?? SymbolConfiguration()
            return .object(ImageObject(name: "symbol:\(symbol)", size: nil, symbolConfiguration: configuration))
        }
        guard let name = args.named("named")?.asString ?? args.first?.asString else {
            return .object(ImageObject(name: "", size: .zero))
        }
        let folder = rt.lessonFolder
        guard let found = ImageAssets.find(name, in: folder) else {
            let tried = (name as NSString).pathExtension.isEmpty
                ? "\(name).png (or .\(ImageAssets.extensions.dropFirst().joined(separator: ", .")), with @2x/@3x variants)" : name
            rt.interp.warn("missing-image", "UIImage(named: \"\(name)\") found no image file next to the lesson (looked for "
                           + "\(tried) in \(folder == "." ? "the working folder" : folder)); UIKit returns nil, so nothing is drawn",
                           at: loc)
            return .nilValue
        }
        if found.size == nil {
            rt.interp.warn("missing-image", "the size of the image file '\(found.path)' could not be read (PNG, JPEG, GIF, "
                           + "WebP and SVG headers are); it is laid out as 0 × 0", at: loc)
        }
        return .object(ImageObject(name: "asset:\(found.path)", size: found.size ?? .zero))
    }

    override func respondsTo(_ name: String) -> Bool {
        ["size", "isSymbolImage", "renderingMode", "symbolConfiguration", "configuration", "withRenderingMode",
         "withConfiguration", "withTintColor", "applyingSymbolConfiguration", "resizableImage",
         "withAlignmentRectInsets", "imageFlippedForRightToLeftLayoutDirection", "withHorizontallyFlippedOrientation",
         "withBaselineOffset", "imageWithoutBaseline"].contains(name)
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "size": return Geometry.size(size.width, size.height)
        case "isSymbolImage": return .bool(isSymbol)
        case "renderingMode": return .plainCase(renderingMode ?? "automatic")
        case "symbolConfiguration", "configuration":
            return isSymbol ? .object(SymbolConfigurationObject(symbolConfiguration)) : .nilValue
        default: return nil
        }
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "withConfiguration":
            // A symbol takes the new configuration's values over its own; other images ignore it.
            guard isSymbol else { return .object(self) }
            return .object(with(configuration: symbolConfiguration.applying(SymbolConfigurationObject.configuration(args.first))))
        case "applyingSymbolConfiguration":
            guard isSymbol else { return .nilValue }
            return .object(with(configuration: symbolConfiguration.applying(SymbolConfigurationObject.configuration(args.first))))
        case "withTintColor":
            return .object(with(tint: .some(Convert.color(args.first)),
                                rendering: args.named("renderingMode").map { .some(Convert.caseName($0)) } ?? nil))
        case "withRenderingMode":
            return .object(with(rendering: .some(Convert.caseName(args.first))))
        case "resizableImage", "withAlignmentRectInsets", "imageFlippedForRightToLeftLayoutDirection",
             "withHorizontallyFlippedOrientation", "withBaselineOffset", "imageWithoutBaseline":
            return .object(self)
        default:
            return nil
        }
    }
}

extension Runtime {
    /// The folder of the lesson file, where `UIImage(named:)` looks for image files; the file's path is relative
    /// to the working folder when it is not absolute.
    var lessonFolder: String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
