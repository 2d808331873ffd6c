import Foundation

/// `sitemap.xml` (sitemaps.org protocol 0.9) for the home page and every lesson.
enum Sitemap {
    /// - Parameter paths: page folders relative to the site root (`""`, `lessons/salom/`).
    static func xml(baseURL: String, paths: [String]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: LinkRewriter.pathCharacters) ?? path
            xml += "  <url><loc>\(HTML.escape(baseURL + encoded))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
