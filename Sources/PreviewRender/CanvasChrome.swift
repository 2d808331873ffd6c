import LayoutFrames

/// The device around the views: screen edge, safe-area shading, status bar, dynamic island, home indicator and
/// the keyboard. Their sizes come from CSS variables on the canvas (`--cg-sa-*`) so the page's script only
/// updates variables when the reader picks another device.
enum CanvasChrome {
    /// The canvas's inline style for a device: size and safe-area variables.
    static func canvasStyle(size: [Double], safeArea: [Double]) -> String {
        let (width, height) = (size.count == 2 ? size[0] : 393, size.count == 2 ? size[1] : 852)
        let insets = safeArea.count == 4 ? safeArea : [0, 0, 0, 0]
        return "width:\(HTMLText.number(width))px;height:\(HTMLText.number(height))px;"
            + "--cg-sa-t:\(HTMLText.number(insets[0]))px;--cg-sa-l:\(HTMLText.number(insets[1]))px;"
            + "--cg-sa-b:\(HTMLText.number(insets[2]))px;--cg-sa-r:\(HTMLText.number(insets[3]))px"
    }

    /// `cg-notch` for phones with a sensor housing (safe top of 44 or more in portrait), `cg-tablet` for iPads.
    /// `cg-no-home` where the bottom inset is zero (a home button, as on iPhone SE: no home indicator), and
    /// `cg-window` when a controller's view has no background colour: UIKit leaves it transparent, and the
    /// window behind it is black (docs/previews.md).
    static func canvasClasses(name: String, size: [Double], safeArea: [Double], showsWindow: Bool = false) -> String {
        var classes = "cg-canvas"
        if safeArea.count == 4 && safeArea[2] < 1 { classes += " cg-no-home" }
        if showsWindow { classes += " cg-window" }
        if name.hasPrefix("iPad") { classes += " cg-tablet" }
        else if safeArea.first ?? 0 >= 44 { classes += " cg-notch" }
        else if safeArea.count == 4 && safeArea[1] >= 44 { classes += " cg-notch-side" }
        // Phones hide the status bar in landscape: no top inset, no status bar.
        if (safeArea.first ?? 0) < 1 { classes += " cg-no-status" }
        return classes
    }

    /// The banner over a device whose code stopped: the first error that ended the run, with its line, linking
    /// to the diagnostic in the side panel.
    static func stoppedBanner(blockID: String, diagnostics: [FrameDiagnostic], strings: PreviewStrings) -> String {
        guard let index = diagnostics.firstIndex(where: StoppedRun.stops) else { return "" }
        let diagnostic = diagnostics[index]
        let line = diagnostic.line.map { " <span class=\"cg-ln\">" + HTMLText.escape(strings.line($0)) + "</span>" } ?? ""
        return "<a class=\"cg-stopped\" role=\"alert\" href=\"#\(blockID)-diag-\(index)\"><b>"
            + HTMLText.escape(strings[.stopped]) + "</b>\(line) " + HTMLText.escape(diagnostic.message) + "</a>"
    }

    static func overlays(keyboard: [Double]?, strings: PreviewStrings) -> String {
        var html = "<div class=\"cg-safe cg-safe-t\"></div><div class=\"cg-safe cg-safe-b\"></div>"
            + "<div class=\"cg-safe cg-safe-l\"></div><div class=\"cg-safe cg-safe-r\"></div>"
            + "<div class=\"cg-status\" aria-hidden=\"true\"><span>9:41</span><i class=\"cg-island\"></i>"
            + "<span class=\"cg-icons\"><i></i><i></i><i></i></span></div>"
            + "<div class=\"cg-home\" aria-hidden=\"true\"></div>"
        // A drawing, not a control: named as an image so the name is not dropped from a plain div.
        html += "<div class=\"cg-keyboard\" role=\"img\" aria-label=\"\(HTMLText.escape(strings[.keyboard]))\""
            + keyboardStyle(keyboard) + ">"
            + "<div class=\"cg-keys\">" + (0..<3).map { _ in "<span></span>" }.joined() + "</div></div>"
        return html
    }

    private static func keyboardStyle(_ frame: [Double]?) -> String {
        guard let frame, frame.count == 4 else { return " hidden" }
        return " style=\"left:\(HTMLText.number(frame[0]))px;top:\(HTMLText.number(frame[1]))px;"
            + "width:\(HTMLText.number(frame[2]))px;height:\(HTMLText.number(frame[3]))px\""
    }
}
