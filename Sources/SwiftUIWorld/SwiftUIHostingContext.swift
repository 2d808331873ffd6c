import Foundation
import SwiftSubset

/// The SwiftUI declarations a UIKit block can host with `UIHostingController(rootView:)`: the lesson's View types
/// and extensions as the block sees them. `SwiftUIBlock.run` sets it for the block about to run in the UIKit world
/// (on the block runner's thread, which runs the whole block), and the hosting controller reads it when it is made.
package final class SwiftUIHostingContext {
    package let types: [String: TypeDecl]
    package let extensions: [TypeDecl]

    package init(types: [String: TypeDecl], extensions: [TypeDecl]) {
        self.types = types
        self.extensions = extensions
    }

    private static let key = "coursegen.SwiftUIHostingContext"

    /// The context of the block running on this thread, if it hosts SwiftUI.
    package static var current: SwiftUIHostingContext? {
        get { Thread.current.threadDictionary[key] as? SwiftUIHostingContext }
        set { Thread.current.threadDictionary[key] = newValue }
    }
}
