import AutoLayout
import Diagnostics
import SwiftSubset

/// A hosted cell whose constraints give its content no height.
///
/// UITableView sizes a self-sizing cell with `systemLayoutSizeFitting`; when the content view's constraints leave
/// its height at zero, UIKit logs "Detected a case where constraints ambiguously suggest a height of zero for a
/// table view cell's content view. We're considering the collapse unintentional and using standard height
/// instead." and gives the row the standard height, 44 pt. The preview does the same for the `cell` host, with
/// that message as a warning at the cell's line, instead of drawing the cell's labels 0 pt high at the top.
extension Runtime {
    static let standardCellHeight = 44.0

    /// After the first layout: pins a collapsed cell (0 pt high) to 44 pt and warns. True when it did.
    package func useStandardHeightIfCollapsed(_ cell: ViewObject, loc: Loc) throws -> Bool {
        guard cell.kind == .tableViewCell || cell.kind == .collectionViewCell, abs(cell.view.frame.height) < 1e-6 else {
            return false
        }
        do {
            let height = try LayoutConstraint(item: cell.view, attribute: .height, relatedBy: .equal, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: Runtime.standardCellHeight,
                                              origin: .host)
            try height.activate()
        } catch let e as LayoutError {
            throw error(e, loc)
        }
        layoutInputsChanged()
        let owner = cell.kind == .tableViewCell ? "table view cell" : "collection view cell"
        keep([Diagnostic(.warning, code: "cell-zero-height",
                         "Detected a case where constraints ambiguously suggest a height of zero for a \(owner)'s content "
                         + "view. We're considering the collapse unintentional and using standard height instead. "
                         + "(The cell is shown 44 pt high: constrain its content from the content view's top to its "
                         + "bottom to give it a height of its own.)",
                         at: cell.view.sourceLocation)])
        return true
    }
}
