/// The modifiers that share a box, gathered on the way down to the view whose box they share.
struct FoldedModifiers {
    var names: [String] = []
    var style = SwiftUIViewStyle()
    var alpha = 1.0
    var hidden = false
    var offset = ViewPoint.zero
    var ignoresSafeArea: EdgeSet = []
    /// Set when an outer modifier already set the value: the outermost corner radius and shadow win, since
    /// they apply to everything inside them.
    var hasCornerRadius = false
    var hasShadow = false
}

/// Places each node where its parent put it and records the boxes: the second half of the protocol.
struct Placement {
    let engine: SwiftUILayoutEngine
    var views: [PlacedView] = []

    init(engine: SwiftUILayoutEngine) {
        self.engine = engine
        views.reserveCapacity(engine.tree.count)
    }

    /// Places `index`, which its parent proposed `proposal` and put at `frame` (parent box coordinates; the size
    /// is the one the node answered).
    mutating func place(_ index: Int, proposal: ProposedViewSize, frame: ViewRect, path: String, parent: String?,
                        parentScreen: ViewPoint, folded: FoldedModifiers) {
        let kind = engine.kinds[index]
        let children = engine.tree.nodes[index].children
        if kind.sharesContentBox {
            placeFolded(index, kind, proposal: proposal, frame: frame, path: path, parent: parent,
                        parentScreen: parentScreen, folded: folded)
            return
        }
        if case .emptyView = kind { return }

        var frame = frame
        frame.x += folded.offset.x
        frame.y += folded.offset.y
        let screen = ViewRect(x: parentScreen.x + frame.x, y: parentScreen.y + frame.y, width: frame.width,
                              height: frame.height)
        var view = PlacedView(path: path, type: kind.typeName, parent: parent, frame: frame, screen: screen,
                              location: engine.tree.nodes[index].location, modifier: nil, modifiers: folded.names,
                              insets: nil, spacingBefore: nil, text: nil, hidden: folded.hidden, alpha: folded.alpha,
                              style: folded.style)
        describe(index, kind, proposal: proposal, size: frame.size, into: &view)
        let viewIndex = views.count
        views.append(view)
        let screenOrigin = screen.origin
        let size = frame.size

        switch kind {
        case .vStack(let alignment, let spacing):
            placeStack(index, engine.stackArrangement(index, axis: .vertical, spacing: spacing,
                                                      minorAlignment: .init(alignment), proposal),
                       path: path, screen: screenOrigin)
        case .hStack(let alignment, let spacing):
            placeStack(index, engine.stackArrangement(index, axis: .horizontal, spacing: spacing,
                                                      minorAlignment: .init(alignment), proposal),
                       path: path, screen: screenOrigin)
        case .group, .forEach:
            placeStack(index, engine.stackArrangement(index, axis: .vertical, spacing: nil, minorAlignment: .center,
                                                      proposal),
                       path: path, screen: screenOrigin)
        case .zStack(let alignment):
            for child in engine.layoutChildren[index] {
                let childSize = engine.sizeThatFits(child.node, proposal)
                place(child.node, proposal: proposal, frame: aligned(childSize, in: size, alignment),
                      path: "\(path).\(child.pathSuffix)", parent: path, parentScreen: screenOrigin, folded: FoldedModifiers())
            }
        case .padding, .paddingInsets:
            let insets = engine.paddingInsets(index)
            let childProposal = engine.paddingProposal(proposal, insets)
            let childSize = engine.sizeThatFits(children[0].index, childProposal)
            views[viewIndex].insets = insets.array
            place(children[0].index, proposal: childProposal,
                  frame: ViewRect(origin: ViewPoint(x: insets.leading, y: insets.top), size: childSize),
                  path: "\(path).0", parent: path, parentScreen: screenOrigin, folded: FoldedModifiers())
        case .frame(let width, let height, let alignment):
            let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let childSize = engine.sizeThatFits(children[0].index, childProposal)
            place(children[0].index, proposal: childProposal, frame: aligned(childSize, in: size, alignment),
                  path: "\(path).0", parent: path, parentScreen: screenOrigin, folded: FoldedModifiers())
        case .flexibleFrame(let flexible):
            let childProposal = engine.flexibleFrameSize(index, flexible, proposal).childProposal
            let childSize = engine.sizeThatFits(children[0].index, childProposal)
            place(children[0].index, proposal: childProposal, frame: aligned(childSize, in: size, flexible.alignment),
                  path: "\(path).0", parent: path, parentScreen: screenOrigin, folded: FoldedModifiers())
        case .position(let x, let y):
            let childSize = engine.sizeThatFits(children[0].index, proposal)
            let origin = ViewPoint(x: x - childSize.width / 2, y: y - childSize.height / 2)
            place(children[0].index, proposal: proposal, frame: ViewRect(origin: origin, size: childSize),
                  path: "\(path).0", parent: path, parentScreen: screenOrigin, folded: FoldedModifiers())
        case .background(let alignment), .overlay(let alignment):
            let content = children[0].index
            let secondary = children[1].index
            let secondaryProposal = ProposedViewSize(size)
            let secondarySize = engine.sizeThatFits(secondary, secondaryProposal)
            let secondaryFrame = aligned(secondarySize, in: size, alignment)
            let isBackground: Bool
            if case .background = kind { isBackground = true } else { isBackground = false }
            // Drawing order: a background under the content, an overlay over it.
            if isBackground {
                place(secondary, proposal: secondaryProposal, frame: secondaryFrame, path: "\(path).1", parent: path,
                      parentScreen: screenOrigin, folded: FoldedModifiers())
            }
            place(content, proposal: proposal, frame: ViewRect(origin: .zero, size: size), path: "\(path).0",
                  parent: path, parentScreen: screenOrigin, folded: FoldedModifiers())
            if !isBackground {
                place(secondary, proposal: secondaryProposal, frame: secondaryFrame, path: "\(path).1", parent: path,
                      parentScreen: screenOrigin, folded: FoldedModifiers())
            }
        default:
            break
        }
    }

