import CHarfBuzz

/// One loaded font file and the HarfBuzz objects that shape text with it.
///
/// HarfBuzz works in font units here (the scale is set to units-per-em) so that a shaped width can be cached once
/// per string and scaled to any point size. A font object whose setup is finished is safe to shape with from
/// several threads; each shaping call creates its own buffer.
final class FontFace: @unchecked Sendable {
    private let face: OpaquePointer
    private let font: OpaquePointer
    let unitsPerEm: Double
    /// Vertical metrics at 1 pt.
    let unitMetrics: FontMetrics

    /// Loads `path`; nil when the file is missing or is not a font HarfBuzz can read (it then has no glyphs).
    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        self.face = face
        self.font = font
        self.unitsPerEm = Double(upem)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        var capHeight: hb_position_t = 0
        var xHeight: hb_position_t = 0
        // Missing OS/2 fields fall back to HarfBuzz's synthesized values; that is good enough for these two.
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &capHeight)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_X_HEIGHT, &xHeight)
        let em = Double(upem)
        unitMetrics = FontMetrics(ascender: Double(extents.ascender) / em,
                                  descender: Double(-extents.descender) / em,
                                  lineGap: Double(extents.line_gap) / em,
                                  capHeight: Double(capHeight) / em,
                                  xHeight: Double(xHeight) / em)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The advance width of `text` shaped as one run (kerning and contextual alternates applied, as a browser does),
    /// in ems.
    func advanceInEms(of text: String) -> Double {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                hb_buffer_add_utf8(buffer, chars, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total: Int64 = 0
        for index in 0..<Int(count) { total += Int64(positions[index].x_advance) }
        return Double(total) / unitsPerEm
    }
}
