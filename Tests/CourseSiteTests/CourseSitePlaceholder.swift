// Tests for CourseSite; the module's owner replaces this file.
