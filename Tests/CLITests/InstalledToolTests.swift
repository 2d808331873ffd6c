import Foundation
import XCTest

/// coursegen as a tool on the PATH (issue 18, item 6): it finds its default theme from any working folder, either
/// in the checkout it was built in or in PREFIX/share/coursegen beside an installed copy, and says where it looked
/// when there is none. (`make install` itself is exercised by tests-browser/install.sh.)
final class InstalledToolTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    var scratch: URL!

    override func setUpWithError() throws {
        // Under /tmp, outside the checkout: nothing here leads to the checkout's themes/ folder.
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-installed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Fixtures/site-basic/content"),
                                         to: scratch.appendingPathComponent("work/content"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private var work: URL { scratch.appendingPathComponent("work") }

    private func run(_ executable: URL, _ arguments: [String]) throws -> CoursegenProcess.Result {
        try CoursegenProcess.run(arguments, in: work, binary: executable)
    }

    /// A copy of the built binary at `relative` under the scratch folder (a stand-in for an installed one).
    private func copyBinary(to relative: String) throws -> URL {
        let target = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CoursegenProcess.executable, to: target)
        return target
    }

    private func builtIndex() -> String? {
        try? String(contentsOf: work.appendingPathComponent("_site/index.html"), encoding: .utf8)
    }

    func testTheBuiltBinaryFindsTheCheckoutsThemeFromAnotherFolder() throws {
        // No --theme, and neither the course's parent nor the working folder has themes/: the theme is found
        // above the executable's real path (.build/<triple>/debug/coursegen → the checkout).
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("themes").path))
        let result = try run(CoursegenProcess.executable, ["build", "content", "-o", "_site", "--no-previews", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(builtIndex()?.contains("assets/site.css") == true, result.stderr)
    }

    func testAnInstalledCopyFindsTheThemeInPrefixShareEvenThroughASymlink() throws {
        let installed = try copyBinary(to: "prefix/bin/coursegen")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("prefix/share/coursegen/themes"),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("themes/default"),
                                         to: scratch.appendingPathComponent("prefix/share/coursegen/themes/default"))
        // A link on the PATH to the installed file: the theme is looked up beside the link's target.
        let link = scratch.appendingPathComponent("links/coursegen")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: installed)
        let result = try run(link, ["build", "content", "-o", "_site", "--no-previews", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(builtIndex()?.contains("assets/site.css") == true, result.stderr)
    }

    func testACoursesOwnThemeFolderStillOverridesTheInstalledTheme() throws {
        let installed = try copyBinary(to: "prefix/bin/coursegen")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("prefix/share/coursegen/themes"),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("themes/default"),
                                         to: scratch.appendingPathComponent("prefix/share/coursegen/themes/default"))
        let override = work.appendingPathComponent("content/theme/locales/uz.yml")
        try FileManager.default.createDirectory(at: override.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "start_course: Boshladik\n".write(to: override, atomically: true, encoding: .utf8)
        let result = try run(installed, ["build", "content", "-o", "_site", "--no-previews", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(builtIndex()?.contains("Boshladik") == true, builtIndex() ?? result.stderr)
    }

    func testWithoutAThemeTheErrorListsEveryFolderItTried() throws {
        let lone = try copyBinary(to: "lone/bin/coursegen")
        let result = try run(lone, ["build", "content", "-o", "_site", "--no-previews"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot find the default theme"), result.stderr)
        for tried in [work.path + "/themes/default", scratch.path + "/lone/share/coursegen/themes/default"] {
            XCTAssertTrue(result.stderr.contains("  " + tried + "\n"), "'\(tried)' not listed in:\n\(result.stderr)")
        }
        XCTAssertTrue(result.stderr.contains("make install"), result.stderr)
        XCTAssertNil(builtIndex())
    }

    func testVersionIsPrintedByTheFlagAndTheCommandAndListedInHelp() throws {
        let flag = try CoursegenProcess.run(["--version"])
        XCTAssertEqual(flag.status, 0, flag.stderr)
        XCTAssertNotNil(flag.stdout.range(of: #"^coursegen \d+\.\d+\.\d+\n$"#, options: .regularExpression), flag.stdout)
        let command = try CoursegenProcess.run(["version"])
        XCTAssertEqual(command.status, 0, command.stderr)
        XCTAssertEqual(command.stdout, flag.stdout)
        let help = try CoursegenProcess.run(["help"])
        XCTAssertTrue(help.stdout.contains("  version"), help.stdout)
        XCTAssertEqual(try CoursegenProcess.run(["version", "extra"]).status, 2)
    }
}
