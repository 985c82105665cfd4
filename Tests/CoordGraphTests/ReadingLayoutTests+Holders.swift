import SwiftParser
import SwiftSyntax
import Testing

/// Rewrites of how a sample hands code and objects around that must not change what it means: trailing closures given
/// as labelled arguments, the app's classes held through a protocol of their own or through a `typealias`, calls on
/// stored properties made through a local that holds the property.
extension ReadingLayoutTests {
  @Test(arguments: samples)
  func trailingClosuresAsLabelledArguments(sample: String) throws {
    let rewriter = TrailingClosuresLabelled()
    #expect(try Self.readTheSame(Self.files(of: sample), rewrittenBy: rewriter))
    // The UIKit samples' screens act in `@objc` methods.
    if sample == "Pantry" { #expect(rewriter.count > 5) }
  }

  @Test(arguments: samples)
  func classesHeldThroughAProtocol(sample: String) throws {
    let files = try Self.files(of: sample)
    let held = Self.walking(files, with: HeldClasses(viewMode: .sourceAccurate))
    let protocols = Dictionary(uniqueKeysWithValues: held.heldClasses.map { ($0, $0 + "Routing") })
    #expect(protocols.count >= 3)
    let rewriter = HolderRetyper(protocols) { "any \($0)" }
    let declarations = protocols.sorted { $0.key < $1.key }.map { name, routing in
      let methods = held.methods[name, default: []].map { "  " + $0 }.joined(separator: "\n")
      return "protocol \(routing): AnyObject {\n\(methods)\n}\nextension \(name): \(routing) {}\n"
    }
    let rewritten = Self.rewritten(files, by: rewriter) + [(path: "Routing.swift", text: declarations.joined())]
    #expect(try Self.read(rewritten) == Self.read(files))
    #expect(rewriter.count >= 3)
  }

  @Test(arguments: samples)
  func classesHeldThroughATypealias(sample: String) throws {
    let files = try Self.files(of: sample)
    let held = Self.walking(files, with: HeldClasses(viewMode: .sourceAccurate))
    let aliases = Dictionary(uniqueKeysWithValues: held.heldClasses.map { ($0, $0 + "Alias") })
    let rewriter = HolderRetyper(aliases) { $0 }
    let declarations = aliases.sorted { $0.key < $1.key }.map { "typealias \($0.value) = \($0.key)\n" }
    let rewritten = Self.rewritten(files, by: rewriter) + [(path: "Aliases.swift", text: declarations.joined())]
    #expect(try Self.read(rewritten) == Self.read(files))
    #expect(rewriter.count >= 3)
  }

  @Test(arguments: samples)
  func callsOnPropertiesReadThroughALocal(sample: String) throws {
    let rewriter = PropertiesReadIntoLocals()
    #expect(try Self.readTheSame(Self.files(of: sample), rewrittenBy: rewriter))
    #expect(rewriter.count > 5)
  }

  /// Each statement of a method's body that calls a method on a stored property of its type (`coordinator?.next()`,
  /// `await router.pop()`) reads the property into a constant local first: `let held3 = coordinator`, then
  /// `held3?.next()`.
  private final class PropertiesReadIntoLocals: SyntaxRewriter {
    var count = 0
    private var properties: [Set<String>] = []

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
      properties.append(Self.storedNames(node.memberBlock))
      defer { properties.removeLast() }
      return super.visit(node)
    }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
      properties.append(Self.storedNames(node.memberBlock))
      defer { properties.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
      let visited = super.visit(node)
      guard let names = properties.last, node.parent?.parent?.is(FunctionDeclSyntax.self) == true else {
        return visited
      }
      var items: [CodeBlockItemSyntax] = []
      for item in visited {
        guard let statement = Self.callOnProperty(item, among: names) else {
          items.append(item)
          continue
        }
        count += 1
        let text = "let held\(count) = \(statement.property)\n\(statement.awaited)held\(count)\(statement.rest)\n"
        items += Parser.parse(source: text).statements.map { $0.with(\.leadingTrivia, [.newlines(1), .spaces(4)]) }
      }
      return CodeBlockItemListSyntax(items)
    }

    /// A statement that calls a method on one of `names` (`[await ]property[?].method(...)`), in parts.
    private static func callOnProperty(_ item: CodeBlockItemSyntax, among names: Set<String>) -> (
      awaited: String, property: String, rest: Substring
    )? {
      guard case .expr(var expression) = item.item else { return nil }
      var awaited = ""
      if let awaiting = expression.as(AwaitExprSyntax.self) {
        expression = awaiting.expression
        awaited = "await "
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
      else { return nil }
      if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
      guard let property = base.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(property) else {
        return nil
      }
      return (awaited, property, call.trimmedDescription.dropFirst(property.count))
    }

    /// The names of the stored properties a type declares in its body.
    private static func storedNames(_ members: MemberBlockSyntax) -> Set<String> {
      var names: Set<String> = []
      for member in members.members {
        for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.accessorBlock == nil {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        }
      }
      return names
    }
  }

  /// The label of the first trailing closure of the SwiftUI, UIKit, Combine and Dispatch calls the samples make.
  private static let trailingClosureLabels: [String: String] = [
    "Button": "action", "onTapGesture": "perform", "onAppear": "perform", "onDisappear": "perform",
    "Task": "operation", "sheet": "content", "fullScreenCover": "content", "async": "execute",
    "asyncAfter": "execute", "UIAlertAction": "handler", "onOpenURL": "perform", "alert": "actions",
    "NavigationLink": "destination", "navigationDestination": "destination", "contextMenu": "menuItems",
    "onReceive": "perform", "onChange": "perform", "confirmationDialog": "actions", "sink": "receiveValue",
    "UIAction": "handler", "popover": "content",
  ]

  /// A call to a known API whose closures trail (`Button("Next") { ... }`) given them as labelled arguments
  /// (`Button("Next", action: { ... })`).
  private final class TrailingClosuresLabelled: SyntaxRewriter {
    var count = 0
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
      let visited = super.visit(node)
      guard let call = visited.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
          ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        let label = trailingClosureLabels[name]
      else { return visited }
      let arguments =
        call.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
        + ["\(label): \(closure.trimmedDescription)"]
        + call.additionalTrailingClosures.map { "\($0.label.text): \($0.closure.trimmedDescription)" }
      let text = "\(call.calledExpression.trimmedDescription)(\(arguments.joined(separator: ", ")))"
      guard let expression = Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self) else {
        return visited
      }
      count += 1
      return expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }
  }

  /// The app's classes that another type holds in a stored property with a written type and no property wrapper
  /// (`let coordinator: ShopCoordinator`, `weak var router: AppRouter?`), with the signatures of each class's methods
  /// that another type can call (not private, static, overriding or generic; default values left out).
  private final class HeldClasses: SyntaxVisitor {
    private var classes: Set<String> = []
    private var held: Set<String> = []
    private var owners: [String] = []
    var methods: [String: [String]] = [:]
    var heldClasses: Set<String> { held.intersection(classes) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      classes.insert(node.name.text)
      return entering(node.name.text)
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { entering(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { entering(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      entering(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      let hidden = ["override", "static", "class", "private", "fileprivate"]
      guard let owner = owners.last, node.genericParameterClause == nil,
        !node.modifiers.contains(where: { hidden.contains($0.name.text) })
      else { return .skipChildren }
      let parameters = node.signature.parameterClause.parameters.map { $0.with(\.defaultValue, nil) }
      let signature = node.signature.with(
        \.parameterClause, node.signature.parameterClause.with(\.parameters, FunctionParameterListSyntax(parameters)))
      methods[owner, default: []].append("func \(node.name.text)\(signature.trimmedDescription)")
      return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.attributes.isEmpty else { return .skipChildren }
      for type in node.bindings.compactMap(\.typeAnnotation?.type) {
        let name = HolderRetyper.unwrapped(type.trimmedDescription).name
        if name != owners.last { held.insert(name) }
      }
      return .skipChildren
    }

    private func entering(_ name: String) -> SyntaxVisitorContinueKind {
      owners.append(name)
      return .visitChildren
    }
  }

  /// Stored properties without a property wrapper and initialisers' parameters typed as one of the held classes typed
  /// as its stand-in instead (`spelled` gives the written type of the stand-in's name), in every type but the class
  /// itself.
  private final class HolderRetyper: SyntaxRewriter {
    let standIns: [String: String]
    let spelled: (String) -> String
    var count = 0
    private var owners: [String] = []

    init(_ standIns: [String: String], spelled: @escaping (String) -> String) {
      self.standIns = standIns
      self.spelled = spelled
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
      owners.append(node.name.text)
      defer { owners.removeLast() }
      return super.visit(node)
    }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
      owners.append(node.name.text)
      defer { owners.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
      guard node.attributes.isEmpty else { return DeclSyntax(node) }
      let bindings = node.bindings.map { binding in
        binding.typeAnnotation.map { binding.with(\.typeAnnotation, $0.with(\.type, retyped($0.type))) } ?? binding
      }
      return DeclSyntax(node.with(\.bindings, PatternBindingListSyntax(bindings)))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
      let clause = node.signature.parameterClause
      let parameters = FunctionParameterListSyntax(clause.parameters.map { $0.with(\.type, retyped($0.type)) })
      return DeclSyntax(
        node.with(\.signature, node.signature.with(\.parameterClause, clause.with(\.parameters, parameters))))
    }

    /// A written type's name without its last `?` or `!`, and that mark.
    static func unwrapped(_ written: String) -> (name: String, mark: String) {
      guard let last = written.last, last == "?" || last == "!" else { return (written, "") }
      return (String(written.dropLast()), String(last))
    }

    private func retyped(_ type: TypeSyntax) -> TypeSyntax {
      let (name, mark) = Self.unwrapped(type.trimmedDescription)
      guard let standIn = standIns[name], name != owners.last else { return type }
      let text = mark.isEmpty ? spelled(standIn) : "(\(spelled(standIn)))\(mark)"
      guard
        let parsed = Parser.parse(source: "let x: \(text)").statements.first?.item.as(VariableDeclSyntax.self)?
          .bindings.first?.typeAnnotation?.type
      else { return type }
      count += 1
      return parsed.with(\.leadingTrivia, type.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia)
    }
  }
}
