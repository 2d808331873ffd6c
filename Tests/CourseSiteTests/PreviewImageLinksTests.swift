import Foundation
@testable import CourseSite
import Testing

/// A lesson image drawn by a preview (`<img class="cg-asset">`, in the HTML and in the JSON state data) is
/// published and linked as a Markdown image next to the lesson would be.
struct PreviewImageLinksTests {
    @Test func bothCopiesOfTheSourceAreRewrittenAndTheFileIsPublished() {
        let html = "<img class=\"cg-asset\" src=\"images/avatar.png\" alt=\"\">"
            + "<script>{\"inners\":[\"\\u003cimg class=\\\"cg-asset\\\" src=\\\"images\\/avatar.png\\\" alt=\\\"\\\">\"]}</script>"
        var copies: [(source: URL, outputPath: String)] = []
        let rewritten = PreviewImageLinks.rewrite(html, { path in
            RewrittenLink(url: "../../media/lessons/" + path,
                          copy: (URL(fileURLWithPath: "/course/lessons/" + path), "media/lessons/" + path))
        }, copies: &copies)
        #expect(rewritten.contains("src=\"../../media/lessons/images/avatar.png\""))
        #expect(rewritten.contains("src=\\\"..\\/..\\/media\\/lessons\\/images\\/avatar.png\\\""))
        #expect(copies.map(\.outputPath) == ["media/lessons/images/avatar.png", "media/lessons/images/avatar.png"])
    }

    @Test func previewsWithoutLessonImagesAreLeftAlone() {
        var copies: [(source: URL, outputPath: String)] = []
        let html = "<div class=\"cg-preview\"><img src=\"x.png\"></div>"
        #expect(PreviewImageLinks.rewrite(html, { RewrittenLink(url: "changed" + $0) }, copies: &copies) == html)
        #expect(copies.isEmpty)
    }
}
