// The AutoLayout module; see DESIGN.md §1.
