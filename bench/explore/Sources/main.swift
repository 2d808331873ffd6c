// bench/explore.bench.sh: what tap exploration costs in a variant sweep (issue 18, "Tap exploration replays from a
// copy of the scenario"). Every preview block of the serve bench's component lesson (bench/serve/components) runs
// on what the page renderer asks for (own device, 4 devices × 2 orientations, widths 320…440) through
// `runVariants`, once with the default tap exploration budget and once with none: the difference is what the
// explored taps cost. On one thread, release build. JSON lines on stdout, median of `--runs` (default 5).
// `--block N` times only the N-th preview block (from 0), `--loops K` runs it K times and prints nothing (for
// perf or callgrind).
import Foundation
import LayoutScript

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Int(arguments[i + 1]) else { return fallback }
    return v
}
let runs = option("--runs", 5)
let onlyBlock = option("--block", -1)
let loops = option("--loops", 0)

let benchRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let url = benchRoot.appendingPathComponent("serve/components/lessons/components.md")
guard let markdown = try? String(contentsOf: url, encoding: .utf8) else {
    FileHandle.standardError.write("cannot read \(url.path)\n".data(using: .utf8)!)
    exit(2)
}
let lesson = ParsedLesson(lesson: LessonScriptInput(file: url.path, slug: "components",
                                                    blocks: MarkdownFences.scan(markdown)))

func variants(budget: Int) -> [RunOptions] {
    var all = [RunOptions(tapExplorationBudget: budget)]
    for device in ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"] {
        for landscape in [false, true] {
            all.append(RunOptions(deviceName: device, landscape: landscape, tapExplorationBudget: budget))
        }
    }
    for width in 320...440 { all.append(RunOptions(width: Double(width), tapExplorationBudget: budget)) }
    return all
}

let blocks = onlyBlock >= 0 ? [onlyBlock] : Array(0..<LayoutBlockRunner.previewCount(lesson))
let defaultBudget = RunOptions().tapExplorationBudget

if loops > 0 {
    for _ in 0..<loops {
        for number in blocks { _ = LayoutBlockRunner.runVariants(module: lesson, previewNumber: number, variants: variants(budget: defaultBudget)) }
    }
    exit(0)
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

for number in blocks {
    var withTaps: [Double] = []
    var without: [Double] = []
    var states = 0
    for _ in 0..<runs {
        withTaps.append(seconds {
            let out = LayoutBlockRunner.runVariants(module: lesson, previewNumber: number, variants: variants(budget: defaultBudget))
            states = out.first?.states.count ?? 0
        })
        without.append(seconds {
            _ = LayoutBlockRunner.runVariants(module: lesson, previewNumber: number, variants: variants(budget: 0))
        })
    }
    let median = { (v: [Double]) in v.sorted()[v.count / 2] }
    print(String(format: "{\"name\": \"explore.components-block-%d\", \"n\": %d, \"states\": %d, \"seconds\": %.4f, \"without_taps_seconds\": %.4f}",
                 number, runs, states, median(withTaps), median(without)))
}
