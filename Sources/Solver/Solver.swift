// The Solver module; see DESIGN.md §1.
