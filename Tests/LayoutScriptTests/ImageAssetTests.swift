import AutoLayout
import Foundation
import LayoutFrames
@testable import LayoutScript
import Testing
@testable import UIKitWorld

/// `UIImage(named:)` finds image files beside the lesson, as an app finds them in its bundle: by name with or
/// without an extension, preferring `@3x`/`@2x` variants, whose size in points is their pixel size divided by the
/// scale (UIImage.size "reflects the image's scale", Apple). A name with no file is nil, as UIKit returns nil, with
/// a warning that names it.
struct ImageAssetTests {
    /// A fresh folder with a lesson file and these image files in it.
    private func lessonFolder(_ files: [String: [UInt8]]) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("coursegen-image-assets-\(UUID().uuidString)").path
        for (name, bytes) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    private func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) }
    }

    private func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
    }

    /// The PNG signature and IHDR chunk, which is all the size reader looks at.
    private func png(_ width: Int, _ height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13, 4) + Array("IHDR".utf8)
            + bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0]
    }

    /// SOI, an APP0 segment to skip, then a baseline start-of-frame with height and width.
    private func jpeg(_ width: Int, _ height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0] + bigEndian(16, 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0] + bigEndian(17, 2) + [8] + bigEndian(height, 2) + bigEndian(width, 2) + [3]
    }

    private func gif(_ width: Int, _ height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + littleEndian(width, 2) + littleEndian(height, 2) + [0, 0, 0]
    }

    /// An extended WebP: the VP8X chunk holds width − 1 and height − 1 in 24 bits each.
    private func webp(_ width: Int, _ height: Int) -> [UInt8] {
        Array("RIFF".utf8) + littleEndian(22, 4) + Array("WEBP".utf8) + Array("VP8X".utf8) + littleEndian(10, 4)
            + [0, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
    }

    @Test func theHeaderGivesThePixelSize() {
        #expect(ImageFileSize.read(Data(png(80, 60))) == Size(width: 80, height: 60))
        #expect(ImageFileSize.read(Data(jpeg(640, 480))) == Size(width: 640, height: 480))
        #expect(ImageFileSize.read(Data(gif(32, 16))) == Size(width: 32, height: 16))
        #expect(ImageFileSize.read(Data(webp(300, 200))) == Size(width: 300, height: 200))
        #expect(ImageFileSize.read(Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="30">"#.utf8))
                == Size(width: 120, height: 30))
        // Without width and height an SVG's user space is its viewBox.
        #expect(ImageFileSize.read(Data(#"<svg viewBox="0 0 24 16" xmlns="http://www.w3.org/2000/svg">"#.utf8))
                == Size(width: 24, height: 16))
        #expect(ImageFileSize.read(Data("not an image".utf8)) == nil)
    }

    @Test func namesAreFoundWithOrWithoutExtensionAndScaleVariants() throws {
        let folder = try lessonFolder([
            "avatar@2x.png": png(80, 80), "avatar.png": png(40, 40), "photo.jpg": jpeg(300, 150),
            "images/badge.gif": gif(24, 12), "logo.svg": Array(#"<svg width="120" height="30"></svg>"#.utf8),
        ])
        // `@2x` before the plain file; 80 px at 2x is 40 pt.
        #expect(ImageAssets.find("avatar", in: folder) == .init(path: "avatar@2x.png", size: Size(width: 40, height: 40)))
        #expect(ImageAssets.find("avatar.png", in: folder)?.path == "avatar@2x.png")
        #expect(ImageAssets.find("photo", in: folder) == .init(path: "photo.jpg", size: Size(width: 300, height: 150)))
        #expect(ImageAssets.find("images/badge", in: folder)?.path == "images/badge.gif")
        #expect(ImageAssets.find("logo", in: folder)?.size == Size(width: 120, height: 30))
        #expect(ImageAssets.find("missing", in: folder) == nil)
        // Names that leave the lesson's folder are not looked up.
        #expect(ImageAssets.find("../avatar", in: folder + "/images") == nil)
    }

    @Test func anImageViewTakesTheFilesSizeAndTheFramesNameIt() throws {
        let folder = try lessonFolder(["avatar@2x.png": png(80, 80), "banner.webp": webp(300, 100)])
        let block = try runBlock("""
            ```swift preview id=t
            let avatar = UIImageView(image: UIImage(named: "avatar"))
            let banner = UIImageView(image: UIImage(named: "banner.webp"))
            banner.frame.origin.y = 100
            view.addSubview(avatar)
            view.addSubview(banner)
            ```
            """, file: (folder as NSString).appendingPathComponent("lesson.md"))
        #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
        let views = try #require(block.states.first?.views)
        let avatar = try #require(views.first { $0.path == "avatar" })
        // init(image:) sizes the view to the image: 80 px at @2x is 40 × 40 pt.
        #expect(avatar.frame == [0, 0, 40, 40])
        #expect(avatar.style?.imageName == "asset:avatar@2x.png")
        let banner = try #require(views.first { $0.path == "banner" })
        #expect(banner.frame == [0, 100, 300, 100])
        #expect(banner.style?.imageName == "asset:banner.webp")
    }

    @Test func aMissingImageIsNilWithALocatedWarning() throws {
        let folder = try lessonFolder([:])
        let block = try runBlock("""
            ```swift preview id=t
            let photo = UIImageView(image: UIImage(named: "profile-photo"))
            photo.backgroundColor = .systemGray5
            view.addSubview(photo)
            ```
            """, file: (folder as NSString).appendingPathComponent("lesson.md"))
        let warning = try #require(block.diagnostics.first { $0.code == "missing-image" })
        #expect(warning.severity == "warning")
        #expect(warning.message.contains("profile-photo"))
        // Line 2 of the Markdown: the line after the fence.
        #expect(warning.line == 2)
        // UIImage(named:) is nil: init(image: nil) leaves the zero frame, and nothing is drawn.
        let photo = try #require(block.states.first?.views.first { $0.path == "photo" })
        #expect(photo.frame == [0, 0, 0, 0])
        #expect(photo.style?.imageName == nil)
    }
}
