import Diagnostics
import SwiftSubset

/// "did you mean 'backgroundColor'?" for a property a UIKit view does not have (`box.backgroundColour`). The
/// runtime cannot know every UIKit property, so such a name stays an `unsupported-api` warning; a near miss of one
/// it knows is most likely a typo, which Swift would have rejected.
extension ViewObject {
    /// The properties of this view's UIKit class that the runtime knows: the API table's entries whose owners
    /// include the class or a superclass (Runtime/API). Runtime helpers without owners are left out.
    var knownPropertyNames: [String] {
        UIKitAPI.propertyNames(of: className)
    }

    /// " (did you mean 'backgroundColor'?)" when `name` is a near miss of one of `knownPropertyNames`, else "".
    func suggestion(for name: String) -> String {
        closestName(to: name, among: knownPropertyNames).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
