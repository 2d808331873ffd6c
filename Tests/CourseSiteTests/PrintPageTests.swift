import Testing
@testable import CourseSite

/// `print.html` takes each lesson's body from its page and moves it to the site root (`PrintPage`).
@Suite struct PrintPageTests {
    @Test func theBodyIsWhatLiesBetweenTheMarkers() {
        let page = "<html><nav>menyu</nav><div class=\"lesson-body\"><p>Oʻzbekcha — matn</p><!-- /lesson-body --><footer>"
        #expect(PrintPage.body(ofLessonPage: page) == "<p>Oʻzbekcha — matn</p>")
    }

    @Test func aPageWithoutTheMarkersHasNoBody() {
        #expect(PrintPage.body(ofLessonPage: "<div class=\"lesson-body\"><p>x</p>") == nil)
        #expect(PrintPage.body(ofLessonPage: "<p>x</p><!-- /lesson-body -->") == nil)
    }

    @Test func thePlayerDataIsLeftOut() {
        let body = "<p>a</p><script type=\"application/json\" class=\"cg-data\">{\"t\":\"\\u003c\"}</script><p>b</p>"
            + "<script type=\"application/json\" class=\"cg-data\">{}</script>"
        #expect(PrintPage.relocate(body, slug: "s") == "<p>a</p><p>b</p>")
    }

    /// Links climb two folders less, ids and every reference to them take the lesson's slug, answers are open
    /// and previews are marked static.
    @Test func aBodyMovesToTheRoot() {
        let body = "<div class=\"cg-preview\" data-state=\"0\"><img src=\"../../assets/a.png\" alt=\"\">"
            + "<div style=\"background: url(../../assets/b.png)\"></div><svg><path fill=\"url(#g)\"/></svg></div>"
            + "<h2 id=\"kirish\"><a href=\"#kirish\">Kirish</a></h2><label for=\"q1\">Savol</label>"
            + "<input type=\"radio\" name=\"q1\" aria-controls=\"p\" aria-labelledby=\"l\" aria-describedby=\"d\">"
            + "<details class=\"quiz-answer\"><summary>Javob</summary></details><a href=\"../other/\">Keyingi</a>"
        #expect(PrintPage.relocate(body, slug: "dars-1") == "<div class=\"cg-preview cg-static\" data-state=\"0\">"
            + "<img src=\"assets/a.png\" alt=\"\"><div style=\"background: url(assets/b.png)\"></div>"
            + "<svg><path fill=\"url(#dars-1--g)\"/></svg></div>"
            + "<h2 id=\"dars-1--kirish\"><a href=\"#dars-1--kirish\">Kirish</a></h2><label for=\"dars-1--q1\">Savol</label>"
            + "<input type=\"radio\" name=\"dars-1--q1\" aria-controls=\"dars-1--p\" aria-labelledby=\"dars-1--l\""
            + " aria-describedby=\"dars-1--d\"><details class=\"quiz-answer\" open><summary>Javob</summary></details>"
            + "<a href=\"../other/\">Keyingi</a>")
    }

    /// The rewrites apply one after another: `../../` goes first, so an id written with it gets the prefix after.
    @Test func theRewritesApplyInOrder() {
        #expect(PrintPage.relocate("<a id=\"../../x\" href=\"../../#y\">", slug: "s")
                    == "<a id=\"s--x\" href=\"#s--y\">")
    }

    @Test func textOutsideTheRewritesIsKeptByteForByte() {
        let body = "<p>Оʻзбек: «ид» — idish=\"yoʻq\" url(#) … \u{1F600}</p>"
        #expect(PrintPage.relocate(body, slug: "s") == "<p>Оʻзбек: «ид» — idish=\"yoʻq\" url(#s--) … \u{1F600}</p>")
        #expect(PrintPage.relocate("", slug: "s") == "")
    }
}
