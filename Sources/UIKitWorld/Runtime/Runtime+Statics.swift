import AutoLayout
import Foundation
import SwiftSubset
import TextMetrics

/// Static members and calls of UIKit/Foundation types, and implicit members (`.systemBlue`, `.init(…)`).
extension Runtime {
    package func staticMember(_ typeName: String, _ name: String, loc: Loc) throws -> Value? {
        let typeName = NativeClasses.canonical(typeName)
        if let v = Geometry.staticMember(typeName, name) { return v }
        switch typeName {
        case "UIColor":
            if name == "init" { return nil }
            return .object(ColorObject(system: name))
        case "UIFont":
            if name == "Weight" || name == "TextStyle" { return .type(TypeValue(name: "UIFont.\(name)", script: nil)) }
            if ["systemFontSize", "labelFontSize", "buttonFontSize"].contains(name) { return .double(name == "buttonFontSize" ? 18 : 17) }
            if name == "smallSystemFontSize" { return .double(12) }
        case "UIView":
            switch name {
            case "noIntrinsicMetric": return .double(View.noIntrinsicMetric)
            case "layoutFittingCompressedSize": return Geometry.size(0, 0)
            case "layoutFittingExpandedSize": return Geometry.size(1e6, 1e6)
            default: break
            }
        case "UISegmentedControl":
            if name == "noSegment" { return .int(View.noSegment) }
        case "UIStackView":
            // Two CGFloat sentinels (FLT_MAX, FLT_MIN) the stack view resolves when it lays out.
            if name == "spacingUseDefault" { return .double(View.spacingUseDefault) }
            if name == "spacingUseSystem" { return .double(View.spacingUseSystem) }
        case "UILayoutPriority", "ConstraintPriority":
            if let p = Runtime.namedPriority(name) { return .double(p) }
        case "DispatchQueue":
            if name == "main" || name == "global" { return .object(DispatchQueueObject()) }
        case "DispatchTime":
            if name == "now" { return .function(Function(.native({ _, _ in .double(0) }), name: "now")) }
        case "NotificationCenter":
            if name == "default" { return .object(notificationCenter) }
        case "UIResponder", "UIWindow", "NSNotification.Name", "Notification.Name", "NSNotification":
            if name == "Name" { return .type(TypeValue(name: "Notification.Name", script: nil)) }
            return .string(name)
        case "UITextField", "UITextView":
            // `UITextField.textDidBeginEditingNotification`: posted by editing sessions (Runtime+Editing.swift).
            if name.hasSuffix("Notification") { return .string(typeName + "." + name) }
        case "UIScreen":
            if name == "main" { return .object(ScreenObject(device: device)) }
        case "UIApplication":
            if name == "shared" { return .object(PlainNativeObject(className: "UIApplication")) }
        case "CGFloat", "Double", "Float", "TimeInterval":
            switch name {
            case "pi": return .double(Double.pi)
            case "greatestFiniteMagnitude", "infinity": return .double(name == "infinity" ? Double.infinity : Double.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .double(Double.leastNonzeroMagnitude)
            case "leastNormalMagnitude": return .double(Double.leastNormalMagnitude)
            case "nan", "signalingNaN": return .double(Double.nan)
            case "ulpOfOne": return .double(Double.ulpOfOne)
            case "zero": return .double(0)
            default: break
            }
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            if let (low, high) = Runtime.integerBounds[typeName] ?? (typeName == "Int" ? (Int.min, Int.max) : nil) {
                if name == "max" { return .int(high) }
                if name == "min" { return .int(low) }
                if name == "zero" { return .int(0) }
            }
        case "UIFontMetrics":
            if name == "default" { return .object(FontMetricsObject()) }
        case "NSAttributedString":
            if name == "Key" { return .type(TypeValue(name: "NSAttributedString.Key", script: nil)) }
        case "UIButton":
            if name == "Configuration" { return .type(TypeValue(name: "UIButton.Configuration", script: nil)) }
        case "UIButton.Configuration":
            return .function(Function(.native({ _, _ in .object(ButtonConfigurationObject(style: name)) }), name: name))
        case "UIImage":
            if name == "SymbolConfiguration" { return .type(TypeValue(name: "UIImage.SymbolConfiguration", script: nil)) }
        case "UIImage.SymbolConfiguration":
            if name == "unspecified" { return .object(SymbolConfigurationObject(SymbolConfiguration())) }
        default:
            break
        }
        if typeName.contains(".") || ["UIStackView", "NSLayoutConstraint", "UIControl", "UIScrollView", "UILabel",
                                       "UITextField", "UIActivityIndicatorView", "UIView", "NSTextAlignment",
                                       "NSLineBreakMode", "UIFont", "UIBlurEffect", "UIKeyboardType", "UIReturnKeyType",
                                       "UIButton", "UIImage", "UISwipeGestureRecognizer", "UIEdgeInsets", "UITableViewCell"].contains(typeName) {
            if name.first?.isUppercase == true { return .type(TypeValue(name: "\(typeName).\(name)", script: nil)) }
            if typeName == "UIFont.Weight" || typeName == "UIFont.TextStyle" || !typeName.hasPrefix("UIFont") {
                return .plainCase(name)
            }
        }
        return nil
    }

    static func namedPriority(_ name: String) -> Double? {
        switch name {
        case "required": return 1000
        case "high", "defaultHigh": return 750
        case "medium": return 500
        case "low", "defaultLow": return 250
        case "fittingSizeLevel": return 50
        case "dragThatCanResizeScene": return 510
        case "sceneSizeStayPut": return 500
        case "dragThatCannotResizeScene": return 490
        default: return nil
        }
    }

    package func callStatic(_ typeName: String, _ name: String, _ args: Args, loc: Loc) throws -> Value? {
        if name == "random", typeName == "Int" || typeName == "Bool" || floatingTypeNames.contains(typeName)
            || Runtime.integerBounds[typeName] != nil {
            return try random(typeName, args, loc: loc)
        }
        switch (typeName, name) {
        case ("Notification", "Name"), ("NSNotification", "Name"):
            return try notificationName(args, loc: loc)
        case ("UIView", "animate"), ("UIView", "animateKeyframes"), ("UIView", "transition"):
            return try animate(args, loc: loc)
        case ("UIViewPropertyAnimator", "runningPropertyAnimator"):
            return .object(try PropertyAnimatorObject.running(args, self, loc: loc))
        case ("UIBarButtonItem", "flexibleSpace"), ("UIBarButtonItem", "fixedSpace"):
            return try construct("UIBarButtonItem", .none, loc: loc)
        case ("UIView", "AnimationOptions"):
            return Runtime.animationOptions(rawValue: (args.named("rawValue") ?? args.first)?.asInt ?? 0)
        case ("UIView", "addKeyframe"):
            // A keyframe of `animateKeyframes`: its changes are part of the animation's end state, so they run
            // now, in order, as the animations closure runs them (the keyframe timing only shapes the motion).
            let animations = args.named("animations") ?? args.trailingFunction.map { .function($0) }
            if let animations { _ = try interp.callValue(animations, .none, loc, name: "animations") }
            return .void
        case ("UIView", "performWithoutAnimation"):
            animationsDisabled += 1
            defer { animationsDisabled -= 1 }
            if let f = args.trailingFunction { _ = try interp.callFunctionValue(f, .none, loc) }
            return .void
        case ("NSLayoutConstraint", "activate"):
            guard case .array(let items)? = args.first else { return .void }
            for item in items {
                if case .object(let o) = item, let c = o as? LayoutConstraintObject { try c.setActive(true, self, loc: loc) }
            }
            return .void
        case ("NSLayoutConstraint", "deactivate"):
            guard case .array(let items)? = args.first else { return .void }
            for item in items {
                if case .object(let o) = item, let c = o as? LayoutConstraintObject { try c.setActive(false, self, loc: loc) }
            }
            return .void
        case ("UIFont", _):
            return .object(try FontObject.make(name, args, loc: loc))
        case ("UIColor", _):
            if name == "init" { return .object(try ColorObject.make(args, loc: loc)) }
            return .object(ColorObject(system: name))
        case ("UIImage", "init"), ("UIImage", "systemName"):
            return ImageObject.make(args, self, loc: loc)
        case ("UIButton", "systemButton"):
            return try makeNative("UIButton", Args.none, loc: loc)
        case ("UIImage.SymbolConfiguration", _), ("UIImage", "SymbolConfiguration"):
            return .object(SymbolConfigurationObject.make(args))
        case ("DispatchTime", "now"):
            return .double(0)
        case ("UIButton.Configuration", _):
            return .object(ButtonConfigurationObject(style: name))
        case ("ConstraintPriority", _), ("UILayoutPriority", _):
            if name == "init" { return .double(args.first?.asDouble ?? 1000) }
            return nil
        default:
            return nil
        }
    }

    /// `.name` with no type context.
    package func implicitMember(_ name: String, loc: Loc) throws -> Value? {
        switch name {
        case "main": return .object(DispatchQueueObject())
        case "default": return nil
        default: return nil
        }
    }

    /// `.name(args)` with no type context: UIFont factories, geometry `.init(…)`, `.now()`.
    package func implicitCall(_ name: String, _ args: Args, loc: Loc) throws -> Value? {
        switch name {
        case "systemFont", "boldSystemFont", "italicSystemFont", "preferredFont", "monospacedDigitSystemFont",
             "monospacedSystemFont":
            return .object(try FontObject.make(name, args, loc: loc))
        case "now":
            return .double(0)
        case "init":
            let labels = Set(args.labels.compactMap { $0 })
            if labels.isSuperset(of: ["top", "left"]) || labels == ["top", "bottom"] || labels == ["left", "right"] {
                return Geometry.construct("UIEdgeInsets", args)
            }
            if labels.contains("leading") || labels.contains("trailing") { return Geometry.construct("NSDirectionalEdgeInsets", args) }
            if labels.contains("x") && labels.contains("width") { return Geometry.construct("CGRect", args) }
            if labels == ["width", "height"] { return Geometry.construct("CGSize", args) }
            if labels == ["x", "y"] { return Geometry.construct("CGPoint", args) }
            if labels == ["white", "alpha"] || labels.contains("red") { return .object(try ColorObject.make(args, loc: loc)) }
            if labels == ["all"] { return Geometry.construct("UIEdgeInsets", args) }
            if labels == ["rawValue"] { return args.first }
            if labels.contains("scaleX") || labels.contains("translationX") || labels.contains("rotationAngle") {
                return Geometry.construct("CGAffineTransform", args)
            }
            if args.count == 1, let d = args.first?.asDouble { return .double(d) }
            return nil
        case "filled", "plain", "gray", "tinted", "borderedProminent", "bordered", "borderless", "borderedTinted":
            return .object(ButtonConfigurationObject(style: name))
        case "flexibleSpace", "fixedSpace":
            // `toolbar.items = [.flexibleSpace(), done]`: UIBarButtonItem's spacer factories.
            return try construct("UIBarButtonItem", .none, loc: loc)
        case "seconds", "milliseconds":
            let n = args.first?.asDouble ?? 0
            return .double(name == "seconds" ? n : n / 1000)
        case "systemGray", "label":
            return nil
        default:
            return nil
        }
    }

    func symbolicMember(_ e: EnumValue, _ name: String, loc: Loc) throws -> Value? {
        if let p = Runtime.bareNamedPriority(.enumCase(e)), name == "rawValue" || name == "value" { return .double(p) }
        if name == "cgColor" { return .object(ColorObject(system: e.name)) }
        return nil
    }

    func symbolicMethod(_ e: EnumValue, _ name: String, _ args: Args, loc: Loc) throws -> Value? {
        if let p = Runtime.namedPriority(e.name), name == "advanced" {
            return .double(p + (args.first?.asDouble ?? 0))
        }
        if name == "withAlphaComponent" {
            return .object(ColorObject(system: e.name).withAlpha(args.first?.asDouble ?? 1))
        }
        return nil
    }
}

/// `UIScreen.main`.
final class ScreenObject: NativeObject {
    let device: Device
    init(device: Device) {
        self.device = device
        super.init(className: "UIScreen")
    }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "bounds", "nativeBounds": return Geometry.rect(device.bounds)
        case "scale": return .double(device.scale)
        default: return nil
        }
    }
}
