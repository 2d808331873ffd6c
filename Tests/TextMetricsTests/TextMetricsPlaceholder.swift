// Tests for TextMetrics; the module's owner replaces this file.
