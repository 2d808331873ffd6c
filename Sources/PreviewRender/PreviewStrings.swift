import Foundation

/// The preview's interface strings in the course language: the `preview_*` keys of the theme's
/// `locales/<language>.yml` (docs/templates.md), which the site passes in. PreviewRender reads no files, and a
/// preview rendered from hand-written frames has no locale at all, so a key the table lacks falls back to English.
public struct PreviewStrings: Sendable, Equatable {
    public enum Key: String, CaseIterable, Sendable {
        case states = "preview_states"
        /// The label of state 0, which the frames document names "initial" in English for every course.
        case initialState = "preview_initial_state"
        case back = "preview_back"
        case forward = "preview_forward"
        case devices = "preview_devices"
        case rotate = "preview_rotate"
        case width = "preview_width"
        case widthLabel = "preview_width_label"
        case tweak = "preview_tweak"
        case dragWidth = "preview_drag_width"
        case constraints = "preview_constraints"
        case showAll = "preview_show_all"
        case intrinsic = "preview_intrinsic"
        case views = "preview_views"
        case zoom = "preview_zoom"
        case zoomFit = "preview_zoom_fit"
        case stopped = "preview_stopped"
        case ghosts = "preview_ghosts"
        case ghostsHint = "preview_ghosts_hint"
        case keyboard = "preview_keyboard"
        case whatChanged = "preview_what_changed"
        /// `{line}` is replaced by the Markdown line.
        case line = "preview_line"
        /// `{line}` and `{column}`.
        case lineColumn = "preview_line_column"
        case error = "preview_error"
        case warning = "preview_warning"
        case note = "preview_note"
        case expectedError = "preview_expected_error"
        case expectedWarning = "preview_expected_warning"
        case expectedNote = "preview_expected_note"
        case nowBroken = "preview_now_broken"
        case noLongerBroken = "preview_no_longer_broken"
        case frame = "preview_frame"
        case noConstraints = "preview_no_constraints"

        /// What en.yml says; kept here so a course whose locale file predates a key still gets a word.
        public var english: String {
            switch self {
            case .states: return "States"
            case .initialState: return "Initial"
            case .back: return "Previous state"
            case .forward: return "Next state"
            case .devices: return "Device"
            case .rotate: return "Rotate"
            case .width: return "Width"
            case .widthLabel: return "Screen width in points"
            case .tweak: return "drag to change the value"
            case .dragWidth: return "Drag to change the width"
            case .constraints: return "Constraints"
            case .showAll: return "All"
            case .intrinsic: return "Hugging/compression"
            case .views: return "Views"
            case .zoom: return "Zoom"
            case .zoomFit: return "Fit"
            case .stopped: return "The code stopped"
            case .ghosts: return "Ghosts"
            case .ghostsHint: return "Show the previous state's frames"
            case .keyboard: return "Keyboard"
            case .whatChanged: return "What changed"
            case .line: return "line {line}"
            case .lineColumn: return "line {line}:{column}"
            case .error: return "error"
            case .warning: return "warning"
            case .note: return "note"
            case .expectedError: return "expected error"
            case .expectedWarning: return "expected warning"
            case .expectedNote: return "expected note"
            case .nowBroken: return "now broken"
            case .noLongerBroken: return "no longer broken"
            case .frame: return "frame"
            case .noConstraints: return "no constraints"
            }
        }
    }

    private var table: [String: String]

    /// `strings` is a locale table (other keys are ignored); missing keys read as English.
    public init(_ strings: [String: String] = [:]) {
        var table: [String: String] = [:]
        for key in Key.allCases { table[key.rawValue] = strings[key.rawValue] ?? key.english }
        self.table = table
    }

    public subscript(_ key: Key) -> String { table[key.rawValue] ?? key.english }

    /// `line 12`, or `line 12:5` with a column, in the course language (Uzbek puts the number first).
    func line(_ line: Int, column: Int? = nil) -> String {
        // The standard library's `replacing` (not Foundation's string search): "what changed" lists write
        // this for every item of every variant.
        guard let column else { return self[.line].replacing("{line}", with: String(line)) }
        return self[.lineColumn].replacing("{line}", with: String(line)).replacing("{column}", with: String(column))
    }

    /// A diagnostic's severity as the panel writes it.
    func severity(_ severity: String, expected: Bool) -> String {
        switch (severity, expected) {
        case ("warning", false): return self[.warning]
        case ("warning", true): return self[.expectedWarning]
        case ("note", false): return self[.note]
        case ("note", true): return self[.expectedNote]
        case (_, false): return self[.error]
        case (_, true): return self[.expectedError]
        }
    }

    /// The few words the page's script writes itself (the selection panel), for the state data.
    var forScript: [String: String] {
        ["line": self[.line], "frame": self[.frame], "none": self[.noConstraints]]
    }
}
