import NavigationModel
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Indexes one Swift file: parsed once with SwiftParser, then walked once over its raw tree. Code that
/// does not compile is indexed as far as it parses (SwiftParser recovers from errors).
public enum SourceFileIndexer {
  /// The index of `source`, read from `path` (which names it in locations).
  public static func index(source: String, path: String) -> SourceFileIndex {
    let (bracketed, runs) = BracketRuns.defused(source)
    let (source, chains) = ElseIfChains.defused(bracketed)
    let tree = Parser.parse(source: source)
    let walker = DeclarationWalker(path: path, source: SourceText(source))
    withExtendedLifetime(tree) { walker.walk(RawNode(raw: tree.raw, offset: 0)) }
    return SourceFileIndex(
      path: path, imports: walker.imports, importsForTesting: walker.importsForTesting, types: walker.types,
      extensions: walker.extensions + (walker.freeFunctions.map { [$0] } ?? []), typeAliases: walker.typeAliases,
      syntaxError: firstSyntaxError(tree, walker: walker),
      parserGuards: runs.map {
        ParserGuardItem(location: walker.location(atOffset: $0.offset), kind: .bracketRun, length: $0.length)
      }
        + chains.map {
          ParserGuardItem(location: walker.location(atOffset: $0.offset), kind: .elseIfChain, length: $0.length)
        })
  }
}

/// Walks a file's declarations, keeping the stack of enclosing types; function bodies and computed
/// properties' getters go to a `BodyCollector`.
final class DeclarationWalker {
  let path: String
  let source: SourceText
  let reader: ExpressionReader
  let syntax: SyntaxText
  private(set) var imports: [String] = []
  private(set) var importsForTesting = false
  private(set) var types: [TypeItem] = []
  private(set) var extensions: [TypeItem] = []
  private(set) var typeAliases: [TypeAliasItem] = []
  /// The file's free functions, as an extension named `TypeItem.freeFunctionsName`; nil when it has none.
  private(set) var freeFunctions: TypeItem?
  /// Open type declarations: (index in `types` or `extensions`, is an extension, the traits it gives its functions).
  private var open: [(index: Int, isExtension: Bool, traits: FunctionTraits)] = []

  init(path: String, source: SourceText) {
    self.path = path
    self.source = source
    reader = ExpressionReader(source: source)
    syntax = SyntaxText(source: source)
  }

  /// The location of a file offset.
  func location(atOffset offset: Int) -> SourceLocation {
    let place = source.lineAndColumn(of: offset)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }

  private func location(of node: RawNode) -> SourceLocation { location(atOffset: node.start) }

  /// Reads `node` and what it declares, in source order.
  func walk(_ node: RawNode) {
    switch node.kind {
    case .importDecl:
      let declaration = node.as(RawImportDeclSyntax.self)!
      if syntax.attributes(node.child(declaration.attributes)).contains(where: { $0.name == "testable" }) {
        importsForTesting = true
      }
      let path = node.child(declaration.path).children
      imports.append(
        path.map { String(identifier: $0.as(RawImportPathComponentSyntax.self)!.name.tokenText) }.joined(separator: ".")
      )
    case .classDecl: typeDeclaration(node, kind: "class", node.as(RawClassDeclSyntax.self)!)
    case .structDecl: typeDeclaration(node, kind: "struct", node.as(RawStructDeclSyntax.self)!)
    case .enumDecl: typeDeclaration(node, kind: "enum", node.as(RawEnumDeclSyntax.self)!)
    case .protocolDecl: typeDeclaration(node, kind: "protocol", node.as(RawProtocolDeclSyntax.self)!)
    case .actorDecl: typeDeclaration(node, kind: "actor", node.as(RawActorDeclSyntax.self)!)
    case .extensionDecl:
      let declaration = node.as(RawExtensionDeclSyntax.self)!
      openType(
        kind: "extension", name: syntax.reference(node.child(declaration.extendedType)).name,
        inheritance: node.child(declaration.inheritanceClause), attributes: node.child(declaration.attributes),
        node: node,
        traits: syntax.traits(
          modifiers: node.child(declaration.modifiers), attributes: node.child(declaration.attributes)))
      walkChildren(node)
      open.removeLast()
    case .typeAliasDecl:
      let declaration = node.as(RawTypeAliasDeclSyntax.self)!
      let initializer = node.child(declaration.initializer)
      typeAliases.append(
        TypeAliasItem(
          name: qualified(String(identifier: declaration.name.tokenText)),
          target: syntax.reference(initializer.child(declaration.initializer.value)), location: location(of: node)))
    case .enumCaseDecl:
      enumCases(node)
    case .variableDecl:
      variables(node)
    case .functionDecl:
      let declaration = node.as(RawFunctionDeclSyntax.self)!
      addFunction(
        name: String(identifier: declaration.name.tokenText), signature: node.child(declaration.signature),
        body: node.child(declaration.body), node: node,
        traits: syntax.traits(
          modifiers: node.child(declaration.modifiers), attributes: node.child(declaration.attributes)))
    case .initializerDecl:
      let declaration = node.as(RawInitializerDeclSyntax.self)!
      addFunction(
        name: "init", signature: node.child(declaration.signature), body: node.child(declaration.body), node: node,
        traits: syntax.traits(
          modifiers: node.child(declaration.modifiers), attributes: node.child(declaration.attributes)))
    default:
      walkChildren(node)
    }
  }

