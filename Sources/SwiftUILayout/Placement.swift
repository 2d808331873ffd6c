/// The modifiers that share a box: what they do to the box of the view they wrap. Gathered once per engine for
/// every node (`SwiftUILayoutEngine.folded`), since they depend on the tree alone.
struct FoldedModifiers {
    /// Outermost last.
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

    /// These modifiers with `kind` applied inside them (nearer the content).
    func adding(_ kind: ViewKind) -> FoldedModifiers {
        var folded = self
        folded.names.insert(kind.writtenForm, at: 0)
        switch kind {
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
        return folded
    }
}

/// Places each node where its parent put it and records the boxes: the second half of the protocol.
struct Placement {
    let engine: SwiftUILayoutEngine
    let host: LayoutHost
    var views: [PlacedView] = []

    init(engine: SwiftUILayoutEngine, host: LayoutHost) {
        self.engine = engine
        self.host = host
        views.reserveCapacity(engine.tree.count)
    }

    /// Places `index`, which its parent proposed `proposal` and put at `frame` (parent box coordinates; the size
    /// is the one the node answered). `parent` is the enclosing box's path, `parentScreen` its canvas origin.
    mutating func place(_ index: Int, proposal: ProposedViewSize, frame: ViewRect, parent: String?,
                        parentScreen: ViewPoint) {
        let kind = engine.kinds[index]
        if kind.sharesContentBox {
            placeFolded(index, kind, proposal: proposal, frame: frame, parent: parent, parentScreen: parentScreen)
            return
        }
        if case .emptyView = kind { return }
        let path = engine.paths[index]
        let folded = engine.folded[index]

        var frame = frame
        var proposal = proposal
        frame.x += folded.offset.x
        frame.y += folded.offset.y
        var screen = ViewRect(x: parentScreen.x + frame.x, y: parentScreen.y + frame.y, width: frame.width,
                              height: frame.height)
        if !folded.ignoresSafeArea.isEmpty {
            let grown = grownIntoSafeArea(screen, edges: folded.ignoresSafeArea, host: host)
            if grown != screen {
                frame = ViewRect(x: frame.x + grown.x - screen.x, y: frame.y + grown.y - screen.y,
                                 width: grown.width, height: grown.height)
                screen = grown
                proposal = ProposedViewSize(grown.size)
            }
        }
        // A box is recorded before its children (depth-first order), and filled in where it lies in the list.
        views.append(PlacedView(path: path, type: kind.typeName, node: NodeID(index: index), parent: parent,
                                frame: frame, screen: screen, location: engine.tree.nodes[index].location,
                                modifier: engine.writtenForms[index], modifiers: folded.names, insets: nil,
                                spacingBefore: nil, contentSize: nil, text: nil, hidden: folded.hidden,
                                alpha: folded.alpha, style: folded.style))
        let recorded = views.count - 1
        Self.describe(index, kind, proposal: proposal, engine: engine, into: &views[recorded])
        let size = frame.size
        let origin = screen.origin
        let content = engine.tree.nodes[index].children.first?.index ?? 0
        switch kind {
        case .padding, .paddingInsets:
            views[recorded].insets = engine.paddingInsets(index).array
        case .scrollView(let axes):
            views[recorded].contentSize = engine.sizeThatFits(content, engine.scrollContentProposal(proposal, axes))
        default:
            break
        }

        switch kind {
        case .vStack(let alignment, let spacing):
            placeStack(index, engine.stackArrangement(index, axis: .vertical, spacing: spacing,
                                                      minorAlignment: .init(alignment), proposal),
                       path: path, screen: origin)
        case .hStack(let alignment, let spacing):
            placeStack(index, engine.stackArrangement(index, axis: .horizontal, spacing: spacing,
                                                      minorAlignment: .init(alignment), proposal),
                       path: path, screen: origin)
        case .group, .forEach:
            placeStack(index, engine.stackArrangement(index, axis: .vertical, spacing: nil, minorAlignment: .center,
                                                      proposal),
                       path: path, screen: origin)
        case .zStack(let alignment):
            let proposals = engine.zStackProposals(index, proposal).proposals
            for (child, childProposal) in zip(engine.layoutChildren[index], proposals) {
                let childSize = engine.sizeThatFits(child.node, childProposal)
                place(child.node, proposal: childProposal, frame: aligned(childSize, in: size, alignment),
                      parent: path, parentScreen: origin)
            }
        case .scrollView(let axes):
            // The content starts at the top (leading) of the scrolling axes and is centred across them
            // [UNVERIFIED]; contentSize is what a page scrolls.
            let childProposal = engine.scrollContentProposal(proposal, axes)
            let childSize = engine.sizeThatFits(content, childProposal)
            let x = axes.contains(AxisSet.horizontal) ? 0 : (size.width - childSize.width) / 2
            let y = axes.contains(AxisSet.vertical) ? 0 : (size.height - childSize.height) / 2
            place(content, proposal: childProposal, frame: ViewRect(origin: ViewPoint(x: x, y: y), size: childSize),
                  parent: path, parentScreen: origin)
        case .padding, .paddingInsets:
            let insets = engine.paddingInsets(index)
            let childProposal = engine.paddingProposal(proposal, insets)
            let childSize = engine.sizeThatFits(content, childProposal)
            place(content, proposal: childProposal,
                  frame: ViewRect(origin: ViewPoint(x: insets.leading, y: insets.top), size: childSize),
                  parent: path, parentScreen: origin)
        case .frame(let width, let height, let alignment):
            let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let childSize = engine.sizeThatFits(content, childProposal)
            place(content, proposal: childProposal, frame: aligned(childSize, in: size, alignment), parent: path,
                  parentScreen: origin)
        case .flexibleFrame(let flexible):
            let childProposal = engine.flexibleFrameSize(index, flexible, proposal).childProposal
            let childSize = engine.sizeThatFits(content, childProposal)
            place(content, proposal: childProposal, frame: aligned(childSize, in: size, flexible.alignment),
                  parent: path, parentScreen: origin)
        case .position(let x, let y):
            let childSize = engine.sizeThatFits(content, proposal)
            let childOrigin = ViewPoint(x: x - childSize.width / 2, y: y - childSize.height / 2)
            place(content, proposal: proposal, frame: ViewRect(origin: childOrigin, size: childSize), parent: path,
                  parentScreen: origin)
        case .background(let alignment), .overlay(let alignment):
            let secondary = engine.tree.nodes[index].children[1].index
            let secondaryProposal = ProposedViewSize(size)
            let secondarySize = engine.sizeThatFits(secondary, secondaryProposal)
            let secondaryFrame = aligned(secondarySize, in: size, alignment)
            let isBackground: Bool
            if case .background = kind { isBackground = true } else { isBackground = false }
            // Drawing order: a background under the content, an overlay over it.
            if isBackground {
                place(secondary, proposal: secondaryProposal, frame: secondaryFrame, parent: path, parentScreen: origin)
            }
            place(content, proposal: proposal, frame: ViewRect(origin: .zero, size: size), parent: path,
                  parentScreen: origin)
            if !isBackground {
                place(secondary, proposal: secondaryProposal, frame: secondaryFrame, parent: path, parentScreen: origin)
            }
        default:
            // Leaves have no children to place.
            break
        }
    }

