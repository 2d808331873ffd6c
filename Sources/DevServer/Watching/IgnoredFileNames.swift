/// Names of files editors and tools create while saving, which must not trigger a rebuild by themselves.
/// (The rename that completes a save arrives under the real name and does.)
enum IgnoredFileNames {
    static func isTemporary(_ name: String) -> Bool {
        if name.hasPrefix(".") {
            // Vim swap files, Emacs lock files, GNOME's .goutputstream-XXXX, hidden editor state.
            return true
        }
        if name.hasSuffix("~") || name == "4913" {
            // Backups (Emacs, Vim, gedit); Vim's probe file that checks whether the folder is writable.
            return true
        }
        for suffix in [".swp", ".swx", ".swo", ".tmp", ".part", ".crdownload"] where name.hasSuffix(suffix) {
            return true
        }
        // Emacs autosave files: #name#.
        return name.hasPrefix("#") && name.hasSuffix("#")
    }
}
