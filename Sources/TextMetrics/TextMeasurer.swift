import Foundation

/// Measures and lays out text with the Inter fonts, caching shaped widths.
///
/// Layout asks for the same words over and over (every solve pass re-measures wrapped labels), so each
/// (font file, piece of text) pair is shaped once; the width is kept in ems and scaled to the point size.
/// When the fonts cannot be found the measurer still answers, with approximate metrics, and records a warning so
/// the caller can surface it: a missing font must never stop a build.
public final class TextMeasurer: @unchecked Sendable {
    /// A measurer over the fonts `FontLocator` finds; shared because loading and caching are per process work.
    public static let shared = TextMeasurer(fontDirectory: FontLocator.fontDirectory())

    /// The directory fonts are loaded from, or nil when none was found.
    public let fontDirectory: String?

    private let lock = NSLock()
    private var faces: [FaceKey: FontFace?] = [:]
    private var widthCache: [WidthKey: Double] = [:]
    private var layoutCache: [LayoutKey: TextLayout] = [:]
    private var recordedWarnings: [String] = []

    /// - Parameter fontDirectory: where `Inter-*.otf` live; nil uses fallback metrics (with a warning).
    public init(fontDirectory: String?) {
        self.fontDirectory = fontDirectory
        if fontDirectory == nil {
            recordedWarnings.append("Inter fonts not found (looked in $\(FontLocator.environmentVariable) and "
                + FontLocator.standardDirectories.joined(separator: ", ")
                + "); text is measured with approximate metrics. Install fonts-inter or set "
                + "\(FontLocator.environmentVariable).")
        }
    }

    /// Problems met while loading fonts (missing directory, missing or unreadable files), each reported once.
    public var warnings: [String] {
        lock.lock(); defer { lock.unlock() }
        return recordedWarnings
    }

    /// True when real font files are used (false when measuring with fallback metrics).
    public var hasFonts: Bool { face(for: FaceKey(weight: .regular, italic: false)) != nil }

    /// Vertical metrics of `font` in points.
    public func metrics(for font: Font) -> FontMetrics {
        let unit = face(for: FaceKey(font))?.unitMetrics ?? Self.fallbackUnitMetrics
        let size = font.pointSize
        return FontMetrics(ascender: unit.ascender * size, descender: unit.descender * size,
                           lineGap: unit.lineGap * size, capHeight: unit.capHeight * size,
                           xHeight: unit.xHeight * size)
    }

    /// The advance width of `text` on one line, in points (no wrapping; line feeds are measured as nothing).
    public func width(of text: String, font: Font) -> Double {
        let breaker = LineBreaker { [unowned self] piece in self.width(of: piece, font: font) }
        return breaker.naturalWidth(of: Substring(text.filter { $0 != "\n" && $0 != "\r" }))
    }

