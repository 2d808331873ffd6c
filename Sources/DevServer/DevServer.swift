// The DevServer module; see DESIGN.md §1.
