import AutoLayout
import SwiftSubset

/// UIViewController: a root view (the screen when hosted), a title, lifecycle hooks.
package final class ViewControllerObject: NativeObject {
    unowned let runtime: Runtime
    /// The controller's view; `loadView()` overrides may replace it (`view = ProfileView()`).
    package var rootView: ViewObject
    var title: Value = .nilValue

    package override func releaseReferences() {
        super.releaseReferences()
        title = .nilValue
    }
    package var didLoad = false

    package init(className: String, runtime: Runtime) {
        self.runtime = runtime
        rootView = ViewObject(className: "UIView", kind: .view, runtime: runtime)
        rootView.view.isViewControllerRoot = true
        // A controller's root view is white in the preview until the lesson sets a color (UIKit: systemBackground).
        super.init(className: className)
    }

    static let names: Set<String> = [
        "view", "title", "safeAreaInsets", "navigationItem", "navigationController", "safeAreaLayoutGuide", "viewDidLoad",
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewDidLayoutSubviews",
        "viewWillLayoutSubviews", "loadView", "updateViewConstraints", "present", "dismiss", "addChild",
        "didMove", "willMove", "removeFromParent", "children", "traitCollection", "tabBarItem", "tabBarController",
        "isViewLoaded", "viewSafeAreaInsetsDidChange", "setNeedsStatusBarAppearanceUpdate", "preferredStatusBarStyle",
        "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins", "systemMinimumLayoutMargins",
        "topLayoutGuide", "bottomLayoutGuide",
    ]

    /// Controller members a UIView does not have under any spelling (`safeAreaInsets`, `traitCollection` and
    /// `willMove` are UIView members too): read on a view they are Swift's "has no member" error.
    static let controllerOnlyMembers = names.subtracting(["safeAreaInsets", "safeAreaLayoutGuide", "traitCollection",
                                                          "willMove"])

    override func respondsTo(_ name: String) -> Bool {
        ViewControllerObject.names.contains(name) || inertProperties.contains(name)
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "view":
            if !didLoad {
                // UIKit loads a controller's view on first access and then calls viewDidLoad (child controllers).
                didLoad = true
                try rt.callOverride(self, "viewDidLoad", loc: loc)
            }
            return .object(rootView)
        case "title": return title
        case "safeAreaLayoutGuide": return .object(rt.object(for: rootView.view.safeAreaLayoutGuide))
        case "safeAreaInsets": return try rootView.get("safeAreaInsets", rt, loc: loc)
        case "navigationItem", "navigationController", "tabBarItem", "tabBarController":
            if name == "navigationItem" { return .object(fields["__navigationItem"]?.asObject ?? { let o = PlainNativeObject(className: "UINavigationItem"); fields["__navigationItem"] = .object(o); return o }()) }
            return .nilValue
        case "children": return .array([])
        case "isViewLoaded": return .bool(didLoad)
        // Kept on the root view, where the layout engine reads them (safe area and margins of the controller).
        case "additionalSafeAreaInsets": return Geometry.insets(rootView.view.additionalSafeAreaInsets)
        case "viewRespectsSystemMinimumLayoutMargins": return .bool(rootView.view.respectsSystemMinimumLayoutMargins)
        case "systemMinimumLayoutMargins":
            // The device's minimum at the sides, 0 at the top and bottom (reference §7.7).
            let side = rt.device.systemMinimumMargin
            return Geometry.directionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
        case "traitCollection": return rt.traitCollection()
        case "topLayoutGuide", "bottomLayoutGuide":
            return try rt.layoutSupportGuide(of: self, top: name == "topLayoutGuide", loc: loc)
        default:
            if inertProperties.contains(name) || ViewControllerObject.names.contains(name) { return fields["__" + name] ?? .nilValue }
            return nil
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        switch name {
        case "title": title = value
        case "view":
            guard case .object(let o) = value, let newRoot = o as? ViewObject else { return false }
            guard rt.hostedController !== self else {
                throw ScriptError("unsupported-api", "replacing a hosted view controller's 'view' after it loaded is not supported by the layout runtime; assign it in loadView()", at: loc)
            }
            rootView.view.isViewControllerRoot = false
            newRoot.view.isViewControllerRoot = true
            rootView = newRoot
        case "additionalSafeAreaInsets":
            guard let insets = Geometry.toInsets(value) else {
                throw ScriptError("type-mismatch", "additionalSafeAreaInsets expects UIEdgeInsets", at: loc)
            }
            rootView.view.additionalSafeAreaInsets = insets
        case "viewRespectsSystemMinimumLayoutMargins":
            rootView.view.respectsSystemMinimumLayoutMargins = Convert.bool(value)
        case "systemMinimumLayoutMargins":
            throw ScriptError("type-mismatch", "cannot assign to property: 'systemMinimumLayoutMargins' is a get-only property", at: loc)
        default:
            if inertProperties.contains(name) || ViewControllerObject.names.contains(name) {
                fields["__" + name] = value
                return true
            }
            return false
        }
        return true
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
             "viewDidLayoutSubviews", "viewWillLayoutSubviews", "loadView", "updateViewConstraints", "present",
             "dismiss", "addChild", "didMove", "willMove", "removeFromParent", "viewSafeAreaInsetsDidChange",
             "setNeedsStatusBarAppearanceUpdate":
            return .void
        default:
            return nil
        }
    }
}

/// NotificationCenter.default: observers are kept so `showKeyboard()` can post keyboard notifications.
final class NotificationCenterObject: NativeObject {
    init() { super.init(className: "NotificationCenter") }
    override func respondsTo(_ name: String) -> Bool { ["addObserver", "removeObserver", "post"].contains(name) }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "addObserver":
            let notificationName = Convert.string(args.named("name") ?? args.named("forName")) ?? ""
            if args.named("selector") != nil {
                rt.observers.append((notificationName, args.first, args.named("selector")?.asString, nil))
            } else if let block = args.named("using") ?? args.values.last, case .function = block {
                rt.observers.append((notificationName, nil, nil, block))
            }
            return .object(PlainNativeObject(className: "NSObjectProtocol"))
        case "removeObserver":
            if let target = args.first, case .object(let o) = target {
                rt.observers.removeAll { if case .object(let t)? = $0.target { return t === o }; return false }
            }
            return .void
        case "post":
            let notificationName = Convert.string(args.named("name") ?? args.first) ?? ""
            try rt.post(notificationName, userInfo: args.named("userInfo") ?? .nilValue, loc: loc)
            return .void
        default:
            return nil
        }
    }
}
