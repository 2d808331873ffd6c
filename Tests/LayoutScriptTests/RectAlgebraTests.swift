@testable import LayoutScript
import Testing

/// `CGRect.intersection(_:)`, `intersects(_:)`, `union(_:)` and `contains(_:)` follow CGGeometry: rectangles are
/// standardized first, a missing intersection is `CGRect.null` (origin +∞, size 0, `isNull`, `isEmpty`), and the
/// null rectangle contributes nothing to a union.
@Test func rectIntersectionFollowsCGGeometry() {
    let r = runScript("""
        let view = CGRect(x: 0, y: 59, width: 393, height: 759)
        let keyboard = CGRect(x: 0, y: 457, width: 393, height: 336)
        let overlap = view.intersection(keyboard)
        print(overlap.minX, overlap.minY, overlap.width, overlap.height)
        let below = CGRect(x: 0, y: 852, width: 393, height: 336)
        let none = view.intersection(below)
        print(none.isNull, none.isEmpty, none.height, none == CGRect.null, view.intersects(below), view.intersects(keyboard))
        let flipped = CGRect(x: 100, y: 100, width: -50, height: -50).intersection(CGRect(x: 0, y: 0, width: 60, height: 60))
        print(flipped.minX, flipped.minY, flipped.width, flipped.height)
        let touching = CGRect(x: 0, y: 0, width: 10, height: 10).intersection(CGRect(x: 10, y: 0, width: 10, height: 10))
        print(touching.isNull, touching.minX, touching.width, touching.height)
        let u = CGRect(x: 10, y: 10, width: 10, height: 10).union(CGRect(x: 30, y: 0, width: 5, height: 5))
        print(u.minX, u.minY, u.width, u.height)
        let n = CGRect.null.union(CGRect(x: 1, y: 2, width: 3, height: 4))
        print(n.minX, n.minY, n.width, n.height)
        print(view.contains(keyboard), view.contains(CGRect(x: 10, y: 100, width: 20, height: 20)), view.contains(CGRect.null))
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == [
        // y from max(59, 457) = 457 to min(818, 793) = 793: height 336 (the keyboard lies inside the view).
        "0.0 457.0 393.0 336.0",
        // The view ends at 818, above the keyboard's top 852: no intersection, so CGRect.null.
        "true true 0.0 true false true",
        // (100, 100, −50, −50) standardized is (50, 50, 50, 50); with (0, 0, 60, 60): (50, 50, 10, 10).
        "50.0 50.0 10.0 10.0",
        // Sharing the edge x = 10 is an intersection of zero width, not null.
        "false 10.0 0.0 10.0",
        // x 10 … 35, y 0 … 20.
        "10.0 0.0 25.0 20.0",
        "1.0 2.0 3.0 4.0",
        // The keyboard (457 … 793) lies within 59 … 818; nothing contains the null rectangle.
        "true true false",
    ])
}
