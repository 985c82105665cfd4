import NavigationModel
import SourceIndex

/// Which coordinator a navigation call acts on, and the notes for calls whose coordinator or route is not read.
extension ALCoordinatorReader {
  /// A note for a navigation call on a coordinator that the library picks at run time.
  func runTimeCoordinatorNote(_ call: CallItem, in context: CodeContext) -> ReadingNote? {
    if isLibraryParent(call.receiver, in: context) {
      return ReadingNote(
        location: call.location,
        message: "`parent` is the coordinator that started \(context.typeName), known only at run time: this "
          + "`\(call.member)` is not read (name the parent's class to have it read: `(parent as? HomeCoordinator)?."
          + "\(call.member)(...)`)")
    }
    guard let source = runTimeCoordinator(of: call.receiver, in: context) else { return nil }
    return ReadingNote(
      location: call.location,
      message: "`\(source)()` returns a coordinator known only at run time: this `\(call.member)` is not read")
  }

  /// A note for a `navigate(to:)` whose argument is a parameter of a type that names neither a route enum nor a
  /// coordinator of the app (`func open(_ child: AnyCoordinatorType) { navigate(to: child) }`) where no call of the
  /// function that the reading can tell passes it a value (`passedChildSites` reads those that do): the call is left
  /// out.
  func unreadChildNote(_ call: CallItem, in context: CodeContext) -> ReadingNote? {
    guard call.member == "navigate", case .reference(let chain)? = call.arguments.value(labelled: "to"),
      chain.count == 1, case .name(let name) = chain[0], context.local(named: name) == nil,
      let function = context.function, let parameter = function.parameters.first(where: { $0.name == name })
    else { return nil }
    return ReadingNote(
      location: call.location,
      message: "`\(name)` is a parameter of type \(parameter.type.name), and no call of `\(function.name)` that the "
        + "reading can tell passes it a value: this `navigate` is not read")
  }

