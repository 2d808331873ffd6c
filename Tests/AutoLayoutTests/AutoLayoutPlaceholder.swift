// Tests for AutoLayout; the module's owner replaces this file.
