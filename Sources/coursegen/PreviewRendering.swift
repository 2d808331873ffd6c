import CourseSite

/// The layout-block preview renderer that `build`, `check` and `serve` plug into the site builder.
/// Until LayoutScript provides a `LessonLayoutRunning`, layout blocks are published as highlighted code only.
enum PreviewRendering {
    static func renderer() -> LessonPreviewRenderer? { nil }
}
