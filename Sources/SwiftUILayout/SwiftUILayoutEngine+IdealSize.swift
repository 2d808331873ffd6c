extension SwiftUILayoutEngine {
    /// The root's ideal size: its answer to the unspecified proposal ([DOC] PVS: nil asks for the ideal size). A
    /// `UIHostingController`'s view reports it as its intrinsic content size. Zero when the tree cannot be laid out.
    public func idealSize(scale: Double) -> ViewSize {
        guard canLayOut else { return ViewSize(width: 0, height: 0) }
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        sizeCache.startPass()
        return sizeThatFits(root.index, .unspecified)
    }
}
