import SwiftSubset
import SwiftUILayout
import TextMetrics

/// The SwiftUI modifiers the preview models, each turned into the layout engine's modifier node.
enum SwiftUIModifiers {
    static let names: Set<String> = [
        "padding", "frame", "background", "overlay", "foregroundColor", "foregroundStyle", "font", "fontWeight",
        "bold", "italic", "cornerRadius", "opacity", "fixedSize", "layoutPriority", "offset", "position",
        "aspectRatio", "scaledToFit", "scaledToFill", "resizable", "clipped", "clipShape", "shadow", "hidden",
        "lineLimit", "multilineTextAlignment", "ignoresSafeArea", "fill", "tint", "buttonStyle", "modifier",
        "animation", "onTapGesture",
    ]

    /// UIKit and SnapKit members lessons use on UIViews; on a SwiftUI view they are Swift's "has no member" error.
    static let uiKitOnly: Set<String> = [
        "addSubview", "snp", "layer", "translatesAutoresizingMaskIntoConstraints", "setTitle", "setTitleColor",
        "addTarget", "backgroundColor", "textColor", "text", "layoutIfNeeded", "setNeedsLayout", "addArrangedSubview",
        "insertSubview", "removeFromSuperview", "sizeToFit", "setContentHuggingPriority",
        "setContentCompressionResistancePriority", "isHidden", "alpha", "frame.size", "bounds", "superview",
    ]

    static func isModifier(_ name: String) -> Bool { names.contains(name) }

