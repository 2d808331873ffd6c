// Tests for LinkCheck; the module's owner replaces this file.
