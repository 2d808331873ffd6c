import Foundation

/// A device the preview can render on: screen, safe area, pixel scale, keyboard.
///
/// The catalog is DESIGN.md §5; sources of each number are next to it. Landscape variants swap the screen sides
/// and move the insets as §5 says (notched phones: left and right 59, bottom 21, top 0).
/// UIUserInterfaceSizeClass.
public enum SizeClass: String, Sendable {
    case compact, regular
}

public struct Device: Hashable, Sendable {
    public var name: String
    /// Screen size in points, in this orientation.
    public var screenSize: Size
    /// The screen's safe area insets with no bars (status bar / sensor housing and home indicator).
    public var safeArea: EdgeInsets
    /// Points to pixels (2 or 3); UILabel rounds its intrinsic size up to whole pixels.
    public var scale: Double
    /// Height of the software keyboard (with the QuickType bar), in this orientation.
    public var keyboardHeight: Double
    public var isLandscape: Bool
    /// UIViewController.systemMinimumLayoutMargins leading/trailing for the root view (top/bottom are 0).
    public var systemMinimumMargin: Double

    public init(name: String, screenSize: Size, safeArea: EdgeInsets, scale: Double, keyboardHeight: Double,
                isLandscape: Bool = false, systemMinimumMargin: Double = 16) {
        self.name = name
        self.screenSize = screenSize
        self.safeArea = safeArea
        self.scale = scale
        self.keyboardHeight = keyboardHeight
        self.isLandscape = isLandscape
        self.systemMinimumMargin = systemMinimumMargin
    }

    /// UIUserInterfaceSizeClass of the screen's width: phones are compact except the large ones (896 pt and
    /// longer: Plus, Max, XR/11) in landscape; an iPad is regular at full screen and compact below 678 pt, as in
    /// its narrower split views (a canvas dragged narrow) [3P: published size-class tables].
    public var horizontalSizeClass: SizeClass {
        if isPad { return screenSize.width >= 678 ? .regular : .compact }
        return isLandscape && screenSize.width >= 896 ? .regular : .compact
    }

    /// UIUserInterfaceSizeClass of the height: compact on a phone in landscape, regular otherwise [3P].
    public var verticalSizeClass: SizeClass { !isPad && isLandscape ? .compact : .regular }

    var isPad: Bool { name.hasPrefix("iPad") }

    /// The screen rectangle in canvas coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: screenSize) }

    /// Where the keyboard sits when shown: full width, along the bottom edge.
    public var keyboardFrame: Rect {
        Rect(x: 0, y: screenSize.height - keyboardHeight, width: screenSize.width, height: keyboardHeight)
    }

    /// The same device with another screen width (the preview's width slider, `coursegen frames --width`).
    public func withWidth(_ width: Double) -> Device {
        var copy = self
        copy.screenSize.width = max(0, width.isFinite ? width : screenSize.width)
        // Reference §7.7: root margins are 16 on screens up to 393 pt wide and 20 from 414 pt, so a canvas
        // dragged wider or narrower takes the margins of a screen that wide.
        if copy.screenSize.width >= 414 { copy.systemMinimumMargin = 20 }
        if copy.screenSize.width <= 393 { copy.systemMinimumMargin = 16 }
        return copy
    }

    // MARK: Catalog

    /// iPhone SE (2nd/3rd generation): 375×667 @2x, status bar 20, no home indicator (reference §7.8).
    /// Keyboard 260 pt with the QuickType bar (216 without it) [MEM]. Root margins 16 (compact width ≤ 375) [MEM].
    public static let iPhoneSE = Device(name: "iPhone SE", screenSize: Size(width: 375, height: 667),
                                        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
                                        keyboardHeight: 260, systemMinimumMargin: 16)

    /// iPhone 15: 393×852 @3x, Dynamic Island top inset 59, home indicator 34 (reference §7.8, DESIGN.md §5).
    /// Keyboard 336 pt including the home-indicator area [MEM]. Root margins 16 (widths ≤ 393) [MEM].
    public static let iPhone15 = Device(name: "iPhone 15", screenSize: Size(width: 393, height: 852),
                                        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3,
                                        keyboardHeight: 336, systemMinimumMargin: 16)

    /// iPhone 15 Pro Max: 430×932 @3x, insets 59/34 (reference §7.8). Keyboard 346 pt [MEM]. Root margins 20
    /// (414+ wide phones) [MEM].
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", screenSize: Size(width: 430, height: 932),
                                              safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3,
                                              keyboardHeight: 346, systemMinimumMargin: 20)

    /// iPad (10th generation): 820×1180 @2x, status bar 24, home indicator 20 (DESIGN.md §5). Keyboard 320 pt in
    /// portrait [MEM]. Regular width: root margins 20 [MEM].
    public static let iPad10 = Device(name: "iPad (10th generation)", screenSize: Size(width: 820, height: 1180),
                                      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2,
                                      keyboardHeight: 320, systemMinimumMargin: 20)

    /// The default device of layout blocks (DESIGN.md §4).
    public static let defaultDevice = iPhone15

    /// Every device in portrait, then every device in landscape.
    public static let catalog: [Device] = {
        let portrait = [iPhoneSE, iPhone15, iPhone15ProMax, iPad10]
        return portrait + portrait.map(\.landscape)
    }()

    /// The landscape variant (or the portrait one, from landscape).
    ///
    /// Landscape keyboard heights are [MEM]: SE 200, notched phones 209, iPad 398. On the SE the status bar is
    /// hidden in landscape, so every inset is 0; notched phones get 59 left and right and 21 at the bottom
    /// (DESIGN.md §5); the iPad keeps its status bar and home indicator insets.
    ///
    /// Every phone's root margins are 20 in landscape [MEM]: reference §7.7 gives 20 to screens 414 pt wide and
    /// wider, and a printed table of root-view margins (third-party) lists the 375-wide phones at 16 in portrait but
    /// 20 in landscape.
    public var landscape: Device {
        guard !isLandscape else { return self }
        var device = self
        device.isLandscape = true
        device.name = name + " (landscape)"
        device.screenSize = Size(width: screenSize.height, height: screenSize.width)
        if name != Device.iPad10.name { device.systemMinimumMargin = 20 }
        switch name {
        case Device.iPhoneSE.name:
            device.safeArea = .zero
            device.keyboardHeight = 200
        case Device.iPad10.name:
            device.keyboardHeight = 398
        default:
            device.safeArea = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
            device.keyboardHeight = 209
        }
        return device
    }

    /// Looks a device up by name, case-insensitively; "iPhone 15 landscape" or "iPhone 15 (landscape)" give the
    /// landscape variant, "iPad" names the iPad.
    public static func named(_ query: String) -> Device? {
        var name = query.lowercased().trimmingCharacters(in: .whitespaces)
        var wantsLandscape = false
        for suffix in ["(landscape)", "landscape"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            wantsLandscape = true
            break
        }
        let portrait = [iPhoneSE, iPhone15, iPhone15ProMax, iPad10]
        guard let found = portrait.first(where: { $0.name.lowercased() == name })
                ?? (name == "ipad" ? iPad10 : nil) else { return nil }
        return wantsLandscape ? found.landscape : found
    }
}
