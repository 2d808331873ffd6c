import Foundation

/// The drawings of SF Symbols (`UIImage(systemName:)`, `style.imageName = "symbol:NAME"`). Apple's symbols cannot
/// be shipped, so the theme maps each name to the nearest Bootstrap Icons drawing (MIT): `assets/icons/sf-symbols.tsv`
/// is the table (data, one `symbol<TAB>icon` a line) and `assets/icons/bootstrap-icons.svg` holds the icons it names,
/// one `<symbol id="icon" viewBox>` each. A preview inlines the shapes it uses, so a page needs no icon file and
/// works from `file://`.
public struct SymbolIcons: Sendable {
    /// One drawing: its viewBox and its SVG shapes.
    struct Icon: Equatable, Sendable {
        var viewBox: String
        var body: String
    }

    private var iconNames: [String: String] = [:]
    private var icons: [String: Icon] = [:]

    /// No table: every symbol draws the neutral glyph.
    public init() {}

    /// A table (`sf-symbols.tsv`) and a sprite (`bootstrap-icons.svg`), as text.
    public init(table: String, sprite: String) {
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            if fields.count == 2 { iconNames[String(fields[0])] = String(fields[1]).trimmingCharacters(in: .whitespaces) }
        }
        var rest = Substring(sprite)
        while let open = rest.range(of: "<symbol id=\"") {
            rest = rest[open.upperBound...]
            guard let idEnd = rest.firstIndex(of: "\""), let tagEnd = rest.firstIndex(of: ">"),
                  let close = rest.range(of: "</symbol>") else { break }
            let id = String(rest[..<idEnd])
            let tag = rest[..<tagEnd]
            var viewBox = "0 0 16 16"
            if let box = tag.range(of: "viewBox=\""), let end = tag[box.upperBound...].firstIndex(of: "\"") {
                viewBox = String(tag[box.upperBound..<end])
            }
            icons[id] = Icon(viewBox: viewBox, body: String(rest[rest.index(after: tagEnd)..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
    }

    /// The theme's table and sprite from its `assets/icons` folder; nil when they are missing.
    public static func load(iconsFolder: URL) -> SymbolIcons? {
        guard let table = try? String(contentsOf: iconsFolder.appendingPathComponent("sf-symbols.tsv"), encoding: .utf8),
              let sprite = try? String(contentsOf: iconsFolder.appendingPathComponent("bootstrap-icons.svg"), encoding: .utf8)
        else { return nil }
        return SymbolIcons(table: table, sprite: sprite)
    }

    /// How many symbol names the table maps.
    public var count: Int { iconNames.count }

    /// The drawing of a symbol name, nil when the table has none.
    func icon(forSymbol name: String) -> Icon? {
        iconNames[name].flatMap { icons[$0] }
    }

    /// What unmapped symbols draw: a rounded square, neutral enough not to pass for a real icon.
    static let neutral = Icon(viewBox: "0 0 16 16",
                              body: "<rect x=\"2\" y=\"2\" width=\"12\" height=\"12\" rx=\"3\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.2\" stroke-dasharray=\"2 1.5\"/>")
}
