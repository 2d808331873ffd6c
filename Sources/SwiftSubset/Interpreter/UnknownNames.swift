/// Unknown names, said the way Swift says them: one error at the first use ("cannot find 'X' in scope", "value of
/// type 'T' has no member 'x'"), with "did you mean" when a known name is a typo away. The error stops the block, so
/// nothing that follows from it is reported, as Swift reports nothing about the uses of a name it cannot find.
///
/// A type name the runtime does not model is different when it is plausibly a real Apple API (`UIFooView`,
/// `MKMapView`): the code would compile in Xcode, so it is an `unsupported-api` warning, and the object it makes
/// answers every member with itself and every call silently, so no nil crash follows somewhere else.
extension Interpreter {
    /// "cannot find 'X' in scope" with "; did you mean 'Y'?" when a name visible here is that close.
    package func cannotFind(_ name: String, _ ctx: Context, _ loc: Loc) -> ScriptError {
        let hint = closestName(to: name, among: visibleNames(ctx)).map { "; did you mean '\($0)'?" } ?? ""
        return ScriptError("unknown-name", "cannot find '\(name)' in scope\(hint)", at: loc)
    }

    /// `box.backgroundColr = .red`: a near miss of a property the runtime knows on this view is a typo, which Swift
    /// rejects ("value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'?"). A name
    /// with no near miss may be a UIKit property the runtime does not model: the caller's `unsupported-api` warning.
    package func rejectMisspelledMember(_ name: String, on native: HostObject, _ loc: Loc, calling: Bool = false) throws {
        guard let candidates = host.memberNames(of: native, calling: calling) else { return }
        guard let near = closestName(to: name, among: candidates) else { return }
        throw ScriptError("unknown-name", "value of type '\(native.typeName)' has no member '\(name)'; did you mean '\(near)'?",
                          at: loc)
    }

    /// Names an unqualified identifier could mean here: locals, members of `self`, the module's types, globals and
    /// functions, and the UIKit and SnapKit names the runtime knows.
    package func visibleNames(_ ctx: Context) -> [String] {
        var names: [String] = []
        var scope: Scope? = ctx.scope
        while let s = scope {
            names += s.variables.keys.sorted()
            scope = s.parent
        }
        if case .object(let o)? = ctx.selfValue, let cls = o.scriptClass {
            var t: ScriptType? = cls
            while let current = t {
                names += current.memberNames
                t = current.superType
            }
        }
        names += module.typeNames() + module.globalNames() + module.functionNames()
        names += module.hostTypes.knownTypeNames
        return names
    }
}

extension ScriptType {
    /// The names of this type's own stored and computed properties and methods.
    package var memberNames: [String] {
        storedByName.keys.sorted() + computed.keys.sorted() + methods.keys.sorted()
    }
}
