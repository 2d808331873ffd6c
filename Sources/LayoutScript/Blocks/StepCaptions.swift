import Foundation

/// `steps='Boshlangʻich holat; Klaviatura chiqdi'`: one caption per state, from the initial state on, separated
/// by semicolons (docs/layout-blocks.md, "Captions").
public enum StepCaptions {
    public static func parse(_ value: String?) -> [String] {
        guard let value, !value.isEmpty else { return [] }
        return value.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
