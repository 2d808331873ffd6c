// swiftuilayout-bench: times SwiftUILayout on a 200-node screen built like a lesson's list of info cards (a VStack
// of cards; each card a VStack with an HStack of a symbol and a title/subtitle column, a body and a footnote,
// padded, on a background colour): about 200 nodes, 60 texts, every one long enough to wrap at the iPhone widths, in a
// vertical ScrollView.
//
// Prints one JSON line per measurement, {name, n, seconds}, each the median of 25 rounds of thread CPU time:
// - first-layout: a new engine over the tree (checks, environment, caches) and its first pass, with the shared
//   text measurer warm (as for the second and later previews of a build);
// - relayout-new-width: the same engine at a width it has never laid out (the width handle being dragged): only
//   the texts' line breaking at the new widths is new work;
// - relayout-seen-width: the same engine back at a width it laid out before (switching devices back and forth).
import Foundation
import SwiftUILayout
import TextMetrics

func makeScreen() throws -> ViewTree {
    var tree = ViewTree()
    var cards: [NodeID] = []
    let symbols = ["star.fill", "book", "clock", "person.2", "bolt"]
    for index in 0..<15 {
        let icon = try tree.add(.image(ImageContent(name: symbols[index % symbols.count], isSymbol: true)))
        let title = try tree.modify(try tree.add(.text("Dars \(index + 1): SwiftUI'da joylashuv, taklif, tanlov va o'lchamlar")),
                                    .font(.style(.headline)))
        let subtitle = try tree.modify(try tree.add(.text("Ota ko'rinish taklif qiladi, bola o'lchamini tanlaydi, ota uni joylashtiradi")),
                                       .font(.style(.subheadline)))
        let column = try tree.add(.vStack(alignment: .leading, spacing: 2), [title, subtitle])
        let header = try tree.add(.hStack(alignment: .top, spacing: nil), [icon, column])
        let body = try tree.add(.text("Steklar bo'sh joyni eng kam moslashuvchan bolalardan boshlab taqsimlaydi; "
            + "layoutPriority guruhlari avval xizmat qiladi, qolganlar esa qolgan joyni teng bo'lishadi."))
        let footnote = try tree.add(.text("\(index * 7 % 60) daqiqa · matn kartaning kengligida o'raladi, "
            + "ikki qatordan oshsa kesiladi"))
        let card = try tree.add(.vStack(alignment: .leading, spacing: 5), [header, body, footnote])
        let padded = try tree.modify(card, .padding(.all, 12))
        let background = try tree.add(.background(alignment: .center), [padded, try tree.add(.color("system:gray6"))])
        cards.append(background)
    }
    let list = try tree.add(.vStack(alignment: .leading, spacing: 12), cards)
    let padded = try tree.modify(list, .padding(.horizontal, 16))
    _ = try tree.add(.scrollView(.vertical), [padded])
    return tree
}

/// CPU time of this thread: the machine is shared, and the layout is single-threaded.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func seconds(_ body: () -> Void) -> Double {
    let start = threadCPUSeconds()
    body()
    return threadCPUSeconds() - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func report(_ name: String, _ n: Int, _ value: Double) {
    print("{\"name\": \"\(name)\", \"n\": \(n), \"seconds\": \(String(format: "%.6f", value))}")
}

do {
    let tree = try makeScreen()
    let texts = tree.nodes.filter { if case .text = $0.kind { return true } else { return false } }.count
    let host = LayoutHost.iPhone15
    // Warm the shared measurer at the widths the rounds use, as earlier previews of a build would.
    let warm = SwiftUILayoutEngine(tree: tree)
    _ = warm.layout(in: host)
    _ = warm.layout(in: host.withWidth(375))
    if ProcessInfo.processInfo.environment["SWIFTUILAYOUT_BENCH_CHECK"] != nil {
        let result = warm.layout(in: host)
        let wrapped = result.views.filter { $0.type == "Text" && $0.frame.height > ($0.style.lineHeight ?? 0) + 1 }.count
        print("nodes \(tree.count), texts \(texts), wrapped \(wrapped), boxes \(result.views.count), "
              + "diagnostics \(result.diagnostics.count), root \(result.views[0].frame)")
    }
    if let loops = ProcessInfo.processInfo.environment["SWIFTUILAYOUT_BENCH_PROFILE"].flatMap(Int.init) {
        // Profiling aid: alternate two widths the engine has seen, so a profiler sees a re-layout's cost.
        for loop in 0..<loops { _ = warm.layout(in: loop % 2 == 0 ? host : host.withWidth(375)) }
        exit(0)
    }
    var first: [Double] = []
    var newWidth: [Double] = []
    var seenWidth: [Double] = []
    for round in 0..<25 {
        var engine: SwiftUILayoutEngine?
        first.append(seconds {
            engine = SwiftUILayoutEngine(tree: tree)
            _ = engine!.layout(in: host)
        })
        // A width no earlier round used: 300, 300.5, 301, …
        let width = 300 + Double(round) / 2
        newWidth.append(seconds { _ = engine!.layout(in: host.withWidth(width)) })
        _ = engine!.layout(in: host.withWidth(375))
        seenWidth.append(seconds { _ = engine!.layout(in: host) })
    }
    report("swiftuilayout.first-layout-200-nodes", tree.count, median(first))
    report("swiftuilayout.relayout-new-width-200-nodes", tree.count, median(newWidth))
    report("swiftuilayout.relayout-seen-width-200-nodes", tree.count, median(seenWidth))
} catch {
    print("swiftuilayout-bench: \(error)")
    exit(1)
}