  private func walkChildren(_ node: RawNode) {
    for child in node.children where child.raw.layoutView != nil { walk(child) }
  }

  // MARK: Types

  private func typeDeclaration(_ node: RawNode, kind: String, _ declaration: some RawTypeDeclaration) {
    // A type's access level is not its members' (they stay internal), but `@objcMembers` reaches them.
    let traits = syntax.traits(modifiers: nil, attributes: node.child(declaration.attributes))
    openType(
      kind: kind, name: String(identifier: declaration.name.tokenText),
      inheritance: node.child(declaration.inheritanceClause),
      attributes: node.child(declaration.attributes), node: node, traits: traits)
    if syntax.traits(modifiers: node.child(declaration.modifiers), attributes: node.child(declaration.attributes))
      .contains(.filePrivate)
    {
      modifyCurrent { $0.isFilePrivate = true }
    }
    if let generic = declaration as? any RawGenericTypeDeclaration, let clause = generic.genericParameterClause {
      let (names, constraints) = genericParameters(node.child(clause), where: node.child(generic.genericWhereClause))
      modifyCurrent { ($0.genericParameters, $0.genericConstraints) = (names, constraints) }
    }
    walkChildren(node)
    open.removeLast()
  }

  /// A name declared here, qualified by the types (or the extended type) around it.
  private func qualified(_ name: String) -> String {
    let enclosing = open.last.map { $0.isExtension ? extensions[$0.index].name : types[$0.index].name }
    return enclosing.map { "\($0).\(name)" } ?? name
  }

  private func openType(
    kind: String, name: String, inheritance: RawNode?, attributes: RawNode, node: RawNode, traits: FunctionTraits
  ) {
    let qualified = kind == "extension" ? name : qualified(name)
    var inherited: [TypeReference] = []
    if let inheritance, let clause = inheritance.as(RawInheritanceClauseSyntax.self) {
      for element in inheritance.child(clause.inheritedTypes).children {
        inherited.append(syntax.reference(element.child(element.as(RawInheritedTypeSyntax.self)!.type)))
      }
    }
    let item = TypeItem(
      kind: kind, name: qualified, inheritance: inherited, attributes: syntax.attributes(attributes),
      location: location(of: node))
    if kind == "extension" {
      extensions.append(item)
      open.append((extensions.count - 1, true, traits))
    } else {
      types.append(item)
      open.append((types.count - 1, false, traits))
    }
  }

  private func modifyCurrent(_ change: (inout TypeItem) -> Void) {
    guard let current = open.last else { return }
    if current.isExtension { change(&extensions[current.index]) } else { change(&types[current.index]) }
  }

  // MARK: Members

