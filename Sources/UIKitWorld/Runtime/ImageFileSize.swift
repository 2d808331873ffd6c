import AutoLayout
import Foundation

/// The pixel size of an image file, from its header: PNG, JPEG, GIF, WebP, and SVG (its `width`/`height`
/// attributes, else its `viewBox`, in user units). Nil for anything else or a header it cannot read.
enum ImageFileSize {
    static func read(_ data: Data) -> Size? {
        let bytes = [UInt8](data.prefix(512 * 1024))
        return png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? svg(bytes)
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, at + count <= b.count else { return nil }
        return b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, at + count <= b.count else { return nil }
        return b[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func size(_ w: Int?, _ h: Int?) -> Size? {
        guard let w, let h, w > 0, h > 0 else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    /// The IHDR chunk follows the 8-byte signature: width and height, 4 bytes each, big-endian.
    static func png(_ b: [UInt8]) -> Size? {
        guard b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return size(bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    /// The logical screen size after `GIF87a`/`GIF89a`: 2 bytes each, little-endian.
    static func gif(_ b: [UInt8]) -> Size? {
        guard b.starts(with: Array("GIF8".utf8)) else { return nil }
        return size(littleEndian(b, 6, 2), littleEndian(b, 8, 2))
    }

    /// Walks the segments to the first start-of-frame marker (C0…CF except C4, C8 and CC), which holds the
    /// height and width, 2 bytes each, big-endian.
    static func jpeg(_ b: [UInt8]) -> Size? {
        guard b.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard let length = bigEndian(b, i + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return size(bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
            }
            i += 2 + length
        }
        return nil
    }

    /// RIFF/WEBP with a `VP8 ` (lossy: 14-bit sizes after the frame tag), `VP8L` (lossless: 14-bit sizes minus
    /// one, packed) or `VP8X` (extended: 24-bit sizes minus one) first chunk.
    static func webp(_ b: [UInt8]) -> Size? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            return size(littleEndian(b, 26, 2).map { $0 & 0x3FFF }, littleEndian(b, 28, 2).map { $0 & 0x3FFF })
        case "VP8L":
            guard let bits = littleEndian(b, 21, 4) else { return nil }
            return size((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return size(littleEndian(b, 24, 3).map { $0 + 1 }, littleEndian(b, 27, 3).map { $0 + 1 })
        default:
            return nil
        }
    }

    /// The root `<svg>` element's `width` and `height` (plain numbers or `px`), else its `viewBox` size.
    static func svg(_ b: [UInt8]) -> Size? {
        let text = String(decoding: b, as: UTF8.self)
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let r = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)")
                        ?? tag.range(of: "\t\(name)=\(quote)"),
                      let close = tag[r.upperBound...].range(of: quote) else { continue }
                return String(tag[r.upperBound..<close.lowerBound])
            }
            return nil
        }
        func length(_ value: String?) -> Double? {
            guard var v = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if v.hasSuffix("px") { v.removeLast(2) }
            return Double(v)
        }
        if let w = length(attribute("width")), let h = length(attribute("height")), w > 0, h > 0 {
            return Size(width: w, height: h)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return Size(width: box[2], height: box[3])
    }
}
