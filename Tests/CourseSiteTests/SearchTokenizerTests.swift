import Testing
@testable import CourseSite

/// The byte fast path of `SearchNormalizer.words` must give exactly the words of the reference algorithm
/// (NFC, lowercase, per-scalar categories) that `assets/search.js` mirrors.
@Suite struct SearchTokenizerTests {
    static func reference(_ text: String) -> [String] {
        var words: [String] = []
        SearchNormalizer.slowWords(text, into: &words)
        return words
    }

    static let samples = [
        "Bu darsda biz Auto Layout cheklovlari bilan ishlashni o'rganamiz. Har bir ko'rinish o'z o'rnini oladi.",
        "Oʻzbek tili, o'zbek, O‘ZBEK va gʻoya — `snp.makeConstraints` x_y 12px 3.5",
        "Ёлка, ПРИВЕТ мир! ΟΔΟΣ ΟΔΟΣ. straße İstanbul",
        "cafe\u{301} e\u{301}\u{323} \u{301}start a<\u{338}b tab\there\nnew\r\nline",
        "’leading ‘both’ ʼmodifierʼ prime′ ʽturnedʽ",
        "",
        "   ",
        "🙂 emoji👍 ok",
    ]

    @Test func fastPathMatchesReferenceAlgorithm() {
        for sample in Self.samples {
            #expect(SearchNormalizer.words(sample) == Self.reference(sample), "\(sample)")
        }
    }

    @Test func entriesMatchTokenizingTheJoinedText() {
        let sections = [SearchSection(id: "a", title: "Boʻlim 1", text: "Matn o'zbek tilida."),
                        SearchSection(id: nil, title: "", text: "Ikkinchi MATN matn")]
        let entries = SearchIndex.entries(lesson: "Dars 1", url: "lessons/d1/", sections: sections)
        #expect(entries.map(\.words) == ["dars 1 bolim matn ozbek tilida", "dars 1 ikkinchi matn"])
        #expect(entries.map(\.url) == ["lessons/d1/#a", "lessons/d1/"])
    }
}
