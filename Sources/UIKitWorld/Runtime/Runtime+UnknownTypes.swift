import SwiftSubset

/// Type names the UIKit world knows or may not model (the interpreter's "cannot find" and `unsupported-api`,
/// Interpreter/UnknownNames.swift).
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
    package func unsupportedValue(_ api: String) -> Value {
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
