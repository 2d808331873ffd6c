import AutoLayout
import LayoutFrames
import SwiftSubset
import TextMetrics
import UIKitWorld

/// Names every view and guide of a state (DESIGN.md §6 paths) and turns the solved tree into frames JSON.
struct Snapshotter {
    let runtime: Runtime
    let root: ViewObject
    let rootName: String
    /// Stored properties that name views: the hosted object's (or, in top-level mode, the script's variables).
    let namedRoots: [(String, Value)]
    /// Another device's layout of the same tree (`VariantSweep`); nil for the runtime's own.
    var layout: Layout?

    /// The pass and engine a state is recorded from when they are not the runtime's, and where a value that is
    /// not finite is noted instead of being reported.
    struct Layout {
        let pass: LayoutPassResult
        let engine: LayoutEngine
        let nonFinite: NonFiniteValues
    }

    func paths() -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var guideNames: [ObjectIdentifier: String] = [:]
        names[ObjectIdentifier(runtime.canvas)] = "canvas"
        names[ObjectIdentifier(root.view)] = rootName
        var visited = Set<ObjectIdentifier>()
        func nameProperties(_ pairs: [(String, Value)], prefix: String, depth: Int) {
            for (name, value) in pairs {
                let path = prefix.isEmpty ? name : prefix + "." + name
                guard case .object(let o) = value else { continue }
                if let v = o as? ViewObject {
                    let key = ObjectIdentifier(v.view)
                    if names[key] == nil { names[key] = path }
                    if depth < 4, v.scriptClass != nil, !visited.contains(ObjectIdentifier(v)) {
                        visited.insert(ObjectIdentifier(v))
                        nameProperties(storedProperties(of: v), prefix: path, depth: depth + 1)
                    }
                } else if let g = o as? GuideObject {
                    if guideNames[ObjectIdentifier(g.guide)] == nil { guideNames[ObjectIdentifier(g.guide)] = path }
                } else if let vc = o as? ViewControllerObject {
                    let key = ObjectIdentifier(vc.rootView.view)
                    if names[key] == nil { names[key] = path + ".view" }
                }
            }
        }
        nameProperties(namedRoots, prefix: "", depth: 0)
        func walk(_ view: View, _ path: String) {
            for (i, child) in view.subviews.enumerated() {
                let key = ObjectIdentifier(child)
                if names[key] == nil {
                    names[key] = view.contentView === child ? "\(path).contentView" : "\(path).subviews[\(i)]"
                }
                walk(child, names[key] ?? "")
            }
        }
        walk(root.view, rootName)
        for (k, v) in guideNames { names[k] = v }
        return names
    }

    func storedProperties(of o: ObjectRef) -> [(String, Value)] {
        guard let cls = o.scriptClass else { return [] }
        var chain: [ScriptType] = []
        var t: ScriptType? = cls
        while let c = t { chain.insert(c, at: 0); t = c.superType }
        var out: [(String, Value)] = []
        for c in chain {
            for decl in c.instanceVars where !decl.isComputed {
                if let v = o.fields[decl.name] { out.append((decl.name, v)) }
            }
        }
        return out
    }

    func itemPath(_ item: LayoutItem?, _ names: [ObjectIdentifier: String]) -> String? {
        guard let item = item else { return nil }
        if let v = item as? View { return names[ObjectIdentifier(v)] ?? v.layoutDescription }
        if let g = item as? LayoutGuide {
            if let n = names[ObjectIdentifier(g)] { return n }
            let owner = g.owningView.map { names[ObjectIdentifier($0)] ?? $0.layoutDescription } ?? "?"
            switch g.role {
            case .safeArea: return owner + ".safeAreaLayoutGuide"
            case .layoutMargins: return owner + ".layoutMarginsGuide"
            case .readableContent: return owner + ".readableContentGuide"
            case .keyboard: return owner + ".keyboardLayoutGuide"
            case .scrollContent: return owner + ".contentLayoutGuide"
            case .scrollFrame: return owner + ".frameLayoutGuide"
            case .stackSpacer: return owner + ".spacer"
            case .user:
                let index = g.owningView?.layoutGuides.firstIndex { $0 === g } ?? 0
                return owner + ".layoutGuides[\(index)]"
            }
        }
        return nil
    }

    /// Numbers for the frames JSON, which cannot hold NaN or infinity: a value code set that way (a NaN alpha or
    /// content offset; UIKit stops with CALayerInvalidGeometry on the geometric ones) is reported once at the
    /// view's line and written as 0. Solved frames are already finite (the engine reports its own overflows).
    private func finite(_ values: [Double], _ what: String, of view: View) -> [Double] {
        guard values.contains(where: { !$0.isFinite }) else { return values }
        if let layout {
            layout.nonFinite.found = true
            return values.map { $0.isFinite ? $0 : 0 }
        }
        runtime.record([.error("invalid-geometry", "The \(what) of \(view.layoutDescription) is not finite "
            + "(\(values.map { "\($0)" }.joined(separator: ", "))); UIKit would stop with CALayerInvalidGeometry. "
            + "It is shown as 0", at: view.sourceLocation)])
        return values.map { $0.isFinite ? $0 : 0 }
    }

    /// What a snapshot reads from the tree alone, the same on every device: every view's path and the tappable
    /// views. A state recorded on many devices (`VariantSweep`) computes it once and shares it.
    struct TreeFacts {
        let names: [ObjectIdentifier: String]
        /// Paths of the views a reader can tap in this state, each mapped to itself.
        let tappable: [String: String]
    }

    func treeFacts() -> TreeFacts {
        let names = paths()
        var tappable: [String: String] = [:]
        func visit(_ view: View) {
            // "If the enabled state is false, the control ignores touch events" (Apple, UIControl.isEnabled).
            if let o = runtime.viewObjects[ObjectIdentifier(view)], runtime.tapHandlers.contains(where: { $0.view === o }),
               o.acceptsTouches {
                let path = names[ObjectIdentifier(view)] ?? "?"
                tappable[path] = path
            }
            view.subviews.forEach(visit)
        }
        visit(root.view)
        return TreeFacts(names: names, tappable: tappable)
    }

    /// The state's frames on this snapshot's layout, and its tappable views; `facts` are the tree's, when the
    /// caller already has them.
    func state(name: String, action: String?, transition: Transition?, facts: TreeFacts? = nil)
        -> (StateFrames, [String: String]) {
        let facts = facts ?? treeFacts()
        let names = facts.names
        var views: [ViewFrame] = []
        let pass = layout?.pass ?? runtime.lastPass
        func visit(_ view: View) {
            let path = names[ObjectIdentifier(view)] ?? "?"
            let object = runtime.viewObjects[ObjectIdentifier(view)]
            var screen = pass?.screenFrame(of: view) ?? view.frame
            var local = view.frame
            let offset = runtime.rootOffset
            if offset.x != 0 || offset.y != 0 {
                screen = screen.offsetBy(dx: offset.x, dy: offset.y)
                if view === runtime.canvas { local = local.offsetBy(dx: offset.x, dy: offset.y) }
            }
            var frame = ViewFrame(path: path, type: object?.scriptClass?.name ?? view.className,
                                  frame: finite(local.components, "frame", of: view),
                                  screen: finite(screen.components, "frame", of: view), hidden: view.isHidden,
                                  alpha: finite([view.alpha], "alpha", of: view)[0])
            if view !== root.view, let parent = view.superview { frame.superview = names[ObjectIdentifier(parent)] }
            if view.kind == .scrollView {
                frame.contentSize = finite([view.contentSize.width, view.contentSize.height], "contentSize", of: view)
                // Frames stay at offset zero (DESIGN.md §6); the offset a step scrolled to travels separately so
                // the player can scroll the view (a paging step changes nothing else).
                if view.contentOffset != .zero {
                    frame.contentOffset = finite([view.contentOffset.x, view.contentOffset.y], "contentOffset", of: view)
                }
                let inset = view.adjustedContentInset
                if inset != .zero {
                    frame.adjustedContentInset = finite([inset.top, inset.left, inset.bottom, inset.right],
                                                        "adjustedContentInset", of: view)
                }
            }
            if [.label, .button, .textField, .textView].contains(view.kind) { frame.text = view.text ?? "" }
            frame.style = style(of: view, object)
            views.append(frame)
            views += HostedSwiftUIContent.frames(of: object, path: path, screen: screen)
            view.subviews.forEach(visit)
        }
        visit(root.view)
        var constraints: [ConstraintRecord] = []
        // A constraint with a non-finite constant or multiplier was ignored (and reported) by the engine.
        for c in pass?.activeConstraints ?? [] where c.constant.isFinite && c.multiplier.isFinite {
            // `constant + 0`: SnapKit's `inset(0)` on a trailing or bottom edge is −0, which JSON would print as -0.
            constraints.append(ConstraintRecord(
                first: (itemPath(c.firstItem, names) ?? "?") + "." + c.firstAttribute.rawValue,
                relation: c.relation.rawValue,
                second: c.secondItem.map { (itemPath($0, names) ?? "?") + "." + c.secondAttribute.rawValue },
                multiplier: c.multiplier, constant: c.constant + 0, priority: c.priority, origin: c.origin.rawValue,
                line: c.sourceLocation?.line, broken: c.isBroken, label: c.identifier))
        }
        let keyboard = layout == nil ? runtime.keyboardFrame?.components : layout?.engine.keyboardFrame?.components
        return (StateFrames(name: name, action: action, keyboard: keyboard, transition: transition, views: views,
                            constraints: constraints), facts.tappable)
    }

    func style(of view: View, _ object: ViewObject?) -> ViewStyle? {
        var s = ViewStyle()
        let a = view.appearance
        s.backgroundColor = a.backgroundColor
        s.tintColor = a.tintColor
        s.textColor = a.textColor
        if a.cornerRadius != 0 { s.cornerRadius = a.cornerRadius }
        if a.borderWidth != 0 { s.borderWidth = a.borderWidth; s.borderColor = a.borderColor }
        if a.shadowOpacity != 0 {
            s.shadowColor = a.shadowColor ?? "#000000"
            s.shadowOpacity = a.shadowOpacity
            s.shadowRadius = a.shadowRadius
            s.shadowOffset = [a.shadowOffset.width, a.shadowOffset.height]
        }
        if view.clipsToBounds { s.clipsToBounds = true }
        if !a.transform.isIdentity { s.transform = a.transform.components }
        switch view.kind {
        case .label, .button, .textField, .textView:
            // A configuration button's title is drawn in 17 pt unless the lesson chose a font.
            let font = (layout?.engine ?? runtime.engine).drawnFont(of: view)
            s.fontSize = font.pointSize
            s.fontWeight = font.weight.cssWeight
            if view.textAlignment != .natural { s.textAlignment = view.textAlignment.rawValue }
            if view.kind == .label { s.numberOfLines = view.numberOfLines }
            if view.wrapsByCharacter { s.wrapsByCharacter = true }
            s.placeholder = view.placeholder
            if view.kind == .textField, view.borderStyle != .none { s.borderStyle = view.borderStyle.rawValue }
            if view.kind == .button {
                s.buttonStyle = view.buttonStyle.rawValue
                if view.buttonTitleWraps { s.numberOfLines = 0 }
                if view.buttonTextWraps {
                    let sides = (layout?.engine ?? runtime.engine).buttonTitleSideInsets(of: view)
                    s.titleInsets = [sides.left, sides.right]
                }
                if view.buttonStyle.usesConfiguration, let subtitle = view.buttonSubtitle, !subtitle.isEmpty {
                    s.subtitle = subtitle
                    s.subtitleLines = view.buttonSubtitleWraps ? 0 : 1
                }
            }
        case .switchControl:
            s.isOn = view.isOn
        case .progressView:
            s.progress = view.progress
        case .pageControl:
            s.numberOfPages = view.numberOfPages
            s.currentPage = view.currentPage
        case .segmentedControl:
            s.segments = view.segments.map { SegmentStyle(title: $0.title, imageName: $0.imageName) }
            // The titles are drawn in the font their widths were measured in.
            s.fontSize = Font.segmentedControlTitle.pointSize
            s.fontWeight = Font.segmentedControlTitle.weight.cssWeight
            if view.segments.indices.contains(view.selectedSegmentIndex) {
                s.selectedSegmentIndex = view.selectedSegmentIndex
            }
            if view.apportionsSegmentWidthsByContent { s.apportionsSegmentWidthsByContent = true }
        default:
            break
        }
        if view.imageName != nil { s.imageName = view.imageName }
        object?.recordImageAndControlState(into: &s)
        return s == ViewStyle() ? nil : s
    }
}

/// Set when a snapshot of another device's layout met a value that is not finite (`Snapshotter.Layout`).
final class NonFiniteValues {
    var found = false
}
