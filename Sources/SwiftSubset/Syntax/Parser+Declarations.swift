import SwiftLexer

extension Parser {
    package mutating func parseModifiers() throws -> Modifiers {
        var modifiers = Modifiers()
        while let t = current {
            if t.kind == .attribute {
                pos += 1
                modifiers.attributes.append(t.text)
                if isPunct("("), !(current?.hasLeadingSpace ?? true) { try skipBalanced() }
                continue
            }
            guard t.kind == .keyword || t.kind == .identifier else { break }
            // `class func`/`class var` is a static member; `class Name` is a declaration.
            if t.text == "class" {
                if let next = peekToken(), next.kind == .keyword,
                   ["func", "var", "let", "override", "final", "private", "public"].contains(next.text) {
                    pos += 1
                    modifiers.isStatic = true
                    continue
                }
                break
            }
            guard Parser.declarationModifiers.contains(t.text) || t.text == "convenience" else { break }
            // A modifier keyword used as a name (`let optional = 1` is not this case: `let` comes first).
            pos += 1
            switch t.text {
            case "static": modifiers.isStatic = true
            case "override": modifiers.isOverride = true
            case "final": modifiers.isFinal = true
            case "lazy": modifiers.isLazy = true
            case "weak", "unowned":
                modifiers.isWeak = true
                if isPunct("(") { try skipBalanced() }
            case "mutating": modifiers.isMutating = true
            case "required": modifiers.isRequired = true
            case "convenience": modifiers.isConvenience = true
            case "private", "fileprivate", "internal", "public", "open":
                modifiers.access = t.text
                if isPunct("("), !(current?.hasLeadingSpace ?? true) { try skipBalanced() } // private(set)
            default: break
            }
        }
        return modifiers
    }

