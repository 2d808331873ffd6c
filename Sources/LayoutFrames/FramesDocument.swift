import Diagnostics

/// The frames JSON of DESIGN.md §6: what `coursegen frames` prints, what `check --snapshots` stores, and what
/// the preview renderer draws. This module is the contract between the layout-block runtime (producer) and
/// everything downstream (consumers); it holds data only.
///
/// Coding keys follow the schema exactly. Optional fields that the schema marks as present only for some views
/// (`contentSize`, `text`) are omitted when nil.
public struct FramesDocument: Codable, Equatable, Sendable {
    public var schema: Int
    public var lessons: [LessonFrames]

    public init(lessons: [LessonFrames]) {
        self.schema = 1
        self.lessons = lessons
    }
}

public struct LessonFrames: Codable, Equatable, Sendable {
    /// The lesson's Markdown path as given on the command line or relative to the course root.
    public var file: String
    public var blocks: [BlockFrames]

    public init(file: String, blocks: [BlockFrames]) {
        self.file = file
        self.blocks = blocks
    }
}

public struct BlockFrames: Codable, Equatable, Sendable {
    public var id: String
    /// Markdown line of the opening fence.
    public var line: Int
    /// The hosted class (`show=` or the default choice of DESIGN.md §4).
    public var `class`: String
    /// `fill`, `width`, `fit`, `cell`, or `controller` for a view controller.
    public var host: String
    public var device: DeviceInfo
    public var diagnostics: [FrameDiagnostic]
    public var states: [StateFrames]

    public init(id: String, line: Int, class hostedClass: String, host: String, device: DeviceInfo,
                diagnostics: [FrameDiagnostic], states: [StateFrames]) {
        self.id = id
        self.line = line
        self.class = hostedClass
        self.host = host
        self.device = device
        self.diagnostics = diagnostics
        self.states = states
    }
}

public struct DeviceInfo: Codable, Equatable, Sendable {
    public var name: String
    /// [width, height] in points.
    public var size: [Double]
    /// [top, left, bottom, right] in points.
    public var safeArea: [Double]

    public init(name: String, size: [Double], safeArea: [Double]) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
    }
}

/// A diagnostic as the frames JSON carries it: Markdown line and column, no file (the lesson gives it).
public struct FrameDiagnostic: Codable, Equatable, Sendable {
    public var severity: String
    public var code: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// Present (true) only when `expect=` anticipated this diagnostic.
    public var expected: Bool?
    /// Related lines (each conflicting constraint, for example).
    public var notes: [FrameNote]?

    public init(severity: String, code: String, line: Int?, column: Int?, message: String,
                expected: Bool? = nil, notes: [FrameNote]? = nil) {
        self.severity = severity
        self.code = code
        self.line = line
        self.column = column
        self.message = message
        self.expected = expected
        self.notes = notes
    }

    public init(_ diagnostic: Diagnostic) {
        self.init(severity: diagnostic.severity.rawValue, code: diagnostic.code,
                  line: diagnostic.location?.line, column: diagnostic.location?.column,
                  message: diagnostic.message, expected: diagnostic.expected ? true : nil,
                  notes: diagnostic.notes.isEmpty ? nil
                      : diagnostic.notes.map { FrameNote(message: $0.message, line: $0.location?.line,
                                                         column: $0.location?.column) })
    }

    /// The diagnostic in `file`, as the reporters print it.
    public func diagnostic(file: String) -> Diagnostic {
        Diagnostic(Severity(rawValue: severity) ?? .error, code: code, message,
                   at: line.map { SourceLocation(file: file, line: $0, column: column ?? 1) },
                   notes: (notes ?? []).map { note in
                       Diagnostic.Note(note.message, at: note.line.map { SourceLocation(file: file, line: $0, column: note.column ?? 1) })
                   },
                   expected: expected ?? false)
    }
}

public struct FrameNote: Codable, Equatable, Sendable {
    public var message: String
    public var line: Int?
    /// Where on `line` (a conflicting constraint's chain, as the diagnostic itself points).
    public var column: Int?

    public init(message: String, line: Int?, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }
}

public struct StateFrames: Codable, Equatable, Sendable {
    /// `initial`, or the action's source text (`togglePosition()`), or `tap(path)`.
    public var name: String
    /// The statement that produced this state; nil for `initial`.
    public var action: String?
    /// The keyboard's frame in canvas coordinates while it is shown: [x, y, w, h].
    public var keyboard: [Double]?
    /// How the page animates into this state, when the step used `UIView.animate` or `asyncAfter`.
    public var transition: Transition?
    public var views: [ViewFrame]
    public var constraints: [ConstraintRecord]

    private enum CodingKeys: String, CodingKey {
        case name, action, keyboard, transition, views, constraints
    }

