// The CourseSite module; see DESIGN.md §1.
