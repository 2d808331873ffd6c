// The PreviewRender module; see DESIGN.md §1.
