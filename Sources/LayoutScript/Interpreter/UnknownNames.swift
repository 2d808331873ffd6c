/// Unknown names, said the way Swift says them: one error at the first use ("cannot find 'X' in scope", "value of
/// type 'T' has no member 'x'"), with "did you mean" when a known name is a typo away. The error stops the block, so
/// nothing that follows from it is reported, as Swift reports nothing about the uses of a name it cannot find.
///
/// A type name the runtime does not model is different when it is plausibly a real Apple API (`UIFooView`,
/// `MKMapView`): the code would compile in Xcode, so it is an `unsupported-api` warning, and the object it makes
/// answers every member with itself and every call silently, so no nil crash follows somewhere else.
extension Interpreter {
    /// "cannot find 'X' in scope" with "; did you mean 'Y'?" when a name visible here is that close.
    func cannotFind(_ name: String, _ ctx: Context, _ loc: Loc) -> ScriptError {
        let hint = closestName(to: name, among: visibleNames(ctx)).map { "; did you mean '\($0)'?" } ?? ""
        return ScriptError("unknown-name", "cannot find '\(name)' in scope\(hint)", at: loc)
    }

    /// `box.backgroundColr = .red`: a near miss of a property the runtime knows on this view is a typo, which Swift
    /// rejects ("value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'?"). A name
    /// with no near miss may be a UIKit property the runtime does not model: the caller's `unsupported-api` warning.
    func rejectMisspelledMember(_ name: String, on native: NativeObject, _ loc: Loc, calling: Bool = false) throws {
        guard let view = native as? ViewObject else { return }
        let candidates = calling ? ViewObject.methodNames.sorted() : view.knownPropertyNames
        guard let near = closestName(to: name, among: candidates) else { return }
        throw ScriptError("unknown-name", "value of type '\(native.typeName)' has no member '\(name)'; did you mean '\(near)'?",
                          at: loc)
    }

    /// Names an unqualified identifier could mean here: locals, members of `self`, the module's types, globals and
    /// functions, and the UIKit and SnapKit names the runtime knows.
    func visibleNames(_ ctx: Context) -> [String] {
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
        names += module.types.keys.sorted() + module.globalDecls.keys.sorted() + module.functions.keys.sorted()
        names += Runtime.knownTypeNames
        return names
    }
}

extension ScriptType {
    /// The names of this type's own stored and computed properties and methods.
    var memberNames: [String] {
        storedByName.keys.sorted() + computed.keys.sorted() + methods.keys.sorted()
    }
}

extension Runtime {
    /// UIKit, Foundation and SnapKit type names the runtime knows, sorted (for "did you mean").
    static let knownTypeNames: [String] = {
        var names = Set(NativeClasses.superclass.keys).union(NativeClasses.valueTypes).union(NativeClasses.aliases.keys)
            .union(NativeClasses.protocols).union(inertTypes)
        names.remove("")
        return names.sorted()
    }()

    /// Frameworks' two- and three-letter class prefixes (UIKit, Foundation, Core Animation/Graphics/Location,
    /// MapKit, AVFoundation, WebKit, Photos, …).
    static let applePrefixes = ["UI", "NS", "CA", "CG", "CL", "MK", "AV", "WK", "PH", "UN", "CI", "SF", "SK", "GK",
                                "CK", "MF", "MP", "SC", "AR", "CN", "EK", "HK", "PK", "QL", "ST", "VN", "WC"]

    /// Swift and Foundation types without a prefix.
    static let unprefixedAppleTypes: Set<String> = [
        "URL", "URLRequest", "URLSession", "Data", "Bundle", "Locale", "Calendar", "TimeZone", "IndexPath", "IndexSet",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Result", "Error", "Optional",
        "Character", "Substring", "Any", "AnyObject", "Void", "Never", "Task", "OperationQueue", "Operation",
        "DispatchGroup", "DispatchWorkItem", "DispatchSemaphore", "ProcessInfo", "FileManager", "UserDefaults",
        "Measurement", "DateComponents", "DateInterval", "CharacterSet", "Scanner", "Decimal", "Float80",
        "ObservableObject", "Published", "Combine", "AnyCancellable", "Codable", "Decodable", "Encodable", "Hashable",
        "Equatable", "Comparable", "Identifiable", "CaseIterable", "CustomStringConvertible", "Sequence", "Collection",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "Mirror", "ObjectIdentifier", "Unmanaged",
        "RunLoop", "Thread", "NotificationQueue", "AttributedString", "Selector",
    ]

    /// Whether an unknown capitalized name may be an Apple type the runtime does not model (so the code compiles in
    /// Xcode): a framework prefix followed by a capitalized word, or a known unprefixed Swift/Foundation type.
    static func mayBeAppleType(_ name: String) -> Bool {
        if unprefixedAppleTypes.contains(name) { return true }
        let scalars = Array(name.unicodeScalars)
        for prefix in applePrefixes where name.hasPrefix(prefix) && scalars.count > prefix.count + 1 {
            let next = scalars[prefix.count], after = scalars[prefix.count + 1]
            if CharacterClass.isUpper(next) && CharacterClass.isLower(after) { return true }
        }
        return false
    }
}

extension Runtime {
    /// What an API the runtime does not model gives back, after its `unsupported-api` warning: an object that answers
    /// every member with itself and every call silently (so `view.unknownThing.snp…` is no nil crash further on),
    /// and that SnapKit drops as a target.
    func unsupportedValue(_ api: String) -> Value {
        let object = PlainNativeObject(className: api)
        object.isInert = true
        object.isUnsupported = true
        return .object(object)
    }
}

enum CharacterClass {
    static func isUpper(_ s: Unicode.Scalar) -> Bool { s >= "A" && s <= "Z" }
    static func isLower(_ s: Unicode.Scalar) -> Bool { s >= "a" && s <= "z" }
}
