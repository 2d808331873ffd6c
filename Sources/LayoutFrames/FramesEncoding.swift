import Foundation

extension FramesDocument {
    /// Deterministic JSON: the same document always gives the same bytes (sorted keys, no escaped slashes).
    public func encodedJSON(pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    public static func decode(from data: Data) throws -> FramesDocument {
        try JSONDecoder().decode(FramesDocument.self, from: data)
    }
}

