// The LinkCheck module; see DESIGN.md §1.
