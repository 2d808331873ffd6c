// `make bench` (bench/layoutscript.bench.sh): a typical lesson block — a BaseView template with design
// tokens, ~20 views (a header, a 6-row stack of rows with icon + two labels, a button) and 3 states (two
// actions updating a stored constraint inside UIView.animate) — parsed, run and laid out end to end.
import Foundation
import LayoutScript

let typicalBlock = #"""
enum Spacing {
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
}

class BaseView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
        setupConstraints()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func setupViews() {}
    func setupConstraints() {}
}

final class RowView: BaseView {
    let iconView = UIView()
    let titleLabel = UILabel()
    let valueLabel = UILabel()

    override func setupViews() {
        iconView.backgroundColor = .systemBlue
        iconView.layer.cornerRadius = 8
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        valueLabel.font = .systemFont(ofSize: 15)
        valueLabel.textColor = .secondaryLabel
        [iconView, titleLabel, valueLabel].forEach { addSubview($0) }
    }

    override func setupConstraints() {
        iconView.snp.makeConstraints { make in
            make.leading.equalToSuperview().inset(Spacing.m)
            make.centerY.equalToSuperview()
            make.size.equalTo(32)
        }
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(iconView.snp.trailing).offset(Spacing.m)
            make.centerY.equalToSuperview()
        }
        valueLabel.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(Spacing.m)
            make.centerY.equalToSuperview()
            make.leading.greaterThanOrEqualTo(titleLabel.snp.trailing).offset(Spacing.s)
        }
        snp.makeConstraints { make in
            make.height.equalTo(56)
        }
    }

    func configure(title: String, value: String) {
        titleLabel.text = title
        valueLabel.text = value
    }
}

final class SettingsView: BaseView {
    private let headerView = UIView()
    private let stackView = UIStackView()
    private let saveButton = UIButton(type: .system)
    private var headerHeight: Constraint?

    override func setupViews() {
        backgroundColor = .systemGroupedBackground
        stackView.axis = .vertical
        stackView.spacing = Spacing.s
        addSubview(headerView)
        addSubview(stackView)
        addSubview(saveButton)
        saveButton.setTitle("Saqlash", for: .normal)
        let titles = ["Akkaunt", "Xavfsizlik", "Bildirishnomalar", "Til", "Mavzu", "Yordam"]
        for (index, title) in titles.enumerated() {
            let row = RowView()
            row.configure(title: title, value: index % 2 == 0 ? "Yoqilgan" : "Oʻchirilgan")
            stackView.addArrangedSubview(row)
        }
    }

