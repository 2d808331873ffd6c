import SwiftSubset
import SwiftUILayout

/// The SwiftUI views the preview models, made from their initializers' arguments.
enum SwiftUIViews {
    static let typeNames: Set<String> = [
        "Text", "Image", "Color", "Spacer", "Divider", "EmptyView", "Rectangle", "RoundedRectangle", "Capsule",
        "Circle", "Ellipse", "AnyView", "Label", "VStack", "HStack", "ZStack", "Group", "ScrollView", "ForEach", "Button", "Font",
        "List",
    ]

    /// The views of `name(args)`, or nil when `name` is not a modelled view.
    static func make(_ name: String, args: [Argument], scope: SUScope, evaluator ev: SwiftUIEvaluator,
                     at loc: Loc) throws -> [ViewDraft]? {
        func value(_ label: String?) throws -> SUValue? {
            guard let a = args.first(where: { $0.label == label && !isClosure($0) }) else { return nil }
            return try ev.eval(a.value, scope)
        }
        func number(_ label: String) throws -> Double? { try value(label)?.asDouble }
        func content(_ label: String? = nil) throws -> [ViewDraft] {
            guard let a = args.last(where: { isClosure($0) && ($0.label == label || label == nil) }),
                  case .closure(let c) = a.value.kind else { return [] }
            return try ev.callBuilder(c, scope, args: [])
        }
        switch name {
        case "Text":
            let v = try value(nil) ?? value("verbatim") ?? .string("")
            return [ViewDraft(.text(v.described), at: loc)]
        case "Image":
            if case .string(let symbol)? = try value("systemName") {
                return [ViewDraft(.image(ImageContent(name: symbol, isSymbol: true)), at: loc)]
            }
            if case .string(let asset)? = try value(nil) {
                return [ViewDraft(.image(ImageContent(name: asset, isSymbol: false)), at: loc)]
            }
            return nil
        case "Spacer":
            return [ViewDraft(.spacer(minLength: try number("minLength")), at: loc)]
        case "Divider": return [ViewDraft(.divider, at: loc)]
        case "EmptyView": return [ViewDraft(.emptyView, at: loc)]
        case "Rectangle": return [ViewDraft(.shape(.rectangle, fill: nil), at: loc)]
        case "RoundedRectangle":
            return [ViewDraft(.shape(.roundedRectangle(cornerRadius: try number("cornerRadius") ?? 0), fill: nil), at: loc)]
        case "Capsule": return [ViewDraft(.shape(.capsule, fill: nil), at: loc)]
        case "Circle": return [ViewDraft(.shape(.circle, fill: nil), at: loc)]
        case "Ellipse": return [ViewDraft(.shape(.ellipse, fill: nil), at: loc)]
        case "VStack":
            let alignment = SwiftUIGeometryValues.horizontal(try value("alignment")) ?? .center
            return [ViewDraft(.vStack(alignment: alignment, spacing: try number("spacing")), try content(), at: loc)]
        case "HStack":
            let alignment = SwiftUIGeometryValues.vertical(try value("alignment")) ?? .center
            return [ViewDraft(.hStack(alignment: alignment, spacing: try number("spacing")), try content(), at: loc)]
        case "ZStack":
            let alignment = SwiftUIGeometryValues.alignment(try value("alignment")) ?? .center
            return [ViewDraft(.zStack(alignment: alignment), try content(), at: loc)]
        case "AnyView":
            // Type erasure changes nothing in the drawing.
            guard let v = try value(nil) else { return [] }
            return try ev.viewsOf(v, at: loc)
        case "Label":
            // A title beside its icon; the icon first, as the default label style on iOS draws it [UNVERIFIED
            // spacing: the stack's default].
            guard let title = try value(nil), case .string(let icon)? = try value("systemImage") else { return nil }
            return [ViewDraft(.hStack(alignment: .center, spacing: nil), [
                ViewDraft(.image(ImageContent(name: icon, isSymbol: true)), at: loc),
                ViewDraft(.text(title.described), at: loc)], at: loc)]
        case "Group":
            return [ViewDraft(.group, try content(), at: loc)]
        case "ScrollView":
            var axes: AxisSet = .vertical
            if case .member("horizontal")? = try value(nil) { axes = .horizontal }
            let views = try content()
            let single = views.count == 1 ? views[0] : ViewDraft(.vStack(alignment: .center, spacing: nil), views, at: loc)
            return [ViewDraft(.scrollView(axes), [single], at: loc)]
        case "ForEach":
            return [try forEach(args, scope: scope, evaluator: ev, at: loc)]
        case "Button":
            return [try button(args, scope: scope, evaluator: ev, at: loc)]
        case "List":
            return [try SwiftUIList.make(args, scope: scope, evaluator: ev, at: loc)]
        default:
            return nil
        }
    }