    private mutating func placeFolded(_ index: Int, _ kind: ViewKind, proposal: ProposedViewSize, frame: ViewRect,
                                      path: String, parent: String?, parentScreen: ViewPoint, folded: FoldedModifiers) {
        var folded = folded
        folded.names.insert(modifierDescription(kind), at: 0)
        var childProposal = proposal
        switch kind {
        case .fixedSize(let horizontal, let vertical):
            childProposal = engine.fixedSizeProposal(proposal, horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let mode):
            childProposal = engine.aspectRatioProposal(index, ratio, mode, proposal)
        case .offset(let x, let y):
            folded.offset.x += x
            folded.offset.y += y
        case .opacity(let value):
            folded.alpha *= value
        case .hidden:
            folded.hidden = true
        case .clipped:
            folded.style.clipsToBounds = true
        case .clipShape(let shape):
            folded.style.clipsToBounds = true
            if folded.style.clipShape == nil { folded.style.clipShape = shape.styleName }
            if case .roundedRectangle(let radius) = shape, !folded.hasCornerRadius {
                folded.style.cornerRadius = radius
                folded.hasCornerRadius = true
            }
        case .cornerRadius(let radius):
            // cornerRadius clips the view to a rounded rectangle. [DOC] View/cornerRadius(_:antialiased:)
            folded.style.clipsToBounds = true
            if !folded.hasCornerRadius {
                folded.style.cornerRadius = radius
                folded.hasCornerRadius = true
            }
        case .shadow(let shadow):
            if !folded.hasShadow {
                folded.style.shadowColor = shadow.color
                folded.style.shadowRadius = shadow.radius
                folded.style.shadowOffset = [shadow.x, shadow.y]
                folded.hasShadow = true
            }
        case .ignoresSafeArea(let edges):
            folded.ignoresSafeArea.formUnion(edges)
        default:
            break
        }
        let child = engine.tree.nodes[index].children[0].index
        place(child, proposal: childProposal, frame: frame, path: path, parent: parent, parentScreen: parentScreen,
              folded: folded)
    }

    private mutating func placeStack(_ index: Int, _ arrangement: StackArrangement, path: String, screen: ViewPoint) {
        for (i, child) in engine.layoutChildren[index].enumerated() {
            let before = views.count
            place(child.node, proposal: arrangement.proposals[i], frame: arrangement.frames[i],
                  path: "\(path).\(child.pathSuffix)", parent: path, parentScreen: screen, folded: FoldedModifiers())
            if i > 0, before < views.count { views[before].spacingBefore = arrangement.gaps[i] }
        }
    }

    /// Puts a child of `size` in a box of `container` by the alignment's guides (baselines as bottom).
    private func aligned(_ size: ViewSize, in container: ViewSize, _ alignment: Alignment) -> ViewRect {
        let x = alignment.horizontal.position(in: container.width) - alignment.horizontal.position(in: size.width)
        let y = alignment.vertical.position(in: container.height) - alignment.vertical.position(in: size.height)
        return ViewRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Fills in what a renderer needs for this kind of view.
    private func describe(_ index: Int, _ kind: ViewKind, proposal: ProposedViewSize, size: ViewSize,
                          into view: inout PlacedView) {
        let environment = engine.environment[index]
        switch kind {
        case .text(let string):
            let measure = engine.textMeasure(index, proposal)
            let font = environment.font
            view.text = string
            view.style.fontSize = font.pointSize
            view.style.fontWeight = font.resolvedWeight.cssWeight
            view.style.lineHeight = measure.lineHeight
            if font.design != .default { view.style.fontDesign = font.design.rawValue }
            if font.isItalic { view.style.italic = true }
            view.style.textColor = environment.foreground
            view.style.textAlignment = environment.textAlignment.rawValue
            view.style.numberOfLines = measure.maxLines == 0 ? nil : measure.maxLines
            if measure.truncated {
                view.style.truncated = true
                view.style.truncationMode = environment.truncation.rawValue
            }
        case .image(let image):
            view.style.imageName = image.isSymbol ? "symbol:\(image.name)" : image.name
            view.style.tintColor = environment.foreground
            if image.isSymbol { view.style.fontSize = environment.font.pointSize }
        case .color(let color):
            view.style.backgroundColor = color
        case .shape(let shape, let fill):
            view.style.shape = shape.styleName
            // A shape is filled with the foreground style unless it is given a fill. [DOC] Shape
            view.style.backgroundColor = fill ?? environment.foreground ?? "system:label"
            if case .roundedRectangle(let radius) = shape, view.style.cornerRadius == nil {
                view.style.cornerRadius = radius
            }
        case .divider:
            view.style.backgroundColor = "system:separator"
        default:
            break
        }
        if !kind.sharesContentBox, case .padding = kind { view.modifier = modifierDescription(kind) }
        switch kind {
        case .paddingInsets, .frame, .flexibleFrame, .position, .background, .overlay:
            view.modifier = modifierDescription(kind)
        default:
            break
        }
    }

    /// A modifier as a lesson would write it.
    private func modifierDescription(_ kind: ViewKind) -> String {
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
