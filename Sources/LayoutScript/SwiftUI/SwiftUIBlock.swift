import AutoLayout
import Diagnostics
import LayoutFrames
import SwiftSubset
import SwiftUILayout
import SwiftUIWorld

/// What a SwiftUI block produced: its states (frames), the entry point it used, and its diagnostics.
struct SwiftUIBlockResult {
    var className: String
    var states: [StateFrames]
    var diagnostics: [Diagnostic]
}

/// Runs a preview block written in SwiftUI: finds its entry point (`#Preview { … }`, a `PreviewProvider`'s
/// `previews`, or the last View type that can be made without arguments), builds its views, lays them out with
/// SwiftUILayout and returns the frames document's states. A block that uses SwiftUI but shows nothing always
/// says why.
enum SwiftUIBlock {
    /// Whether the block's own code uses SwiftUI: a type conforming to `View` or `PreviewProvider`, or a
    /// `#Preview` in a block that declares no classes (Xcode's `#Preview` also shows UIKit views and controllers,
    /// which stay with the UIKit world).
    static func usesSwiftUI(_ statements: [Stmt]) -> Bool {
        var previewMacro = false
        var declaresClass = false
        for s in statements {
            switch s.kind {
            case .declaration(.type(let t)):
                if SwiftUIEntry.conforms(t, to: "View") || SwiftUIEntry.conforms(t, to: "PreviewProvider") { return true }
                if t.kind == .classType { declaresClass = true }
            case .expression(let e):
                if isPreviewMacro(e) != nil { previewMacro = true }
            default:
                break
            }
        }
        return previewMacro && !declaresClass
    }

    /// The closure of `#Preview { … }` or `#Preview("name") { … }`.
    static func isPreviewMacro(_ e: Expr) -> ClosureExpr? {
        guard case .call(let callee, let args) = e.kind, case .identifier("#Preview") = callee.kind,
              let last = args.last, case .closure(let c) = last.value.kind else { return nil }
        return c
    }

    /// Runs the block at `position` when its code uses SwiftUI; nil leaves it to the UIKit world.
    static func run(lesson: LessonModule, position: Int, device: Device, file: String,
                    attributes: BlockAttributes, fenceLine: Int) -> SwiftUIBlockResult? {
        let own = lesson.blocks[position].file.statements
        let hostsInUIKit = lesson.blocks[position].block.code.contains("UIHostingController")
        SwiftUIHostingContext.current = nil
        guard usesSwiftUI(own) || hostsInUIKit else { return nil }
        var types: [String: TypeDecl] = [:]
        for (i, block) in lesson.blocks.enumerated() where block.errors.isEmpty && i != position {
            for case .declaration(.type(let t)) in block.file.statements.map(\.kind) where SwiftUIEntry.isEvaluated(t) {
                if i < position || types[t.name] == nil { types[t.name] = t }
            }
        }
        for case .declaration(.type(let t)) in own.map(\.kind) where SwiftUIEntry.isEvaluated(t) {
            types[t.name] = t
        }

        var extensions: [TypeDecl] = []
        for (i, block) in lesson.blocks.enumerated() where block.errors.isEmpty && i <= position {
            for case .declaration(.type(let t)) in block.file.statements.map(\.kind) where t.kind == .extensionType
                && ["View", "Color", "Font"].contains(t.name) {
                extensions.append(t)
            }
        }
        if hostsInUIKit {
            // A mixed screen: UIKit runs the block and hosts these views where the code puts them.
            SwiftUIHostingContext.current = SwiftUIHostingContext(types: types, extensions: extensions)
            return nil
        }
        var diagnostics: [Diagnostic] = []
        func location(_ loc: Loc) -> SourceLocation {
            SourceLocation(file: file, line: loc.line, column: max(1, loc.column))
        }
        guard let entry = entryPoint(own, types: types, show: attributes["show"]) else {
            diagnostics.append(noEntryPoint(own, types: types, at: location(noEntryLoc(own, fenceLine: fenceLine))))
            return SwiftUIBlockResult(className: "", states: [], diagnostics: diagnostics)
        }
        let renderer = SwiftUIStateRenderer(entry: entry, types: types, extensions: extensions, device: device,
                                            file: file)
        let outcome = renderer.explore(actions: Scenario.statements(attributes["actions"] ?? "", attribute: "actions",
                                                                     fenceLine: fenceLine))
        diagnostics += outcome.diagnostics
        return SwiftUIBlockResult(className: entry.name, states: outcome.states, diagnostics: diagnostics)
    }

    /// Where the block's view comes from.
    typealias Entry = SwiftUIEntry

    static func entryPoint(_ own: [Stmt], types: [String: TypeDecl], show: String?) -> Entry? {
        if let show, let t = types[show], SwiftUIEvaluator.isConstructibleWithoutArguments(t) { return .viewType(t) }
        for s in own {
            if case .expression(let e) = s.kind, let c = isPreviewMacro(e) { return .previewMacro(c) }
        }
        for case .declaration(.type(let t)) in own.map(\.kind) where SwiftUIEntry.conforms(t, to: "PreviewProvider") {
            for member in t.members {
                if case .variable(let v) = member, v.name == "previews", let getter = v.getter {
                    return .previewProvider(t, getter)
                }
            }
        }
        for case .declaration(.type(let t)) in own.map(\.kind).reversed() where SwiftUIEntry.conforms(t, to: "View")
            && SwiftUIEvaluator.isConstructibleWithoutArguments(t) {
            return .viewType(t)
        }
        return nil
    }

    private static func noEntryLoc(_ own: [Stmt], fenceLine: Int) -> Loc {
        for case .declaration(.type(let t)) in own.map(\.kind).reversed() where SwiftUIEntry.conforms(t, to: "View") { return t.loc }
        return Loc(line: fenceLine, column: 1)
    }

    /// "Declares views but shows nothing": names every entry point tried and why each View type was not usable.
    static func noEntryPoint(_ own: [Stmt], types: [String: TypeDecl], at location: SourceLocation) -> Diagnostic {
        var reasons: [String] = []
        for case .declaration(.type(let t)) in own.map(\.kind) where SwiftUIEntry.conforms(t, to: "View") {
            let missing = t.members.flatMap(SwiftUIEvaluator.storedProperties).filter { v in
                if v.initializer != nil || SwiftUIEvaluator.environmentValue(v) != nil { return false }
                if case .optional? = v.type { return false }
                return true
            }.map { "'\($0.name)'" }
            reasons.append("'\(t.name)' needs \(missing.joined(separator: ", "))")
        }
        for case .declaration(.type(let t)) in own.map(\.kind) where SwiftUIEntry.conforms(t, to: "PreviewProvider") {
            reasons.append("'\(t.name)' has no 'static var previews'")
        }
        return Diagnostic(.error, code: "no-entry-point",
                          "this block declares SwiftUI views but shows none: tried a '#Preview { … }' macro (none), a "
                          + "PreviewProvider's 'static var previews' (none), and the last View type that can be "
                          + "made without arguments (none: \(reasons.joined(separator: "; ")))"
                          + "; add '#Preview { \(own.lastViewName ?? "MyView")(…) }' with its arguments",
                          at: location)
    }
}

private extension Array where Element == Stmt {
    var lastViewName: String? {
        for case .declaration(.type(let t)) in map(\.kind).reversed() where SwiftUIEntry.conforms(t, to: "View") {
            return t.name
        }
        return nil
    }
}
