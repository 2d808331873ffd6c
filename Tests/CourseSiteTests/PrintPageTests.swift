import Testing
@testable import CourseSite

/// The print page moves each lesson body to the site root: its ids take the lesson's prefix, its links leave
/// `../../`, its previews lose their player data, and Uzbek text around them stays as it was.
@Suite struct PrintPageTests {
    @Test func aRelocatedBodyPrefixesItsIdsAndLeavesItsFolder() {
        let body = """
        <h2 id="salom">Oʻzbekcha matn</h2><a href="#salom">ga</a><img src="../../assets/a.png">\
        <label for="q1">Savol</label><div class="cg-preview" data-x="1"><script type="application/json" \
        class="cg-data">{"states": []}</script></div><details class="quiz-answer">Javob</details>\
        <svg style="fill:url(#g)"></svg><div style="background:url(../../b.png)"></div>
        """
        // Each rule of `relocate`, in its order: the answer printed open, the preview marked static, `../../`
        // dropped from attributes and `url(`, then every id and every reference to one prefixed with `l1--`.
        #expect(PrintPage.relocate(body, slug: "l1") == """
        <h2 id="l1--salom">Oʻzbekcha matn</h2><a href="#l1--salom">ga</a><img src="assets/a.png">\
        <label for="l1--q1">Savol</label><div class="cg-preview cg-static" data-x="1"></div>\
        <details class="quiz-answer" open>Javob</details>\
        <svg style="fill:url(#l1--g)"></svg><div style="background:url(b.png)"></div>
        """)
    }

    @Test func playerDataWithoutItsEndIsKept() {
        // A script that is never closed is not player data the page can drop: the text stays whole.
        let body = "a<script type=\"application/json\" class=\"cg-data\">{}"
        #expect(PrintPage.withoutPlayerData(body) == body)
        #expect(PrintPage.withoutPlayerData("ʻ<script type=\"application/json\" class=\"cg-data\">x</script>ʻ") == "ʻʻ")
    }
}