    package mutating func parseDeclaration() throws -> Decl {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail("declarations are nested too deeply") }
        let modifiers = try parseModifiers()
        let start = loc()
        guard let t = current else { throw fail("expected a declaration after modifiers") }
        switch t.text {
        case "let", "var":
            pos += 1
            return try parseVariables(isLet: t.text == "let", modifiers: modifiers, start: start)
        case "func":
            pos += 1
            return .function(try parseFunction(modifiers: modifiers, start: start))
        case "init":
            pos += 1
            var failable = false
            if (isOp("?") || isOp("!")), !(current?.hasLeadingSpace ?? true) {
                failable = isOp("?")
                pos += 1
            }
            let params = try parseParameters()
            try skipEffects()
            try skipWhereClause()
            let body = isPunct("{") ? try parseBlock() : []
            return .initializer(FuncDecl(name: "init", params: params, body: body, returnType: nil,
                                         modifiers: modifiers, loc: start), isFailable: failable)
        case "deinit":
            pos += 1
            return .deinitializer(try parseBlock())
        case "class", "struct", "enum", "protocol", "extension":
            pos += 1
            return .type(try parseTypeDecl(kind: TypeDeclKind(rawValue: t.text) ?? .classType,
                                           modifiers: modifiers, start: start))
        case "case":
            pos += 1
            return .enumCase(try parseEnumCases())
        case "typealias":
            pos += 1
            let name = try expectName("type alias name")
            guard isOp("=") else { throw fail("expected '=' in typealias") }
            pos += 1
            return .typeAlias(name, try parseType())
        case "associatedtype":
            // `associatedtype Model`, `associatedtype Model: Equatable & Hashable = Int`, with a `where` clause:
            // a protocol requirement the preview does not check (as it checks no conformance).
            pos += 1
            let name = try expectName("associated type name")
            if isPunct(":") {
                pos += 1
                _ = try parseType()
            }
            if isOp("=") {
                pos += 1
                _ = try parseType()
            }
            if isKeyword("where") {
                pos += 1
                repeat {
                    if isPunct(",") { pos += 1 }
                    _ = try parseType()
                    guard isPunct(":") || isOp("==") else { throw fail("expected ':' or '==' in the where clause") }
                    pos += 1
                    _ = try parseType()
                } while isPunct(",")
            }
            return .associatedType(name)
        case "import":
            pos += 1
            var name = try expectName("module name")
            while isPunct(".") { pos += 1; name += "." + (try expectName()) }
            return .importDecl(name)
        case "subscript":
            pos += 1
            let params = try parseParameters()
            guard isOp("->") else { throw fail("expected '->' in subscript") }
            pos += 1
            let result = try parseType()
            let (getter, _) = try parseAccessorBlock()
            return .subscriptDecl(FuncDecl(name: "subscript", params: params, body: getter ?? [], returnType: result,
                                           modifiers: modifiers, loc: start))
        default:
            throw fail("expected a declaration, found \(describe(t))")
        }
    }

    package mutating func skipEffects() throws {
        while isKeyword("throws") || isKeyword("rethrows") || isKeyword("async") { pos += 1 }
    }

    package mutating func skipWhereClause() throws {
        guard isKeyword("where") else { return }
        pos += 1
        while !atEnd && !isPunct("{") { pos += 1 }
    }

    package mutating func parseVariables(isLet: Bool, modifiers: Modifiers, start: Loc) throws -> Decl {
        var decls: [VarDecl] = []
        repeat {
            let declLoc = loc()
            let pattern = try parsePattern(binding: true)
            var type: TypeRef?
            if isPunct(":") {
                pos += 1
                type = try parseType()
            }
            var initializer: Expr?
            if isOp("=") {
                pos += 1
                initializer = try parseExpression()
            }
            let decl = VarDecl(isLet: isLet, pattern: pattern, type: type, initializer: initializer,
                               modifiers: modifiers, loc: decls.isEmpty ? start : declLoc)
            if isPunct("{") && !isLet {
                let (getter, accessors) = try parseAccessorBlock()
                decl.getter = getter
                decl.setter = accessors.set
                decl.willSet = accessors.willSet
                decl.didSet = accessors.didSet
            }
            decls.append(decl)
            if isPunct(",") { pos += 1 } else { break }
        } while true
        return decls.count == 1 ? .variable(decls[0]) : .variables(decls)
    }

    package typealias Accessors = (set: (name: String, body: [Stmt])?, willSet: (name: String, body: [Stmt])?,
                           didSet: (name: String, body: [Stmt])?)

    /// `{ get … set … }`, `{ willSet … didSet … }` or a getter-only body `{ return x }`.
    package mutating func parseAccessorBlock() throws -> ([Stmt]?, Accessors) {
        var accessors: Accessors = (nil, nil, nil)
        let save = pos
        try expectPunct("{")
        let names = ["get", "set", "willSet", "didSet"]
        try skipAccessorAttributesAndModifiers()
        guard let first = current, names.contains(first.text), first.kind == .keyword,
              peekToken()?.text == "{" || peekToken()?.text == "(" || first.text == "get"
                || first.text == "didSet" || first.text == "willSet" else {
            pos = save
            return (try parseBlock(), accessors)
        }
        var getter: [Stmt]?
        while !atEnd && !isPunct("}") {
            try skipAccessorAttributesAndModifiers()
            let name = try expectName("accessor")
            var param = name == "set" || name == "willSet" ? "newValue" : "oldValue"
            if isPunct("(") {
                pos += 1
                param = try expectName()
                try expectPunct(")")
            }
            // `get` alone in a protocol requirement has no body.
            let body = isPunct("{") ? try parseBlock() : []
            switch name {
            case "get": getter = body
            case "set": accessors.set = (param, body)
            case "willSet": accessors.willSet = (param, body)
            case "didSet": accessors.didSet = (param, body)
            default: throw fail("unknown accessor '\(name)'")
            }
        }
        try expectPunct("}")
        return (getter, accessors)
    }

    /// `@attr` and `mutating`/`nonmutating` before an accessor (`nonmutating set { … }`).
    package mutating func skipAccessorAttributesAndModifiers() throws {
        while let t = current {
            if t.kind == .attribute {
                pos += 1
                if isPunct("("), !(current?.hasLeadingSpace ?? true) { try skipBalanced() }
            } else if t.kind == .keyword, t.text == "mutating" || t.text == "nonmutating",
                      let next = peekToken(), ["get", "set", "willSet", "didSet"].contains(next.text) {
                pos += 1
            } else {
                return
            }
        }
    }

    package mutating func parseFunction(modifiers: Modifiers, start: Loc) throws -> FuncDecl {
        var name: String
        if let t = current, t.kind == .operator {
            pos += 1
            name = t.text
        } else {
            name = try expectName("function name")
        }
        if isOp("<") { try skipGenericParameters() }
        let params = try parseParameters()
        try skipEffects()
        var result: TypeRef?
        if isOp("->") {
            pos += 1
            result = try parseType()
        }
        try skipWhereClause()
        let body = isPunct("{") ? try parseBlock() : []
        _ = name
        return FuncDecl(name: name, params: params, body: body, returnType: result, modifiers: modifiers, loc: start)
    }

    package mutating func skipGenericParameters() throws {
        var nesting = 0
        while let t = current {
            pos += 1
            if t.text.hasPrefix("<") { nesting += t.text.filter { $0 == "<" }.count }
            if t.text.contains(">") {
                nesting -= t.text.filter { $0 == ">" }.count
                if nesting <= 0 { return }
            }
        }
    }

    package mutating func parseParameters() throws -> [Parameter] {
        try expectPunct("(", "to open the parameter list")
        var params: [Parameter] = []
        while !isPunct(")") {
            while let t = current, t.kind == .attribute { pos += 1 }
            var first: String
            // Any keyword but `inout`, `var` and `let` may be an argument label (`func width(in view: UIView)`).
            if let t = current, t.kind == .keyword, !Parser.keywordsThatCannotBeLabels.contains(t.text) {
                pos += 1
                first = t.text
            } else {
                first = try expectName("parameter name")
            }
            if first.hasPrefix("`") { first = String(first.dropFirst().dropLast()) }
            var label: String? = first == "_" ? nil : first
            var name = first
            if isName() || (current?.kind == .keyword && current?.text != "inout") {
                name = try expectName("parameter name")
            }
            if first != name { label = first == "_" ? nil : first }
            try expectPunct(":", "after the parameter name")
            var isInout = false
            while let t = current, t.kind == .attribute || (t.kind == .keyword && t.text == "inout") {
                if t.text == "inout" { isInout = true }
                pos += 1
            }
            let type = try parseType()
            var variadic = false
            if isOp("...") { pos += 1; variadic = true }
            var defaultValue: Expr?
            if isOp("=") {
                pos += 1
                defaultValue = try parseExpression()
            }
            params.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue,
                                    isVariadic: variadic, isInout: isInout))
            if isPunct(",") { pos += 1 } else { break }
        }
        try expectPunct(")", "to close the parameter list")
        return params
    }

    /// Swift lets every keyword except these be an argument label (SE-0001).
    package static let keywordsThatCannotBeLabels: Set<String> = ["inout", "var", "let"]

    /// An argument label before `:` (in an enum case's associated values, a tuple type or expression): a name or
    /// any keyword Swift allows as a label.
    package func isLabelBeforeColon() -> Bool {
        guard let t = current, peekToken()?.kind == .punctuation, peekToken()?.text == ":" else { return false }
        if t.kind == .identifier || t.kind == .typeIdentifier { return true }
        return t.kind == .keyword && !Parser.keywordsThatCannotBeLabels.contains(t.text)
    }

    package mutating func parseTypeDecl(kind: TypeDeclKind, modifiers: Modifiers, start: Loc) throws -> TypeDecl {
        var name = try expectName("type name")
        while isPunct(".") { pos += 1; name += "." + (try expectName()) }
        if isOp("<") { try skipGenericParameters() }
        var inherits: [TypeRef] = []
        if isPunct(":") {
            pos += 1
            repeat {
                inherits.append(try parseType())
                if isPunct(",") { pos += 1 } else { break }
            } while true
        }
        try skipWhereClause()
        try expectPunct("{", "to open the body of '\(name)'")
        var members: [Decl] = []
        var cases: [EnumCaseDecl] = []
        while !atEnd && !isPunct("}") {
            if isPunct(";") { pos += 1; continue }
            let memberStart = pos
            do {
                let decl = try parseDeclaration()
                if case .enumCase(let list) = decl { cases.append(contentsOf: list) } else { members.append(decl) }
                try expectStatementEnd()
            } catch let e as SyntaxError {
                report(e)
                synchronize(stopAtBrace: true)
                if pos == memberStart { pos += 1 }
            }
        }
        try expectPunct("}", "to close the body of '\(name)'")
        let decl = TypeDecl(kind: kind, name: name, inherits: inherits, members: members, modifiers: modifiers,
                            loc: start)
        decl.cases = cases
        return decl
    }

    package mutating func parseEnumCases() throws -> [EnumCaseDecl] {
        var cases: [EnumCaseDecl] = []
        repeat {
            let caseLoc = loc()
            let name = try expectName("enum case name")
            var associated: [(label: String?, type: TypeRef)] = []
            if isPunct("(") {
                pos += 1
                while !isPunct(")") {
                    var label: String?
                    if isLabelBeforeColon(), let t = current {
                        label = t.text.hasPrefix("`") ? String(t.text.dropFirst().dropLast()) : t.text
                        pos += 2
                    }
                    associated.append((label, try parseType()))
                    if isOp("=") { pos += 1; _ = try parseExpression() }
                    if isPunct(",") { pos += 1 } else { break }
                }
                try expectPunct(")")
            }
            var raw: Expr?
            if isOp("=") {
                pos += 1
                raw = try parseExpression()
            }
            cases.append(EnumCaseDecl(name: name, rawValue: raw, associated: associated, loc: caseLoc))
            if isPunct(",") { pos += 1 } else { break }
        } while true
        return cases
    }

    // MARK: types

    package mutating func parseType() throws -> TypeRef {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail("type is nested too deeply") }
        var type = try parsePrimaryType()
        while let t = current, !t.hasLeadingSpace || t.text == "->" || t.text == "&" {
            if t.kind == .operator && (t.text == "?" || t.text == "!") {
                pos += 1
                type = t.text == "?" ? .optional(type) : .implicitlyUnwrapped(type)
            } else if t.kind == .operator && (t.text.hasPrefix("?") || t.text.hasPrefix("!")) && t.text.allSatisfy({ $0 == "?" || $0 == "!" }) {
                pos += 1
                for c in t.text { type = c == "?" ? .optional(type) : .implicitlyUnwrapped(type) }
            } else if t.kind == .punctuation && t.text == "." {
                pos += 1
                type = .member(type, try expectName("type name"))
            } else if t.kind == .operator && t.text == "&" {
                pos += 1
                _ = try parsePrimaryType()
            } else if t.kind == .operator && t.text == "->" {
                pos += 1
                let result = try parseType()
                if case .tuple(let args, _) = type { return .function(args, result) }
                return .function([type], result)
            } else {
                break
            }
        }
        return type
    }

    package mutating func parsePrimaryType() throws -> TypeRef {
        if isKeyword("some") || isKeyword("any") || isKeyword("inout") { pos += 1 }
        while let t = current, t.kind == .attribute { pos += 1 }
        if isPunct("[") {
            pos += 1
            let element = try parseType()
            if isPunct(":") {
                pos += 1
                let value = try parseType()
                try expectPunct("]")
                return .dictionary(element, value)
            }
            try expectPunct("]")
            return .array(element)
        }
        if isPunct("(") {
            pos += 1
            var items: [TypeRef] = []
            var labels: [String?] = []
            while !isPunct(")") {
                var label: String?
                if isLabelBeforeColon() {
                    label = current?.text
                    pos += 2
                }
                if let t = current, t.text == "_", peekToken()?.kind == .identifier, peekToken(2)?.text == ":" { pos += 3 }
                labels.append(label)
                items.append(try parseType())
                if isOp("...") { pos += 1 }
                if isPunct(",") { pos += 1 } else { break }
            }
            try expectPunct(")", "to close the tuple type")
            try skipEffects()
            if isOp("->") {
                pos += 1
                return .function(items, try parseType())
            }
            return items.count == 1 ? items[0] : .tuple(items, labels: labels)
        }
        guard let t = current else { throw fail("expected a type") }
        let name: String
        if t.kind == .typeIdentifier || t.kind == .identifier || (t.kind == .keyword && (t.text == "Any" || t.text == "Self")) {
            pos += 1
            name = t.text
        } else {
            throw fail("expected a type, found \(describe(t))")
        }
        var generics: [TypeRef] = []
        if let lt = current, lt.kind == .operator, lt.text == "<", !lt.hasLeadingSpace {
            pos += 1
            generics = try parseGenericArgumentsAfterOpen()
        }
        return .named(name, generics: generics)
    }

    /// After `<`: types up to the matching `>` (the lexer may have glued `>>` or `>?`).
    package mutating func parseGenericArgumentsAfterOpen() throws -> [TypeRef] {
        var generics: [TypeRef] = []
        while true {
            generics.append(try parseType())
            if isPunct(",") { pos += 1; continue }
            guard let close = current, close.kind == .operator, close.text.hasPrefix(">") else {
                throw fail("expected '>' to close the generic arguments")
            }
            if close.text == ">" {
                pos += 1
            } else {
                // Split the glued token: consume one '>' and keep the rest as an operator token.
                var rest = close
                rest.text = String(close.text.dropFirst())
                rest.hasLeadingSpace = false
                rest.range.start.column += 1
                rest.range.start.utf8Offset += 1
                tokens[pos] = rest
            }
            return generics
        }
    }
}
