import Foundation
import LayoutFrames
import SwiftSubset

/// SwiftUI's `Animation` values, as the frames document's `transition` (the field UIKit's `UIView.animate`
/// fills): `withAnimation(_:_:)` around a state change, and `.animation(_:value:)` when its value changed.
///
/// Values (none is in the reference; all [UNVERIFIED], from Apple's declarations and WWDC23 "Animate with
/// springs" as remembered, and listed in docs/swiftui-blocks.md):
/// - `.default` and `withAnimation { … }` without an argument: a spring of duration 0.5 and no bounce (iOS 17's
///   default is a smooth spring);
/// - `.easeInOut`, `.easeIn`, `.easeOut`, `.linear` without a duration: 0.35 s;
/// - `.spring(duration: 0.5, bounce: 0)` and `.smooth`; `.snappy` bounce 0.15; `.bouncy` bounce 0.3 (each with
///   `duration:` and `extraBounce:`); `.spring(response: 0.55, dampingFraction: 0.825)`;
///   `.interactiveSpring()` response 0.15, damping 0.86;
/// - `.delay(d)` delays, `.speed(s)` divides the duration.
///
/// A SwiftUI spring's `response` (or `duration`) is the period of its undamped oscillation, ω = 2π / response,
/// and `bounce` b is a damping ratio ζ = 1 − b. The page plays a spring of damping ζ over a settle time T with
/// ω = ln 1000 / (ζ·T) (PreviewRender's TransitionTiming), so T = response · ln 1000 / (2π·ζ) gives the same
/// motion.
enum SwiftUIAnimations {
    static let defaultCurveDuration = 0.35

    /// The animation an expression names; nil for `nil` or something that is not an animation.
    static func transition(_ e: Expr, evaluator ev: SwiftUIEvaluator, scope: SUScope) throws -> Transition? {
        switch e.kind {
        case .nilLiteral:
            return nil
        case .implicitMember(let name):
            return try base(name, [], ev, scope, at: e.loc)
        case .member(let base, let name):
            if case .identifier("Animation") = base.kind { return try self.base(name, [], ev, scope, at: e.loc) }
            return try modified(base, name, [], ev, scope, at: e.loc)
        case .call(let callee, let args):
            switch callee.kind {
            case .implicitMember(let name):
                return try base(name, args, ev, scope, at: e.loc)
            case .member(let base, let name):
                if case .identifier("Animation") = base.kind { return try self.base(name, args, ev, scope, at: e.loc) }
                return try modified(base, name, args, ev, scope, at: e.loc)
            default:
                break
            }
        default:
            break
        }
        ev.unsupported("this animation", at: e.loc)
        return nil
    }

    /// `withAnimation { … }`'s animation when none is given.
    static var defaultAnimation: Transition { spring(response: 0.5, damping: 1) }

    private static func base(_ name: String, _ args: [Argument], _ ev: SwiftUIEvaluator, _ scope: SUScope,
                             at loc: Loc) throws -> Transition? {
        func number(_ label: String?) throws -> Double? {
            guard let a = args.first(where: { $0.label == label }) else { return nil }
            return try ev.eval(a.value, scope).asDouble
        }
        switch name {
        case "default":
            return defaultAnimation
        case "easeInOut", "easeIn", "easeOut", "linear":
            let duration = try number("duration") ?? defaultCurveDuration
            return Transition(duration: max(0, duration), curve: name)
        case "spring", "smooth", "snappy", "bouncy", "interactiveSpring", "interpolatingSpring":
            if let response = try number("response") {
                return spring(response: response, damping: try number("dampingFraction") ?? 0.825)
            }
            let bounce: Double
            switch name {
            case "snappy": bounce = 0.15
            case "bouncy": bounce = 0.3
            case "interactiveSpring": return spring(response: 0.15, damping: 0.86)
            default: bounce = 0
            }
            let total = (try number("bounce") ?? bounce) + (try number("extraBounce") ?? 0)
            return spring(response: try number("duration") ?? 0.5, damping: 1 - total)
        default:
            ev.unsupported("Animation.\(name)", at: loc)
            return nil
        }
    }

    private static func modified(_ base: Expr, _ name: String, _ args: [Argument], _ ev: SwiftUIEvaluator,
                                 _ scope: SUScope, at loc: Loc) throws -> Transition? {
        guard var t = try transition(base, evaluator: ev, scope: scope) else { return nil }
        let value = try args.first.map { try ev.eval($0.value, scope).asDouble } ?? nil
        switch name {
        case "delay": t.delay += max(0, value ?? 0)
        case "speed":
            if let s = value, s > 0, s.isFinite { t.duration /= s; t.delay /= s }
        default:
            ev.unsupported("Animation.\(name)", at: loc)
        }
        return t
    }

    /// A SwiftUI spring as the page plays it (see the type's comment).
    static func spring(response: Double, damping: Double) -> Transition {
        let zeta = min(1, max(0.05, damping.isFinite ? damping : 1))
        let response = response.isFinite && response > 0 ? response : 0.5
        return Transition(duration: response * log(1000) / (2 * Double.pi * zeta), curve: "spring", damping: zeta,
                          velocity: 0)
    }
}
