import NavigationModel
import SourceIndex

/// Reads one app in the Jumper dialect.
struct JumperReader {
  let types: AppTypes
  let resolver: TypeResolver
  let declared: [JumperDialect.Declared]
  let byName: [String: JumperDialect.Declared]
  let coordinatorNames: Set<String>

  init(types: AppTypes, resolver: TypeResolver, declared: [JumperDialect.Declared]) {
    self.types = types
    self.resolver = resolver
    self.declared = declared
    byName = Dictionary(declared.map { ($0.type.name, $0) }, uniquingKeysWith: { first, _ in first })
    coordinatorNames = Set(byName.keys)
  }

  /// The library's transitions that return a coordinator (and so can be chained): the one a route leads
  /// to, or the same one.
  static let chainingMembers: NameList = [
    "push", "present", "root", "focus", "hasRoot", "pop", "popToRoot", "dismiss",
  ]
  /// Guards: they navigate nowhere.
  static let guardMembers: NameList = ["hasRoot", "isRoot"]
  static let actionMembers: NameList = ["push", "present", "root", "focus", "pop", "popToRoot", "dismiss"]

  /// `\.home` or `\Main.home` names the route `home`.
  static func routeName(in value: ExpressionShape) -> String? {
    if case .keyPath(_, let components) = value, let last = components.last { return last }
    return nil
  }

  func read(threads: Int?) -> DialectReading {
    var reading = DialectReading()
    // Each coordinator, then each type's code, on its own (in parallel), merged in declaration order.
    let coordinators = Parallel.map(count: declared.count, threads: threads) { index in
      let coordinator = declared[index]
      var held = RouteTypes.HeldTypes()
      let routes = coordinator.routes.filter { $0.leadsTo == nil }.map { route in
        let built = RouteTypes.throughHelpers(route.builtValues, of: coordinator.type.name, types: types)
        return (
          "\(coordinator.type.name).\(route.name)",
          RouteTypes.expand(
            typesBuilt(by: route, from: built), inside: coordinator.type.name, types: types, resolver: resolver,
            coordinators: coordinatorNames, held: &held),
          routeValues(of: route, built: built, in: coordinator)
        )
      }
      return (model(of: coordinator), routes, screenFactories(of: coordinator))
    }
    for (model, routes, factories) in coordinators {
      reading.coordinators.append(model)
      for (id, types, values) in routes {
        reading.routeTypes[id] = types
        if !values.isEmpty { reading.routeValues[id] = values }
      }
      for (key, route) in factories { reading.screenFactories[key, default: []].append((model.name, route)) }
    }
    reading.notes = declared.compactMap(missingStartNote)
    for coordinator in declared {
      if let choice = startChoice(of: coordinator) { reading.startChoices[coordinator.type.name] = choice }
    }
    let perType = Parallel.map(count: types.all.count, threads: threads) { index in
      let type = types.all[index]
      let isScreen = byName[type.name] == nil
      return (
        sites: actionSites(in: type),
        navigation: isScreen ? ScreenNavigation.calls(in: type, types: types, resolver: resolver) : [],
        neverShown: isScreen ? ScreenNavigation.neverPresentedNotes(in: type) : []
      )
    }
    reading.notes += perType.flatMap(\.neverShown)
    // A child view controller's own navigation acts on the coordinator of the screen that builds it.
    let subviews = Subviews(types: types, resolver: resolver, coordinators: coordinatorNames, threads: threads)
    reading.subviews = subviews
    // The screens' own UIKit navigation (`dismiss(animated:)`, `navigationController?.popViewController`), and the
    // view controllers they push or present themselves, each a route of its own (`OneOffScreenReading`).
    let screensOwn = screenNavigationSites(
      perType.map(\.navigation), routeTypes: reading.routeTypes, shown: [], subviews: subviews)
    // The app's extensions of library types (`extension UIViewController`) navigate too; they are no screens.
    // A coordinator's `dismiss()` where it has no parent to ask does nothing (`leavingOutParentlessDismisses`).
    var coordinatorSites = leavingOutParentlessDismisses(
      perType.flatMap(\.sites) + types.libraryExtensions.flatMap(actionSites(in:)))
    reading.notes += coordinatorSites.notes
    // One that another coordinator presented ends as a finish (`finishPresentedChildren`).
    finishPresentedChildren(
      in: &coordinatorSites.sites, coordinators: reading.coordinators, startChoices: reading.startChoices)
    reading.sites = coordinatorSites.sites + screensOwn.sites
    add(screensOwn.screens, to: &reading)
    return reading
  }

