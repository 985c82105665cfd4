import NavigationModel
import SwiftParser
import SwiftSyntax

/// Indexes one Swift file: parsed once with SwiftParser, then walked once. Code that does not compile
/// is indexed as far as it parses (SwiftParser recovers from errors).
public enum SourceFileIndexer {
  /// The index of `source`, read from `path` (which names it in locations).
  public static func index(source: String, path: String) -> SourceFileIndex {
    let tree = Parser.parse(source: source)
    let visitor = IndexingVisitor(path: path, source: SourceText(source))
    visitor.walk(tree)
    return SourceFileIndex(path: path, imports: visitor.imports, types: visitor.types, extensions: visitor.extensions)
  }
}

/// Walks a file's declarations, keeping the stack of enclosing types.
final class IndexingVisitor: SyntaxVisitor {
  let path: String
  let source: SourceText
  let reader: ExpressionReader
  let syntax: SyntaxText
  private(set) var imports: [String] = []
  private(set) var types: [TypeItem] = []
  private(set) var extensions: [TypeItem] = []
  /// Open type declarations: (index in `types` or `extensions`, is an extension).
  private var open: [(index: Int, isExtension: Bool)] = []

  init(path: String, source: SourceText) {
    self.path = path
    self.source = source
    reader = ExpressionReader(source: source)
    syntax = SyntaxText(source: source)
    super.init(viewMode: .sourceAccurate)
  }

  /// The location of a file offset.
  func location(atOffset offset: Int) -> SourceLocation {
    let place = source.lineAndColumn(of: offset)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }

  func location(of node: some SyntaxProtocol) -> SourceLocation {
    location(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(node.path.map(\.name.text).joined(separator: "."))
    return .skipChildren
  }

  // MARK: Types

  private func openType(
    kind: String, name: String, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
    node: some SyntaxProtocol
  ) {
    let enclosing = open.last.map { $0.isExtension ? extensions[$0.index].name : types[$0.index].name }
    let qualified = kind == "extension" ? name : enclosing.map { "\($0).\(name)" } ?? name
    let item = TypeItem(
      kind: kind, name: qualified,
      inheritance: inheritance?.inheritedTypes.map { syntax.reference($0.type) } ?? [],
      attributes: syntax.attributes(attributes), properties: [], cases: [], functions: [],
      location: location(of: node))
    if kind == "extension" {
      extensions.append(item)
      open.append((extensions.count - 1, true))
    } else {
      types.append(item)
      open.append((types.count - 1, false))
    }
  }

  private func closeType() { open.removeLast() }

  private func modifyCurrent(_ change: (inout TypeItem) -> Void) {
    guard let current = open.last else { return }
    if current.isExtension { change(&extensions[current.index]) } else { change(&types[current.index]) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(
      kind: "class", name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { closeType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(
      kind: "struct", name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node
    )
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { closeType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(
      kind: "enum", name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { closeType() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(
      kind: "protocol", name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes,
      node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { closeType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(
      kind: "actor", name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { closeType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(
      kind: "extension", name: syntax.reference(node.extendedType).name, inheritance: node.inheritanceClause,
      attributes: node.attributes, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { closeType() }

  // MARK: Members

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for element in node.elements {
      let values =
        element.parameterClause?.parameters.map {
          ArgumentItem(label: $0.firstName?.text, text: source.text($0.type))
        } ?? []
      let types = element.parameterClause?.parameters.map { syntax.reference($0.type) } ?? []
      modifyCurrent {
        $0.cases.append(
          EnumCaseItem(
            name: element.name.text, associatedValues: values, associatedTypes: types, location: location(of: element)))
      }
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let modifiers = node.modifiers.map(\.name.text)
    let ownership = modifiers.first { $0 == "weak" || $0 == "unowned" }
    for binding in node.bindings {
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? source.text(binding.pattern)
      let property = PropertyItem(
        name: name, type: binding.typeAnnotation.map { syntax.reference($0.type) }, ownership: ownership,
        isStatic: modifiers.contains("static") || modifiers.contains("class"),
        attributes: syntax.attributes(node.attributes), initializer: binding.initializer.map { source.text($0.value) },
        value: binding.initializer.map { reader.shape($0.value) }, location: location(of: binding))
      modifyCurrent { $0.properties.append(property) }
      if let accessors = binding.accessorBlock {
        // A computed property's getter is indexed like a function (`body`, `transition`, `view`).
        let body = BodyCollector(indexer: self)
        switch accessors.accessors {
        case .getter(let statements): body.collect(statements)
        case .accessors(let list):
          for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
            if let statements = accessor.body?.statements { body.collect(statements) }
          }
        }
        let getter = function(name: name, parameters: [], returnType: property.type, body: body, node: binding)
        modifyCurrent { $0.functions.append(getter) }
      }
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    addFunction(
      name: node.name.text, parameters: node.signature.parameterClause.parameters,
      returnType: node.signature.returnClause?.type, body: node.body, node: node)
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    addFunction(
      name: "init", parameters: node.signature.parameterClause.parameters, returnType: nil, body: node.body, node: node)
    return .skipChildren
  }

  private func addFunction(
    name: String, parameters: FunctionParameterListSyntax, returnType: TypeSyntax?, body: CodeBlockSyntax?,
    node: some SyntaxProtocol
  ) {
    let collector = BodyCollector(indexer: self)
    if let body { collector.collect(body.statements) }
    let items = parameters.map {
      ParameterItem(
        label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text, type: syntax.reference($0.type))
    }
    let item = function(
      name: name, parameters: items, returnType: returnType.map(syntax.reference), body: collector, node: node)
    modifyCurrent { $0.functions.append(item) }
  }

  private func function(
    name: String, parameters: [ParameterItem], returnType: TypeReference?, body: BodyCollector,
    node: some SyntaxProtocol
  ) -> FunctionItem {
    FunctionItem(
      name: name, parameters: parameters, returnType: returnType, calls: body.calls, switchSelf: body.switchSelf,
      closures: body.closures, locals: body.locals, assignments: body.assignments, returns: body.returns,
      location: location(of: node))
  }
}
