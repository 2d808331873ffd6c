// The TextMetrics module; see DESIGN.md §1.