  // MARK: Coordinators

  private func model(of coordinator: JumperDialect.Declared) -> Coordinator {
    let location = coordinator.type.declaration.location
    let screens = coordinator.routes.filter { $0.leadsTo == nil }.map { Route(name: $0.name, location: $0.location) }
    let navigation = Self.navigation(of: coordinator)
    let arguments = navigation?.value.arguments ?? []
    if coordinator.kind == .tabs {
      let tabs = arguments.filter { $0.label == ArgumentItem.builderLabel }.compactMap { argument in
        Self.routeName(in: argument.value).map { name in
          NameReference(coordinator.route(name)?.leadsTo ?? name, at: navigation?.location ?? location)
        }
      }
      return Coordinator(
        name: coordinator.type.name, kind: .tabs, start: tabs.first ?? NameReference("navigation", at: location),
        routes: screens, tabs: tabs, location: location)
    }
    let initial = Self.initialRoutes(in: arguments).first
    let start = initial.map { coordinator.route($0)?.leadsTo ?? $0 } ?? screens.first?.name ?? "navigation"
    return Coordinator(
      name: coordinator.type.name, kind: coordinator.kind,
      start: NameReference(start, at: navigation?.location ?? location),
      routes: screens, location: location)
  }

  /// The value a coordinator's `navigation` is given: where the property is declared (`var navigation:
  /// Navigation<X> = .init(initial: \.inbox)`), else in its initialiser (`navigation = .init(initial: signedIn ?
  /// \.home : \.signIn)`, the last such assignment), with where it is written.
  static func navigation(of coordinator: JumperDialect.Declared) -> (value: ExpressionShape, location: SourceLocation)?
  {
    let property = coordinator.type.property(named: "navigation")
    if let property, let value = property.value { return (value, property.location) }
    for function in coordinator.type.functions.reversed() where function.name == "init" {
      if let assigned = function.assignments.last(where: {
        !$0.inClosure && ($0.target == [.name("navigation")] || $0.target == [.name("self"), .name("navigation")])
      }) {
        return (assigned.value, assigned.location)
      }
    }
    return nil
  }

