import NavigationModel
import SourceIndex

/// Finds the static type of receivers and values across files: `self`, a stored property, a local,
/// a parameter, a type written by name, the previous step of a chain, a cast, a constructor call.
public struct TypeResolver: Sendable {
  /// The type a library call in a chain returns, given the type it is called on (Jumper's
  /// `push(\.x)` returns the coordinator `x` leads to, or the same one); nil when the dialect cannot say.
  public typealias ChainStepTyping = @Sendable (_ on: String, _ step: ChainStep) -> String?

  /// The app's types.
  public let types: AppTypes
  /// The dialect's reading of library calls in chains.
  public let chainStep: ChainStepTyping?
  /// The stored properties that nothing sets, whose calls run nowhere (none until the loader reads them with this
  /// resolver).
  public var neverSet = NeverSetProperties.none {
    didSet { hasNeverSetProperties = !neverSet.isEmpty }
  }
  /// Whether `neverSet` holds any property (a test that needs no reference counting, for every call read).
  public private(set) var hasNeverSetProperties = false

  /// Creates a resolver over the app's types.
  public init(types: AppTypes, chainStep: ChainStepTyping? = nil) {
    self.types = types
    self.chainStep = chainStep
  }

  /// The members of a collection that give one of its elements.
  static let elementMembers: NameList = ["first", "last", "randomElement", "min", "max", "popLast"]

  /// The type a `compactMap` step keeps, when its closure casts its parameter (`compactMap { $0 as? Orders }`).
  static func castElement(of step: ChainStep) -> String? {
    guard case .call("compactMap", let arguments) = step,
      let cast = arguments.last, cast.label == ArgumentItem.castElementLabel, case .cast(_, let type, _) = cast.value
    else { return nil }
    return type.name
  }

  /// How many values deep a type is looked for (`let a = b` where `b` is a property whose value is
  /// another property...): code that does not compile can make such references circular.
  static let depthLimit = 16

  /// The type of a receiver chain in a context, as written (it may name a protocol or a library type).
  public func type(of chain: [ChainStep], in context: CodeContext) -> String? {
    type(of: chain, in: context, depth: 0)
  }

  /// The type of a value in a context, when it can be told.
  public func type(of value: ExpressionShape, in context: CodeContext) -> String? {
    type(of: value, in: context, depth: 0)
  }

  /// A property's type: its annotation, else the type of its initial value.
  public func propertyType(_ property: PropertyItem, owner: String) -> String? {
    propertyType(property, owner: owner, depth: 0)
  }

  private func type(of chain: [ChainStep], in context: CodeContext, depth: Int) -> String? {
    guard depth < Self.depthLimit else { return nil }
    // A cast names the type whatever came before it (`(children.last as? Tabs)?.x`), and so does an element of what a
    // `compactMap` keeps of one type (`children.compactMap { $0 as? Tabs }.first`, as `children.first { $0 is Tabs } as?
    // Tabs` gives).
    let lastCast = chain.indices.last { index in
      if chain[index].castType != nil { return true }
      return Self.castElement(of: chain[index]) != nil && index + 1 < chain.endIndex
        && chain[index + 1].name.map(Self.elementMembers.contains) == true
    }
    var steps = lastCast.map { chain[$0...] } ?? chain[...]
    guard let first = steps.first else { return context.typeName }
    var current: String?
    if let element = Self.castElement(of: first) {
      current = written(element, in: context.typeName)
      steps = steps.dropFirst()  // the element member is the first step now, and the loop goes on after it
    } else {
      current = firstType(first, in: context, depth: depth)
    }
    // The type of the steps before the last, when known (a container that `.call` is made on).
    var holder: String?
    for (offset, step) in steps.dropFirst().enumerated() {
      guard let known = current else { break }
      if offset == steps.count - 2 { holder = known }
      // A subscript's element (`entries[indexPath.row].route`), or one a collection's member gives (`keepers.first`,
      // `keepers.first(where: ...)`, `keepers.randomElement()`): the element type of the steps before it.
      let member = step == .element ? nil : memberType(step, of: known, depth: depth)
      current =
        member == nil && (step == .element || step.name.map(Self.elementMembers.contains) == true)
        ? elementType(of: .reference(Array(steps.prefix(offset + 1))), in: context, depth: depth + 1) : member
    }
    if case .call(let name, let arguments)? = chain.last {
      if current == nil, let resolved = Self.resolvedType(name, arguments) {
        return written(resolved, in: context.typeName)
      }
      // A Factory registration called: its getter's type is the registration's, the call gives its product.
      if current.map(Self.factoryTypes.contains) ?? true, steps.count > 1,
        let product = factoryProduct(name, in: holder)
      {
        return written(product, in: context.typeName)
      }
    }
    return current
  }

