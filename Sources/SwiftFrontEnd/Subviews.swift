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
    let owned = routeTypes.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard !owned.isEmpty else { return routeTypes }
    // The types each owned type builds, found once per type (on all cores).
    let candidates = owned.sorted()
    let builtLists = Parallel.map(count: candidates.count, threads: threads) { index in
      built(in: candidates[index], types: types, excluding: owned, coordinators: coordinators)
    }
    var builtBy = Dictionary(uniqueKeysWithValues: zip(candidates, builtLists))
    guard builtLists.contains(where: { !$0.isEmpty }) else { return routeTypes }
    var result = routeTypes
    for (id, routeOwn) in routeTypes {
      var found = routeOwn
      var frontier = Array(routeOwn)
      for _ in 0..<depthLimit where !frontier.isEmpty {
        var next: [String] = []
        for name in frontier {
          if builtBy[name] == nil {
            builtBy[name] = built(in: name, types: types, excluding: owned, coordinators: coordinators)
          }
          let subviews = builtBy[name]!.filter { !found.contains($0) }
          guard !subviews.isEmpty else { continue }
          // A subview brings what it holds (its model, say), as a screen does.
          let held = RouteTypes.expand(
            subviews, inside: nil, types: types, resolver: resolver, coordinators: coordinators)
          for type in held.subtracting(found) {
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
  /// once: no coordinator, no enum, none in `excluded`.
  private static func built(
    in typeName: String, types: AppTypes, excluding excluded: Set<String>, coordinators: Set<String>
  )
    -> [String]
  {
    guard let type = types.type(named: typeName) else { return [] }
    var names: [String] = []
    for function in type.functions {
      for call in function.calls where call.receiver.isEmpty {
        guard call.member.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true,
          let built = types.type(named: call.member, inside: type.name), built.name != type.name,
          built.declaration.kind != "enum", built.declaration.kind != "protocol",
          !coordinators.contains(built.name), !excluded.contains(built.name), !names.contains(built.name)
        else { continue }
        names.append(built.name)
      }
    }
    return names
  }
}
