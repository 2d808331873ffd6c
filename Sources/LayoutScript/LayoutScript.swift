// The LayoutScript module; see DESIGN.md §1.
