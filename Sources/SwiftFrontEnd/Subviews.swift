import SourceIndex

/// The app's types that a screen's code builds: a row, a button, a modifier (`ProductRow(id:)` in a
/// `List`, `.modifier(SettingsButton(coordinator:))`, a header view). Their code runs where the screen
/// shows them, so they belong to the screen's routes, with what they hold and build in turn. A type that
/// belongs to some route already (a screen of its own, one that a screen shows by its own navigation, a
/// route's value) is not pulled in, nor is a coordinator.
enum Subviews {
  /// How many levels of types built inside types built are followed.
  private static let depthLimit = 3

  /// `routeTypes` (route id to the app types that belong to it), each route with its screens' subviews.
  static func adding(
    to routeTypes: [String: Set<String>], types: AppTypes, resolver: TypeResolver, coordinators: Set<String>,
    threads: Int?
  ) -> [String: Set<String>] {
    guard !routeTypes.isEmpty else { return routeTypes }
    // The app types each type builds, found once per type (on all cores); usually none.
    let builtLists = Parallel.map(count: types.all.count, threads: threads) { index in
      built(in: types.all[index], types: types, coordinators: coordinators)
    }
    guard builtLists.contains(where: { !$0.isEmpty }) else { return routeTypes }
    let owned = routeTypes.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var builtBy: [String: [String]] = [:]
    for (type, list) in zip(types.all, builtLists) where !list.isEmpty {
      builtBy[type.name] = list.filter { !owned.contains($0) }
    }
    var result = routeTypes
    for (id, routeOwn) in routeTypes {
      var found = routeOwn
      var frontier = Array(routeOwn)
      for _ in 0..<depthLimit where !frontier.isEmpty {
        var next: [String] = []
        for name in frontier {
          let subviews = (builtBy[name] ?? []).filter { !found.contains($0) }
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
      if found.count != routeOwn.count { result[id] = found }
    }
    return result
  }

  /// The app types that a type's code constructs (`Row(id: 1)`, `Header()`), in the order written, each
  /// once: no coordinator, no enum, not the type itself; none for a coordinator or an enum.
  private static func built(in type: AppType, types: AppTypes, coordinators: Set<String>) -> [String] {
    // A coordinator or a route enum builds screens and their models, but belongs to no route.
    guard type.declaration.kind != "enum", !coordinators.contains(type.name) else { return [] }
    var names: [String] = []
    for function in type.functions {
      for call in function.calls {
        let member = call.member
        guard member.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true, call.receiver.isEmpty,
          types.declaresType(shortNamed: member),
          let built = types.type(named: member, inside: type.name), built.name != type.name,
          built.declaration.kind != "enum", built.declaration.kind != "protocol",
          !coordinators.contains(built.name), !names.contains(built.name)
        else { continue }
        names.append(built.name)
      }
    }
    return names
  }
}