  private func type(of value: ExpressionShape, in context: CodeContext, depth: Int) -> String? {
    guard depth < Self.depthLimit else { return nil }
    switch value {
    case .call(var chain, let arguments):
      if let name = value.calledTypeName { return typeName(name, in: context.typeName) }
      // `x.f(args)`: the chain ends with the call itself, so that the dialect can read it.
      if case .name(let last)? = chain.last {
        chain.removeLast()
        chain.append(.call(last, arguments))
      }
      return type(of: chain, in: context, depth: depth + 1)
    case .reference(let chain):
      if chain.last == .name("self"), chain.count == 2, let name = chain.first?.name { return name }
      return type(of: chain, in: context, depth: depth + 1)
    case .cast(_, let type, _):
      return written(type.name, in: context.typeName)
    case .element(let collection, _):
      return elementType(of: collection, in: context, depth: depth + 1)
    default:
      return nil
    }
  }

  /// The type of a collection's elements (what `ExpressionShape.element` reads: a row of `ForEach(rows)`, `rows[0]`):
  /// the element type that the collection's annotation writes (a local's, a parameter's, a property's, a method's
  /// return type: `let rows: [SettingsRow]`), else that of the first element of a literal that names its type
  /// (`[SettingsRow(...), .init(...)]`); the enum itself for `Wing.allCases`.
  private func elementType(of collection: ExpressionShape, in context: CodeContext, depth: Int) -> String? {
    guard depth < Self.depthLimit else { return nil }
    switch collection {
    case .array(let elements), .dictionary(keys: _, values: let elements):
      return elements.lazy.compactMap { self.type(of: $0, in: context, depth: depth + 1) }.first
    case .reference(let chain):
      if chain.count == 2, chain[1] == .name("allCases"), case .name(let name) = chain[0],
        let declared = types.type(named: name, inside: context.typeName), declared.declaration.kind == "enum"
      {
        return declared.name
      }
      if let written = annotation(of: chain, in: context, depth: depth + 1) {
        return written.type.elementType.map { self.written($0.name, in: written.scope) }
      }
      if let base = Self.selectionBase(of: collection), let type = elementType(of: base, in: context, depth: depth + 1)
      {
        return type
      }
      // Without an annotation, the literal the value is.
      guard case .name(let name)? = chain.last else { return nil }
      if chain.count == 1, let local = context.local(named: name) {
        return local.value.flatMap { elementType(of: $0, in: context.withoutLocal(name), depth: depth + 1) }
      }
      if chain.count == 1, context.isParameter(name) { return nil }
      guard let owner = owner(ofMember: chain, in: context, depth: depth),
        let property = types.property(name, of: owner)
      else { return nil }
      return property.value.flatMap {
        elementType(of: $0, in: CodeContext(typeName: owner, function: nil), depth: depth + 1)
      }
    case .call(let chain, _):
      if let base = Self.selectionBase(of: collection), let type = elementType(of: base, in: context, depth: depth + 1)
      {
        return type
      }
      guard case .name(let name)? = chain.last, let owner = owner(ofMember: chain, in: context, depth: depth),
        let returned = types.functions(name, of: owner).first?.returnType?.elementType
      else { return nil }
      return written(returned.name, in: owner)
    default:
      return nil
    }
  }

  /// The type a chain's value is annotated with, and the scope it is written in: a local's, a parameter's or a
  /// property's (`let rows: [SettingRow]`, own or another value's), or the element type of one for a subscript
  /// (`sections[0]` for `let sections: [[Row]]`). Nil when the value has no annotation.
  private func annotation(of chain: [ChainStep], in context: CodeContext, depth: Int)
    -> (type: TypeReference, scope: String)?
  {
    guard depth < Self.depthLimit, let last = chain.last else { return nil }
    if last == .element {
      guard let outer = annotation(of: Array(chain.dropLast()), in: context, depth: depth + 1),
        let element = outer.type.elementType
      else { return nil }
      return (element, outer.scope)
    }
    guard case .name(let name) = last else { return nil }
    if chain.count == 1, let local = context.local(named: name) { return local.type.map { ($0, context.typeName) } }
    if chain.count == 1, let parameter = context.function?.parameters.first(where: { $0.name == name }) {
      return (parameter.type, context.typeName)
    }
    guard let owner = owner(ofMember: chain, in: context, depth: depth),
      let type = types.property(name, of: owner)?.type
    else { return nil }
    return (type, owner)
  }

