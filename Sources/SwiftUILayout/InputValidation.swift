import Diagnostics

/// Checks the numbers a tree carries before layout, as SwiftUI's runtime does, and replaces each invalid one
/// with what the engine lays out instead. Diagnostics are warnings at the node's line: SwiftUI logs these and
/// keeps running.
struct InputValidation {
    private(set) var diagnostics: [Diagnostic] = []

    /// SwiftUI's console message for a bad `frame` argument (iOS 14+ runtime log).
    static let invalidFrameMessage = "Invalid frame dimension (negative or non-finite)."
    /// SwiftUI's console message when min ≤ ideal ≤ max does not hold.
    static let contradictoryFrameMessage = "Contradictory frame constraints specified."

    mutating func sanitized(_ kind: ViewKind, at location: SourceLocation?) -> ViewKind {
        switch kind {
        case .frame(let width, let height, let alignment):
            return .frame(width: length(width, "width", location), height: length(height, "height", location),
                          alignment: alignment)
        case .flexibleFrame(var frame):
            frame.minWidth = length(frame.minWidth, "minWidth", location)
            frame.idealWidth = length(frame.idealWidth, "idealWidth", location)
            frame.maxWidth = length(frame.maxWidth, "maxWidth", location, infinityAllowed: true)
            frame.minHeight = length(frame.minHeight, "minHeight", location)
            frame.idealHeight = length(frame.idealHeight, "idealHeight", location)
            frame.maxHeight = length(frame.maxHeight, "maxHeight", location, infinityAllowed: true)
            for axis in [Axis.horizontal, .vertical] {
                let bounds = frame.bounds(axis)
                let ordered = [bounds.min, bounds.ideal, bounds.max].compactMap { $0 }
                if zip(ordered, ordered.dropFirst()).contains(where: { $0 > $1 }) {
                    diagnostics.append(.warning("contradictory-frame", Self.contradictoryFrameMessage, at: location,
                        notes: [.init("min ≤ ideal ≤ max does not hold for the \(axis == .horizontal ? "width" : "height"); "
                                      + "the frame takes the minimum and proposes the maximum to its content")]))
                }
            }
            return .flexibleFrame(frame)
        case .padding(let edges, let amount):
            guard let amount, !amount.isFinite else { return kind }
            warn("invalid-padding", "padding length \(amount) is not finite; 0 is used", location)
            return .padding(edges, 0)
        case .paddingInsets(let insets):
            let values = insets.array
            guard values.contains(where: { !$0.isFinite }) else { return kind }
            warn("invalid-padding", "padding insets \(values) are not all finite; 0 is used for those", location)
            let f = values.map { $0.isFinite ? $0 : 0 }
            return .paddingInsets(EdgeInsets(top: f[0], leading: f[1], bottom: f[2], trailing: f[3]))
        case .vStack(let alignment, let spacing):
            return .vStack(alignment: alignment, spacing: checkedSpacing(spacing, location))
        case .hStack(let alignment, let spacing):
            return .hStack(alignment: alignment, spacing: checkedSpacing(spacing, location))
        case .spacer(let minLength):
            guard let minLength, !(minLength.isFinite && minLength >= 0) else { return kind }
            warn("invalid-spacer", "Spacer minLength \(minLength) is negative or not finite; the default is used", location)
            return .spacer(minLength: nil)
        case .offset(let x, let y):
            guard !x.isFinite || !y.isFinite else { return kind }
            warn("invalid-offset", "offset (\(x), \(y)) is not finite; 0 is used", location)
            return .offset(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .position(let x, let y):
            guard !x.isFinite || !y.isFinite else { return kind }
            warn("invalid-position", "position (\(x), \(y)) is not finite; 0 is used", location)
            return .position(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .aspectRatio(let ratio, let mode):
            guard let ratio, !(ratio.isFinite && ratio > 0) else { return kind }
            warn("invalid-aspect-ratio", "aspect ratio \(ratio) is not a positive number; the content's own ratio is used",
                 location)
            return .aspectRatio(nil, mode)
        case .opacity(let value):
            return .opacity(value.isNaN ? 1 : min(1, max(0, value)))
        case .cornerRadius(let radius):
            return .cornerRadius(radius.isFinite ? max(0, radius) : 0)
        case .lineLimit(let limit):
            guard let limit, limit < 1 else { return kind }
            warn("invalid-line-limit", "lineLimit(\(limit)) is less than 1; no limit is used", location)
            return .lineLimit(nil)
        case .font(var font):
            guard case .system(let size) = font.base, !(size.isFinite && size >= 0) else { return kind }
            warn("invalid-font-size", "font size \(size) is negative or not finite; 17 is used", location)
            font.base = .system(size: 17)
            return .font(font)
        case .shadow(var shadow):
            guard ![shadow.radius, shadow.x, shadow.y].allSatisfy(\.isFinite) || shadow.radius < 0 else { return kind }
            warn("invalid-shadow", "shadow radius \(shadow.radius) or offset (\(shadow.x), \(shadow.y)) is not a "
                 + "usable number; 0 is used", location)
            shadow.radius = shadow.radius.isFinite ? max(0, shadow.radius) : 0
            shadow.x = shadow.x.isFinite ? shadow.x : 0
            shadow.y = shadow.y.isFinite ? shadow.y : 0
            return .shadow(shadow)
        case .shape(.roundedRectangle(let radius), let fill):
            return .shape(.roundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0), fill: fill)
        case .clipShape(.roundedRectangle(let radius)):
            return .clipShape(.roundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0))
        case .image(var image):
            if let size = image.naturalSize, !(size.width.isFinite && size.height.isFinite && size.width >= 0
                                               && size.height >= 0) {
                warn("invalid-image-size", "image size \(size) is negative or not finite; 10×10 is used", location)
                image.naturalSize = SwiftUIDefaults.idealSize
                return .image(image)
            }
            return kind
        default:
            return kind
        }
    }

    /// A frame length: nil stays nil; negative, NaN or infinite (except an infinite maximum) is SwiftUI's
    /// "Invalid frame dimension" and is dropped, as if not given.
    private mutating func length(_ value: Double?, _ name: String, _ location: SourceLocation?,
                                 infinityAllowed: Bool = false) -> Double? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (value.isInfinite && !infinityAllowed) {
            diagnostics.append(.warning("invalid-frame", Self.invalidFrameMessage, at: location,
                                        notes: [.init("\(name): \(value) is ignored")]))
            return nil
        }
        return value
    }

    private mutating func checkedSpacing(_ spacing: Double?, _ location: SourceLocation?) -> Double? {
        guard let spacing, !spacing.isFinite else { return spacing }
        warn("invalid-spacing", "stack spacing \(spacing) is not finite; the default spacing is used", location)
        return nil
    }

    private mutating func warn(_ code: String, _ message: String, _ location: SourceLocation?) {
        diagnostics.append(.warning(code, message, at: location))
    }
}
