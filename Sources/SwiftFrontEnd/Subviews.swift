import SourceIndex

/// The app's types that a screen's code builds: a row, a button, a modifier (`ProductRow(id:)` in a
/// `List`, `.modifier(SettingsButton(coordinator:))`, a header view). Their code runs where the screen
/// shows them, so they belong to the screen's routes, with what they hold and build in turn. A type that
/// belongs to some route already (a screen of its own, one that a screen shows by its own navigation, a
/// route's value) is not pulled in, nor is a coordinator.
///
/// Found once per app, before the screens' own navigation is read: a row's `NavigationLink` or a
/// button's `dismiss()` acts on the coordinator of the screen that shows the row.
struct Subviews: Sendable {
  /// How many levels of types built inside types built are followed.
  private static let depthLimit = 3

  private let types: AppTypes
  private let resolver: TypeResolver
  private let coordinators: Set<String>
  /// The app types each type builds, for the types that build any (usually none).
  private let builtBy: [String: [String]]

  /// Finds the app types each of `types` builds (on all cores).
  init(types: AppTypes, resolver: TypeResolver, coordinators: Set<String>, threads: Int?) {
    self.types = types
    self.resolver = resolver
    self.coordinators = coordinators
    let builtLists = Parallel.map(count: types.all.count, threads: threads) { index in
      Self.built(in: types.all[index], types: types, coordinators: coordinators)
    }
    var builtBy: [String: [String]] = [:]
    for (type, list) in zip(types.all, builtLists) where !list.isEmpty { builtBy[type.name] = list }
    self.builtBy = builtBy
  }

  /// `routeTypes` (route id to the app types that belong to it), each route with its screens' subviews.
  func adding(to routeTypes: [String: Set<String>]) -> [String: Set<String>] {
    guard !builtBy.isEmpty, !routeTypes.isEmpty else { return routeTypes }
    let owned = routeTypes.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var result = routeTypes
    for (id, routeOwn) in routeTypes {
      let found = adding(to: routeOwn, owned: owned)
      if found.count != routeOwn.count { result[id] = found }
    }
    return result
  }

  /// One screen's types (`screenTypes`) with their subviews, leaving out the types in `owned` (those
  /// that belong to some route).
  func adding(to screenTypes: Set<String>, owned: Set<String>) -> Set<String> {
    guard !builtBy.isEmpty else { return screenTypes }
    var found = screenTypes
    var frontier = Array(screenTypes)
    for _ in 0..<Self.depthLimit where !frontier.isEmpty {
      var next: [String] = []
      for name in frontier {
        let subviews = (builtBy[name] ?? []).filter { !found.contains($0) && !owned.contains($0) }
        guard !subviews.isEmpty else { continue }
        // A subview brings what it holds (its model, say), as a screen does; not what belongs to a
        // route already (another screen's model that the subview shows).
        let held = RouteTypes.expand(
          subviews, inside: nil, types: types, resolver: resolver, coordinators: coordinators)
        for type in held.subtracting(found) where !owned.contains(type) {
          found.insert(type)
          next.append(type)
        }
      }
      frontier = next
    }
    return found
  }

  /// The app types that a type's code constructs (`Row(id: 1)`, `Header()`), or registers or dequeues as the cells of
  /// its table or collection view (`ReusableViews`), in the order written, each once: no coordinator, no enum, not the
  /// type itself; none for a coordinator or an enum. What a method
  /// of an extension of a library type builds counts as built by the type that calls it
  /// (`List { ... }.closeButton()` in a view, where `extension View { func closeButton() -> some View {
  /// modifier(CloseButton()) } }`).
  private static func built(in type: AppType, types: AppTypes, coordinators: Set<String>) -> [String] {
    // A coordinator or a route enum builds screens and their models, but belongs to no route.
    guard type.declaration.kind != "enum", !coordinators.contains(type.name) else { return [] }
    var names: [String] = []
    func take(_ built: String?) {
      guard let built, built != type.name, !coordinators.contains(built), !names.contains(built) else { return }
      names.append(built)
    }
    // The cells and headers of its table or collection view, for a class (a UIKit screen).
    let showsCells = type.declaration.kind == "class"
    func take(_ call: CallItem) {
      take(constructed(by: call, in: type.name, types: types, coordinators: coordinators))
      if showsCells { take(ReusableViews.registered(by: call, in: type.name, types: types)) }
    }
    let extensionMethods = types.libraryExtensionsByFunction
    for function in type.functions {
      var dequeues = false
      for call in function.calls {
        if showsCells, ReusableViews.isDequeue(call.member) { dequeues = true }
        if !extensionMethods.isEmpty, let indices = extensionMethods[call.member] {
          for index in indices {
            for method in types.libraryExtensions[index].functions(named: call.member) { method.calls.forEach(take) }
          }
        }
        take(call)
      }
      // A cell it dequeues is a local's value (`let cell = tableView.dequeueReusableCell(...) as! VisitCell`).
      guard dequeues else { continue }
      for local in function.locals {
        take(local.value.flatMap { ReusableViews.dequeued($0, in: type.name, types: types) })
      }
    }
    return names
  }

  /// The app type a call constructs (`Row(id: 1)`), if it is a struct or class of the app that is no
  /// coordinator, named as seen from `scope`.
  private static func constructed(by call: CallItem, in scope: String, types: AppTypes, coordinators: Set<String>)
    -> String?
  {
    guard let written = call.writtenTypeName, written.startsWithASCIICapital,
      types.declaresType(shortNamed: call.member), let built = types.type(named: written, inside: scope),
      built.declaration.kind != "enum", built.declaration.kind != "protocol",
      !coordinators.contains(built.name)
    else { return nil }
    return built.name
  }
}