    /// `content.name(args)`. Several views (a builder's TupleView) are grouped first, as SwiftUI applies a
    /// modifier to each of them; unknown modifiers are reported and leave the content as it is.
    static func apply(_ name: String, to content: [ViewDraft], args: [Argument], scope: SUScope,
                      evaluator ev: SwiftUIEvaluator, at loc: Loc) throws -> [ViewDraft] {
        let view = content.count == 1 ? content[0] : ViewDraft(.group, content, at: loc)
        func value(_ label: String?) throws -> SUValue? {
            guard let a = args.first(where: { $0.label == label && !SwiftUIViews.isClosure($0) }) else { return nil }
            return try ev.eval(a.value, scope)
        }
        func number(_ label: String?) throws -> Double? { try value(label)?.asDouble }
        func wrap(_ kind: ViewKind) -> [ViewDraft] { [ViewDraft(kind, [view], at: loc)] }
        func secondary() throws -> ViewDraft? {
            if let a = args.last(where: SwiftUIViews.isClosure), case .closure(let c) = a.value.kind {
                let views = try ev.callBuilder(c, scope, args: [])
                return views.count == 1 ? views[0] : ViewDraft(.zStack(alignment: .center), views, at: c.loc)
            }
            guard let v = try value(nil) else { return nil }
            if let css = SwiftUIColors.css(v) { return ViewDraft(.color(css), at: loc) }
            let views = try ev.viewsOf(v, at: loc)
            return views.count == 1 ? views[0] : ViewDraft(.zStack(alignment: .center), views, at: loc)
        }
        switch name {
        case "padding":
            let first = try value(nil)
            if let length = first?.asDouble { return wrap(.padding(.all, length)) }
            let edges = SwiftUIGeometryValues.edges(first) ?? .all
            let length = args.count > 1 ? try args[1].value.kind.isClosureFree ? ev.eval(args[1].value, scope).asDouble : nil : nil
            return wrap(.padding(edges, length))
        case "frame":
            let labels = Set(args.compactMap(\.label))
            let alignment = SwiftUIGeometryValues.alignment(try value("alignment")) ?? .center
            if labels.isSubset(of: ["width", "height", "alignment"]) {
                return wrap(.frame(width: try number("width"), height: try number("height"), alignment: alignment))
            }
            return wrap(.flexibleFrame(FlexibleFrame(
                minWidth: try number("minWidth"), idealWidth: try number("idealWidth"), maxWidth: try number("maxWidth"),
                minHeight: try number("minHeight"), idealHeight: try number("idealHeight"),
                maxHeight: try number("maxHeight"), alignment: alignment)))
        case "background", "overlay":
            guard let second = try secondary() else {
                ev.unsupported("\(name) with this argument", at: loc)
                return [view]
            }
            let alignment = SwiftUIGeometryValues.alignment(try value("alignment")) ?? .center
            let kind: ViewKind = name == "background" ? .background(alignment: alignment) : .overlay(alignment: alignment)
            return [ViewDraft(kind, [view, second], at: loc)]
        case "foregroundColor", "foregroundStyle", "tint":
            guard let css = try value(nil).flatMap(SwiftUIColors.css) else {
                ev.unsupported("\(name) with this style", at: loc)
                return [view]
            }
            return wrap(.foregroundStyle(css))
        case "fill":
            if case .shape(let shape, _) = view.kind, let css = try value(nil).flatMap(SwiftUIColors.css) {
                view.kind = .shape(shape, fill: css)
                return [view]
            }
        case "font":
            guard let v = try value(nil), let font = try SwiftUIFonts.value(v, at: loc) else {
                ev.unsupported("font with this value", at: loc)
                return [view]
            }
            return wrap(.font(font))
        case "modifier":
            // `.modifier(Card())`: a ViewModifier's `body(content:)` with `content` the modified view.
            guard case .instance(let modifier)? = try value(nil), let body = ev.method("body", in: modifier.type) else {
                ev.unsupported("modifier with this value", at: loc)
                return [view]
            }
            let scope = SUScope(parent: nil, instance: modifier)
            scope.locals[body.params.first?.name ?? "content"] = .views([view])
            let views = try ev.build(body.body, scope)
            return [views.count == 1 ? views[0] : ViewDraft(.group, views, at: loc)]
        case "buttonStyle":
            return try buttonStyle(view, try value(nil), evaluator: ev, at: loc)
        case "onTapGesture":
            // A tap on the view runs the closure, as a Button's action does (explored taps).
            guard let a = args.last(where: SwiftUIViews.isClosure) else { break }
            view.tapAction = try ev.eval(a.value, scope)
            return [view]
        case "animation":
            // Changes no layout: the state transition reads it when `value` changed (SwiftUIAnimations).
            let transition = try args.first(where: { $0.label == nil }).map {
                try SwiftUIAnimations.transition($0.value, evaluator: ev, scope: scope)
            } ?? nil
            ev.implicitAnimations.append((transition, try value("value")?.described))
            return [view]
        case "cornerRadius": return wrap(.cornerRadius(try number(nil) ?? 0))
        case "opacity": return wrap(.opacity(try number(nil) ?? 1))
        case "fixedSize":
            return wrap(.fixedSize(horizontal: (try value("horizontal")).map { if case .bool(let b) = $0 { return b }; return true } ?? true,
                                   vertical: (try value("vertical")).map { if case .bool(let b) = $0 { return b }; return true } ?? true))
        case "layoutPriority": return wrap(.layoutPriority(try number(nil) ?? 0))
        case "offset": return wrap(.offset(x: try number("x") ?? 0, y: try number("y") ?? 0))
        case "position": return wrap(.position(x: try number("x") ?? 0, y: try number("y") ?? 0))
        case "aspectRatio":
            let mode: ContentMode = { if case .member("fill")? = try? value("contentMode") { return .fill }; return .fit }()
            return wrap(.aspectRatio(try number(nil), mode))
        case "scaledToFit": return wrap(.aspectRatio(nil, .fit))
        case "scaledToFill": return wrap(.aspectRatio(nil, .fill))
        case "resizable":
            if case .image(var image) = view.kind {
                image.isResizable = true
                view.kind = .image(image)
                return [view]
            }
        case "clipped": return wrap(.clipped)
        case "shadow":
            let css = try value("color").flatMap(SwiftUIColors.css)
            let shadow = css.map { ShadowStyle(color: $0, radius: 0) } ?? ShadowStyle(radius: 0)
            var s = shadow
            s.radius = try number("radius") ?? 0
            s.x = try number("x") ?? 0
            s.y = try number("y") ?? 0
            return wrap(.shadow(s))
        case "hidden": return wrap(.hidden)
        case "lineLimit":
            let limit = try value(nil)
            if case .none? = limit { return wrap(.lineLimit(nil)) }
            return wrap(.lineLimit(limit?.asDouble.map { Int($0) }))
        case "multilineTextAlignment":
            if case .member(let m)? = try value(nil), let a = SwiftUILayout.TextAlignment(rawValue: m) {
                return wrap(.multilineTextAlignment(a))
            }
        case "ignoresSafeArea":
            return wrap(.ignoresSafeArea(SwiftUIGeometryValues.edges(try value("edges")) ?? .all))
        case "bold", "fontWeight", "italic":
            // Text's own `bold()`/`fontWeight(_:)`: the nearest font with that weight (the nearest font wins in
            // SwiftUI's environment, so an existing `.font` directly on the view is changed in place).
            let weight: FontWeight? = name == "italic" ? nil
                : name == "bold" ? .bold : (try value(nil)).flatMap(SwiftUIFonts.weight)
            if case .font(var font) = view.kind {
                if name == "italic" { font.isItalic = true } else { font.weight = weight }
                view.kind = .font(font)
                return [view]
            }
            var font = FontSpec.body
            if name == "italic" { font.isItalic = true } else { font.weight = weight }
            return wrap(.font(font))
        default:
            break
        }
        ev.unsupported(name, at: loc)
        return [view]
    }

