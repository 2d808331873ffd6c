import Foundation
import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
@testable import SwiftUIWorld
@testable import UIKitWorld
import Testing

// `withAnimation` and `.animation(_:value:)` give the state's `transition`, the field UIKit's `UIView.animate`
// fills. A SwiftUI spring of response r and damping ζ is written as the page plays springs: a settle time
// T = r · ln 1000 / (2π·ζ), so that the page's ω = ln 1000 / (ζ·T) equals SwiftUI's ω = 2π / r.

private func swiftUIBlock(_ code: String, info: String = "") throws -> BlockFrames {
    try runBlock("```swift preview id=s\(info.isEmpty ? "" : " " + info)\nimport SwiftUI\n\n\(code)\n```\n")
}

private let toggle = """
    struct Panel: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: isOn ? 200 : 100)
                    .animation(.linear(duration: 0.2).delay(0.1), value: isOn)
                Button("Almashtirish") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { isOn.toggle() }
                }
            }
        }
    }
    """

/// An `actions=` step inside `withAnimation(.easeInOut(duration: 0.3))` is that curve and duration.
@Test func withAnimationInAnActionGivesItsCurve() throws {
    let block = try swiftUIBlock(toggle, info: "actions='withAnimation(.easeInOut(duration: 0.3)) { isOn = true }'")
    #expect(block.diagnostics.isEmpty)
    #expect(block.states[0].transition == nil)
    #expect(block.states[1].transition == Transition(duration: 0.3, curve: "easeInOut"))
}

/// Without `withAnimation`, the changed value of `.animation(_:value:)` gives its animation: linear 0.2 s after
/// 0.1 s.
@Test func animationModifierAnimatesAChangeOfItsValue() throws {
    let block = try swiftUIBlock(toggle, info: "actions='isOn = true; isOn = true'")
    #expect(block.states[1].transition == Transition(duration: 0.2, delay: 0.1, curve: "linear"))
    // The second step changes nothing the modifier watches, so it is not animated.
    #expect(block.states.count < 3 || block.states[2].transition == nil)
}

/// The Button's `withAnimation(.spring(response: 0.4, dampingFraction: 0.7))` is the tap state's transition:
/// T = 0.4 · ln 1000 / (2π · 0.7) ≈ 0.62823 s, damping 0.7.
@Test func buttonActionSpringIsTheTapTransition() throws {
    let block = try swiftUIBlock(toggle)
    let tap = try #require(block.states.first { $0.name.hasPrefix("tap(") })
    let t = try #require(tap.transition)
    #expect(t.curve == "spring" && t.damping == 0.7 && t.velocity == 0)
    #expect(abs(t.duration - 0.4 * log(1000) / (2 * Double.pi * 0.7)) < 1e-9)
    #expect(abs(t.duration - 0.62823) < 1e-4)
}

/// `withAnimation { … }` without an argument is the default spring: duration 0.5, no bounce (ζ = 1), so
/// T = 0.5 · ln 1000 / 2π ≈ 0.54972 s; `.bouncy` is ζ = 1 − 0.3 = 0.7 with the same 0.5 s response.
@Test func defaultAndBouncyAnimations() throws {
    let plain = try swiftUIBlock(toggle, info: "actions='withAnimation { isOn = true }'")
    let t = try #require(plain.states[1].transition)
    #expect(t.curve == "spring" && t.damping == 1 && abs(t.duration - 0.54972) < 1e-4)
    let bouncy = try swiftUIBlock(toggle, info: "actions='withAnimation(.bouncy) { isOn = true }'")
    let b = try #require(bouncy.states[1].transition)
    #expect(abs(b.damping! - 0.7) < 1e-9 && abs(b.duration - 0.5 * log(1000) / (2 * Double.pi * 0.7)) < 1e-9)
}
