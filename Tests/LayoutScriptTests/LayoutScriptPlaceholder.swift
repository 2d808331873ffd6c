// Tests for LayoutScript; the module's owner replaces this file.
