// Tests for Solver; the module's owner replaces this file.
