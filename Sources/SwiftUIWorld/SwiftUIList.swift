import SwiftSubset
import SwiftUILayout

/// `List { … }` and `List(data) { item in … }` as a modelled approximation (the reference has no List facts):
/// a vertical ScrollView (a List scrolls and takes the space it is offered) holding a VStack without spacing of
/// rows, each row as a UIKit table cell lays out its content: inset 16 at the sides (the system minimum layout
/// margin on iPhones up to 393 pt wide, snapkit-autolayout.md §7 [MEM]), at least 44 high (UITableView's default
/// row height [UNVERIFIED]), full width, content leading and centred vertically. No separators, section headers
/// or grouped insets are drawn.
enum SwiftUIList {
    static let rowInset = 16.0
    static let minimumRowHeight = 44.0

    static func make(_ args: [Argument], scope: SUScope, evaluator ev: SwiftUIEvaluator, at loc: Loc) throws -> ViewDraft {
        var content: [ViewDraft]
        if args.contains(where: { !SwiftUIViews.isClosure($0) && $0.label != "id" && $0.label != "selection" }) {
            content = try SwiftUIViews.make("ForEach", args: args.filter { $0.label != "selection" }, scope: scope,
                                            evaluator: ev, at: loc) ?? []
        } else if let a = args.last(where: SwiftUIViews.isClosure), case .closure(let c) = a.value.kind {
            content = try ev.callBuilder(c, scope, args: [])
        } else {
            content = []
        }
        let rows = Self.rows(content).map { row in
            ViewDraft(.flexibleFrame(FlexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                   minHeight: minimumRowHeight, idealHeight: nil, maxHeight: nil,
                                                   alignment: .leading)),
                      [ViewDraft(.padding(.horizontal, rowInset), [row], at: row.loc)], at: row.loc)
        }
        return ViewDraft(.scrollView(.vertical), [ViewDraft(.vStack(alignment: .leading, spacing: 0), rows, at: loc)],
                         at: loc)
    }

    /// Each view of the builder is a row; a ForEach's items and an `if`'s views are rows of their own.
    private static func rows(_ drafts: [ViewDraft]) -> [ViewDraft] {
        drafts.flatMap { d -> [ViewDraft] in
            switch d.kind {
            case .forEach, .group: return rows(d.children)
            case .emptyView: return []
            default: return [d]
            }
        }
    }
}
