// swift-tools-version:6.0
// coursegen: a static site generator for programming courses with live Auto Layout previews.
// Only the toolchain's own modules and Debian's C libraries are used; SwiftPM fetches nothing.
import PackageDescription

let package = Package(
    name: "coursegen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coursegen", targets: ["coursegen"]),
    ],
    targets: [
        // C libraries from Debian's -dev packages (recipe: ../shared/reference/system-libraries.md).
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        // The pipeline, top to bottom of DESIGN.md §1. Arrows only point down.
        // Every library target builds in the Swift 6 language mode (full data-race checking) except CourseSite and
        // LayoutScript, which the Swift 6 checker still rejects (docs/concurrency.md says where); the mode changes
        // what the compiler checks, not the code it generates.
        .target(name: "Diagnostics", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Optimised even in debug builds: layout tests solve many systems, and at -Onone the solver runs 7x the
        // instructions (solver-bench build 1000, debug: 944 M against 130 M, bench/RESULTS.md, session 8).
        // Swift 6 language mode (also AutoLayout): no diagnostic, no measured cost (bench/RESULTS.md, session 8).
        .target(name: "Solver", swiftSettings: [.unsafeFlags(["-O"]), .swiftLanguageMode(.v6)]),
        .target(name: "TextMetrics", dependencies: ["CHarfBuzz"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Release builds skip Swift's dynamic exclusivity checks here: the engine is single-threaded, the checks
        // were a twentieth of a first layout (-6 % instructions, bench/RESULTS.md, session 3), and debug builds
        // (every test) keep them.
        .target(name: "AutoLayout", dependencies: ["Solver", "TextMetrics", "Diagnostics"], exclude: ["README.md"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
                                .swiftLanguageMode(.v6)]),
        // SwiftUI's layout protocol (proposals, stacks, frames, padding, text); no constraints, no language.
        // Release builds skip exclusivity checks as AutoLayout does: without the flag a re-layout of the bench
        // screen costs 30 % more instructions (0.99 M against 0.76 M, bench/RESULTS.md, session 8).
        .target(name: "SwiftUILayout", dependencies: ["TextMetrics", "Diagnostics"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
                                .swiftLanguageMode(.v6)]),
        .target(name: "SwiftLexer", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LayoutFrames", dependencies: ["Diagnostics"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // A lesson's text as every consumer reads it: UTF-8 decoding, front matter, cmark-gfm's code blocks with
        // their positions, info strings. The build, `frames` and the corpus runner all find blocks through it.
        .target(name: "LessonMarkdown", dependencies: ["CCmarkGFM", "Diagnostics"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Layout blocks in four targets (Sources/LayoutScript/README.md): the Swift subset knows no UI world; each
        // world is a sibling on top of it; LayoutScript runs a lesson's blocks and is the one target knowing both.
        // UIKitWorld also sees SwiftUIWorld for one class, UIHostingController, whose view draws SwiftUI content.
        // Swift 6 language mode (also UIKitWorld and SwiftUIWorld): no new diagnostic; the bench block runs in fewer
        // instructions than before the split (bench/RESULTS.md, session 9). LayoutScript stays in the Swift 5 mode
        // (docs/concurrency.md says why).
        // Release builds of SwiftSubset and UIKitWorld skip dynamic exclusivity checks, as AutoLayout does: a run is
        // single-threaded, and across the module boundary the optimizer cannot prove accesses exclusive, so with
        // the checks the bench block costs 17.00 M instructions per run, without them 15.75 M (bench/RESULTS.md,
        // session 9; 16.53 M before the split).
        .target(name: "SwiftSubset", dependencies: ["SwiftLexer", "Diagnostics"], exclude: ["README.md"],
                swiftSettings: [.swiftLanguageMode(.v6),
                                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "UIKitWorld", dependencies: ["SwiftSubset", "SwiftUIWorld", "SwiftUILayout", "AutoLayout", "TextMetrics",
                                                   "LayoutFrames", "Diagnostics"],
                exclude: ["README.md"],
                swiftSettings: [.swiftLanguageMode(.v6),
                                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "SwiftUIWorld", dependencies: ["SwiftSubset", "SwiftUILayout", "TextMetrics", "AutoLayout", "LayoutFrames",
                                                     "Diagnostics"],
                exclude: ["README.md"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LayoutScript", dependencies: ["SwiftSubset", "UIKitWorld", "SwiftUIWorld", "AutoLayout", "SwiftUILayout",
                                                     "TextMetrics", "LayoutFrames", "LessonMarkdown", "Diagnostics"],
                exclude: ["README.md"]),
        .target(name: "PreviewRender", dependencies: ["LayoutFrames", "Diagnostics"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "CourseSite", dependencies: ["CCmarkGFM", "CYAML", "SwiftLexer", "LessonMarkdown", "Diagnostics"],
                exclude: ["README.md"]),
        .target(name: "LinkCheck", dependencies: ["CLibXML2", "Diagnostics"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Reporting", dependencies: ["Diagnostics", "CLibXML2"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "CMicroHTTPDShim", dependencies: ["CMicroHTTPD"]),
        .target(name: "DevServer", dependencies: ["CourseSite", "CMicroHTTPD", "CMicroHTTPDShim", "Diagnostics"],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "coursegen",
            dependencies: ["Diagnostics", "Solver", "LayoutScript", "LessonMarkdown", "LayoutFrames", "PreviewRender",
                           "CourseSite", "LinkCheck", "Reporting", "DevServer"]),

        // `make bench` (bench/solver.bench.sh): times the solver on the chain systems of issue 4.
        .executableTarget(name: "solver-bench", dependencies: ["Solver"], path: "bench/solver/Sources"),
        // `make bench` (bench/autolayout.bench.sh): a 200-view screen, full layout and re-layout.
        .executableTarget(name: "autolayout-bench", dependencies: ["AutoLayout", "Solver", "TextMetrics"],
                          path: "bench/autolayout/Sources"),
        // `make bench` (bench/swiftuilayout.bench.sh): a 200-node SwiftUI screen, first layout and re-layout.
        .executableTarget(name: "swiftuilayout-bench", dependencies: ["SwiftUILayout", "TextMetrics"],
                          path: "bench/swiftuilayout/Sources"),
        // `make bench` (bench/layoutscript.bench.sh): a typical ~20-view, 3-state lesson block end to end.
        .executableTarget(name: "layoutscript-bench", dependencies: ["LayoutScript"], path: "bench/layoutscript/Sources"),
        // bench/tweak.bench.sh: what two tweakable constants of 21 values add to a block's build (issue 24).
        .executableTarget(name: "tweak-bench", dependencies: ["LayoutScript", "PreviewRender"], path: "bench/tweak/Sources"),
        // bench/explore.bench.sh: what explored taps add to a block's variant sweep (issue 18).
        .executableTarget(name: "explore-bench", dependencies: ["LayoutScript"], path: "bench/explore/Sources"),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "Reporting"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Solver", "TextMetrics"]),
        .testTarget(name: "SwiftUILayoutTests", dependencies: ["SwiftUILayout", "TextMetrics", "Diagnostics"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "LessonMarkdownTests", dependencies: ["LessonMarkdown", "Diagnostics"]),
        .testTarget(name: "SwiftSubsetTests", dependencies: ["SwiftSubset"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "SwiftSubset", "UIKitWorld", "SwiftUIWorld",
                                                              "LayoutFrames", "AutoLayout"],
                    // The corpus lessons are read from the source tree by CorpusTests, not bundled.
                    exclude: ["Corpus"]),
        .testTarget(name: "PreviewRenderTests", dependencies: ["PreviewRender", "LayoutFrames"]),
        .testTarget(name: "CourseSiteTests", dependencies: ["CourseSite", "LessonMarkdown"]),
        .testTarget(name: "LinkCheckTests", dependencies: ["LinkCheck"]),
        .testTarget(name: "DevServerTests", dependencies: ["DevServer", "CourseSite"]),
        .testTarget(name: "CLITests", dependencies: []),
    ],
    swiftLanguageModes: [.v5]
)
