import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// Interface strings come from the course language's locale file; the toolbar's controls are named, ordered as
/// they are drawn, and only offered where they apply.
struct PreviewStringsTests {
    /// The theme's locale files, parsed as the flat `key: text` mappings they are (quotes stripped).
    static func locale(_ language: String) throws -> [String: String] {
        let url = PageFixture.repository.appendingPathComponent("themes/default/locales/\(language).yml")
        var table: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            table[String(line[..<colon])] = value
        }
        return table
    }

    private func render(_ strings: PreviewStrings, block: BlockFrames = FixtureBlock.base) -> String {
        PreviewRenderer().render(PreviewInput(
            block: block,
            devices: FixtureBlock.variants.map { DeviceVariant(name: $0.name, orientation: $0.orientation, block: $0.block) },
            widths: FixtureBlock.widths, strings: strings))
    }

    @Test(arguments: ["uz", "ru", "en"])
    func everyLocaleFileHasEveryPreviewKey(language: String) throws {
        let table = try Self.locale(language)
        for key in PreviewStrings.Key.allCases {
            #expect(table[key.rawValue]?.isEmpty == false, "\(language).yml lacks \(key.rawValue)")
        }
        #expect(table["preview_line"]?.contains("{line}") == true)
        #expect(table["preview_line_column"]?.contains("{column}") == true)
    }

    @Test func aRussianPageHasNoEnglishInterfaceWords() throws {
        var block = FixtureBlock.base
        block.diagnostics.append(FrameDiagnostic(severity: "warning", code: "ambiguous", line: 35, column: 9,
                                                 message: "Position of pageControl is ambiguous"))
        let html = render(PreviewStrings(try Self.locale("ru")), block: block)
        // Visible text and the names screen readers announce, outside the state data and the code it quotes.
        let markup = try #require(html.components(separatedBy: "<script").first)
        for english in ["Constraints", "Ghosts", ">W ", "What changed", "line 2", ">expected ", "\"Device\"", "\"States\"",
                        "\"Back\"", "\"Forward\"", "Rotate", "\"keyboard\"", "\"Keyboard\"", "Drag to", ">warning<",
                        ">error<", "0. initial", "title=\"initial\""] {
            let left = markup.contains(english)
            #expect(!left, "English left: \(english)")
        }
        for russian in ["aria-label=\"Состояния\"", "aria-label=\"Предыдущее состояние\"", "aria-label=\"Устройство\"",
                        "aria-label=\"Повернуть экран\"", "<span>Ширина</span>", "aria-label=\"Ширина экрана в точках\"",
                        ">Ограничения</label>", ">Следы</label>", "<h4>Что изменилось</h4>", "aria-label=\"Клавиатура\"",
                        "title=\"Потяните, чтобы изменить ширину\"", "строка 28, столбец 5", "<b>ожидаемая ошибка</b>",
                        "<b>предупреждение</b>", ">строка 25</span>", ">0. Исходное</button>"] {
            let present = markup.contains(russian)
            #expect(present, "missing \(russian)")
        }
        // What the script writes itself (the selection panel) travels in the state data.
        #expect(html.contains("\"tx\":{\"frame\":\"рамка\",\"line\":\"строка {line}\",\"none\":\"ограничений нет\"}"))
    }

    @Test func uzbekPutsTheLineNumberFirst() throws {
        let strings = PreviewStrings(try Self.locale("uz"))
        #expect(strings.line(12) == "12-qator")
        #expect(strings.line(12, column: 5) == "12-qator, 5-ustun")
        let items = ConstraintChanges.listItems(before: FixtureBlock.base.states[0].constraints,
                                                after: FixtureBlock.base.states[1].constraints, strings: strings)
        #expect(items.contains("<span class=\"cg-ln\">27-qator</span>"))
    }

    @Test func missingKeysReadAsEnglish() {
        let strings = PreviewStrings(["preview_ghosts": "Izlar", "copy": "Nusxalash"])
        #expect(strings[.ghosts] == "Izlar")
        #expect(strings[.constraints] == "Constraints")
        #expect(strings.severity("warning", expected: true) == "expected warning")
    }
}

