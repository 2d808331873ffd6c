import Foundation
import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
@testable import SwiftUIWorld
@testable import UIKitWorld
import Testing

/// The UIKit API table (Sources/UIKitWorld/Runtime/API): its entries are the runtime's view properties, so what
/// the table says is what a script sees.

/// A name has one entry, whose owners list every class declaring it: so within a class a name is unique.
@Test func everyPropertyNameIsUniquePerClass() {
    var seen: [String: Int] = [:]
    for entry in UIKitAPI.viewPropertyList { seen[entry.name, default: 0] += 1 }
    #expect(seen.filter { $0.value > 1 }.keys.sorted() == [])
    #expect(Set(LayerAPI.properties.map(\.name)).count == LayerAPI.properties.count)
}

/// The labels of the initializers the docs list are the labels the runtime reads (`ViewInitializersAPI.arguments`),
/// no more and no fewer: `init(type:primaryAction:)` is documented only because `type:` and `primaryAction:` have
/// entries.
@Test func everyInitializerLabelHasAnEntry() {
    let documented = Set(ViewInitializersAPI.initializers.flatMap { initializer in
        initializer.signature.dropFirst("init(".count).dropLast().split(separator: ":").map(String.init)
    })
    #expect(documented == Set(ViewInitializersAPI.arguments.map(\.label)))
    #expect(ViewInitializersAPI.arguments.count == documented.count)
}