    /// A modifier sharing its content's box: its effect on drawing is in `engine.folded` of the content; only
    /// what it proposes can change here.
    private mutating func placeFolded(_ index: Int, _ kind: ViewKind, proposal: ProposedViewSize, frame: ViewRect,
                                      parent: String?, parentScreen: ViewPoint) {
        var childProposal = proposal
        switch kind {
        case .fixedSize(let horizontal, let vertical):
            childProposal = engine.fixedSizeProposal(proposal, horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let mode):
            childProposal = engine.aspectRatioProposal(index, ratio, mode, proposal)
        default:
            break
        }
        let child = engine.tree.nodes[index].children[0].index
        place(child, proposal: childProposal, frame: frame, parent: parent, parentScreen: parentScreen)
    }

    private mutating func placeStack(_ index: Int, _ arrangement: StackArrangement, path: String, screen: ViewPoint) {
        let children = engine.layoutChildren[index]
        for i in 0..<children.count {
            let before = views.count
            let slot = arrangement.slots[i]
            place(children[i].node, proposal: slot.proposal, frame: slot.frame, parent: path, parentScreen: screen)
            if i > 0, before < views.count { views[before].spacingBefore = slot.gap }
        }
    }

    /// A view that ignores the safe area on an edge and reaches that edge of the safe area grows to the host's
    /// edge there ([DOC] View/ignoresSafeArea(_:edges:): the view's safe area is expanded on those edges); its
    /// content is then laid out in the grown box. A view short of the edge does not move.
    private func grownIntoSafeArea(_ rect: ViewRect, edges: EdgeSet, host: LayoutHost) -> ViewRect {
        let safe = host.safeRect
        let outer = host.hostRect
        let tolerance = 0.5 / max(1, host.scale)
        var left = rect.x, top = rect.y, right = rect.maxX, bottom = rect.maxY
        if edges.contains(.leading), left <= safe.x + tolerance { left = min(left, outer.x) }
        if edges.contains(.top), top <= safe.y + tolerance { top = min(top, outer.y) }
        if edges.contains(.trailing), right >= safe.maxX - tolerance { right = max(right, outer.maxX) }
        if edges.contains(.bottom), bottom >= safe.maxY - tolerance { bottom = max(bottom, outer.maxY) }
        return ViewRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Puts a child of `size` in a box of `container` by the alignment's guides (baselines as bottom).
    private func aligned(_ size: ViewSize, in container: ViewSize, _ alignment: Alignment) -> ViewRect {
        let x = alignment.horizontal.position(in: container.width) - alignment.horizontal.position(in: size.width)
        let y = alignment.vertical.position(in: container.height) - alignment.vertical.position(in: size.height)
        return ViewRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Fills in what a renderer needs for this kind of view.
    /// Static, so that filling a box in `views` never has to copy `self` (and with it `views`).
    private static func describe(_ index: Int, _ kind: ViewKind, proposal: ProposedViewSize,
                                 engine: SwiftUILayoutEngine, into view: inout PlacedView) {
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
            // The lines the page may draw: the lines kept when the text was cut, else its lineLimit.
            view.style.numberOfLines = measure.truncated ? measure.lines : environment.lineLimit
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
    }
}