    /// `.buttonStyle(…)` directly on a Button: `.plain` drops the accent tint, `.borderless` keeps it, and a
    /// `ButtonStyle` of the block draws `makeBody(configuration:)` with `configuration.label` the button's label and
    /// `configuration.isPressed` false (the preview shows buttons at rest). The tap stays on the outermost box.
    private static func buttonStyle(_ button: ViewDraft, _ style: SUValue?, evaluator ev: SwiftUIEvaluator,
                                    at loc: Loc) throws -> [ViewDraft] {
        guard button.tapAction != nil, case .foregroundStyle = button.kind, let label = button.children.first else {
            ev.unsupported("buttonStyle on a view that is not a Button", at: loc)
            return [button]
        }
        switch style {
        case .member("borderless")?, .member("automatic")?:
            return [button]
        case .member("plain")?:
            label.tapAction = button.tapAction
            return [label]
        case .instance(let instance)?:
            guard let makeBody = ev.method("makeBody", in: instance.type) else {
                throw SwiftUIError(code: "type-mismatch", message: "type '\(instance.type.name)' does not conform to "
                                   + "protocol 'ButtonStyle': it has no 'makeBody(configuration:)'", at: instance.type.loc)
            }
            let scope = SUScope(parent: nil, instance: instance)
            let configuration = makeBody.params.first?.name ?? "configuration"
            if SwiftUIEntry.conforms(instance.type, to: "PrimitiveButtonStyle") {
                // [DOC] PrimitiveButtonStyleConfiguration: `label`, `role` and `trigger()`; the style fires the
                // action itself (an `.onTapGesture { configuration.trigger() }`), so the box has no tap of its own.
                scope.locals[configuration] = .record(["label": .views([label]), "trigger": button.tapAction ?? .none,
                                                       "role": .none])
                let views = try ev.build(makeBody.body, scope)
                return [views.count == 1 ? views[0] : ViewDraft(.group, views, at: loc)]
            }
            let key = "\(button.loc.line):\(button.loc.column)"
            scope.locals[configuration] = .record(["label": .views([label]), "isPressed": .bool(ev.pressed.contains(key)),
                                                   "role": .none])
            let views = try ev.build(makeBody.body, scope)
            let top = views.count == 1 ? views[0] : ViewDraft(.group, views, at: loc)
            top.tapAction = button.tapAction
            top.pressKey = key
            return [top]
        default:
            ev.unsupported("this button style", at: loc)
            return [button]
        }
    }

    /// The font a `.font` modifier directly on `view` sets, so `Text(…).font(.title).bold()` keeps `.title`.
    private static func fontOf(_ view: ViewDraft) -> FontSpec? {
        if case .font(let f) = view.kind { return f }
        return nil
    }
}

extension ExprKind {
    var isClosureFree: Bool {
        if case .closure = self { return false }
        return true
    }
}
