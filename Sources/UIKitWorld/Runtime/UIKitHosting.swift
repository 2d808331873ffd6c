import AutoLayout
import Diagnostics
import LayoutFrames
import SwiftSubset
import SwiftUILayout
import SwiftUIWorld

/// `UIHostingController(rootView:)` in UIKit code: a view controller whose `view` is placed by UIKit (constraints,
/// frames, a stack view) and draws SwiftUI content inside it.
///
/// Sizing, as modelled (the reference has no entry on hosting controllers; these are Apple's documented
/// behaviours as remembered, flagged [UNVERIFIED] in docs/swiftui-blocks.md):
/// - as a child controller's view, its frame is whatever the constraints or frames of the code give it;
/// - its `intrinsicContentSize` is the SwiftUI view's ideal size (the root proposed nil on both axes), so
///   constraints that leave the size open (only a position, or a stack view) size it to its content
///   (`sizingOptions = .intrinsicContentSize` keeps it updated as content changes; the preview's content is
///   fixed, so the option is accepted and changes nothing);
/// - the SwiftUI root is proposed the view's bounds less the safe-area insets that fall inside them, and centred
///   there, as in a full-screen hosting controller;
/// - the view's background is `systemBackground`.
final class HostingControllerObject: NativeObject {
    unowned let runtime: Runtime
    let hostView: ViewObject
    private(set) var content: HostedSwiftUIContent?
    private var sizingOptions: Value = .nilValue

    static let names: Set<String> = [
        "view", "rootView", "sizingOptions", "safeAreaRegions", "addChild", "didMove", "willMove",
        "removeFromParent", "children", "title", "preferredContentSize", "isViewLoaded",
    ]

    init(_ runtime: Runtime, at loc: Loc) throws {
        self.runtime = runtime
        try runtime.admitNewView(at: loc)
        hostView = ViewObject(className: "UIView", kind: .view, runtime: runtime)
        hostView.locate(at: loc, in: runtime)
        hostView.view.appearance.backgroundColor = "system:systemBackground"
        super.init(className: "UIHostingController")
    }

    /// `UIHostingController(rootView: Card(…))`.
    static func make(_ args: Args, _ rt: Runtime, loc: Loc) throws -> Value {
        let controller = try HostingControllerObject(rt, at: loc)
        guard let root = args.named("rootView") ?? args.first else {
            throw ScriptError("type-mismatch", "missing argument for parameter 'rootView' in call", at: loc)
        }
        try controller.host(root, at: loc)
        return .object(controller)
    }

    /// Builds `value`'s views and gives the host view their ideal size as its intrinsic size.
    func host(_ value: Value, at loc: Loc) throws {
        guard let context = SwiftUIHostingContext.current else {
            throw ScriptError("unsupported-api", "'UIHostingController' is not supported here", at: loc)
        }
        let content = HostedSwiftUIContent(value, context: context, runtime: runtime, at: loc)
        self.content = content
        hostView.fields[HostedSwiftUIContent.fieldName] = .object(content)
        let ideal = content.idealSize()
        hostView.view.intrinsicContentSizeOverride = Size(width: ideal.width, height: ideal.height)
    }

    override func respondsTo(_ name: String) -> Bool { Self.names.contains(name) }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "view": return .object(hostView)
        case "rootView": return content?.rootValue ?? .nilValue
        case "sizingOptions": return sizingOptions
        case "children": return .array([])
        case "isViewLoaded": return .bool(true)
        case "title", "safeAreaRegions", "preferredContentSize": return fields["__" + name] ?? .nilValue
        default: return nil
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        switch name {
        case "rootView": try host(value, at: loc)
        case "sizingOptions": sizingOptions = value
        case "title", "safeAreaRegions", "preferredContentSize": fields["__" + name] = value
        default: return false
        }
        return true
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "addChild", "didMove", "willMove", "removeFromParent": return .void
        default: return nil
        }
    }
}