  private func enumCases(_ node: RawNode) {
    for element in node.child(node.as(RawEnumCaseDeclSyntax.self)!.elements).children {
      let enumCase = element.as(RawEnumCaseElementSyntax.self)!
      var values: [ArgumentItem] = []
      var types: [TypeReference] = []
      if let clause = element.child(enumCase.parameterClause) {
        for parameter in clause.child(clause.as(RawEnumCaseParameterClauseSyntax.self)!.parameters).children {
          let type = parameter.child(parameter.as(RawEnumCaseParameterSyntax.self)!.type)
          values.append(
            ArgumentItem(
              label: parameter.as(RawEnumCaseParameterSyntax.self)!.firstName.map { String(identifier: $0.tokenText) },
              text: source.text(type)))
          types.append(syntax.reference(type))
        }
      }
      var rawValue: String?
      if let clause = element.child(enumCase.rawValue),
        case .string(let text) = reader.shape(BodyCollector.initialValue(clause))
      {
        rawValue = text
      }
      let item = EnumCaseItem(
        name: String(identifier: enumCase.name.tokenText), associatedValues: values, associatedTypes: types,
        rawValue: rawValue, location: location(of: element))
      modifyCurrent { $0.cases.append(item) }
    }
  }

  private func variables(_ node: RawNode) {
    let declaration = node.as(RawVariableDeclSyntax.self)!
    let modifiers = node.child(declaration.modifiers).children.map {
      String(syntaxText: $0.as(RawDeclModifierSyntax.self)!.name.tokenText)
    }
    let ownership = modifiers.first { $0 == "weak" || $0 == "unowned" }
    let attributes = syntax.attributes(node.child(declaration.attributes))
    let traits = syntax.traits(
      modifiers: node.child(declaration.modifiers), attributes: node.child(declaration.attributes)
    ).union(open.last?.traits ?? [])
    for binding in node.child(declaration.bindings).children {
      let pattern = binding.as(RawPatternBindingSyntax.self)!
      let patternNode = binding.child(pattern.pattern)
      if patternNode.kind == .tuplePattern {
        tupleProperties(
          binding, modifiers: modifiers, traits: traits, ownership: ownership, attributes: attributes, in: declaration)
        continue
      }
      let name =
        pattern.pattern.as(RawIdentifierPatternSyntax.self).map { String(identifier: $0.identifier.tokenText) }
        ?? source.text(patternNode)
      let initializer = binding.child(pattern.initializer).map(BodyCollector.initialValue)
      let annotation = binding.child(pattern.typeAnnotation)
      let accessors = binding.child(pattern.accessorBlock)
      var property = PropertyItem(
        name: name, type: syntax.annotatedType(annotation), ownership: ownership,
        isStatic: modifiers.contains("static") || modifiers.contains("class"), attributes: attributes,
        initializer: initializer.map(source.text), value: initializer.map(reader.shape),
        location: location(of: binding),
        isConstant: declaration.bindingSpecifier.tokenText == "let"
      )
      property.isOptional = syntax.isOptional(annotation)
      property.isComputed = accessors.map(Self.computes) ?? false
      property.runsCodeWhenSet = accessors.map(Self.runsCodeWhenSet) ?? false
      property.isLazy = modifiers.contains("lazy")
      property.traits = traits
      modifyCurrent { $0.properties.append(property) }
      // A stored closure's code (`lazy var send: () -> Void = { ... }`) runs where the closure is called
      // or passed on (`Button("Send", action: model.send)`): it is the property's function. So is the code
      // of the closures that a stored value is built with (`lazy var done = UIButton(primaryAction:
      // UIAction { ... })`), which runs on the value's events: its type's own; and the code of the closures a
      // stored collection holds (`lazy var actions: [String: () -> Void] = ["water": { ... }]`), which runs where
      // one of its elements is called (`actions["water"]?()`).
      let closure = initializer.flatMap { $0.as(RawClosureExprSyntax.self) != nil ? $0 : nil }
      let built = initializer.flatMap {
        $0.kind == .functionCallExpr || $0.kind == .arrayExpr || $0.kind == .dictionaryExpr ? $0 : nil
      }
      guard closure != nil || built != nil || accessors != nil else { continue }
      let body = BodyCollector(indexer: self)
      if let closure {
        body.collect(closure.child(closure.as(RawClosureExprSyntax.self)!.statements), returnsValue: false)
      } else if let built {
        body.collect(expression: built)
        // Only a value built with closures has code of its own to run.
        guard accessors != nil || body.calls.contains(where: { !$0.closureHosts.isEmpty }) else { continue }
      }
      if let accessors {
        // A computed property's getter is indexed like a function (`body`, `transition`, `view`); its
        // setter and a stored property's observers (`didSet { coordinator?.close() }`) run in it too,
        // where the property is set.
        let content = accessors.child(accessors.as(RawAccessorBlockSyntax.self)!.accessors)
        if content.kind == .codeBlockItemList {
          body.collect(content)
        } else {
          for accessor in content.children {
            let declaration = accessor.as(RawAccessorDeclSyntax.self)!
            let specifier = declaration.accessorSpecifier.tokenText
            guard Self.isRunningAccessor(specifier), let block = accessor.child(declaration.body) else { continue }
            body.collect(block.child(block.as(RawCodeBlockSyntax.self)!.statements), returnsValue: specifier == "get")
          }
        }
      }
      // The getter is called as the property says (`private lazy var` that nothing reads never runs).
      let getter = function(
        name: name, parameters: [], returnType: property.type, body: body, node: binding, traits: traits)
      modifyCurrent { $0.functions.append(getter) }
    }
  }

