@testable import LayoutScript
import Testing

/// `extension UIView: Then {}` gives UIKit classes (and lesson subclasses of them) the default members of a lesson
/// protocol's extension; `Self` there is the receiver's class.
@Test func protocolExtensionsApplyToUIKitClassesConformedByExtension() {
    let r = runScript("""
        protocol Then {}
        extension Then where Self: AnyObject {
            @discardableResult
            func then(_ block: (Self) -> Void) -> Self {
                block(self)
                return self
            }
        }
        extension UIView: Then {}
        final class Card: UIView {}
        let stack = UIStackView().then {
            $0.axis = .vertical
            $0.spacing = 12
        }
        let card = Card().then { $0.alpha = 0.5 }
        let label = UILabel().then { $0.text = "hi" }
        print(type(of: stack), stack.spacing, stack.axis == .vertical, type(of: card), card.alpha, label.text ?? "")
        """)
    #expect(r.error == nil)
    #expect(r.output == ["UIStackView 12.0 true Card 0.5 hi"])
}

/// In a static member of a protocol extension `self` is the conforming type: `String(describing: self)` names it,
/// for lesson classes and for UIKit classes conformed by an extension (and their subclasses).
@Test func selfInStaticProtocolExtensionMembersIsTheConformingType() {
    let r = runScript("""
        protocol Reusable {}
        extension Reusable {
            static var reuseID: String { String(describing: self) }
            static func makeID(_ suffix: String) -> String { String(describing: self) + suffix }
        }
        final class BigRow: UIView, Reusable {}
        extension UITableViewCell: Reusable {}
        final class ProfileCell: UITableViewCell {}
        print(BigRow.reuseID, BigRow.makeID("!"), UITableViewCell.reuseID, ProfileCell.reuseID, ProfileCell.makeID("?"))
        """)
    #expect(r.error == nil)
    #expect(r.output == ["BigRow BigRow! UITableViewCell ProfileCell ProfileCell?"])
}
