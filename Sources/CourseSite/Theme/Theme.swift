import Foundation
import Diagnostics

/// The theme a build uses: `themes/default` with the course's `theme/` folder laid over it file by file.
///
///     templates/home.html, lesson.html, 404.html   pages
///     templates/partials/NAME.html                 partials, included with {{> NAME}}
///     locales/uz.yml, ru.yml, en.yml               interface strings (flat `key: text` mappings)
///     assets/**                                    copied to the site's assets/ folder
public struct Theme {
    /// Folders searched in order: the course's overrides first, then the base theme.
    public var layers: [URL]
    public static let pageTemplates = ["home", "lesson", "404"]
    /// Page templates a theme may leave out: the page is then not written (`print`: the whole course on one page).
    public static let optionalPageTemplates = ["print"]
    public static let defaultLanguage = "uz"

    public init(base: URL, override: URL?) {
        var layers: [URL] = []
        if let override, FileManager.default.fileExists(atPath: override.path) { layers.append(override) }
        layers.append(base)
        self.layers = layers
    }

    /// The first layer's copy of `relative`, if any.
    public func file(_ relative: String) -> URL? {
        for layer in layers {
            let url = layer.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    /// The page templates and every partial, parsed. A partial that a template names but no layer has is an error
    /// at the including tag, even when the tag sits in a section that would not render.
    public func loadTemplates() throws -> (pages: [String: Template], renderer: TemplateRenderer) {
        var diagnostics: [Diagnostic] = []
        var pages: [String: Template] = [:]
        for name in Self.pageTemplates {
            let relative = "templates/\(name).html"
            guard let url = file(relative) else {
                diagnostics.append(.error("template", "the theme has no \(relative)",
                                          at: SourceLocation(file: DisplayPath.of(layers[layers.count - 1].appendingPathComponent(relative)), line: 1)))
                continue
            }
            do { pages[name] = try parse(url) } catch let error as DiagnosticError { diagnostics += error.diagnostics }
        }
        for name in Self.optionalPageTemplates {
            guard let url = file("templates/\(name).html") else { continue }
            do { pages[name] = try parse(url) } catch let error as DiagnosticError { diagnostics += error.diagnostics }
        }
        var partials: [String: Template] = [:]
        var pending = pages.values.flatMap(\.partialReferences)
        var missing: Set<String> = []
        // Partials whose file exists but does not parse: their error is reported once, not again at every include.
        var unparsable: Set<String> = []
        while let (name, location) = pending.popLast() {
            guard partials[name] == nil, !missing.contains(name), !unparsable.contains(name) else {
                if missing.contains(name) {
                    diagnostics.append(.error("template", "missing partial '\(name)' (no templates/partials/\(name).html in the theme)", at: location))
                }
                continue
            }
            guard let url = file("templates/partials/\(name).html") else {
                missing.insert(name)
                diagnostics.append(.error("template", "missing partial '\(name)' (no templates/partials/\(name).html in the theme)", at: location))
                continue
            }
            do {
                let partial = try parse(url)
                partials[name] = partial
                pending += partial.partialReferences
            } catch let error as DiagnosticError {
                diagnostics += error.diagnostics
                unparsable.insert(name)
            }
        }
        if diagnostics.hasFailures() { throw DiagnosticError(diagnostics) }
        return (pages, TemplateRenderer(partials: partials))
    }

    private func parse(_ url: URL) throws -> Template {
        let display = DisplayPath.of(url)
        return try Template(TextFileReader.read(url, displayPath: display), file: display)
    }

    /// Interface strings for `language`, over the default language's (a missing translation shows in Uzbek rather
    /// than as a hole in the page).
    public func strings(for language: String) throws -> [String: String] {
        var strings: [String: String] = [:]
        for code in language == Self.defaultLanguage ? [language] : [Self.defaultLanguage, language] {
            guard let url = file("locales/\(code).yml") else { continue }
            let display = DisplayPath.of(url)
            guard let root = try YAMLParser.parse(TextFileReader.read(url, displayPath: display), file: display) else { continue }
            guard let pairs = root.mapping else {
                throw DiagnosticError(.error("locale", "a locale file must be a mapping of 'key: text'", at: root.location(in: display)))
            }
            for (key, value) in pairs {
                if let name = key.string, let text = value.string { strings[name] = text }
            }
        }
        return strings
    }

    /// Every file under `assets/` of every layer, relative to `assets/`, mapped to the layer's copy that wins.
    public func assets() -> [String: URL] {
        var found: [String: URL] = [:]
        for layer in layers.reversed() {
            let folder = layer.appendingPathComponent("assets")
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            let base = folder.standardizedFileURL.path
            for case let url as URL in enumerator {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                      !url.lastPathComponent.hasPrefix(".") else { continue }
                var relative = url.standardizedFileURL.path
                if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
                found[relative] = url
            }
        }
        return found
    }
}

/// Finds the default theme when the caller does not name one (`--theme`). A course's own `theme/` folder is laid
/// over whatever this finds (see `Theme`), so it never needs a theme of its own.
public enum ThemeLocator {
    /// Where an installed coursegen keeps its theme, relative to the folder of its executable:
    /// `make install` writes PREFIX/bin/coursegen and PREFIX/share/coursegen/themes/default.
    public static let installedThemePath = "../share/coursegen/themes/default"

    /// The folders that may hold the default theme, in the order they are tried:
    /// 1. `themes/default` beside the course folder (the project layout: `content/` next to `themes/`);
    /// 2. `themes/default` in the working directory;
    /// 3. the installed theme beside the executable's real path (symlinks resolved), `../share/coursegen/themes/default`;
    /// 4. `themes/default` in a folder above the executable, for a build inside a checkout
    ///    (`.build/release/coursegen` resolves to `.build/<triple>/release/coursegen`, three folders below it).
    public static func candidates(near source: URL) -> [URL] {
        var candidates: [URL] = [
            source.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("themes/default"),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("themes/default"),
        ]
        if let executable = executableURL() {
            var folder = executable.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent(installedThemePath).standardizedFileURL)
            for _ in 0..<4 {
                folder.deleteLastPathComponent()
                candidates.append(folder.appendingPathComponent("themes/default"))
            }
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The first candidate that is a theme (has a `templates` folder), or nil.
    public static func defaultTheme(near source: URL) -> URL? {
        candidates(near: source).first { isTheme($0) }
    }

    /// The error to show when `defaultTheme(near:)` finds nothing: every folder it tried, and how to fix it.
    public static func notFoundMessage(near source: URL) -> String {
        let tried = candidates(near: source).map { "  " + $0.standardizedFileURL.path }.joined(separator: "\n")
        return "cannot find the default theme (a folder with templates/); looked in:\n\(tried)\n"
            + "install coursegen with `make install` (it puts the theme in PREFIX/share/coursegen), run it from the "
            + "project folder, or name a theme with --theme DIR"
    }

    static func isTheme(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("templates").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The running executable with symlinks resolved, so a symlink on the PATH (`~/bin/coursegen` → a checkout's
    /// `.build/release/coursegen`) still finds the theme next to the real file.
    static func executableURL() -> URL? {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: link).resolvingSymlinksInPath()
        }
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }
}

/// Paths as diagnostics show them: relative to the working directory when inside it.
public enum DisplayPath {
    public static func of(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let cwd = FileManager.default.currentDirectoryPath
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}