struct ToolbarControlTests {
    private func render(_ block: BlockFrames, devices: [DeviceVariantFixture] = FixtureBlock.variants) -> String {
        PreviewRenderer().render(PreviewInput(
            block: block,
            devices: devices.map { DeviceVariant(name: $0.name, orientation: $0.orientation, block: $0.block) },
            widths: FixtureBlock.widths))
    }

    @Test func eachToggleSitsInItsChipInTheOrderDrawn() throws {
        let html = render(FixtureBlock.base)
        let bar = try #require(html.components(separatedBy: "<div class=\"cg-bar\">").last?
            .components(separatedBy: "<div class=\"cg-stage\">").first)
        // Nothing focusable before the toolbar: the steps come first in the tab order, the chips last, as drawn.
        #expect(!html.components(separatedBy: "<div class=\"cg-bar\">")[0].contains("<input"))
        // The overlay is off until the reader turns it on (issue 19).
        #expect(bar.contains("<label class=\"cg-chip cg-chip-overlay\" for=\"cg-overlay-preview-basic-1\"><input type=\"checkbox\""
            + " class=\"cg-toggle cg-toggle-overlay\" id=\"cg-overlay-preview-basic-1\">Constraints</label>"))
        #expect(bar.contains("<input type=\"checkbox\" class=\"cg-toggle cg-toggle-ghosts\" id=\"cg-ghosts-preview-basic-1\">Ghosts</label>"))
        let order = ["data-step=\"0\"", "data-device=\"iPhone 15\"", "data-orientation", "data-width", "data-zoom",
                     "cg-toggle-overlay", "cg-toggle-all", "cg-toggle-intrinsic", "cg-toggle-ghosts"].map { try? #require(bar.range(of: $0)).lowerBound }
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted() && !order.contains(nil))
    }

    @Test func oneStateHasNoGhostsToggle() {
        var block = FixtureBlock.base
        block.states = [block.states[0]]
        let html = render(block, devices: [])
        #expect(!html.contains("cg-toggle-ghosts"))
        #expect(!html.contains("cg-ghosts-"))
        #expect(html.contains("cg-toggle-overlay"))
        #expect(!html.contains("data-step="))
    }

    @Test func everyControlHasAName() throws {
        let html = render(FixtureBlock.base)
        let bar = try #require(html.components(separatedBy: "<div class=\"cg-stage\">").first)
        // Buttons: text content or aria-label; inputs: aria-label or the chip label around them.
        for button in bar.components(separatedBy: "<button").dropFirst() {
            let text = button.components(separatedBy: ">").dropFirst().first?.components(separatedBy: "<").first ?? ""
            let named = button.contains("aria-label=\"") || text.trimmingCharacters(in: .whitespaces).count > 1
            #expect(named, "unnamed button: <button\(button.prefix(80))")
        }
        for input in bar.components(separatedBy: "<input").dropFirst() {
            let tag = input.components(separatedBy: ">").first ?? ""
            let labelled = tag.contains("aria-label=\"") || (input.components(separatedBy: "</label>").first?
                .components(separatedBy: ">").dropFirst().joined().isEmpty == false)
            #expect(labelled, "unnamed input: <input\(tag)")
        }
    }

    @Test func theRotateButtonReportsItsState() {
        let portrait = render(FixtureBlock.base)
        #expect(portrait.contains("data-orientation=\"landscape\" aria-pressed=\"false\" aria-label=\"Rotate\""))
        #expect(portrait.contains("data-device=\"iPhone 15\" aria-pressed=\"true\""))
        #expect(portrait.contains("data-device=\"iPhone SE\" aria-pressed=\"false\""))
    }
}