  /// The routes an `initial:` argument names, in the order written: one, or each that a condition may pick
  /// (`signedIn ? \.home : \.signIn`).
  static func initialRoutes(in arguments: [ArgumentItem]) -> [String] {
    guard let value = arguments.first(where: { $0.label == "initial" })?.value else { return [] }
    var names: [String] = []
    for alternative in value.alternatives {
      if let name = routeName(in: alternative), !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The routes a condition picks a coordinator's initial route among (`.init(initial: signedIn ? \.home : \.login)`),
  /// when it picks one of several.
  private func startChoice(of coordinator: JumperDialect.Declared) -> StartChoice? {
    guard let navigation = Self.navigation(of: coordinator) else { return nil }
    let routes = Self.initialRoutes(in: navigation.value.arguments)
    guard routes.count > 1 else { return nil }
    return StartChoice(routes: routes, location: navigation.location)
  }

  /// A note for a coordinator whose start cannot be read: no `navigation` naming its initial route (or
  /// its tabs) and no screen route to fall back on. Its start then names nothing, and the check says so.
  private func missingStartNote(_ coordinator: JumperDialect.Declared) -> ReadingNote? {
    let arguments = Self.navigation(of: coordinator)?.value.arguments ?? []
    let what: String
    if coordinator.kind == .tabs {
      guard !arguments.contains(where: { $0.label == ArgumentItem.builderLabel }) else { return nil }
      what = "no tabs in a `TabNavigation` property `navigation`"
    } else {
      guard !arguments.contains(where: { $0.label == "initial" }),
        !coordinator.routes.contains(where: { $0.leadsTo == nil })
      else { return nil }
      what = "no `navigation` property with an `initial:` route, and no `@Route` screen"
    }
    return ReadingNote(
      location: coordinator.type.declaration.location,
      message:
        "\(coordinator.type.name) declares \(what) in the files read, so where it starts is unknown (is part of "
        + "it in a file that was excluded, or in an extension outside the folder read?)")
  }

  /// The factory of each of a coordinator's screen routes (`@Route var inbox = inboxScreen`), by its key in the
  /// call graph (the type that declares it: the coordinator, a superclass or a protocol extension), with the
  /// route's name.
  private func screenFactories(of coordinator: JumperDialect.Declared) -> [(FunctionKey, String)] {
    coordinator.routes.compactMap { route in
      guard route.leadsTo == nil, let factory = route.factory else { return nil }
      let declaring = types.declaringType(of: factory, from: coordinator.type.name)
      return (CallGraph.key(declaring, factory, in: types), route.name)
    }
  }

  /// What a screen route's factory builds and takes: the view controller it returns, the types it
  /// constructs (`built`: the values it returns and its locals' values), its `input:` parameters.
  private func typesBuilt(by route: JumperDialect.JumperRoute, from built: [ExpressionShape]) -> [String] {
    guard let factory = route.factory else { return [] }
    var names = factory.parameters.map(\.type.name)
    if let returned = factory.returnType?.name { names.append(returned) }
    names += built.flatMap(RouteTypes.constructed)
    return names
  }
}

extension JumperReader: OneOffScreenReading {
  /// A view controller that a screen pushes or presents itself (`navigationController?.pushViewController(
  /// AboutViewController(), animated: true)`), on a stack coordinator: a route named after its type, or the screen
  /// route whose factory returns one (`@Route var editor = editorScreen` for `func editorScreen() -> ScreenView {
  /// EditorViewController() }`).
  func oneOffScreen(
    built seeds: [String], style: (kind: ActionKind, confidence: Confidence), byCoordinatorNamed owner: String,
    at location: SourceLocation
  ) -> OneOffScreen? {
    guard let coordinator = byName[owner], coordinator.kind == .stack else { return nil }
    return oneOffScreen(firstOf: seeds, style: style, coordinator: owner, at: location) { screen in
      coordinator.routes.first { route in
        route.leadsTo == nil
          && RouteTypes.throughHelpers(route.builtValues, of: owner, types: types).contains {
            RouteTypes.constructed(in: $0).contains(screen)
          }
      }?.name
    }
  }

  /// A close on a Jumper coordinator's screen (SwiftUI's `dismiss()` in a view that a `SwiftUIScreen` hosts): Jumper's
  /// routes have no style of their own, so none is read by route here; once the navigations are placed, it is a
  /// `dismiss` where they all present its route and a `pop` where they all push it (`confirmingPlacedCloses`).
  func closes(byCoordinatorNamed owner: String, at location: SourceLocation) -> [String: Action]? {
    coordinatorNames.contains(owner) ? [:] : nil
  }

  /// The values a route's factory gives the screen it builds (`RouteValue`): by its constructions, and by assignments
  /// to properties that a protocol several coordinators adopt types (`screen.router = self`: `ProtocolHolder`).
  private func routeValues(
    of route: JumperDialect.JumperRoute, built: [ExpressionShape], in coordinator: JumperDialect.Declared
  )
    -> [RouteValue]
  {
    let owner = coordinator.type.name
    // (Most apps have no protocol that several types adopt: then no value's type is asked.)
    guard !types.sharedProtocolShortNames.isEmpty else {
      return RouteValue.given(in: built, inside: owner, types: types)
    }
    let typeOf: (ExpressionShape) -> String? = { $0 == .reference([.name("self")]) ? owner : nil }
    let given = RouteValue.given(in: built, inside: owner, types: types, typeOf: typeOf)
    guard let factory = route.factory else { return given }
    return given
      + ProtocolHolder.assignedValues(in: factory, types: types, typeOf: typeOf)
  }
}
