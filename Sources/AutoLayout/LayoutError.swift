/// An error UIKit would raise as an exception, with UIKit's own message (reference §6.2).
///
/// The language layer turns it into a diagnostic at the offending line; `exceptionName` is the NSException name
/// a lesson reader would see in Xcode's console.
public struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A stable kebab-case code for diagnostics.
    public var code: String
    /// UIKit's exception name (`NSInvalidArgumentException`, `NSGenericException`, …).
    public var exceptionName: String
    /// UIKit's message text.
    public var message: String

    public init(code: String, exceptionName: String, message: String) {
        self.code = code
        self.exceptionName = exceptionName
        self.message = message
    }

    public var description: String { "\(exceptionName): \(message)" }

    static func locationEqualsConstant(_ item: LayoutItem) -> LayoutError {
        LayoutError(code: "location-constant", exceptionName: "NSInvalidArgumentException",
                    message: "NSLayoutConstraint for \(item.layoutDescription): A multiplier of 0 or a nil second "
                        + "item together with a location for the first attribute creates an illegal constraint of a "
                        + "location equal to a constant. Location attributes must be specified in pairs.")
    }

    static func invalidPairing(_ first: LayoutAttribute, _ second: LayoutAttribute) -> LayoutError {
        LayoutError(code: "invalid-pairing", exceptionName: "NSInvalidArgumentException",
                    message: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
                        + "multiplier:constant:]: Invalid pairing of layout attributes")
    }

    static func directionalMix() -> LayoutError {
        LayoutError(code: "leading-left-mix", exceptionName: "NSInvalidArgumentException",
                    message: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
                        + "multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute "
                        + "and a right/left attribute. Use leading/trailing for both or neither.")
    }

    static func noCommonAncestor(_ constraint: LayoutConstraint) -> LayoutError {
        LayoutError(code: "no-common-ancestor", exceptionName: "NSGenericException",
                    message: "Unable to activate constraint with anchors \(constraint.firstAnchorDescription) and "
                        + "\(constraint.secondAnchorDescription) because they have no common ancestor.  Does the "
                        + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
    }

    static func priorityOutOfRange(_ priority: Double) -> LayoutError {
        LayoutError(code: "priority-out-of-range", exceptionName: "NSInternalInconsistencyException",
                    message: "It's illegal to set priority:\(format(priority)). Priorities must be greater than 0 "
                        + "and less or equal to NSLayoutPriorityRequired, which is 1000.000000.")
    }

    static func priorityMutation(from old: Double, to new: Double) -> LayoutError {
        LayoutError(code: "priority-mutation", exceptionName: "NSInternalInconsistencyException",
                    message: "Mutating a priority from \(old == 1000 ? "required to not" : "not required to required")"
                        + " on an installed constraint (or vice-versa) is not supported.  You passed priority "
                        + "\(format(new)) and the existing priority was \(format(old)).")
    }

    /// Reported as `invalid-constraint`, the code the engine gives a non-finite constant it has to leave out: to
    /// the author it is one problem (docs/layout-blocks.md), whichever way the value reached the constraint.
    static func nonFinite(_ name: String, _ value: Double, _ item: LayoutItem) -> LayoutError {
        LayoutError(code: "invalid-constraint", exceptionName: "NSInternalInconsistencyException",
                    message: "NSLayoutConstraint \(name) is not finite!  That's illegal.  \(name):\(value) "
                        + "firstItem:\(item.layoutDescription)")
    }

    /// UIKit prints priorities and constants without a trailing ".0" when they are whole.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