    /// DESIGN.md §6 writes `"action": null` and `"keyboard": null` explicitly (synthesized Codable would omit
    /// them); decoding accepts both forms.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(action, forKey: .action)
        try c.encode(keyboard, forKey: .keyboard)
        try c.encodeIfPresent(transition, forKey: .transition)
        try c.encode(views, forKey: .views)
        try c.encode(constraints, forKey: .constraints)
    }

    public init(name: String, action: String?, keyboard: [Double]?, transition: Transition? = nil,
                views: [ViewFrame], constraints: [ConstraintRecord]) {
        self.name = name
        self.action = action
        self.keyboard = keyboard
        self.transition = transition
        self.views = views
        self.constraints = constraints
    }
}

/// Recorded from `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
public struct Transition: Codable, Equatable, Sendable {
    public var duration: Double
    public var delay: Double
    /// `easeInOut` (UIKit's default), `easeIn`, `easeOut`, `linear`, or `spring`.
    public var curve: String
    public var damping: Double?
    public var velocity: Double?

    public init(duration: Double, delay: Double = 0, curve: String = "easeInOut",
                damping: Double? = nil, velocity: Double? = nil) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.damping = damping
        self.velocity = velocity
    }
}

public struct ViewFrame: Codable, Equatable, Sendable {
    public var path: String
    public var type: String
    /// [x, y, w, h] in the superview's coordinates (content coordinates inside a scroll view).
    public var frame: [Double]
    /// [x, y, w, h] in canvas coordinates with every content offset at zero.
    public var screen: [Double]
    public var hidden: Bool
    public var alpha: Double
    public var contentSize: [Double]?
    public var text: String?
    /// Rendering properties (colors, corner radius, font, …) for the preview; see `ViewStyle`.
    public var style: ViewStyle?
    /// The action a tap on this view plays, as the name of the state it leads to (`tap(path)` states).
    public var tapAction: String?
    /// The superview's path; nil for the hosted root. Paths of stored properties do not show nesting, and the
    /// preview nests view elements as UIKit nests views (clipping, alpha and scrolling follow the superview).
    public var superview: String?
    /// Scroll views only, optional: [x, y], where the content is scrolled to in this state (`contentOffset`,
    /// `setContentOffset(_:animated:)`). Omitted when not exported; readers take [0, 0]. `frame` and `screen`
    /// stay in content coordinates with offsets at zero; the preview scrolls the view instead.
    public var contentOffset: [Double]?
    /// Scroll views only, optional: [top, left, bottom, right], UIKit's `adjustedContentInset` (the content inset
    /// plus the safe area the scroll view keeps its content out of). Omitted when zero. A scroll view nobody
    /// scrolled rests at `contentOffset` (−left, −top), so its content starts below the status area.
    public var adjustedContentInset: [Double]?
    /// SwiftUI boxes made by `padding`, optional: the insets [top, leading, bottom, trailing] the page hatches.
    public var padding: [Double]?
    /// SwiftUI children of a stack, optional: the space to the previous child along the stack's axis.
    public var spacingBefore: Double?
    /// SwiftUI boxes a modifier made, optional: the modifier as written (`padding(.horizontal, 20)`).
    public var modifier: String?

    public init(path: String, type: String, frame: [Double], screen: [Double], hidden: Bool, alpha: Double,
                contentSize: [Double]? = nil, text: String? = nil, style: ViewStyle? = nil,
                tapAction: String? = nil, superview: String? = nil, contentOffset: [Double]? = nil) {
        self.path = path
        self.type = type
        self.frame = frame
        self.screen = screen
        self.hidden = hidden
        self.alpha = alpha
        self.contentSize = contentSize
        self.text = text
        self.style = style
        self.tapAction = tapAction
        self.superview = superview
        self.contentOffset = contentOffset
    }
}

