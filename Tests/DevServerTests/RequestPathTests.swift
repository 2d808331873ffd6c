@testable import DevServer
import XCTest

final class RequestPathTests: XCTestCase {
    func testPlainPathsSplitIntoDecodedSegments() throws {
        let path = try RequestPath.parse("/lessons/01-kirish/index.html").get()
        XCTAssertEqual(path.segments, ["lessons", "01-kirish", "index.html"])
        XCTAssertFalse(path.hasTrailingSlash)
        XCTAssertEqual(try RequestPath.parse("/o%CA%BBzbek%20tili/").get().segments, ["oʻzbek tili"])
        XCTAssertTrue(try RequestPath.parse("/lessons/").get().hasTrailingSlash)
    }

    func testEmptyAndDotSegmentsDisappear() throws {
        XCTAssertEqual(try RequestPath.parse("//a/./b//").get().segments, ["a", "b"])
        XCTAssertEqual(try RequestPath.parse("/").get().segments, [])
    }

    func testDotDotInAnySpellingIsABadRequest() {
        for raw in ["/..", "/a/../b", "/%2e%2e/x", "/%2E%2E/x", "/.%2e/x", "/%2e./x"] {
            guard case .failure(.badRequest) = RequestPath.parse(raw) else { return XCTFail("\(raw) accepted") }
        }
    }

    func testBackslashesNulBytesEncodedSlashesAndBadEscapesAreBadRequests() {
        for raw in ["/a\\b", "/a%5cb", "/a%5Cb", "/a%00b", "/a%2fb", "/a%0ab", "/a%", "/a%4", "/a%g0", "a/b", "/%ff"] {
            guard case .failure(.badRequest) = RequestPath.parse(raw) else { return XCTFail("\(raw) accepted") }
        }
    }

    func testHiddenFilesAreNotFound() {
        XCTAssertEqual(RequestPath.parse("/.git/config").failureValue, .notFound)
    }
}

private extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
