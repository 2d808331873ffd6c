import Foundation
import LayoutFrames

/// CSS timing for a recorded UIKit animation.
enum TransitionTiming {
    /// The CSS `transition-timing-function` for a curve; springs become a `linear()` sampled from the motion.
    static func easing(_ transition: Transition) -> String {
        switch transition.curve {
        case "linear": return "linear"
        case "easeIn": return "cubic-bezier(0.42,0,1,1)"
        case "easeOut": return "cubic-bezier(0,0,0.58,1)"
        case "spring": return springEasing(duration: transition.duration, damping: transition.damping ?? 1,
                                           velocity: transition.velocity ?? 0)
        default: return "cubic-bezier(0.42,0,0.58,1)"   // UIKit's easeInOut
        }
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` as CSS `linear()`.
    ///
    /// The progress x(t) of a damped spring from 0 to 1 with damping ratio ζ and initial velocity v₀ (UIKit
    /// expresses v₀ as the fraction of the total distance per second): for ζ < 1,
    /// x = 1 − e^(−ζωt)·(cos ω_d t + (ζω − v₀)/ω_d · sin ω_d t) with ω_d = ω√(1−ζ²); for ζ ≥ 1 the critically
    /// damped x = 1 − e^(−ωt)·(1 + (ω − v₀)t). UIKit fits the spring into the duration, so ω is chosen for the
    /// motion's envelope to fall to 0.1 % by the end: ω = ln(1000) / (ζ·duration).
    static func springEasing(duration: Double, damping: Double, velocity: Double, samples: Int = 48) -> String {
        let duration = max(duration, 0.01)
        let zeta = max(0.05, min(damping, 1))
        let omega = log(1000) / (zeta * duration)
        func progress(_ t: Double) -> Double {
            if zeta >= 1 { return 1 - exp(-omega * t) * (1 + (omega - velocity) * t) }
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t)
                * (cos(omegaD * t) + (zeta * omega - velocity) / omegaD * sin(omegaD * t))
        }
        var points = (0..<samples).map { HTMLText.number(progress(Double($0) / Double(samples) * duration)) }
        points.append("1")
        return "linear(\(points.joined(separator: ",")))"
    }
}