/// Everything the preview needs to draw a view that is not geometry. All fields are optional so that the JSON
/// only carries what the lesson code set. Colors are CSS strings; system colors are `system:<name>` so the page
/// can pick the light or dark value.
public struct ViewStyle: Codable, Equatable, Sendable {
    public var backgroundColor: String?
    public var tintColor: String?
    public var textColor: String?
    public var cornerRadius: Double?
    public var borderWidth: Double?
    public var borderColor: String?
    public var shadowColor: String?
    public var shadowOpacity: Double?
    public var shadowRadius: Double?
    public var shadowOffset: [Double]?
    public var clipsToBounds: Bool?
    /// CSS-compatible affine transform [a, b, c, d, tx, ty].
    public var transform: [Double]?
    /// Font: family is always Inter (what was measured); weight 100…900; size in points.
    public var fontSize: Double?
    public var fontWeight: Int?
    public var lineHeight: Double?
    /// `left`, `center`, `right`, `justified`, `natural`.
    public var textAlignment: String?
    public var numberOfLines: Int?
    /// True when the text wraps between any two characters (`.byCharWrapping`), not between words.
    public var wrapsByCharacter: Bool?
    /// A button whose title wraps: the room its content insets (and an image beside the title) take on the left
    /// and right of the title, so the preview wraps the title at the width the layout did.
    public var titleInsets: [Double]?
    /// A configuration button's subtitle, drawn under the title in 15 pt (the subheadline style); and whether it
    /// wraps (0) or keeps one line (1), as `numberOfLines` says for the title.
    public var subtitle: String?
    public var subtitleLines: Int?
    public var truncated: Bool?
    public var placeholder: String?
    /// A text field whose `leftView` or `rightView` shows: the room they take from its text, [left, right].
    public var textInsets: [Double]?
    /// A text field's `borderStyle`: `roundedRect`, `line` or `bezel`; absent for `.none`, which draws no border.
    public var borderStyle: String?
    /// The image the view shows (an image view's image; a button's image for its current state):
    /// `symbol:NAME` for `UIImage(systemName:)`, `asset:PATH` for `UIImage(named:)` with PATH relative to the
    /// lesson file's folder. Absent when the image is nil, which draws nothing.
    public var imageName: String?
    /// A symbol image's configuration (`UIImage.SymbolConfiguration`): point size, weight (`ultraLight`, `thin`,
    /// `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`) and scale (`small`, `medium`,
    /// `large`). Absent when the lesson did not configure the symbol.
    public var symbolPointSize: Double?
    public var symbolWeight: String?
    public var symbolScale: String?
    /// How an image view (or a button's image view) fits its image: UIKit's `UIView.ContentMode` case name
    /// (`scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, `center`, …). Absent for views that show no image.
    public var contentMode: String?
    /// A control's state (`UIControl.isSelected`, `isEnabled`): present only when it differs from UIKit's
    /// default; absent means `isSelected` false and `isEnabled` true.
    public var isSelected: Bool?
    public var isEnabled: Bool?
    /// Control state: switch on/off, progress value, page control pages/current page, button style.
    public var isOn: Bool?
    public var progress: Double?
    public var numberOfPages: Int?
    public var currentPage: Int?
    /// A page control's dot colours, resolved: the lesson's, or UIKit's defaults since iOS 14 (see
    /// docs/frames-json.md).
    public var pageIndicatorTintColor: String?
    public var currentPageIndicatorTintColor: String?
    public var buttonStyle: String?
    /// A segmented control's segments, left to right, drawn in `fontSize`; the selected one's index (omitted
    /// while none is, `UISegmentedControl.noSegment`); and true when each segment is as wide as its own content
    /// (`apportionsSegmentWidthsByContent`) rather than all as wide as the widest.
    public var segments: [SegmentStyle]?
    public var selectedSegmentIndex: Int?
    public var apportionsSegmentWidthsByContent: Bool?

    public init() {}
}

/// One segment of a segmented control: its title, or the name of its image.
public struct SegmentStyle: Codable, Equatable, Sendable {
    public var title: String?
    public var imageName: String?

    public init(title: String? = nil, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
    }
}

public struct ConstraintRecord: Codable, Equatable, Sendable {
    /// `path.attribute`, for example `movingBox.top` or `self.safeAreaLayoutGuide.bottom`.
    public var first: String
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// Nil for a constant.
    public var second: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// `snapkit`, `anchor`, `intrinsic`, `stack`, `scroll`, `autoresizing` or `host`.
    public var origin: String
    /// Markdown line of the chain that made it; nil for system constraints.
    public var line: Int?
    public var broken: Bool
    /// SnapKit's `labeled("…")` or the NSLayoutConstraint identifier.
    public var label: String?

    private enum CodingKeys: String, CodingKey {
        case first, relation, second, multiplier, constant, priority, origin, line, broken, label
    }

    /// `"second": null` for a constant and `"line": null` for system constraints, as DESIGN.md §6 writes them.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(first, forKey: .first)
        try c.encode(relation, forKey: .relation)
        try c.encode(second, forKey: .second)
        try c.encode(multiplier, forKey: .multiplier)
        try c.encode(constant, forKey: .constant)
        try c.encode(priority, forKey: .priority)
        try c.encode(origin, forKey: .origin)
        try c.encode(line, forKey: .line)
        try c.encode(broken, forKey: .broken)
        try c.encodeIfPresent(label, forKey: .label)
    }

    public init(first: String, relation: String, second: String?, multiplier: Double, constant: Double,
                priority: Double, origin: String, line: Int?, broken: Bool, label: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.line = line
        self.broken = broken
        self.label = label
    }
}
