import LayoutFrames

/// Everything one preview is drawn from: the block as the lesson renders it, plus the precomputed variants the
/// reader can switch to in the page. All of it is frames data (DESIGN.md §6); nothing here runs layout.
public struct PreviewInput: Sendable {
    /// The block at its own device and native width: the page's initial (no-JavaScript) rendering.
    public var block: BlockFrames
    /// The other devices and orientations offered in the device menu, each solved in full.
    public var devices: [DeviceVariant]
    /// The block re-solved at canvas widths (integer points, normally 320…440) on its own device. Empty when
    /// the width handle should not be offered.
    public var widths: [Int: BlockFrames]
    /// The Markdown lines of the block's code (fence excluded), so the page can link constraints to lines.
    public var codeLines: ClosedRange<Int>?
    /// The interface strings of the course language.
    public var strings: PreviewStrings
    /// The drawings of SF Symbols (the theme's icon table).
    public var icons: SymbolIcons
    /// The layouts behind the block's tweak sliders (`// tweak:` comments), if it has any.
    public var tweaks: TweakInput? = nil
    /// The block's code (its first line is `codeLines.lowerBound`): the page marks the methods a step runs.
    public var code: String? = nil
    /// The captions of the states (`steps=`), from the initial state on.
    public var captions: [String] = []

    public init(block: BlockFrames, devices: [DeviceVariant] = [], widths: [Int: BlockFrames] = [:],
                codeLines: ClosedRange<Int>? = nil, strings: PreviewStrings = PreviewStrings(),
                icons: SymbolIcons = SymbolIcons()) {
        self.icons = icons
        self.block = block
        self.devices = devices
        self.widths = widths
        self.codeLines = codeLines
        self.strings = strings
    }
}

/// One entry of the device menu: a device in one orientation and the block solved on it.
public struct DeviceVariant: Sendable {
    /// The catalog name (`iPhone SE`).
    public var name: String
    /// `portrait` or `landscape`.
    public var orientation: String
    public var block: BlockFrames

    public init(name: String, orientation: String, block: BlockFrames) {
        self.name = name
        self.orientation = orientation
        self.block = block
    }

    /// The value of the menu button's `data-device` attribute: the name, with ` landscape` appended when rotated.
    public var key: String { orientation == "landscape" ? "\(name) landscape" : name }
}
