// Tests for PreviewRender; the module's owner replaces this file.