    override func setupConstraints() {
        headerView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            headerHeight = make.height.equalTo(120).constraint
        }
        stackView.snp.makeConstraints { make in
            make.top.equalTo(headerView.snp.bottom).offset(Spacing.l)
            make.leading.trailing.equalToSuperview().inset(Spacing.m)
        }
        saveButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalToSuperview().inset(Spacing.l)
        }
    }

    func collapse() {
        headerHeight?.update(offset: 60)
        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }

    func expand() {
        headerHeight?.update(offset: 160)
        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }
}
"""#

let markdown = "```swift preview actions=\"collapse(); expand()\" id=bench\n" + typicalBlock + "\n```\n"
let input = LessonScriptInput(file: "bench.md", slug: "bench", blocks: MarkdownFences.scan(markdown))

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func report(_ name: String, _ n: Int, _ value: Double) {
    let formatted = String(format: "%.6f", value)
    print("{\"name\": \"\(name)\", \"n\": \(n), \"seconds\": \(formatted), \"peer_seconds\": null, \"ratio\": null}")
}

// Warm the text measurer once, as a build of many lessons would.
let warm = LayoutBlockRunner.run(lesson: input)
let views = warm.blocks.first?.states.first?.views.count ?? 0
let stateCount = warm.blocks.first?.states.count ?? 0
if let errors = warm.blocks.first?.diagnostics.filter({ $0.severity == "error" }), !errors.isEmpty {
    FileHandle.standardError.write(Data("layoutscript-bench: the block has errors: \(errors)\n".utf8))
}
if let loops = ProcessInfo.processInfo.environment["LAYOUTSCRIPT_BENCH_PROFILE"].flatMap(Int.init) {
    // Profiling aid: repeat the typical block so a profiler sees one run's cost as the difference of two counts
    // (callgrind with N = 10 and 30: (Collected₃₀ − Collected₁₀) / 20 instructions per run).
    for _ in 0..<loops { _ = LayoutBlockRunner.run(lesson: input) }
    exit(0)
}
var times: [Double] = []
for _ in 0..<25 {
    times.append(seconds { _ = LayoutBlockRunner.run(lesson: input) })
}
report("layoutscript.typical-block-\(views)-views-\(stateCount)-states", views, median(times))
// `LAYOUTSCRIPT_BENCH_TYPICAL_ONLY=1` stops here, so that the typical block alone can be counted under callgrind.
if ProcessInfo.processInfo.environment["LAYOUTSCRIPT_BENCH_TYPICAL_ONLY"] == "1" { exit(0) }

// Variant sweeps (issue 18): every preview block on what the page renderer asks for (own device, 4 devices × 2
// orientations, widths 320…440), one run per variant (`runVariantsSeparately`, before) and through
// `runVariants` (after: one run of the code for all variants when the sweep can take the block). On one thread.
let benchRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

func rendererVariants() -> [RunOptions] {
    var variants = [RunOptions()]
    for device in ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"] {
        for landscape in [false, true] { variants.append(RunOptions(deviceName: device, landscape: landscape)) }
    }
    for width in 320...440 { variants.append(RunOptions(width: Double(width))) }
    return variants
}

func lesson(at url: URL) -> ParsedLesson? {
    guard let markdown = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return ParsedLesson(lesson: LessonScriptInput(file: url.path, slug: url.deletingPathExtension().lastPathComponent,
                                                  blocks: MarkdownFences.scan(markdown)))
}

/// Seconds for every block of `lessons` on all variants (median of `repeats`), and how many blocks were swept.
func variantSeconds(_ lessons: [ParsedLesson], swept: Bool, repeats: Int) -> Double {
    let variants = rendererVariants()
    var times: [Double] = []
    for _ in 0..<repeats {
        times.append(seconds {
            for lesson in lessons {
                for number in 0..<LayoutBlockRunner.previewCount(lesson) {
                    if swept {
                        _ = LayoutBlockRunner.runVariants(module: lesson, previewNumber: number, variants: variants)
                    } else {
                        _ = LayoutBlockRunner.runVariantsSeparately(module: lesson, previewNumber: number, variants: variants)
                    }
                }
            }
        })
    }
    return median(times)
}

func reportPair(_ name: String, _ n: Int, before: Double, after: Double) {
    let line = String(format: "{\"name\": \"%@\", \"n\": %d, \"seconds\": %.6f, \"before_seconds\": %.6f, \"ratio\": %.2f}",
                      name, n, after, before, before / after)
    print(line)
}

let contentFolder = benchRoot.appendingPathComponent("content/lessons")
let courseLessons = ((try? FileManager.default.contentsOfDirectory(at: contentFolder, includingPropertiesForKeys: nil)) ?? [])
    .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }.compactMap(lesson(at:))
let courseBlocks = courseLessons.reduce(0) { $0 + LayoutBlockRunner.previewCount($1) }
let courseBefore = variantSeconds(courseLessons, swept: false, repeats: 3)
let courseAfter = variantSeconds(courseLessons, swept: true, repeats: 3)
reportPair("layoutscript.variants.course-\(courseBlocks)-blocks-\(rendererVariants().count)-variants", courseBlocks,
           before: courseBefore, after: courseAfter)

if let components = lesson(at: benchRoot.appendingPathComponent("bench/layoutscript/fixtures/components-lesson.md")) {
    let blocks = LayoutBlockRunner.previewCount(components)
    let before = variantSeconds([components], swept: false, repeats: 3) / Double(blocks)
    let after = variantSeconds([components], swept: true, repeats: 3) / Double(blocks)
    reportPair("layoutscript.variants.components-lesson-per-block", blocks, before: before, after: after)
}
