/// Content types of the files a course site contains, by file extension.
///
/// Browsers refuse module scripts and stylesheets served with the wrong type (and the server sends
/// `X-Content-Type-Options: nosniff`), so the table must be right for everything the theme ships.
public enum MIMEType {
    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "otf": "font/otf",
        "ttf": "font/ttf",
        "wasm": "application/wasm",
        "pdf": "application/pdf",
    ]

    /// Served for unknown extensions: the browser then downloads instead of guessing.
    public static let fallback = "application/octet-stream"

    /// The content type for a file name (case-insensitive extension).
    public static func forFileName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// True for types that are HTML pages (where the live-reload client is injected).
    public static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }
}
