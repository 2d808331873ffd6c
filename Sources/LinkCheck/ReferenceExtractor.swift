import CLibXML2

/// Walks a parsed libxml2 document once, in document order, and records the checked references and every
/// anchor. The walk is iterative so that absurdly deep nesting cannot overflow the stack.
struct ReferenceExtractor {
    let document: htmlDocPtr

    /// The element/attribute pairs whose values are URLs the checker follows (issue 3, DESIGN.md §3).
    static func checkedAttributes(of element: String) -> [String] {
        switch element {
        case "a", "link": return ["href"]
        case "img": return ["src", "srcset"]
        case "script", "source": return ["src"]
        default: return []
        }
    }

    /// Every URL attribute is recorded, checked or not, because the build's source map records them all and
    /// the k-th-occurrence matching must count the same attributes (`iframe[src]`, `use[href]`, …).
    static let urlAttributes: Set<String> = ["href", "src", "srcset"]

    mutating func walk(into scan: inout PageScan) {
        let documentNode = UnsafeMutableRawPointer(document).assumingMemoryBound(to: xmlNode.self)
        var current = document.pointee.children
        while let node = current {
            if node.pointee.type == XML_ELEMENT_NODE {
                visit(node, into: &scan)
                if let child = node.pointee.children {
                    current = child
                    continue
                }
            }
            // Climb until a node has a next sibling; stop at the document.
            var climbing: xmlNodePtr? = node
            current = nil
            while let step = climbing, step != documentNode {
                if let next = step.pointee.next {
                    current = next
                    break
                }
                climbing = step.pointee.parent
            }
        }
    }

    private func visit(_ node: xmlNodePtr, into scan: inout PageScan) {
        guard let namePointer = node.pointee.name else { return }
        let element = String(cString: namePointer)
        let checked = Self.checkedAttributes(of: element)
        var attribute = node.pointee.properties
        var line: Int?
        var anchorNamesOfElement: [String] = []
        while let attr = attribute {
            defer { attribute = attr.pointee.next }
            guard let attrNamePointer = attr.pointee.name else { continue }
            let name = String(cString: attrNamePointer)
            let isID = name == "id"
            let isAnchorName = element == "a" && name == "name"
            let isURL = Self.urlAttributes.contains(name)
            guard isID || isAnchorName || isURL else { continue }
            let value = attributeValue(attr)
            let elementLine = line ?? Int(xmlGetLineNo(node))
            line = elementLine
            if isID || isAnchorName {
                // `<a id="x" name="x">` is one anchor, not a duplicate.
                if anchorNamesOfElement.contains(value) { continue }
                anchorNamesOfElement.append(value)
                scan.anchors.append(PageScan.Anchor(name: value, line: elementLine, isNameAttribute: isAnchorName))
            } else {
                scan.references.append(PageScan.Reference(element: element, attribute: name, value: value,
                                                          line: elementLine, isChecked: checked.contains(name)))
            }
        }
    }

    /// The attribute's text with entities decoded. An attribute written without a value (`<a href>`) reads as
    /// the empty string, as in a browser.
    private func attributeValue(_ attr: xmlAttrPtr) -> String {
        guard let children = attr.pointee.children else { return "" }
        if children.pointee.next == nil, children.pointee.type == XML_TEXT_NODE, let content = children.pointee.content {
            return String(cString: content)
        }
        guard let joined = xmlNodeListGetString(document, children, 1) else { return "" }
        defer { clibxml2_free(joined) }
        return String(cString: joined)
    }
}