/// A call runs the first entry of its name that applies, so every entry but a name's last must say when it applies:
/// an entry after one for every view would never run.
@Test func everyMethodEntryCanRun() {
    for (name, entries) in UIKitAPI.viewMethods {
        for entry in entries.dropLast() { #expect(entry.appliesTo != nil, "\(name): \(entry.signature) shadows the rest") }
    }
    #expect(UIKitAPI.viewMethods.values.map(\.count).reduce(0, +) == UIKitAPI.viewMethodList.count)
}

/// Every entry names a type, and every one the docs list (it has owners) gives UIKit's default with its source
/// unless it is read-only or only recognised.
@Test func everySettableEntryStatesItsDefaultAndSample() {
    for entry in UIKitAPI.viewPropertyList where entry.isSettable && !entry.owners.isEmpty {
        #expect(entry.uikitDefault != nil, "\(entry.name) has no default")
        #expect(entry.uikitDefault.map { $0.source.hasPrefix("Apple: ") || $0.source.hasPrefix("reference §") } ?? false,
                "\(entry.name): \(entry.uikitDefault?.source ?? "")")
    }
    for entry in UIKitAPI.viewPropertyList { #expect(!entry.type.isEmpty, "\(entry.name)") }
}

/// The class a round trip of `entry` runs on: its first owner, or a plain view for owners a script cannot make as
/// a view (a controller's presentation settings are accepted on views too).
private func roundTripClass(_ entry: UIKitProperty) -> String {
    guard let owner = entry.owners.first, owner != "UIViewController", owner != "UIResponder" else { return "UIView" }
    return owner
}

/// `label.numberOfLines = 3; print(label.numberOfLines)` prints what `print(3)` prints, for every settable entry
/// with its sample value.
@Test func everySettableEntryRoundTripsThroughAScript() {
    let settable = UIKitAPI.viewPropertyList.filter { $0.isSettable }
    #expect(settable.count > 100)
    for entry in settable {
        guard let sample = entry.sample else {
            // Settable without a sample: an object the test cannot write as a literal (a button configuration, a
            // handler); exercised by their own tests.
            #expect(["attributedText", "configuration", "configurationUpdateHandler"].contains(entry.name), "\(entry.name) has no sample")
            continue
        }
        let r = runScript("""
            let object = \(roundTripClass(entry))()
            let value = \(sample)
            object.\(entry.name) = value
            print(value)
            print(object.\(entry.name))
            """)
        #expect(r.error == nil, "\(entry.name): \(r.error ?? "")")
        #expect(r.output.count == 2 && r.output[0] == r.output[1], "\(entry.name) = \(sample): \(r.output)")
    }
}

/// `view.layer.cornerRadius = 12; print(view.layer.cornerRadius)` prints what `print(12.0)` prints, for every layer
/// entry.
@Test func everyLayerEntryRoundTripsThroughAScript() throws {
    for entry in LayerAPI.properties {
        let sample = try #require(entry.sample, "\(entry.name) has no sample")
        let r = runScript("""
            let object = UIView()
            let value = \(sample)
            object.layer.\(entry.name) = value
            print(value)
            print(object.layer.\(entry.name))
            """)
        #expect(r.error == nil, "\(entry.name): \(r.error ?? "")")
        #expect(r.output.count == 2 && r.output[0] == r.output[1], "\(entry.name) = \(sample): \(r.output)")
    }
}

/// Adding `UITextField.isEditing` to the runtime was one entry (TextAPI.fieldOnly): this test adds nothing and
/// reads it, from the table and from a script. The field is editing only once it is the first responder.
@Test func isEditingIsOneEntryReadThroughTheTable() throws {
    let entry = try #require(UIKitAPI.viewProperties["isEditing"])
    #expect(entry.owners.contains("UITextField"))
    #expect(entry.type == "Bool")
    #expect(!entry.isSettable)
    #expect(entry.uikitDefault?.value == "false")
    #expect(UIKitAPI.propertyNames(of: "UITextField").contains("isEditing"))
    #expect(!UIKitAPI.propertyNames(of: "UILabel").contains("isEditing"))

    let block = try runBlock("""
        ```swift preview id=editing actions="field.becomeFirstResponder(); showEditing(); field.resignFirstResponder(); showEditing()"
        let field = UITextField()
        let status = UILabel()
        view.addSubview(field)
        view.addSubview(status)
        field.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        status.snp.makeConstraints { make in make.bottom.leading.equalToSuperview() }
        func showEditing() { status.text = field.isEditing ? "editing" : "idle" }
        showEditing()
        ```
        """)
    let texts = block.states.map { state in state.views.first { $0.path == "status" }?.text }
    // Idle at first; focused by becomeFirstResponder() (the label still says what it last read), editing once read
    // again; resigned, and idle when read again.
    #expect(texts == ["idle", "idle", "editing", "editing", "idle"], "\(block.diagnostics)")
}

/// "did you mean" draws from the table: a near miss of an entry of the view's class is Swift's "has no member"
/// error naming the entry, and an entry of another class is no candidate.
@Test func didYouMeanSuggestsFromTheTable() throws {
    func first(_ code: String) throws -> String {
        let block = try runBlock("```swift preview id=t\n\(code)\n```")
        return block.diagnostics.first.map { "\($0.code): \($0.message)" } ?? "none"
    }
    #expect(try first("let label = UILabel()\nlabel.numberOfLine = 3")
        == "unknown-name: value of type 'UILabel' has no member 'numberOfLine'; did you mean 'numberOfLines'?")
    #expect(try first("let field = UITextField()\nprint(field.isEditng)")
        == "unknown-name: value of type 'UITextField' has no member 'isEditng'; did you mean 'isEditing'?")
    #expect(try first("let box = UIView()\nbox.layoutIfNeded()")
        == "unknown-name: value of type 'UIView' has no member 'layoutIfNeded'; did you mean 'layoutIfNeeded'?")
    #expect(UIKitAPI.propertyNames(of: "UILabel").contains("numberOfLines"))
    #expect(!UIKitAPI.propertyNames(of: "UIView").contains("numberOfLines"))
    #expect(ViewObject.methodNames.contains("layoutIfNeeded") && !ViewObject.methodNames.contains("setItems"))
}

/// A UIKit member the table does not have is still an `unsupported-api` warning that names it, read or set.
@Test func membersOutsideTheTableStillWarn() throws {
    let block = try runBlock("""
        ```swift preview id=unsupported
        let label = UILabel()
        view.addSubview(label)
        label.showsExpansionTextWhenTruncated = true
        let size = label.intrinsicContentSize
        label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        ```
        """)
    let warnings = block.diagnostics.filter { $0.code == "unsupported-api" }.map(\.message)
    #expect(UIKitAPI.viewProperties["showsExpansionTextWhenTruncated"] == nil)
    #expect(warnings == ["'UILabel.showsExpansionTextWhenTruncated' is not supported by the layout runtime; the assignment is ignored"])
}

/// docs/supported-api.md is the table's text; `UPDATE_SUPPORTED_API_DOC=1` rewrites it.
@Test func supportedAPIDocMatchesTheTable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent(SupportedAPIDocument.path)
    let expected = SupportedAPIDocument.markdown()
    if ProcessInfo.processInfo.environment["UPDATE_SUPPORTED_API_DOC"] == "1" {
        try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let written = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(written == expected, "docs/supported-api.md is out of date: run UPDATE_SUPPORTED_API_DOC=1 swift test --filter UIKitAPITableTests")
}
