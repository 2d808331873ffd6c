import AutoLayout
import Foundation

/// `UIImage(named:)` for a lesson: the image files next to the lesson's Markdown file stand in for the app's
/// asset catalogue and bundle.
enum ImageAssets {
    /// The file types looked for when a name has no extension, in this order.
    static let extensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    struct Found: Equatable {
        /// Relative to the lesson's folder, with `/` separators (what the frames record as `asset:PATH`).
        var path: String
        /// In points: pixels divided by the file's `@2x`/`@3x` scale; nil when the file's header could not be read.
        var size: Size?
    }

    /// Finds `name` in `folder`: the name as written, then with each known extension; for each, the `@3x` and
    /// `@2x` variants before the plain file, as UIKit prefers the variant for a high-resolution screen (all three
    /// are the same size in points). Names that leave the folder (`..`, absolute paths) are not looked up.
    static func find(_ name: String, in folder: String) -> Found? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        let ext = (name as NSString).pathExtension.lowercased()
        var bases: [(stem: String, ext: String)] = []
        if extensions.contains(ext) {
            bases.append(((name as NSString).deletingPathExtension, (name as NSString).pathExtension))
        } else {
            bases = extensions.map { (name, $0) }
        }
        let manager = FileManager.default
        for (stem, ext) in bases {
            for scale in [3, 2, 1] {
                let relative = scale == 1 ? "\(stem).\(ext)" : "\(stem)@\(scale)x.\(ext)"
                let full = (folder as NSString).appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                let pixels = (try? Data(contentsOf: URL(fileURLWithPath: full))).flatMap(ImageFileSize.read)
                let points = pixels.map { Size(width: $0.width / Double(scale), height: $0.height / Double(scale)) }
                return Found(path: relative, size: points)
            }
        }
        return nil
    }
}