  /// The type a row is written as, for the steps before a member (`rack` in `rack.route`, `racks[0]`): the annotation
  /// of a local, of an element read by subscript, or the element type of the collection a row local is an element of
  /// (`let racks: [(title: String, route: Route)]` for a row of `ForEach(racks)`). Nil when none is written.
  func rowType(of steps: [ChainStep], in context: CodeContext) -> TypeReference? {
    if let written = annotation(of: steps, in: context, depth: 0) { return written.type }
    guard steps.count == 1, case .name(let name) = steps[0], let local = context.local(named: name),
      case .element(.reference(let collection), _)? = local.value
    else { return nil }
    return annotation(of: collection, in: context.withoutLocal(name), depth: 1)?.type.elementType
  }

  /// The type whose member the last step of a chain names: the context's for a bare name or `self.name`, else the
  /// type of the steps before it.
  func owner(ofMember chain: [ChainStep], in context: CodeContext) -> String? {
    owner(ofMember: chain, in: context, depth: 0)
  }

  private func owner(ofMember chain: [ChainStep], in context: CodeContext, depth: Int) -> String? {
    let holder = chain.dropLast()
    return holder.isEmpty || holder == [.name("self")]
      ? context.typeName : type(of: Array(holder), in: context, depth: depth + 1)
  }

  /// The type that a dependency container's `resolve(Home.self)` gives (Swinject's `resolver.resolve(_:)`,
  /// Resolver's `Resolver.resolve(_:)`): the type it is given first, where the chain's own types tell
  /// nothing (the container is the library's).
  private static func resolvedType(_ name: String, _ arguments: [ArgumentItem]) -> String? {
    guard name == "resolve", let first = arguments.first, first.label == nil,
      case .reference(let chain) = first.value, chain.count > 1, chain.last == .name("self")
    else { return nil }
    let names = chain.dropLast().compactMap(\.name)
    guard names.count == chain.count - 1, names.last?.startsUppercase == true else { return nil }
    return names.joined(separator: ".")
  }

  /// A type name as written inside `scope`: the nested type it means there, the app type that a generic
  /// parameter of the scope is constrained to, else as written.
  private func written(_ name: String, in scope: String) -> String {
    types.nestedName(name, inside: scope) ?? types.genericConstraint(name, of: scope) ?? name
  }

  /// A type name written inside `scope`, by its declared name when the app declares it.
  private func typeName(_ name: String, in scope: String) -> String {
    types.declaredName(name, inside: scope)
  }

  private func firstType(_ step: ChainStep, in context: CodeContext, depth: Int) -> String? {
    switch step {
    case .name("self"), .name("Self"):
      return context.typeName
    case .name(let name):
      if var local = context.local(named: name) {
        // A binding that unwraps an earlier local of its name (`if let plants`, `guard let plants = plants`) has
        // that local's type: the copy of the function that hides the binding would hide the earlier local too.
        if case .reference(let chain)? = local.value, chain == [.name(name)],
          let earlier = context.unwrappedLocal(named: name)
        {
          local = earlier
        }
        if let type = local.type { return written(type.name, in: context.typeName) }
        guard let value = local.value else { return nil }
        // A constructor's type needs no context: spared the copy of the function that hides the local.
        if let called = value.calledTypeName { return typeName(called, in: context.typeName) }
        return type(of: value, in: context.withoutLocal(name), depth: depth + 1)
      }
      if let parameter = context.function?.parameters.first(where: { $0.name == name }) {
        return written(parameter.type.name, in: context.typeName)
      }
      if let bound = boundValueType(name, in: context) { return bound }
      if let property = types.property(name, of: context.typeName) {
        return propertyType(property, owner: context.typeName, depth: depth + 1)
      }
      if name.startsUppercase { return typeName(name, in: context.typeName) }
      return nil
    case .call(let name, let arguments):
      if name.startsUppercase { return typeName(name, in: context.typeName) }
      if let library = chainStep?(context.typeName, step) { return library }
      return types.functions(name, of: context.typeName).first.flatMap {
        result(of: $0, given: arguments, on: context.typeName)
      }
    case .cast(let type), .conditionalCast(let type):
      return written(type.name, in: context.typeName)
    case .specialized(let type):
      return typeName(type.name, in: context.typeName)
    case .element, .other:
      return nil
    }
  }

