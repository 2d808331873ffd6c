/// The ids of a lesson's layout blocks (DESIGN.md §4): `id=name`, else `<lesson-slug>-<n>` with n counting layout
/// blocks from 1. The page (`data-preview-id`, the player's element ids), the frames JSON and snapshots all use
/// them, so they must be unique in the lesson: explicit ids win, and automatic ids avoid them, as heading ids do.
public enum PreviewBlockIDs {
    public struct Assignment: Sendable, Equatable {
        public var id: String
        /// For a block whose `id=` an earlier layout block already has: that block's position in the list. The
        /// block is published under an automatic id instead.
        public var duplicateOf: Int?
    }

    /// One assignment per layout block, given each block's `id=` value (nil when it has none), in order.
    public static func assign(explicitIDs: [String?], slug: String) -> [Assignment] {
        let reserved = Set(explicitIDs.compactMap { $0 })
        var firstUse: [String: Int] = [:]
        var used = Set<String>()
        var result: [Assignment] = []
        for (position, explicit) in explicitIDs.enumerated() {
            if let explicit, firstUse[explicit] == nil {
                firstUse[explicit] = position
                used.insert(explicit)
                result.append(Assignment(id: explicit, duplicateOf: nil))
                continue
            }
            let base = "\(slug)-\(position + 1)"
            var id = base
            var suffix = 2
            while reserved.contains(id) || used.contains(id) {
                id = "\(base)-\(suffix)"
                suffix += 1
            }
            used.insert(id)
            result.append(Assignment(id: id, duplicateOf: explicit.flatMap { firstUse[$0] }))
        }
        return result
    }
}
