import AutoLayout
import Diagnostics
import LayoutFrames
import SwiftSubset
import SwiftUILayout

/// Builds, lays out and records the states of a SwiftUI block: the initial state, one per `actions=` assignment
/// to an `@State` property, and the states a Button's action reaches (explored taps, as for UIKit blocks).
package final class SwiftUIStateRenderer {
    let entry: SwiftUIEntry
    let types: [String: TypeDecl]
    let extensions: [TypeDecl]
    let host: LayoutHost
    let file: String
    static let maxTapStates = 16

    package init(entry: SwiftUIEntry, types: [String: TypeDecl], extensions: [TypeDecl], device: Device, file: String) {
        self.entry = entry
        self.extensions = extensions
        self.types = types
        self.file = file
        host = LayoutHost(screenSize: ViewSize(width: device.screenSize.width, height: device.screenSize.height),
                          safeArea: SwiftUILayout.EdgeInsets(top: device.safeArea.top, leading: device.safeArea.left,
                                                             bottom: device.safeArea.bottom, trailing: device.safeArea.right),
                          scale: device.scale)
    }

    /// `@State` values by property name, applied whenever a view with that `@State` property is made.
    typealias StateValues = [String: SUValue]

    struct Rendered {
        var frames: StateFrames
        /// Box paths of buttons with their actions.
        var taps: [(path: String, action: SUValue)]
        /// Box paths of buttons drawn by a `ButtonStyle`, with their press keys.
        var presses: [(path: String, key: String)] = []
        /// The `.animation(_:value:)` modifiers of the drawing, in order.
        var animations: [(transition: Transition?, value: String?)] = []
    }

    func location(_ loc: Loc) -> SourceLocation { SourceLocation(file: file, line: loc.line, column: max(1, loc.column)) }

    /// One state: the entry's views built with `values`, laid out on the host.
    func render(_ values: StateValues, name: String, action: String?, pressed: Set<String> = [],
                diagnostics: inout [Diagnostic]) -> Rendered? {
        let evaluator = SwiftUIEvaluator(viewTypes: types, extensions: extensions)
        evaluator.stateValues = values
        evaluator.pressed = pressed
        var drafts: [ViewDraft] = []
        do {
            switch entry {
            case .previewMacro(let c): drafts = try evaluator.build(c.body, SUScope(parent: nil, instance: nil))
            case .previewProvider(_, let getter): drafts = try evaluator.build(getter, SUScope(parent: nil, instance: nil))
            case .viewType(let t):
                let instance = try evaluator.instantiate(t, args: [], scope: SUScope(parent: nil, instance: nil), at: t.loc)
                drafts = try evaluator.body(of: instance, at: t.loc)
            }
        } catch let e as SwiftUIError {
            diagnostics.append(Diagnostic(.error, code: e.code, e.message, at: location(e.loc)))
            return nil
        } catch {
            return nil
        }
        for w in evaluator.warnings { diagnostics.append(Diagnostic(.warning, code: w.code, w.message, at: location(w.loc))) }
        let built: SwiftUIDraftTree
        do {
            built = try SwiftUIDraftTree(drafts, location: location)
        } catch {
            diagnostics.append(Diagnostic(.error, code: "internal", "the view tree could not be built: \(error)",
                                          at: location(drafts.first?.loc ?? .unknown)))
            return nil
        }
        let engine = built.engine
        let taps = built.taps
        let result = engine.layout(in: host)
        diagnostics += engine.inputDiagnostics
        diagnostics += result.diagnostics
        let tapPaths = taps.compactMap { t in engine.path(of: t.0).map { (path: $0, action: t.1) } }
        var views = [ViewFrame(path: "hosting", type: "UIHostingController.view",
                               frame: [0, 0, host.screenSize.width, host.screenSize.height],
                               screen: [0, 0, host.screenSize.width, host.screenSize.height], hidden: false, alpha: 1,
                               style: { var s = ViewStyle(); s.backgroundColor = "system:systemBackground"; return s }())]
        views += result.views.map(Self.frame)
        return Rendered(frames: StateFrames(name: name, action: action, keyboard: nil, views: views, constraints: []),
                        taps: tapPaths,
                        presses: built.presses.compactMap { p in engine.path(of: p.node).map { (path: $0, key: p.key) } },
                        animations: evaluator.implicitAnimations)
    }

    package static func frame(_ v: PlacedView) -> ViewFrame {
        var style = ViewStyle()
        let s = v.style
        style.backgroundColor = s.backgroundColor
        style.textColor = s.textColor
        style.tintColor = s.tintColor
        style.cornerRadius = s.cornerRadius
        if s.shape == "capsule" || s.shape == "circle" || s.clipShape == "capsule" || s.clipShape == "circle" {
            style.cornerRadius = min(v.frame.width, v.frame.height) / 2
        }
        style.clipsToBounds = s.clipsToBounds
        style.shadowColor = s.shadowColor
        style.shadowRadius = s.shadowRadius
        style.shadowOffset = s.shadowOffset
        if s.shadowColor != nil { style.shadowOpacity = 1 }
        style.fontSize = s.fontSize
        style.fontWeight = s.fontWeight
        style.lineHeight = s.lineHeight
        style.textAlignment = s.textAlignment
        style.numberOfLines = s.numberOfLines ?? (v.text != nil ? 0 : nil)
        style.truncated = s.truncated
        style.imageName = s.imageName
        var frame = ViewFrame(path: v.path, type: v.type, frame: v.frame.array, screen: v.screen.array,
                              hidden: v.hidden, alpha: v.alpha, contentSize: v.contentSize.map { [$0.width, $0.height] },
                              text: v.text, style: style == ViewStyle() ? nil : style, superview: v.parent ?? "hosting")
        frame.padding = v.insets
        frame.spacingBefore = v.spacingBefore
        frame.modifier = v.modifier
        return frame
    }

    /// The initial state, one state per `actions=` statement, then the states Button taps reach.
    package func explore(actions: [(String, Loc)]) -> (states: [StateFrames], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var values: StateValues = [:]
        var recorded: [(rendered: Rendered, values: StateValues)] = []
        guard let initial = render(values, name: "initial", action: nil, diagnostics: &diagnostics) else {
            return ([], diagnostics)
        }
        recorded.append((initial, values))
        for (source, loc) in actions {
            var animation: Transition?
            do {
                (values, animation) = try SwiftUIStateActions.assign(source, at: loc, to: values, types: types)
            } catch let e as SwiftUIError {
                diagnostics.append(Diagnostic(.error, code: e.code, e.message, at: location(e.loc)))
                continue
            } catch { continue }
            var ignored: [Diagnostic] = []
            if var state = render(values, name: source, action: source, diagnostics: &ignored) {
                state.frames.transition = Self.transition(animation, from: recorded[recorded.count - 1].rendered, to: state)
                recorded.append((state, values))
            }
            diagnostics += ignored.filter { $0.severity == .error }
        }
        explorePresses(&recorded)
        exploreTaps(&recorded, diagnostics: &diagnostics)
        return (recorded.map(\.rendered.frames), Self.unique(diagnostics))
    }

    static let maxPressedStates = 4

    /// The pressed look of each styled button of the initial state (`configuration.isPressed` true), as a state
    /// named after the button's label, `pressed("Davom etish")`, when it draws differently from the button at rest.
    private func explorePresses(_ recorded: inout [(rendered: Rendered, values: StateValues)]) {
        let (initial, values) = recorded[0]
        let presses = Array(initial.presses.prefix(Self.maxPressedStates))
        let labels = presses.map { Self.label(of: $0.path, in: initial.frames) }
        for (press, label) in zip(presses, labels) {
            // The reader knows a button by its title; two buttons with one title (or none) are told apart by path.
            let unique = label.map { title in labels.filter { $0 == title }.count == 1 } ?? false
            let name = unique ? "pressed(\"\(label ?? "")\")" : "pressed(\(press.path))"
            var ignored: [Diagnostic] = []
            guard let state = render(values, name: name, action: name, pressed: [press.key], diagnostics: &ignored),
                  !Self.sameDrawing(state.frames, initial.frames) else { continue }
            recorded.append((state, values))
        }
    }

    /// The first text drawn inside the view at `path`: a button's title.
    private static func label(of path: String, in frames: StateFrames) -> String? {
        frames.views.first { ($0.path == path || $0.path.hasPrefix(path + ".")) && !($0.text ?? "").isEmpty }?.text
    }

    /// From each state, runs each Button's action; a new set of `@State` values is a new state, named after the tap.
    private func exploreTaps(_ recorded: inout [(rendered: Rendered, values: StateValues)], diagnostics: inout [Diagnostic]) {
        var index = 0
        while index < recorded.count && recorded.count < Self.maxTapStates {
            let (state, values) = recorded[index]
            for tap in state.taps {
                let next: StateValues
                let animation: Transition?
                do {
                    (next, animation) = try SwiftUIStateActions.run(tap.action, from: values, types: types)
                } catch let e as SwiftUIError {
                    diagnostics.append(Diagnostic(.error, code: e.code, e.message, at: location(e.loc)))
                    continue
                } catch { continue }
                // States that draw the same views are one state, whatever values led to them.
                // Names are unique, as for UIKit taps: a second state reached by the same tap is `tap(path) 2`.
                var name = "tap(\(tap.path))"
                var n = 2
                while recorded.contains(where: { $0.rendered.frames.name == name }) { name = "tap(\(tap.path)) \(n)"; n += 1 }
                var ignored: [Diagnostic] = []
                guard var reached = render(next, name: name, action: name, diagnostics: &ignored) else { continue }
                reached.frames.transition = Self.transition(animation, from: state, to: reached)
                let target: String
                if let existing = recorded.firstIndex(where: { Self.sameDrawing($0.rendered.frames, reached.frames) }) {
                    target = recorded[existing].rendered.frames.name
                } else {
                    guard recorded.count < Self.maxTapStates else { break }
                    recorded.append((reached, next))
                    target = name
                }
                if let i = recorded[index].rendered.frames.views.firstIndex(where: { $0.path == tap.path }) {
                    recorded[index].rendered.frames.views[i].tapAction = target
                }
            }
            index += 1
        }
    }

    /// How the page animates from `from` into `to`: the `withAnimation` that made the change, else the first
    /// `.animation(_:value:)` whose value changed (SwiftUI animates a change inside `withAnimation` with its
    /// transaction, and a change of an `.animation` modifier's value with that modifier's animation).
    static func transition(_ explicit: Transition?, from: Rendered, to: Rendered) -> Transition? {
        if let explicit { return explicit }
        for (i, implicit) in to.animations.enumerated() where i < from.animations.count {
            if implicit.value == nil || implicit.value != from.animations[i].value { return implicit.transition }
        }
        return nil
    }

    static func sameDrawing(_ a: StateFrames, _ b: StateFrames) -> Bool {
        func strip(_ views: [ViewFrame]) -> [ViewFrame] { views.map { var v = $0; v.tapAction = nil; return v } }
        return strip(a.views) == strip(b.views)
    }

    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert("\($0.code)|\($0.message)|\(String(describing: $0.location))").inserted }
    }
}
