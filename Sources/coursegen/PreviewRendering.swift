import CourseSite

/// The layout-block preview renderer that `build`, `check` and `serve` plug into the site builder: LayoutScript
/// solves the blocks, PreviewRender draws them (LayoutPreviewRenderer.swift).
enum PreviewRendering {
    static func renderer() -> LessonPreviewRenderer? { LayoutPreviewRenderer() }
}
