import Foundation
import LayoutFrames
import Testing
@testable import PreviewRender

/// The player data is written by `ScriptJSONWriter`, and must be the bytes the generic encoder gave before:
/// Foundation's `JSONEncoder` with sorted keys, then made safe for a `<script>` element (`<`, U+2028, U+2029).
@Suite struct ScriptJSONWriterTests {
    /// What the page held before the writer: the `Encodable` conformances through `JSONEncoder`, then the three
    /// script-safe escapes (only strings can hold these characters).
    private func reference(_ data: PlayerData) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let bytes = try? encoder.encode(data) else { return "{}" }
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    private func text(_ value: String) -> String {
        var json = ScriptJSONWriter()
        json.value(value)
        return json.text
    }

    private func number(_ value: Double) -> String {
        var json = ScriptJSONWriter()
        json.value(value)
        return json.text
    }

    @Test func textWithoutSpecialCharactersIsQuotedAsItIs() {
        #expect(text("O‘zbek — matn") == "\"O‘zbek — matn\"")
    }

    @Test func aClosingScriptTagCannotAppear() {
        #expect(text("</script><!--") == #""\u003c\/script>\u003c!--""#)
    }

    @Test func lineAndParagraphSeparatorsAreEscaped() {
        #expect(text("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
    }

    /// U+2026 (…) and U+2014 (—) share the lead bytes E2 80 with the separators; they stay as they are.
    @Test func otherCharactersWithTheSameLeadBytesStay() {
        #expect(text("…—\u{2028}<") == "\"…—\\u2028\\u003c\"")
    }

    /// JSON's own escapes, as the encoder writes them: short forms where JSON has one, else `\u00xx`.
    @Test func quotesBackslashesSlashesAndControlsAreEscaped() {
        #expect(text("\"\\/\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{7F}") == #""\"\\\/\b\f\n\r\t\u0001\u001f"# + "\u{7F}\"")
    }

    /// Numbers are their shortest round-trip decimal (`description`), without a trailing `.0`.
    @Test func numbersAreWrittenAsTheEncoderWritesThem() {
        #expect(number(0) == "0")
        #expect(number(-0.0) == "-0")
        #expect(number(100) == "100")
        #expect(number(-3) == "-3")
        #expect(number(0.5) == "0.5")
        #expect(number(0.1 + 0.2) == "0.30000000000000004")
        #expect(number(123456789012.5) == "123456789012.5")
        #expect(number(1e16) == "1e+16")
        #expect(number(1e-5) == "1e-05")
        let encoder = JSONEncoder()
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [999_999_999_999_999, 1e15, 1e15 + 1, 2e15, 9_007_199_254_740_992, -1e15, 1e300, 5e-324]
        for _ in 0..<2000 {
            let magnitude = Double.random(in: -20...20, using: &generator)
            let value = Double.random(in: -1...1, using: &generator) * pow(10, magnitude)
            values += [value, value.rounded(), (value * 3).rounded() / 3]
        }
        for value in values {
            let expected = String(decoding: (try? encoder.encode([value])) ?? Data(), as: UTF8.self)
            #expect("[" + number(value) + "]" == expected, "\(value)")
        }
    }

    /// The player data of a block with devices, a width sweep, transitions and taps: the writer's bytes are the
    /// encoder's.
    @Test func aRenderedBlocksDataIsTheEncodersBytes() {
        var input = PreviewInput(block: FixtureBlock.base, widths: FixtureBlock.widths, codeLines: 10...45)
        input.devices = FixtureBlock.variants.map { DeviceVariant(name: $0.name, orientation: $0.orientation, block: $0.block) }
        input.captions = ["Boshida", "Pastga </script>"]
        let data = PreviewRenderer().rendered(input).data
        #expect(data.sweep != nil && data.devices.count == 3 && data.states.contains { $0.tap != nil })
        #expect(data.scriptJSON() == reference(data))
    }

    /// Tweak sliders' data, keyed by layout index, with a conflict's panel at one value.
    @Test func aTweakedBlocksDataIsTheEncodersBytes() {
        var input = PreviewInput(block: TweakDataTests.block(top: 20, states: 2))
        input.tweaks = TweakInput(sliders: [TweakDataTests.slider], combined: false,
                                  blocks: stride(from: 0.0, through: 120, by: 10).map {
                                      TweakDataTests.block(top: $0, states: 2, conflict: $0 == 40)
                                  })
        let data = PreviewRenderer().rendered(input).data
        #expect(data.tw?.k != nil && data.tw?.d != nil)
        #expect(data.scriptJSON() == reference(data))
    }

    /// Keys sort as `String`s ("10" before "9"), nil properties are left out, and a number that is not finite
    /// gives what a failed encode gave: an empty object.
    @Test func keysSortAsTextAndNonFiniteNumbersGiveAnEmptyObject() {
        var data = PlayerData(paths: ["view", "view.box"], parents: [-1, 0], styles: ["a"], inners: [], cons: [],
                              states: [PlayerData.StateData(name: "initial", action: nil, tr: nil, st: [0, 0], inn: [-1, -1],
                                                            c: [], ch: "", tap: ["9": "a()", "10": "b()", "1": "c()"])],
                              devices: [], sweep: nil,
                              widthConstraints: ["1024": .init(c: [[]], ch: [""]), "320": .init(c: [[1]], ch: ["<li>"])],
                              tx: ["b": "B", "a": "A", "B": "b"])
        #expect(data.scriptJSON() == reference(data))
        #expect(data.scriptJSON().contains(#""tap":{"1":"c()","10":"b()","9":"a()"}"#))
        data.devices = [PlayerData.DeviceData(key: "iPhone", size: [.nan, 1], safe: [0, 0, 0, 0], states: [], truncated: [])]
        #expect(data.scriptJSON() == "{}")
        #expect(reference(data) == "{}")
    }
}