    /// Lays `text` out into lines.
    ///
    /// - Parameters:
    ///   - maxWidth: the width available; nil means unlimited (the natural, intrinsic layout).
    ///   - numberOfLines: UILabel's property: 0 = unlimited, 1 = a single line that never wraps (truncated when
    ///     wider than `maxWidth`), n = wrap at `maxWidth` and keep at most n lines.
    ///   - byCharacters: `.byCharWrapping`: lines break between any two characters instead of between words.
    public func layout(_ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
                       byCharacters: Bool = false) -> TextLayout {
        // Layout re-measures the same labels at the same widths (a list repeats its texts, every solve pass asks
        // again), so whole layouts are kept.
        let key = LayoutKey(text: text, face: FaceKey(font), pointSize: font.pointSize.bitPattern,
                            maxWidth: maxWidth?.bitPattern, numberOfLines: numberOfLines, byCharacters: byCharacters)
        lock.lock()
        if let cached = layoutCache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let layout = uncachedLayout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                    byCharacters: byCharacters)
        lock.lock()
        if layoutCache.count >= Self.layoutCacheLimit { layoutCache.removeAll(keepingCapacity: true) }
        layoutCache[key] = layout
        lock.unlock()
        return layout
    }

    private func uncachedLayout(_ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
                                byCharacters: Bool) -> TextLayout {
        let metrics = metrics(for: font)
        guard !text.isEmpty else { return TextLayout(lines: [], metrics: metrics, isTruncated: false) }
        let breaker = LineBreaker { [unowned self] piece in self.width(of: piece, font: font) }
        let limit = maxWidth.map { max(0, $0) }
        if numberOfLines == 1 {
            var lines = breaker.lines(of: text, maxWidth: nil)
            let overflows = limit.map { lines[0].width > $0 + 1e-6 } ?? false
            let truncated = lines.count > 1 || overflows
            lines.removeSubrange(1...)
            return TextLayout(lines: lines, metrics: metrics, isTruncated: truncated)
        }
        var lines = breaker.lines(of: text, maxWidth: limit, byCharacters: byCharacters)
        var truncated = false
        if numberOfLines > 1, lines.count > numberOfLines {
            lines.removeSubrange(numberOfLines...)
            truncated = true
        }
        return TextLayout(lines: lines, metrics: metrics, isTruncated: truncated)
    }

    // MARK: - Shaping and caching

    private struct FaceKey: Hashable {
        var weight: FontWeight
        var italic: Bool
        init(weight: FontWeight, italic: Bool) { self.weight = weight; self.italic = italic }
        init(_ font: Font) { self.init(weight: font.weight, italic: font.isItalic) }
    }

    private struct WidthKey: Hashable {
        var face: FaceKey
        var text: Substring
    }

    /// What a layout depends on: the font only through its face and size (not its text style). Sizes are kept as
    /// bit patterns so that NaN finds its entry and −0 is not mistaken for 0.
    private struct LayoutKey: Hashable {
        var text: String
        var face: FaceKey
        var pointSize: UInt64
        var maxWidth: UInt64?
        var numberOfLines: Int
        var byCharacters: Bool

        /// Texts must match byte for byte, not just as canonically equivalent Strings: the lines keep the text as
        /// given, so "é" and "e\u{301}" lay out to different lines. (Hashing the String stays consistent with this.)
        static func == (a: LayoutKey, b: LayoutKey) -> Bool {
            a.face == b.face && a.pointSize == b.pointSize && a.maxWidth == b.maxWidth
                && a.numberOfLines == b.numberOfLines && a.byCharacters == b.byCharacters && sameBytes(a.text, b.text)
        }

        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            var a = a, b = b
            return a.withUTF8 { a in
                b.withUTF8 { b in
                    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
                }
            }
        }
    }

    /// Enough for every label of a large site; past it the cache starts over rather than growing without bound.
    static let layoutCacheLimit = 4096

    /// Inter 4.0's metrics per em (hhea: ascender 2728, descender −680, line gap 0, cap height 2048, x-height 1536
    /// at 2816 units per em), used when the font files are missing so sizes stay close to the real ones.
    static let fallbackUnitMetrics = FontMetrics(ascender: 2728.0 / 2816, descender: 680.0 / 2816, lineGap: 0,
                                                 capHeight: 2048.0 / 2816, xHeight: 1536.0 / 2816)
    /// Average advance of Inter Regular over English and Uzbek prose, per character, in ems (approximate).
    static let fallbackAdvancePerCharacter = 0.55

    func width(of text: Substring, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        let key = WidthKey(face: FaceKey(font), text: text)
        lock.lock()
        if let cached = widthCache[key] {
            lock.unlock()
            return cached * font.pointSize
        }
        lock.unlock()
        let ems: Double
        if let face = face(for: key.face) {
            ems = face.advanceInEms(of: String(text.filter { $0 != "\n" && $0 != "\r" }))
        } else {
            ems = Double(text.count) * Self.fallbackAdvancePerCharacter
        }
        lock.lock()
        widthCache[key] = ems
        lock.unlock()
        return ems * font.pointSize
    }

    /// The face for a weight and slant, loading it on first use. A missing file falls back the way a browser's
    /// font matching does (CSS Fonts §5.2: for weights above 500 try heavier then lighter, below 400 lighter then
    /// heavier, italic before upright), so a theme that ships only some weights is measured with the face the
    /// browser will actually draw. Each fallback is reported once.
    private func face(for key: FaceKey) -> FontFace? {
        lock.lock()
        if let known = faces[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var loaded: FontFace?
        var warning: String?
        if let directory = fontDirectory {
            let name = FontLocator.fileName(weight: key.weight, italic: key.italic)
            loaded = FontFace(path: "\(directory)/\(name)")
            if loaded == nil {
                for candidate in FontLocator.fallbackOrder(weight: key.weight, italic: key.italic) {
                    let file = FontLocator.fileName(weight: candidate.weight, italic: candidate.italic)
                    if let face = FontFace(path: "\(directory)/\(file)") {
                        loaded = face
                        warning = "font file \(directory)/\(name) is missing or unreadable; measuring with \(file)"
                        break
                    }
                }
                if loaded == nil {
                    warning = "font file \(directory)/\(name) is missing or unreadable; using approximate metrics"
                }
            }
        }
        lock.lock()
        faces[key] = .some(loaded)
        if let warning { recordedWarnings.append(warning) }
        lock.unlock()
        return loaded
    }
}