  /// The stored properties a tuple pattern declares (`let (events, continuation) = AsyncStream.makeStream(of:
  /// Event.self)`), one per name, each with its element of a written tuple type and of a tuple value written out, else
  /// the whole value and its position (`PropertyItem.tuplePosition`).
  private func tupleProperties(
    _ binding: RawNode, modifiers: [String], traits: FunctionTraits, ownership: String?, attributes: [AttributeItem],
    in declaration: RawVariableDeclSyntax
  ) {
    let pattern = binding.as(RawPatternBindingSyntax.self)!
    let elements = binding.child(pattern.pattern).child(pattern.pattern.as(RawTuplePatternSyntax.self)!.elements)
      .children
    let initializer = binding.child(pattern.initializer).map(BodyCollector.initialValue)
    let value = initializer.map(reader.shape)
    let written = syntax.annotatedType(binding.child(pattern.typeAnnotation))
    var values: [ExpressionShape]?
    var types = written.map { $0.arguments.count == elements.count ? $0.arguments : [] }
    if elements.count == 1 {
      // `let (route) = x`: parentheses around one name, its value and type whole.
      values = value.map { [$0] }
      types = written.map { [$0] }
    } else if case .tuple(let items)? = value, items.count == elements.count {
      values = items.map(\.value)
    }
    for (position, element) in elements.enumerated() {
      let item = element.as(RawTuplePatternElementSyntax.self)!
      guard let identifier = element.child(item.pattern).as(RawIdentifierPatternSyntax.self) else { continue }
      var property = PropertyItem(
        name: String(identifier: identifier.identifier.tokenText),
        type: types.flatMap { position < $0.count ? $0[position] : nil }, ownership: ownership,
        isStatic: modifiers.contains("static") || modifiers.contains("class"), attributes: attributes,
        initializer: initializer.map(source.text), value: values.map { $0[position] } ?? value,
        location: location(of: element), isConstant: declaration.bindingSpecifier.tokenText == "let")
      if values == nil, value != nil { property.tuplePosition = position }
      property.isLazy = modifiers.contains("lazy")
      property.traits = traits
      modifyCurrent { $0.properties.append(property) }
    }
  }

  /// Whether an accessor block makes its property computed: a getter's code, or any accessor but a stored property's
  /// observers (`didSet`, `willSet`).
  private static func computes(_ accessors: RawNode) -> Bool {
    let content = accessors.child(accessors.as(RawAccessorBlockSyntax.self)!.accessors)
    guard content.kind != .codeBlockItemList else { return true }
    return content.children.contains { accessor in
      let specifier = accessor.as(RawAccessorDeclSyntax.self)!.accessorSpecifier.tokenText
      return specifier != "didSet" && specifier != "willSet"
    }
  }

  /// Whether an accessor block has code that setting the property runs: an observer (`didSet`, `willSet`) or a `set`.
  private static func runsCodeWhenSet(_ accessors: RawNode) -> Bool {
    let content = accessors.child(accessors.as(RawAccessorBlockSyntax.self)!.accessors)
    guard content.kind != .codeBlockItemList else { return false }
    return content.children.contains { accessor in
      let specifier = accessor.as(RawAccessorDeclSyntax.self)!.accessorSpecifier.tokenText
      return specifier == "set" || specifier == "didSet" || specifier == "willSet"
    }
  }