  /// A note for a `navigate(to: child)` run by a tab coordinator of the library's older modules (`TabbarCoordinator`),
  /// whose router adds the child as a tab of its own at run time rather than presenting it: tabs added so are not
  /// read, and the call is left out.
  func addedTabNote(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> ReadingNote?
  {
    guard call.member == "navigate", coordinator.kind == .tabs, coordinator.flavour != .modern,
      let argument = routeArgument(of: call), let child = childCoordinator(argument.value, in: context)
    else { return nil }
    return ReadingNote(
      location: call.location,
      message: "this `navigate` in \(coordinator.type.name), a `TabbarCoordinator` of the library's older modules, "
        + "adds \(child.declared.type.name) as a tab at run time: tabs added so are not read, and the call is left out")
  }

  /// A note for a navigation whose argument the reading can tell neither as a route nor as a coordinator
  /// (`navigate(to: later[index])` over a `var` array, `navigate(toRoute: pick())` of a library function): the call
  /// is left out, and a route that only it shows is reported never shown.
  func unreadRouteNote(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> ReadingNote?
  {
    guard call.member == "navigate" || call.member == "startFlow", let argument = routeArgument(of: call),
      routeCase(of: argument.value, by: coordinator, in: context) == nil,
      childCoordinator(argument.value, in: context) == nil
    else { return nil }
    // An inherited `start` (`startFlow(route: initialRoute)` in the app's base class) is read as the coordinator's own,
    // where its overrides tell the route.
    if call.member == "startFlow", context.typeName != coordinator.type.name,
      startsCoordinator(context.function, coordinator),
      routeCase(
        of: argument.value, by: coordinator,
        in: CodeContext(typeName: coordinator.type.name, function: context.function))
        != nil
    {
      return nil
    }
    // A `DefaultRoute` of the library's views only, held in a local named as a case of the route enum
    // (`libraryViewsScreen`): its route would be that case's.
    if case .reference(let chain) = argument.value, chain.count == 1, let name = chain[0].name,
      context.localValue(of: argument.value)?.calledTypeName == "DefaultRoute",
      routeCases(of: coordinator).contains(where: { $0.name == name })
    {
      return ReadingNote(
        location: call.location,
        message: "the `DefaultRoute` this `\(call.member)` shows is held in `\(name)`, the name of a case of "
          + "`\(coordinator.routeEnum)`: a route of that name is the case's, and the call is left out (give the local "
          + "another name)")
    }
    return ReadingNote(
      location: call.location,
      message: "the route this `\(call.member)` shows, `\(argument.text)`, is not one the reading can tell: the call "
        + "is left out")
  }

  /// A note for a navigation call through a coordinator or router held by the library's class (`coordinator.router.
  /// navigate(to: route)` over `unowned let coordinator: NavigationCoordinator<Route>`) whose route enum is that of no
  /// coordinator the reading found: a generic parameter of the holder that nothing binds (the app writes no
  /// `Navigator<ShopRoute>` and builds it with no coordinator the reading can tell), or an enum no coordinator
  /// navigates (`actingCoordinators(of:in:)` gives them). The call is left out.
  func unboundRouterNote(_ call: CallItem, holding routes: [String], in context: CodeContext) -> ReadingNote {
    var receiver = call.receiver
    if receiver.last == .name("router") || receiver.last == .name("root") { receiver.removeLast() }
    let held = receiver.compactMap(\.name).joined(separator: ".")
    if routes.count == 1, types.isGenericParameter(routes[0], of: context.typeName) {
      return ReadingNote(
        location: call.location,
        message: "`\(held)` holds a coordinator of `\(routes[0])`, a generic parameter of \(context.typeName) that "
          + "no written type or construction of it binds to a coordinator's route enum: this `\(call.member)` is not "
          + "read")
    }
    return ReadingNote(
      location: call.location,
      message: "`\(held)` holds a coordinator of \(routes.joined(separator: ", ")), the route enum of no coordinator "
        + "found: this `\(call.member)` is not read")
  }

  /// Whether a receiver starts with the library's `parent` of the coordinator whose code makes the call
  /// (`parent.startChildCoordinator(...)`, `self.parent?.finish(...)`), not cast to a class (`(parent as? Home)?`): in a
  /// coordinator of the app that declares no `parent` of its own, in code where no local or parameter has that name.
  func isLibraryParent(_ receiver: [ChainStep], in context: CodeContext) -> Bool {
    let steps = receiver.first == .name("self") ? receiver.dropFirst() : receiver[...]
    guard steps.first == .name("parent") else { return false }
    // `(parent as? BoardTabs)?.show(page)` names the parent's class.
    if steps.dropFirst().first?.castType != nil { return false }
    if receiver.first != .name("self"),
      context.local(named: "parent") != nil
        || context.isParameter("parent")
    {
      return false
    }
    return !coordinators(named: context.typeName).isEmpty && types.property("parent", of: context.typeName) == nil
  }

  /// The library's calls that return a coordinator chosen at run time (the top one, the selected tab's).
  static let runTimeCoordinatorCalls: NameList = ["topCoordinator", "getTopCoordinator", "getCoordinatorSelected"]

  /// The name of such a call that a receiver starts with (`topCoordinator()?.navigate(...)`), directly
  /// or through a local (`let top = getTopCoordinator(); top.navigate(...)`).
  func runTimeCoordinator(of receiver: [ChainStep], in context: CodeContext) -> String? {
    var steps = receiver
    if steps.first == .name("self") { steps.removeFirst() }
    switch steps.first {
    case .call(let name, _)? where Self.runTimeCoordinatorCalls.contains(name):
      return name
    case .name(let name)?:
      guard case .call(let chain, _)? = context.local(named: name)?.value, case .name(let called)? = chain.last,
        Self.runTimeCoordinatorCalls.contains(called)
      else { return nil }
      return called
    default:
      return nil
    }
  }

  /// The coordinators whose navigation a call drives: `router.x()` or `x()` inside a coordinator,
  /// `coordinator.router.x()` or `coordinator.x()` elsewhere (a protocol stands for every coordinator
  /// that conforms to it). A method the app declares itself under that name is not the library's. Where it drives
  /// none through a coordinator or router held by the library's class, `heldRoutes` are the route enums that holder
  /// stands for (`routerRoutes(_:in:)`), for `unboundRouterNote`.
  func actingCoordinators(of call: CallItem, in context: CodeContext) -> (
    coordinators: [ALCoordinatorDialect.Declared], heldRoutes: [String]?
  ) {
    // `coordinator?.router.pop()` through a property nothing sets drives no coordinator.
    guard !resolver.hasNeverSetProperties || !resolver.neverSet.holdsNothing(call.receiver, in: context) else {
      return ([], nil)
    }
    var receiver = call.receiver
    // `router.x()`, and UIKit's own calls on the coordinator's navigation controller (`root.present(vc)`).
    let throughRouter =
      call.member != "forcePresentation" && (receiver.last == .name("router") || receiver.last == .name("root"))
    if throughRouter { receiver.removeLast() }
    let acting = types.coordinators(
      receiving: call, receiver: receiver, throughRouter: throughRouter, in: context, resolver: resolver,
      declared: byName, name: \.type.name)
    guard acting.isEmpty, call.member != "forcePresentation",
      let routes = routerRoutes(call.receiver, in: context)
        ?? (throughRouter ? routerRoutes(receiver, in: context) : nil)
    else { return (acting, nil) }
    let driven = byName.values.filter { routes.contains($0.routeEnum) }.sorted { $0.type.name < $1.type.name }
    return (driven, driven.isEmpty ? routes : nil)
  }

  /// The route enum of a coordinator's router that another type holds (`let router: Router<ShopRoute>`
  /// in a view model the coordinator gave it to, or a parameter or local of that type), or of a coordinator
  /// it holds by the library's class (`weak var coordinator: NavigationCoordinator<ShopRoute>?` in a base view
  /// controller): the receiver's written type is the library's `Router<R>` or stack coordinator class. Its
  /// calls drive the coordinators of that route enum. Where the route enum is a generic parameter of the holder
  /// (`weak var coordinator: Coordinator<R>?` in `final class Router<R: RouteType>`), each enum the app writes for it
  /// (`Router<ZooRoute>`: `AppTypes.genericArguments`), else those of the coordinators it is built with
  /// (`Navigator(coordinator: self)` in a coordinator of `ZooRoute`: `constructedRouteEnums`).
  func routerRoutes(_ receiver: [ChainStep], in context: CodeContext) -> [String]? {
    guard case .name(let name)? = receiver.last else { return nil }
    let base = Array(receiver.dropLast())
    // A local or a parameter of that name, else a property of the type that holds it (`self` or a value).
    var written =
      base.isEmpty
      ? context.local(named: name)?.type ?? context.function?.parameters.first { $0.name == name }?.type : nil
    if written == nil {
      let owner = base.isEmpty || base == [.name("self")] ? context.typeName : resolver.type(of: base, in: context)
      written = owner.flatMap { types.property(name, of: $0)?.type }
    }
    guard let written, Self.isLibraryCoordinatorHolder(written.name), types.type(named: written.name) == nil,
      let routes = written.arguments.first?.name
    else { return nil }
    if let holder = types.type(named: context.typeName),
      let position = holder.declaration.genericParameters.firstIndex(of: routes)
    {
      if let arguments = types.genericArguments[holder.name]?[position] {
        return arguments.sorted().map { types.type(named: $0)?.name ?? $0 }
      }
      // No argument written (`Navigator(coordinator: self)`): the route enums of the coordinators it is built with.
      if let built = constructedRoutes[holder.name]?[position] { return built }
    }
    return [types.type(named: routes, inside: context.typeName)?.name ?? routes]
  }

  /// Who presents in `child.forcePresentation(mainCoordinator: main)`: the coordinator passed (the
  /// library presents on top of what it shows); where none is passed (or `nil`, the newer API's default), or the
  /// library's own (`BaseCoordinator.mainCoordinator`, the older API's default), the one the app sets as the main
  /// coordinator (`mainCoordinator(in:resolver:coordinators:)`, looked for at each such call: they are few); else the
  /// coordinator the call is written in, if it is one.
  func presenter(of call: CallItem, in context: CodeContext) -> String? {
    func coordinator(_ name: String?) -> String? { name.flatMap { coordinators(named: $0).first?.type.name } }
    let argument =
      call.arguments.value(labelled: "mainCoordinator") ?? call.arguments.value(labelled: "rootCoordinator")
    if let passed = coordinator(argument.flatMap { resolver.type(of: $0, in: context) }) { return passed }
    if argument.map({ $0 == .nilLiteral || Self.isLibraryMainCoordinator($0) }) ?? true,
      let main = Self.mainCoordinator(in: types, resolver: resolver, coordinators: coordinatorNames)
    {
      return main
    }
    return coordinator(context.typeName)
  }

  /// Whether a value is the library's main coordinator, `BaseCoordinator.mainCoordinator`.
  static func isLibraryMainCoordinator(_ value: ExpressionShape) -> Bool {
    value == .reference(libraryMainCoordinator)
  }

  /// The library's static property for the app's main coordinator, as a chain.
  private static let libraryMainCoordinator: [ChainStep] = [.name("BaseCoordinator"), .name("mainCoordinator")]

  /// The coordinator of the app (one of `coordinators`) whose value the app's code assigns to the library's
  /// `BaseCoordinator.mainCoordinator` (the first such assignment, in path order); nil when none does.
  static func mainCoordinator(in types: AppTypes, resolver: TypeResolver, coordinators: Set<String>) -> String? {
    for type in types.all {
      for function in type.functions {
        for assignment in function.assignments
        where assignment.target.count == 2 && assignment.target == libraryMainCoordinator {
          let context = CodeContext(typeName: type.name, function: function).at(assignment.location)
          if let assigned = resolver.type(of: assignment.value, in: context).flatMap({ types.type(named: $0)?.name }),
            coordinators.contains(assigned)
          {
            return assigned
          }
        }
      }
    }
    return nil
  }

  /// The coordinators a type name stands for: itself, or the conformers of a protocol.
  func coordinators(named typeName: String) -> [ALCoordinatorDialect.Declared] {
    types.coordinators(named: typeName, in: byName)
  }
}
