import SwiftSubset

/// `UIViewPropertyAnimator`, as `UIView.animate` is modelled: a preview shows end states, so starting an animator
/// runs its animation closures at once, then its completions (with `.end`), and records the step's transition
/// (the first animation of the step, as `UIView.animate` does). The interactive part (pausing, scrubbing,
/// reversing, stopping midway) has no end state of its own and is reported as `unsupported-api`.
final class PropertyAnimatorObject: NativeObject {
    let duration: Double
    let curve: String
    let damping: Double?
    private(set) var delay: Double = 0
    private var animations: [Value] = []
    private var completions: [Value] = []
    /// `pausesOnCompletion = true`: UIKit keeps the animator active at the end and calls no completion.
    private var pausesOnCompletion = false
    /// Settable, with no effect on frames.
    private var flags: [String: Value] = [:]
    private static let inertFlags: [String: Bool] = ["isInterruptible": true, "isUserInteractionEnabled": true,
                                                     "scrubsLinearly": true, "isManualHitTestingEnabled": false]
    /// Paused at the end (`pausesOnCompletion`): UIKit's `.active` state.
    private var pausedAtEnd = false

    init(duration: Double, curve: String, damping: Double?) {
        self.duration = duration
        self.curve = curve
        self.damping = damping
        super.init(className: "UIViewPropertyAnimator")
    }

    /// `UIViewPropertyAnimator(duration:curve:animations:)`, `(duration:dampingRatio:animations:)`; the
    /// animations closure may be omitted, passed as `nil` or as a trailing closure.
    static func make(_ args: Args, _ rt: Runtime, loc: Loc) -> PropertyAnimatorObject {
        let duration = args.double("duration") ?? 0
        let animator: PropertyAnimatorObject
        if let ratio = args.double("dampingRatio") {
            animator = PropertyAnimatorObject(duration: duration, curve: "spring", damping: ratio)
        } else {
            if args.named("curve") == nil, args.labels.contains(where: { $0 != nil && $0 != "duration" && $0 != "animations" }) {
                // `(duration:controlPoint1:controlPoint2:animations:)`, `(duration:timingParameters:)`.
                // A trailing closure is the `animations:` argument.
                let signature = zip(args.labels, args.values).map { label, value -> String in
                    if label == nil, case .function = value { return "animations:" }
                    return (label ?? "_") + ":"
                }.joined()
                rt.interp.warn("unsupported-api", "'UIViewPropertyAnimator(\(signature))' is not supported by the layout runtime; the animator uses the ease-in-out curve", at: loc)
            }
            animator = PropertyAnimatorObject(duration: duration, curve: curveName(args.named("curve")), damping: nil)
        }
        for (label, value) in zip(args.labels, args.values) where label == nil || label == "animations" {
            if case .function = value { animator.animations.append(value) }
        }
        return animator
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made
    /// and started at once.
    static func running(_ args: Args, _ rt: Runtime, loc: Loc) throws -> PropertyAnimatorObject {
        let curve = Runtime.animationCurve(options: args.named("options"))
        let animator = PropertyAnimatorObject(duration: args.double("withDuration") ?? 0, curve: curve, damping: nil)
        animator.delay = args.double("delay") ?? 0
        // A trailing closure is the last parameter it can be: the completion once the animations are given.
        for (label, value) in zip(args.labels, args.values) {
            guard case .function = value else { continue }
            switch label {
            case "animations": animator.animations.append(value)
            case "completion": animator.completions.append(value)
            default:
                if animator.animations.isEmpty { animator.animations.append(value) } else { animator.completions.append(value) }
            }
        }
        try animator.start(rt, loc: loc)
        return animator
    }

    /// UIKit's curve names are the transition's: `.easeInOut` (the default), `.easeIn`, `.easeOut`, `.linear`.
    static func curveName(_ value: Value?) -> String {
        let name = Convert.caseName(value) ?? "easeInOut"
        return ["easeIn", "easeOut", "linear"].contains(name) ? name : "easeInOut"
    }

    /// Runs the animations (also those added while they run), records the transition, then the completions.
    func start(_ rt: Runtime, loc: Loc) throws {
        if rt.transition == nil { rt.transition = (duration, delay, curve, damping, nil) }
        while !animations.isEmpty {
            let animation = animations.removeFirst()
            _ = try rt.interp.callValue(animation, .none, loc, name: "animations")
        }
        if pausesOnCompletion {
            pausedAtEnd = true
            return
        }
        let end = Value.plainCase("end")
        while !completions.isEmpty {
            let completion = completions.removeFirst()
            if case .function(let f) = completion, case .closure(let closure, _, _, _) = f.kind, closure.params.isEmpty,
               !closure.usesAnonymousParams {
                _ = try rt.interp.callValue(completion, .none, loc, name: "completion")
            } else {
                _ = try rt.interp.callValue(completion, Args([end], [nil]), loc, name: "completion")
            }
        }
    }

    override func respondsTo(_ name: String) -> Bool {
        ["startAnimation", "addAnimations", "addCompletion", "duration", "delay", "isRunning", "state",
         "pausesOnCompletion"].contains(name) || PropertyAnimatorObject.inertFlags[name] != nil
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "duration": return .double(duration)
        case "delay": return .double(delay)
        // Every start runs to the end at once: the animator is never seen running.
        case "isRunning": return .bool(false)
        case "state":
            return .plainCase(pausedAtEnd ? "active" : "inactive")
        case "pausesOnCompletion": return .bool(pausesOnCompletion)
        default:
            return PropertyAnimatorObject.inertFlags[name].map { flags[name] ?? .bool($0) }
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        if name == "pausesOnCompletion" {
            pausesOnCompletion = value.asBool ?? false
            return true
        }
        guard PropertyAnimatorObject.inertFlags[name] != nil else { return false }
        flags[name] = value
        return true
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "addAnimations":
            // `delayFactor:` only shifts the start inside the animation: the end state is the same.
            if let f = args.values.first(where: { if case .function = $0 { return true }; return false }) { animations.append(f) }
            return .void
        case "addCompletion":
            if let f = args.values.first(where: { if case .function = $0 { return true }; return false }) { completions.append(f) }
            return .void
        case "startAnimation":
            if let d = args.double("afterDelay") { delay = d }
            try start(rt, loc: loc)
            return .void
        default:
            // pauseAnimation, stopAnimation, finishAnimation, continueAnimation: warned by the caller.
            return nil
        }
    }
}
