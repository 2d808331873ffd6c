/// The syntax tree of the Swift subset LayoutScript runs. Nodes are classes so the interpreter can refer to them
/// by identity (for example a stored SnapKit chain remembers the node that made it).

/// A position inside one block's code (1-based line and column in Unicode scalars).
public struct Loc: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static let unknown = Loc(line: 0, column: 0)
    public var description: String { "\(line):\(column)" }
}

/// A type as written (`CGFloat`, `[String: Int]`, `UIView?`, `(Int) -> Void`). The interpreter only needs the
/// name (for casts, literal typing and metatypes) and whether it is optional.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case named(String, generics: [TypeRef])
    case optional(TypeRef)
    case implicitlyUnwrapped(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    /// `(width: CGFloat, height: CGFloat)`: the labels name the elements of a value of this type.
    case tuple([TypeRef], labels: [String?])
    case function([TypeRef], TypeRef)
    case member(TypeRef, String)

    /// The outermost nominal name, looking through optionals (`UIView?` → `UIView`).
    public var baseName: String {
        switch self {
        case .named(let n, _): return n
        case .optional(let t), .implicitlyUnwrapped(let t): return t.baseName
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .function: return "Function"
        case .member(_, let n): return n
        }
    }

    public var description: String {
        switch self {
        case .named(let n, let g): return g.isEmpty ? n : "\(n)<\(g.map(\.description).joined(separator: ", "))>"
        case .optional(let t): return "\(t)?"
        case .implicitlyUnwrapped(let t): return "\(t)!"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .tuple(let ts, let labels):
            return "(\(zip(labels, ts).map { ($0.map { $0 + ": " } ?? "") + $1.description }.joined(separator: ", ")))"
        case .function(let a, let r): return "(\(a.map(\.description).joined(separator: ", "))) -> \(r)"
        case .member(let t, let n): return "\(t).\(n)"
        }
    }
}

public struct Argument {
    public var label: String?
    public var value: Expr

    package init(label: String?, value: Expr) {
        self.label = label
        self.value = value
    }
}

public enum StringPart {
    case literal(String)
    case interpolation(Expr)
}

public struct ClosureParam {
    public var name: String
    public var type: TypeRef?
}

/// One entry of a closure's capture list: the name the body uses and the expression read when the closure is made.
public struct ClosureCapture {
    public var name: String
    public var value: Expr
}

public final class ClosureExpr {
    public var params: [ClosureParam]
    /// True when the closure names no parameters and uses `$0`, `$1`, … (or none at all).
    public var usesAnonymousParams: Bool
    /// The highest `$n` the body uses itself (not inside a nested closure); −1 for none. With `$1` or more, a
    /// single tuple argument is taken apart as Swift does (`zip(a, b).map { $0 + $1 }`); with only `$0`, `$0` is
    /// the tuple.
    public var highestAnonymousParam: Int
    public var body: [Stmt]
    /// The result type the signature declares (`{ () -> (w: Int, h: Int) in … }`).
    public var returnType: TypeRef?
    /// Values the capture list copies when the closure is made (`[width]`, `[w = frame.width]`, `[weak view]`);
    /// `self` in the list is left to the closure's `self`.
    public var captures: [ClosureCapture] = []
    public let loc: Loc
    package init(params: [ClosureParam], usesAnonymousParams: Bool, highestAnonymousParam: Int = -1, body: [Stmt], loc: Loc) {
        self.params = params
        self.usesAnonymousParams = usesAnonymousParams
        self.highestAnonymousParam = highestAnonymousParam
        self.body = body
        self.loc = loc
    }
}

