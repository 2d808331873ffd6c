import LayoutFrames
@testable import LayoutScript
import Testing

/// Swift binds a trailing closure to the last parameter: after `animations:` it is `completion:` (every overload
/// of `UIView.animate` that takes `animations:` ends with `completion:`); with no `animations:` argument the
/// single trailing closure is the animations, and a labeled `completion:` trailing closure follows it.
@Test func trailingClosureAfterAnimationsIsTheCompletion() {
    let r = runScript("""
        UIView.animate(withDuration: 0.3, animations: { print("a1") }) { finished in print("c1", finished) }
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveEaseOut], animations: { print("a2") }) { _ in
            print("c2")
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [], animations: { print("a3") }) { _ in print("c3") }
        UIView.animate(withDuration: 0.3) { print("a4") }
        UIView.animate(withDuration: 0.3) { print("a5") } completion: { _ in print("c5") }
        """)
    #expect(r.error == nil)
    // Each call runs its animations, then its completion (finished = true: nothing interrupts a preview).
    #expect(r.output == ["a1", "c1 true", "a2", "c2", "a3", "c3", "a4", "a5", "c5"])
}

/// A property animator runs nothing until `startAnimation()`; then its animations run (those of the initializer,
/// then those added), then its completions in the order they were added, each with the position `.end`.
/// `runningPropertyAnimator` starts at once, its trailing closure after `animations:` being the completion.
@Test func propertyAnimatorsRunTheirClosuresWhenStarted() {
    let r = runScript("""
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { print("init animations") }
        animator.addAnimations { print("added animations") }
        animator.addCompletion { position in print("completion 1", position == .end) }
        animator.addCompletion { _ in print("completion 2") }
        print("before start", animator.isRunning)
        animator.startAnimation()
        let spring = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8)
        spring.addAnimations({ print("spring animations") }, delayFactor: 0.5)
        spring.pausesOnCompletion = true
        spring.addCompletion { _ in print("never: pausesOnCompletion keeps it active") }
        spring.startAnimation(afterDelay: 0.1)
        print(spring.state == .active, spring.delay)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveLinear],
                                                       animations: { print("running animations") }) { position in
            print("running completion", position == .end)
        }
        """)
    #expect(r.error == nil)
    // Nothing runs before startAnimation(); then init's animations, added ones, completions in order. The spring
    // animator pauses on completion (no completion, state .active); the running animator runs at once.
    #expect(r.output == ["before start false", "init animations", "added animations", "completion 1 true",
                         "completion 2", "spring animations", "true 0.1", "running animations",
                         "running completion true"])
}

/// Starting an animator is the state's transition (as `UIView.animate` is): its duration, delay and curve,
/// `spring` with the damping ratio; the frames are the end state, completion included.
@Test func propertyAnimatorsRecordTheTransitionAndEndState() throws {
    let block = try runBlock("""
        ```swift preview actions="grow(); spring(); slide()" id=animators
        final class Card: UIView {
            let card = UIView()
            var height: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(card)
                card.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(100)
                    height = make.height.equalTo(100).constraint
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            func grow() {
                let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) {
                    self.height?.update(offset: 200)
                    self.layoutIfNeeded()
                }
                animator.startAnimation(afterDelay: 0.2)
            }
            func spring() {
                let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
                    self.height?.update(offset: 150)
                    self.layoutIfNeeded()
                }
                animator.addCompletion { position in
                    if position == .end { self.height?.update(offset: 120) }
                }
                animator.startAnimation()
            }
            func slide() {
                UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0.1, options: [.curveLinear], animations: {
                    self.height?.update(offset: 60)
                    self.layoutIfNeeded()
                })
            }
        }
        ```
        """)
    #expect(block.diagnostics.filter { $0.severity != "info" }.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(block.states.count == 4)
    func card(_ i: Int) -> [Double]? { block.states[i].views.first { $0.path == "card" }?.frame }
    // grow(): the animations set the height to 200; easeIn, 0.3 s after a 0.2 s delay.
    #expect(card(1) == [0, 0, 100, 200])
    #expect(block.states[1].transition == Transition(duration: 0.3, delay: 0.2, curve: "easeIn"))
    // spring(): 150 animated, then the completion (position .end) sets 120; a spring with damping 0.7.
    #expect(card(2) == [0, 0, 100, 120])
    #expect(block.states[2].transition == Transition(duration: 0.5, curve: "spring", damping: 0.7))
    // slide(): the running animator starts at once: 60, linear, 0.25 s after 0.1 s.
    #expect(card(3) == [0, 0, 100, 60])
    #expect(block.states[3].transition == Transition(duration: 0.25, delay: 0.1, curve: "linear"))
}