/// The SwiftUI view a hosting controller shows, built once from the UIKit value given as `rootView`.
package final class HostedSwiftUIContent: NativeObject {
    /// Where the host view keeps its content, for the snapshot.
    static let fieldName = "__hostedSwiftUI"
    let rootValue: Value
    private var built: SwiftUIDraftTree?
    let scale: Double
    let device: Device

    init(_ value: Value, context: SwiftUIHostingContext, runtime: Runtime, at loc: Loc) {
        rootValue = value
        scale = runtime.device.scale
        device = runtime.device
        super.init(className: "SwiftUIContent")
        let evaluator = SwiftUIEvaluator(viewTypes: context.types, extensions: context.extensions)
        var diagnostics: [Diagnostic] = []
        let location = { (l: Loc) in runtime.sourceLocation(l.line > 0 ? l : loc) }
        do {
            let drafts = try evaluator.viewsOf(try Self.convert(value, evaluator, at: loc), at: loc)
            built = try SwiftUIDraftTree(drafts, location: location)
            diagnostics += built?.engine.inputDiagnostics ?? []
        } catch let e as SwiftUIError {
            diagnostics.append(Diagnostic(.error, code: e.code, e.message, at: location(e.loc)))
        } catch {
            diagnostics.append(Diagnostic(.error, code: "internal", "the hosted view could not be built: \(error)",
                                          at: location(loc)))
        }
        for w in evaluator.warnings {
            diagnostics.append(Diagnostic(.warning, code: w.code, w.message, at: location(w.loc)))
        }
        runtime.record(diagnostics)
    }

    /// A UIKit value as the SwiftUI evaluator sees it: a View struct of the lesson becomes an instance whose
    /// stored properties are the struct's fields (the memberwise init already ran in the UIKit world).
    static func convert(_ value: Value, _ evaluator: SwiftUIEvaluator, at loc: Loc) throws -> SUValue {
        switch value {
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .nilValue, .void: return .none
        case .array(let items): return .array(try items.map { try convert($0, evaluator, at: loc) })
        case .enumCase(let e): return .member(e.name)
        case .structure(let s):
            guard let type = evaluator.viewTypes[s.typeName] else {
                throw SwiftUIError(code: "type-mismatch", message: "'\(s.typeName)' does not conform to 'View'; "
                                   + "UIHostingController's rootView must be a View", at: loc)
            }
            let instance = SUInstance(type: type)
            let scope = SUScope(parent: nil, instance: instance)
            for v in type.members.flatMap(SwiftUIEvaluator.storedProperties) {
                if let field = s.fields[v.name] {
                    instance.properties[v.name] = try convert(field, evaluator, at: loc)
                } else if let environment = SwiftUIEvaluator.environmentValue(v) {
                    instance.properties[v.name] = environment
                } else if let initial = v.initializer {
                    instance.properties[v.name] = try evaluator.eval(initial, scope)
                }
            }
            return .instance(instance)
        default:
            evaluator.unsupported("this value in a hosted SwiftUI view", at: loc)
            return .none
        }
    }

    /// The root's ideal size: the host view's intrinsic content size.
    func idealSize() -> ViewSize {
        built?.engine.idealSize(scale: scale) ?? ViewSize(width: 0, height: 0)
    }

    /// The hosted views laid out in the host view's `screen` rectangle, as frames under the host view's `path`.
    func frames(hostPath: String, screen: Rect) -> [ViewFrame] {
        guard let engine = built?.engine else { return [] }
        let rect = ViewRect(x: screen.origin.x, y: screen.origin.y, width: screen.size.width, height: screen.size.height)
        let host = LayoutHost(screenSize: ViewSize(width: device.screenSize.width, height: device.screenSize.height),
                              safeArea: SwiftUILayout.EdgeInsets(top: device.safeArea.top, leading: device.safeArea.left,
                                                                 bottom: device.safeArea.bottom,
                                                                 trailing: device.safeArea.right),
                              scale: scale, sizing: .hostView(rect))
        return engine.layout(in: host).views.map { placed in
            var frame = SwiftUIStateRenderer.frame(placed)
            frame.path = hostPath + "." + placed.path
            if let parent = placed.parent {
                frame.superview = hostPath + "." + parent
            } else {
                // The root's frame is in canvas coordinates; UIKit nests it in the host view.
                frame.superview = hostPath
                frame.frame[0] -= rect.x
                frame.frame[1] -= rect.y
            }
            return frame
        }
    }

    /// The hosted views of `object` (a hosting controller's view), or none.
    package static func frames(of object: ViewObject?, path: String, screen: Rect) -> [ViewFrame] {
        guard case .object(let o)? = object?.fields[fieldName], let content = o as? HostedSwiftUIContent else { return [] }
        return content.frames(hostPath: path, screen: screen)
    }
}