public indirect enum ExprKind {
    case integer(Int)
    case float(Double)
    case string([StringPart])
    case bool(Bool)
    case nilLiteral
    case identifier(String)
    case dollar(Int)
    case selfRef
    case superRef
    /// `.systemBlue`, `.init(…)` (the call is a separate node around it).
    case implicitMember(String)
    case member(Expr, String)
    /// `x.0`
    case tupleIndex(Expr, Int)
    /// `x?` inside a chain: if nil, the enclosing `optionalChain` evaluates to nil.
    case bindOptional(Expr)
    /// The outer boundary of a chain containing `bindOptional`.
    case optionalChain(Expr)
    case forceUnwrap(Expr)
    case call(Expr, [Argument])
    case subscriptAccess(Expr, [Argument])
    case prefix(String, Expr)
    case postfix(String, Expr)
    case binary(String, Expr, Expr)
    case assign(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case closure(ClosureExpr)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([(String?, Expr)])
    /// `as`, `as?`, `as!`, `is`
    case cast(String, Expr, TypeRef)
    /// `#selector(tapped)`: the method's base name.
    case selector(String)
    /// `\.property` key paths: kept as their path components.
    case keyPath([String])
    case tryExpr(Expr)
    /// A type used as a value where it is written with generic or sugar syntax (`[String]()`, `Set<Int>`).
    case typeExpr(TypeRef)
    /// `if`/`switch` used as an expression (Swift 5.9): each branch's single expression is the value.
    case statementExpression(Stmt)
    /// A placeholder for an expression that did not parse (error recovery).
    case invalid
}

public final class Expr {
    public let kind: ExprKind
    public let loc: Loc
    /// The depth of the expression tree (1 for a leaf; a closure's or statement's body does not count, it runs in
    /// calls of its own). The parser bounds it (`Parser.maxExpressionHeight`), so long operator and member chains
    /// such as `1 + 1 + …` cannot overflow the interpreter's stack.
    public let height: Int
    package init(_ kind: ExprKind, _ loc: Loc) {
        self.kind = kind
        self.loc = loc
        self.height = Expr.height(of: kind)
    }

    package static func height(of kind: ExprKind) -> Int {
        func tallest(_ exprs: [Expr]) -> Int { exprs.reduce(0) { max($0, $1.height) } }
        switch kind {
        case .member(let e, _), .tupleIndex(let e, _), .bindOptional(let e), .optionalChain(let e), .forceUnwrap(let e),
             .prefix(_, let e), .postfix(_, let e), .cast(_, let e, _), .tryExpr(let e):
            return e.height + 1
        case .call(let e, let args), .subscriptAccess(let e, let args):
            return max(e.height, tallest(args.map(\.value))) + 1
        case .binary(_, let a, let b), .assign(_, let a, let b):
            return max(a.height, b.height) + 1
        case .ternary(let a, let b, let c):
            return max(a.height, b.height, c.height) + 1
        case .array(let items):
            return tallest(items) + 1
        case .dictionary(let pairs):
            return max(tallest(pairs.map(\.0)), tallest(pairs.map(\.1))) + 1
        case .tuple(let items):
            return tallest(items.map(\.1)) + 1
        case .string(let parts):
            return tallest(parts.compactMap { if case .interpolation(let e) = $0 { return e }; return nil }) + 1
        default:
            return 1
        }
    }
}

public indirect enum Pattern {
    case wildcard
    case binding(String, isVar: Bool)
    case tuple([Pattern])
    /// `.some(let x)` / `.caseName(let a, let b)` / `Type.caseName`
    case enumCase(type: String?, name: String, sub: [Pattern]?)
    /// `let x?`
    case optional(Pattern)
    /// Matched with `==` or range containment (`~=`).
    case expression(Expr)
    /// `is UIButton`
    case isType(TypeRef)
    /// `let b as UIButton`
    case asType(Pattern, TypeRef)
}

public enum Condition {
    case expression(Expr)
    /// `if let x = e`, `if var x = e`, `if let x` (shorthand): the expression is an identifier of the same name.
    case optionalBinding(Pattern, Expr)
    /// `if case .some(let x) = e`
    case casePattern(Pattern, Expr)
    /// `#available(iOS 15, *)`: always true.
    case available
}

public struct SwitchCase {
    /// Empty for `default:`.
    public var patterns: [Pattern]
    public var guardExpr: Expr?
    public var body: [Stmt]
    public var loc: Loc
}

public struct CatchClause {
    public var pattern: Pattern?
    public var body: [Stmt]
}

public indirect enum StmtKind {
    case expression(Expr)
    case declaration(Decl)
    case returnStmt(Expr?)
    case breakStmt
    case continueStmt
    case fallthroughStmt
    case ifStmt([Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardStmt([Condition], otherwise: [Stmt])
    case forIn(Pattern, Expr, whereClause: Expr?, body: [Stmt])
    case whileStmt([Condition], body: [Stmt])
    case repeatWhile(body: [Stmt], Expr)
    case switchStmt(Expr, [SwitchCase])
    case doStmt([Stmt], catches: [CatchClause])
    case throwStmt(Expr)
    case deferStmt([Stmt])
}

public final class Stmt {
    public let kind: StmtKind
    public let loc: Loc
    package init(_ kind: StmtKind, _ loc: Loc) {
        self.kind = kind
        self.loc = loc
    }
}

public struct Modifiers: Sendable {
    public var isStatic = false
    public var isOverride = false
    public var isFinal = false
    public var isLazy = false
    public var isWeak = false
    public var isMutating = false
    public var isRequired = false
    public var isConvenience = false
    public var access: String?
    public var attributes: [String] = []
}

public final class VarDecl {
    public var isLet: Bool
    public var pattern: Pattern
    public var name: String { if case .binding(let n, _) = pattern { return n }; return "_" }
    public var type: TypeRef?
    public var initializer: Expr?
    public var getter: [Stmt]?
    public var setter: (name: String, body: [Stmt])?
    public var willSet: (name: String, body: [Stmt])?
    public var didSet: (name: String, body: [Stmt])?
    public var modifiers: Modifiers
    public let loc: Loc
    public var isComputed: Bool { getter != nil }
    package init(isLet: Bool, pattern: Pattern, type: TypeRef?, initializer: Expr?, modifiers: Modifiers, loc: Loc) {
        self.isLet = isLet
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.modifiers = modifiers
        self.loc = loc
    }
}

public struct Parameter {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    public var name: String
    public var type: TypeRef?
    public var defaultValue: Expr?
    public var isVariadic: Bool
    public var isInout: Bool
}

public final class FuncDecl {
    public var name: String
    public var params: [Parameter]
    public var body: [Stmt]
    public var returnType: TypeRef?
    public var modifiers: Modifiers
    public let loc: Loc
    package init(name: String, params: [Parameter], body: [Stmt], returnType: TypeRef?, modifiers: Modifiers, loc: Loc) {
        self.name = name
        self.params = params
        self.body = body
        self.returnType = returnType
        self.modifiers = modifiers
        self.loc = loc
    }
}

public enum TypeDeclKind: String, Sendable {
    case classType = "class", structType = "struct", enumType = "enum", protocolType = "protocol",
         extensionType = "extension"
}

public struct EnumCaseDecl {
    public var name: String
    public var rawValue: Expr?
    public var associated: [(label: String?, type: TypeRef)]
    public var loc: Loc
}

public final class TypeDecl {
    public var kind: TypeDeclKind
    public var name: String
    public var inherits: [TypeRef]
    public var members: [Decl]
    public var cases: [EnumCaseDecl] = []
    public var modifiers: Modifiers
    public let loc: Loc
    package init(kind: TypeDeclKind, name: String, inherits: [TypeRef], members: [Decl], modifiers: Modifiers, loc: Loc) {
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.members = members
        self.modifiers = modifiers
        self.loc = loc
    }
}

public enum Decl {
    case variable(VarDecl)
    /// `let a = 1, b = 2` declares several.
    case variables([VarDecl])
    case function(FuncDecl)
    /// Initializers are functions named `init`; `isFailable` for `init?`.
    case initializer(FuncDecl, isFailable: Bool)
    case deinitializer([Stmt])
    case type(TypeDecl)
    case enumCase([EnumCaseDecl])
    case typeAlias(String, TypeRef)
    /// `associatedtype Name …` in a protocol (its constraints and default are parsed and dropped).
    case associatedType(String)
    case importDecl(String)
    case subscriptDecl(FuncDecl)
}

/// A parsed block: its top-level statements (declarations are statements too).
public struct SourceFile {
    public var statements: [Stmt]
}