/// What a preview cannot show of an animator (pausing, scrubbing, stopping midway, custom timing curves) is an
/// `unsupported-api` warning naming it, never silence.
@Test func unsupportedPropertyAnimatorAPIsAreWarnings() throws {
    let block = try runBlock("""
        ```swift preview id=animator-warnings
        let box = UIView()
        view.addSubview(box)
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let custom = UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.1, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)) {
            box.alpha = 0.5
        }
        custom.pauseAnimation()
        custom.fractionComplete = 0.5
        custom.stopAnimation(true)
        ```
        """)
    let warnings = block.diagnostics.filter { $0.code == "unsupported-api" }.map(\.message)
    #expect(warnings.contains { $0.hasPrefix("'UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)'") }, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("'UIViewPropertyAnimator.pauseAnimation()'") }, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("'UIViewPropertyAnimator.fractionComplete'") }, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("'UIViewPropertyAnimator.stopAnimation(_:)'") }, "\(warnings)")
}

/// iOS 17's `UIView.animate(springDuration:bounce:)` is a spring of that duration with damping ratio 1 − bounce;
/// inside `UIView.performWithoutAnimation` "animation blocks execute but no animations occur": the frames change,
/// the state has no transition.
@Test func springDurationAndPerformWithoutAnimationTransitions() throws {
    let block = try runBlock("""
        ```swift preview actions="springy(); still()" id=springs
        final class Card: UIView {
            let card = UIView()
            var height: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(card)
                card.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(100)
                    height = make.height.equalTo(100).constraint
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            func springy() {
                UIView.animate(springDuration: 0.8, bounce: 0.3) {
                    self.height?.update(offset: 200)
                    self.layoutIfNeeded()
                }
            }
            func still() {
                UIView.performWithoutAnimation {
                    UIView.animate(withDuration: 0.5) {
                        self.height?.update(offset: 50)
                        self.layoutIfNeeded()
                    }
                }
            }
        }
        ```
        """)
    #expect(block.states.count == 3)
    guard block.states.count == 3 else { return }
    #expect(block.states[1].transition == Transition(duration: 0.8, curve: "spring", damping: 0.7))
    #expect(block.states[2].transition == nil)
    #expect(block.states[2].views.first { $0.path == "card" }?.frame == [0, 0, 100, 50])
}

/// A tap whose handler shows a toast and hides it later with `asyncAfter`: the tap leads to the state the tap
/// itself produces (the toast shown), not to the state after the timer (which looks like the start again).
@Test func aTapLeadsToItsOwnStateNotToItsTimers() throws {
    let block = try runBlock("""
        ```swift preview id=toast
        final class Screen: UIView {
            let button = UIButton(type: .system)
            let toast = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                button.setTitle("Saqlash", for: .normal)
                addSubview(button)
                addSubview(toast)
                toast.isHidden = true
                toast.frame = CGRect(x: 20, y: 84, width: 200, height: 40)
                button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
                button.addAction(UIAction { _ in
                    self.toast.isHidden = false
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.toast.isHidden = true }
                }, for: .touchUpInside)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    let tapAction = block.states.first?.views.first { $0.path == "button" }?.tapAction
    #expect(tapAction != nil && tapAction != "initial", "\(String(describing: tapAction))")
    let target = block.states.first { $0.name == tapAction }
    #expect(target?.views.first { $0.path == "toast" }?.hidden == false)
}

/// `UIView.animateKeyframes` with `addKeyframe`: every keyframe's changes are part of the end state (UIKit
/// animates through them in turn), so the state ends where the last keyframe puts the box: top 140.
@Test func keyframesRunInOrderAndTheLastOneWins() throws {
    let block = try runBlock("""
        ```swift preview actions="go()" id=keyframes
        final class K: UIView {
            let box = UIView()
            var top: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in
                    top = make.top.equalToSuperview().offset(100).constraint
                    make.leading.equalToSuperview()
                    make.size.equalTo(50)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            func go() {
                UIView.animateKeyframes(withDuration: 1.0, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        self.top?.update(offset: 130)
                        self.layoutIfNeeded()
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        self.top?.update(offset: 140)
                        self.layoutIfNeeded()
                    }
                }
            }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(block.states.last?.views.first { $0.path == "box" }?.frame == [0, 140, 50, 50])
    #expect(block.states.last?.transition == Transition(duration: 1.0, curve: "easeInOut"))
}