  /// Whether the property's function holds this accessor's code (`_read`, `_modify` and the like are left out).
  private static func isRunningAccessor(_ specifier: SwiftSyntax.SyntaxText) -> Bool {
    specifier == "get" || specifier == "set" || specifier == "didSet" || specifier == "willSet"
  }

  private func addFunction(name: String, signature: RawNode, body: RawNode?, node: RawNode, traits: FunctionTraits) {
    let parts = signature.as(RawFunctionSignatureSyntax.self)!
    let parameters = self.parameters(of: signature)
    let collector = BodyCollector(indexer: self)
    collector.parameters = parameters
    collector.declaresResult = parts.returnClause != nil
    if let body { collector.collect(body.child(body.as(RawCodeBlockSyntax.self)!.statements)) }
    let returnType = signature.child(parts.returnClause).map { clause in
      syntax.reference(clause.child(clause.as(RawReturnClauseSyntax.self)!.type))
    }
    var traits = traits.union(open.last?.traits ?? [])
    if body == nil, let current = open.last, !current.isExtension, types[current.index].kind == "protocol" {
      traits.insert(.requirement)
    }
    let item = function(
      name: name, parameters: parameters, returnType: returnType, body: collector, node: node, traits: traits)
    guard !open.isEmpty else {
      if freeFunctions == nil {
        freeFunctions = TypeItem(
          kind: "extension", name: TypeItem.freeFunctionsName, inheritance: [], location: location(of: node))
      }
      freeFunctions!.functions.append(item)
      return
    }
    modifyCurrent { $0.functions.append(item) }
  }

  /// The parameters a function's signature declares.
  func parameters(of signature: RawNode) -> [ParameterItem] {
    let parts = signature.as(RawFunctionSignatureSyntax.self)!
    let clause = signature.child(parts.parameterClause)
    return clause.child(parts.parameterClause.parameters).children.map { parameter in
      let item = parameter.as(RawFunctionParameterSyntax.self)!
      let defaultValue = parameter.child(item.defaultValue).map(BodyCollector.initialValue)
      return ParameterItem(
        label: String(identifier: item.firstName.tokenText),
        name: String(identifier: (item.secondName ?? item.firstName).tokenText),
        type: syntax.reference(parameter.child(item.type)),
        defaultValue: defaultValue.map { reader.shape($0) },
        isVariadic: item.ellipsis != nil,
        isOptional: syntax.isOptionalType(parameter.child(item.type)))
    }
  }

  private func function(
    name: String, parameters: [ParameterItem], returnType: TypeReference?, body: BodyCollector, node: RawNode,
    traits: FunctionTraits = []
  ) -> FunctionItem {
    FunctionItem(
      .init(
        name: name, parameters: parameters, returnType: returnType, calls: body.calls, switchSelf: body.switchSelf,
        parameterSwitch: body.parameterSwitch, closures: body.closures, locals: body.locals,
        assignments: body.assignments, returns: body.returns,
        location: location(of: node), traits: traits, localFunctions: body.localFunctions,
        testsParameterTypes: body.testsParameterTypes))
  }
}

/// What the index reads of a class, struct, enum, protocol or actor declaration.
protocol RawTypeDeclaration: RawSyntaxNodeProtocol {
  var name: RawTokenSyntax { get }
  var inheritanceClause: RawInheritanceClauseSyntax? { get }
  var attributes: RawAttributeListSyntax { get }
  var modifiers: RawDeclModifierListSyntax { get }
}

/// A type declaration that can have generic parameters (a protocol cannot).
protocol RawGenericTypeDeclaration: RawTypeDeclaration {
  var genericParameterClause: RawGenericParameterClauseSyntax? { get }
  var genericWhereClause: RawGenericWhereClauseSyntax? { get }
}

extension RawClassDeclSyntax: RawGenericTypeDeclaration {}
extension RawStructDeclSyntax: RawGenericTypeDeclaration {}
extension RawEnumDeclSyntax: RawGenericTypeDeclaration {}
extension RawProtocolDeclSyntax: RawTypeDeclaration {}
extension RawActorDeclSyntax: RawGenericTypeDeclaration {}
