extension ViewKind {
    /// A modifier as a lesson would write it.
    var writtenForm: String {
        let kind = self
        func number(_ value: Double) -> String {
            if value.isInfinite { return ".infinity" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        func alignmentName(_ a: Alignment) -> String {
            switch (a.horizontal, a.vertical) {
            case (.center, .center): return ".center"
            case (.center, _): return ".\(a.vertical.rawValue)"
            case (_, .center): return ".\(a.horizontal.rawValue)"
            default: return "." + a.vertical.rawValue + a.horizontal.rawValue.prefix(1).uppercased()
                + a.horizontal.rawValue.dropFirst()
            }
        }
        func arguments(_ pairs: [(String, Double?)]) -> [String] {
            pairs.compactMap { name, value in value.map { "\(name): \(number($0))" } }
        }
        switch kind {
        case .padding(let edges, let length):
            let lengthText = length.map(number)
            if edges == .all { return "padding(\(lengthText ?? ""))" }
            let names: [(EdgeSet, String)] = [(.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
                                              (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
            var rest = edges
            var parts: [String] = []
            for (set, name) in names where rest.isSuperset(of: set) {
                parts.append(name)
                rest.subtract(set)
            }
            let edgeText = parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
            return "padding(\(edgeText)\(lengthText.map { ", \($0)" } ?? ""))"
        case .paddingInsets(let insets):
            return "padding(EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
                + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing))))"
        case .frame(let width, let height, let alignment):
            var parts = arguments([("width", width), ("height", height)])
            if alignment != .center { parts.append("alignment: \(alignmentName(alignment))") }
            return "frame(\(parts.joined(separator: ", ")))"
        case .flexibleFrame(let f):
            var parts = arguments([("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                   ("minHeight", f.minHeight), ("idealHeight", f.idealHeight),
                                   ("maxHeight", f.maxHeight)])
            if f.alignment != .center { parts.append("alignment: \(alignmentName(f.alignment))") }
            return "frame(\(parts.joined(separator: ", ")))"
        case .position(let x, let y): return "position(x: \(number(x)), y: \(number(y)))"
        case .background(let a): return a == .center ? "background" : "background(alignment: \(alignmentName(a)))"
        case .overlay(let a): return a == .center ? "overlay" : "overlay(alignment: \(alignmentName(a)))"
        case .fixedSize(let h, let v):
            return h && v ? "fixedSize()" : "fixedSize(horizontal: \(h), vertical: \(v))"
        case .layoutPriority(let p): return "layoutPriority(\(number(p)))"
        case .offset(let x, let y): return "offset(x: \(number(x)), y: \(number(y)))"
        case .aspectRatio(let r, let mode): return "aspectRatio(\(r.map(number) ?? "nil"), contentMode: .\(mode.rawValue))"
        case .cornerRadius(let r): return "cornerRadius(\(number(r)))"
        case .opacity(let o): return "opacity(\(number(o)))"
        case .lineLimit(let l): return "lineLimit(\(l.map(String.init) ?? "nil"))"
        default: return kind.typeName
        }
    }
}