  /// The type of a name that an arm of the context's `switch self` binds (`coordinator` in `case
  /// .list(let coordinator)` of a route enum's `view()`): the associated value's type, when every arm that
  /// binds the name gives the same one.
  private func boundValueType(_ name: String, in context: CodeContext) -> String? {
    guard let arms = context.function?.switchSelf, !arms.isEmpty else { return nil }
    var found: String?
    for arm in arms {
      for binding in arm.bindings where binding.name == name {
        guard
          let enumCase = types.type(named: context.typeName)?.declaration.cases.first(where: {
            $0.name == binding.caseName
          }),
          binding.position < enumCase.associatedTypes.count
        else { return nil }
        let type = written(enumCase.associatedTypes[binding.position].name, in: context.typeName)
        guard found == nil || found == type else { return nil }
        found = type
      }
    }
    return found
  }

  /// The app's type of this name nested in `typeName` (declared in it or in an extension of it), by its qualified
  /// name; not a type of that name elsewhere.
  private func nestedType(_ name: String, in typeName: String) -> String? {
    let qualified = "\(typeName).\(name)"
    return types.type(named: qualified)?.name == qualified ? qualified : nil
  }

  private func memberType(_ step: ChainStep, of typeName: String, depth: Int) -> String? {
    switch step {
    case .name(let name):
      if let property = types.property(name, of: typeName) {
        return propertyType(property, owner: typeName, depth: depth + 1)
      }
      // A type nested in this one, or in an extension of it (`Shop.Router` in `Shop.Router.shared`).
      return name.startsUppercase ? nestedType(name, in: typeName) : nil
    case .call(let name, let arguments):
      // The construction of a nested type (`Shop.CartModel()`).
      if name.startsUppercase, let nested = nestedType(name, in: typeName) { return nested }
      if let library = chainStep?(typeName, step) { return library }
      return types.functions(name, of: typeName).first.flatMap { result(of: $0, given: arguments, on: typeName) }
    case .cast(let type), .conditionalCast(let type):
      return type.name
    case .specialized, .element, .other:
      return nil
    }
  }

  /// The type a call of `function` on a value of `typeName` (or in its code) gives, written inside `typeName`: the type
  /// a generic function is given (`make(Cart.self)` of `func make<T>(_ type: T.Type) -> T`), the type itself for a
  /// function returning `Self` (`static func instantiate() -> Self` of a protocol extension), else its return type.
  private func result(of function: FunctionItem, given arguments: [ArgumentItem], on typeName: String) -> String? {
    if let generic = function.genericResult(given: arguments) { return self.typeName(generic, in: typeName) }
    return function.returnType.map { $0.name == "Self" ? typeName : written($0.name, in: typeName) }
  }

  private func propertyType(_ property: PropertyItem, owner: String, depth: Int) -> String? {
    if let type = property.type {
      return written(types.superclassArgument(type.name, forProperty: property.name, of: owner) ?? type.name, in: owner)
    }
    if let value = property.value {
      return type(of: value, in: CodeContext(typeName: owner, function: nil), depth: depth + 1)
    }
    // `@Environment(HomeCoordinator.self) var coordinator`: the type the environment is read by;
    // `@Environment(\.garden) var garden`: the type of the app's `extension EnvironmentValues { var
    // garden: GardenCoordinator? ... }` (or `@Entry var garden: ...`, also with the type its value gives: `@Entry var
    // navigator = Navigator()`), else of the library's (`AppTypes.libraryEnvironment`).
    for attribute in property.attributes where attribute.name == "Environment" {
      switch attribute.arguments.first?.value {
      case .reference(let chain)? where chain.count > 1 && chain.last == .name("self"):
        return written(chain.dropLast().compactMap(\.name).joined(separator: "."), in: owner)
      case .keyPath(let root, let components)?
      where components.count == 1 && (root ?? "EnvironmentValues") == "EnvironmentValues":
        guard let key = types.libraryExtension(named: "EnvironmentValues")?.property(named: components[0]) else {
          return types.libraryEnvironment[components[0]].map { written($0, in: owner) }
        }
        if let type = key.type { return written(type.name, in: owner) }
        return key.value.flatMap { type(of: $0, in: CodeContext(typeName: owner, function: nil), depth: depth + 1) }
      default:
        continue
      }
    }
    return injectedType(property).map { written($0, in: owner) }
  }
}