    static func isClosure(_ a: Argument) -> Bool {
        if case .closure = a.value.kind { return true }
        return false
    }

    /// `ForEach(items, id: \.self) { item in … }` and `ForEach(0..<n) { i in … }` over static data.
    private static func forEach(_ args: [Argument], scope: SUScope, evaluator ev: SwiftUIEvaluator,
                                at loc: Loc) throws -> ViewDraft {
        guard let data = args.first(where: { !isClosure($0) && $0.label != "id" }),
              let body = args.last(where: isClosure), case .closure(let closure) = body.value.kind else {
            throw SwiftUIError(code: "type-mismatch", message: "ForEach needs its data and a view-building closure", at: loc)
        }
        guard case .array(let items) = try ev.eval(data.value, scope) else {
            throw SwiftUIError(code: "type-mismatch", message: "ForEach's data is not a collection", at: data.value.loc)
        }
        if items.count > SwiftUIEvaluator.maxForEachItems {
            throw SwiftUIError(code: "step-limit", message: "ForEach over \(items.count) items: the preview draws at most "
                               + "\(SwiftUIEvaluator.maxForEachItems)", at: loc)
        }
        var children: [ViewDraft] = []
        for item in items {
            let views = try ev.callBuilder(closure, scope, args: [item])
            children.append(views.count == 1 ? views[0] : ViewDraft(.group, views, at: closure.loc))
        }
        return ViewDraft(.forEach, children, at: loc)
    }

    /// `Button("Title") { … }`, `Button(action: …) { label }`, `Button { … } label: { … }`: the label drawn in the
    /// accent colour ([DOC] Button: the default style tints its label), with the action kept for taps.
    private static func button(_ args: [Argument], scope: SUScope, evaluator ev: SwiftUIEvaluator,
                               at loc: Loc) throws -> ViewDraft {
        var label: [ViewDraft] = []
        var action: SUValue?
        if let title = args.first(where: { $0.label == nil && !isClosure($0) }) {
            label = [ViewDraft(.text(try ev.eval(title.value, scope).described), at: title.value.loc)]
        }
        if let a = args.first(where: { $0.label == "action" }) { action = try ev.eval(a.value, scope) }
        let closures = args.filter(isClosure)
        if let l = closures.first(where: { $0.label == "label" }), case .closure(let c) = l.value.kind {
            label = try ev.callBuilder(c, scope, args: [])
            if action == nil, let first = closures.first(where: { $0.label == nil }) { action = try ev.eval(first.value, scope) }
        } else if action != nil, let l = closures.last, case .closure(let c) = l.value.kind {
            label = try ev.callBuilder(c, scope, args: [])
        } else if let first = closures.first {
            action = try ev.eval(first.value, scope)
        }
        let content = label.count == 1 ? label[0] : ViewDraft(.hStack(alignment: .center, spacing: nil), label, at: loc)
        let tinted = ViewDraft(.foregroundStyle("system:systemBlue"), [content], at: loc)
        tinted.tapAction = action
        return tinted
    }
}
