// Tests for DevServer; the module's owner replaces this file.
