import SwiftParser
import SwiftSyntax
import Testing

/// More rewrites that must not change what a sample means: its types nested in a namespace enum, its cases written with
/// their enum's name, its views' bodies inside a container, its methods' bodies in a task.
extension ReadingLayoutTests {
  @Test(arguments: samples)
  func typesNestedInANamespace(sample: String) throws {
    let files = try Self.files(of: sample)
    let original = try Self.read(files)
    let nested = Self.walking(files, with: TopLevelTypes(viewMode: .sourceAccurate))
    #expect(nested.names.count > 10)
    let qualifier = Qualifier(nested.names)
    var rewritten: [(path: String, text: String)] = [(path: "Namespace.swift", text: "enum Nq {}\n")]
    for file in files {
      let tree = qualifier.rewrite(Parser.parse(source: file.text)).as(SourceFileSyntax.self)!
      let text = tree.statements.map { item in
        TopLevelTypes.name(of: item.item).map(nested.names.contains) == true
          ? "\nextension Nq {\n\(item.description)\n}\n" : item.description
      }
      rewritten.append((path: file.path, text: text.joined()))
    }
    // A nested coordinator goes by its qualified name, `Nq_AppCoordinator`.
    let read = try Self.read(rewritten) { $0.replacingOccurrences(of: "Nq_", with: "") }
    #expect(read == original)
  }

  @Test(arguments: samples)
  func casesWrittenWithTheirEnumsName(sample: String) throws {
    let files = try Self.files(of: sample)
    let cases = Self.walking(files, with: EnumCases(viewMode: .sourceAccurate))
    let rewriter = ExplicitCases(cases.uniqueOwners)
    #expect(try Self.readTheSame(files, rewrittenBy: rewriter))
    // The Jumper sample names its routes by key paths (`push(\.signUp)`), not cases.
    if sample != "Voyage" { #expect(rewriter.count > 10) }
  }

  @Test(arguments: samples)
  func bodiesInsideAContainer(sample: String) throws {
    let rewriter = BodiesInAContainer()
    #expect(try Self.readTheSame(Self.files(of: sample), rewrittenBy: rewriter))
    // The UIKit samples have no SwiftUI view.
    if sample == "Pantry" { #expect(rewriter.count > 5) }
  }

  @Test(arguments: samples)
  func methodBodiesRunInATask(sample: String) throws {
    let rewriter = BodiesInATask()
    #expect(try Self.readTheSame(Self.files(of: sample), rewrittenBy: rewriter))
    #expect(rewriter.count >= 4)
    // The Jumper sample's screens act in `@objc` methods.
    if sample == "Voyage" { #expect(rewriter.objcCount >= 8) }
  }

  /// The statements of every method that returns nothing run in `Task { @MainActor in ... }`, `@objc` actions and
  /// bodies that leave early with `return` too: not an initialiser, an override, a static or mutating method, a
  /// coordinator's `start`, nor a body that starts a task of its own.
  private final class BodiesInATask: SyntaxRewriter {
    var count = 0
    var objcCount = 0
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
      let visited = super.visit(node)
      guard let function = visited.as(FunctionDeclSyntax.self), function.signature.returnClause == nil,
        function.name.text != "start",
        !function.modifiers.contains(where: { ["override", "static", "class", "mutating"].contains($0.name.text) }),
        let body = function.body, !body.statements.isEmpty, !body.statements.description.contains("Task"),
        let task = Parser.parse(source: "Task { @MainActor in\n\(body.statements.description)\n}").statements.first
      else { return visited }
      count += 1
      if function.attributes.trimmedDescription.contains("@objc") { objcCount += 1 }
      return DeclSyntax(function.with(\.body, body.with(\.statements, [task.with(\.leadingTrivia, .newline)])))
    }
  }

  /// The file's top-level structs and classes (not the `@main` one).
  private final class TopLevelTypes: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
      for item in node.statements {
        if let name = Self.name(of: item.item), !item.item.trimmedDescription.hasPrefix("@main") { names.insert(name) }
      }
      return .skipChildren
    }
    static func name(of item: CodeBlockItemSyntax.Item) -> String? {
      item.as(ClassDeclSyntax.self)?.name.text ?? item.as(StructDeclSyntax.self)?.name.text
    }
  }

  /// Every reference to one of `names` written `Nq.Name` (not its declaration, nor a member after a dot).
  private final class Qualifier: SyntaxRewriter {
    let names: Set<String>
    init(_ names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
      guard case .identifier(let name) = token.tokenKind, names.contains(name),
        token.parent?.is(ClassDeclSyntax.self) != true, token.parent?.is(StructDeclSyntax.self) != true,
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
      else { return token }
      return token.with(\.tokenKind, .identifier("Nq." + name))
    }
  }

  /// The cases of the app's top-level enums, by name, with the enum of each name that only one enum declares.
  private final class EnumCases: SyntaxVisitor {
    private var owners: [String: Set<String>] = [:]
    private var enums: [String] = []
    var uniqueOwners: [String: String] {
      owners.compactMapValues { $0.count == 1 ? $0.first : nil }
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enums.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { enums.removeLast() }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
      if enums.count == 1 { owners[node.name.text, default: []].insert(enums[0]) }
      return .skipChildren
    }
  }

  /// An argument written as an implicit member that names a case of one enum of the app (`navigate(toRoute: .cart)`,
  /// `.detail(id)`) written with the enum's name (`ShopRoute.cart`).
  private final class ExplicitCases: SyntaxRewriter {
    let owners: [String: String]
    var count = 0
    init(_ owners: [String: String]) {
      self.owners = owners
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: LabeledExprSyntax) -> LabeledExprSyntax {
      let visited = super.visit(node)
      let call = visited.expression.as(FunctionCallExprSyntax.self)
      guard let member = (call?.calledExpression ?? visited.expression).as(MemberAccessExprSyntax.self),
        member.base == nil, let owner = owners[member.declName.baseName.text],
        let parsed = Parser.parse(source: owner + visited.expression.trimmedDescription).statements.first?.item.as(
          ExprSyntax.self)
      else { return visited }
      count += 1
      return visited.with(\.expression, parsed.with(\.trailingTrivia, visited.expression.trailingTrivia))
    }
  }

  /// Every `var body: some View { ... }` that returns no value with `return` wraps its content in `VStack { ... }`.
  private final class BodiesInAContainer: SyntaxRewriter {
    var count = 0
    override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
      let visited = super.visit(node)
      guard visited.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
        visited.typeAnnotation?.type.trimmedDescription == "some View",
        case .getter(let statements)? = visited.accessorBlock?.accessors,
        !statements.description.contains("return "),
        let parsed = Parser.parse(source: "var body: some View { VStack {\n\(statements.description)\n} }").statements
          .first?.item.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock
      else { return visited }
      count += 1
      return visited.with(\.accessorBlock, parsed.with(\.leadingTrivia, visited.accessorBlock!.leadingTrivia))
    }
  }
}
