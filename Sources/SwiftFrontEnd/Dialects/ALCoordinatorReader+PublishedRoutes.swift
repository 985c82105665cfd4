import NavigationModel
import SourceIndex

/// Routes that a screen's value publishes: `viewModel.$next.compactMap { $0 }.sink { route in
/// self?.router.navigate(to: route) }` goes wherever the view model sets `@Published var next: Route?`,
/// `viewModel.routes.sink { ... }` wherever it calls `routes.send(.detail)` on its subject, and
/// `for await route in viewModel.routes { ... }` over an `AsyncStream` wherever the view model yields
/// a route to the stream's continuation (`continuation.yield(.detail)`).
extension ALCoordinatorReader {
  /// A value that a published property or a subject delivers: the value as written, where it is set or
  /// sent, and the `switch` arms around it.
  private struct Delivered {
    var value: ExpressionShape
    var context: CodeContext
    var casePatterns: [ExpressionShape]
  }

  /// One site per route that the call navigates to, when it navigates to the value that a `sink`
  /// receives from a published property (`$next`) or a subject of a screen's value: each fires where
  /// the value is set or sent. Nil for any other call, or when no route is set or sent.
  func publishedRouteSites(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [ActionSite]?
  {
    guard let host = call.closureHosts.lastIndex(where: { $0 == "sink" || $0 == CallItem.asyncLoopHost }),
      host < call.closureTargets.count,
      case .reference(let passed)? = routeArgument(of: call)?.value, passed.count == 1,
      case .name(let name) = passed[0],
      context.local(named: name) == nil, context.function?.parameters.contains(where: { $0.name == name }) != true,
      let routes = types.type(named: coordinator.routeEnum)
    else { return nil }
    let cases = Set(routes.declaration.cases.map(\.name))
    let publisher = call.closureTargets[host]
    for index in publisher.indices {
      guard case .name(let step) = publisher[index],
        let owner = index == 0 ? context.typeName : resolver.type(of: Array(publisher[..<index]), in: context)
      else { continue }
      let projected = step.utf8.first == UInt8(ascii: "$")
      let property = projected ? String(step.dropFirst()) : step
      guard let declared = types.property(property, of: owner) else { continue }
      if projected, let written = declared.type, types.type(named: written.name, inside: owner)?.name != routes.name {
        return nil  // a published value of another type, mapped on the way
      }
      let sites = delivered(property, of: owner, projected: projected, streamOf: declared.type).compactMap {
        delivered -> ActionSite? in
        guard let route = routeCase(of: delivered.value, by: coordinator, in: delivered.context), cases.contains(route),
          let action = action(for: call, by: coordinator, in: context, route: route)
        else { return nil }
        return ActionSite(
          action: action, coordinator: coordinator.type.name, context: delivered.context, closureHosts: [],
          casePatterns: delivered.casePatterns)
      }
      if !sites.isEmpty { return sites }
    }
    return nil
  }

  /// What a property of a type delivers to a `sink` or a `for await` loop: for its projection (`$next`),
  /// the values assigned to it; for a subject, the values sent (`next.send(.x)`) or assigned to its
  /// `value`; for an `AsyncStream` (its written type `stream`), the values yielded to the type's
  /// continuations (`continuation.yield(.x)`). Written in the type's own code (`next = .x`,
  /// `self.next = .x`) or anywhere on a value of the type (`model.next = .x` in a view).
  private func delivered(_ property: String, of owner: String, projected: Bool, streamOf stream: TypeReference?)
    -> [Delivered]
  {
    let own = Set(types.lineage(of: owner).map(\.name))
    let continuations = stream.flatMap { Self.continuationType[$0.name] }.map { continuation in
      Set(own.flatMap { types.type(named: $0)?.properties ?? [] }.filter { $0.type?.name == continuation }.map(\.name))
    }
    let assigned: Set<String> = continuations == nil ? [property] : []
    let sending = continuations ?? [property]
    let sendName = continuations == nil ? "send" : "yield"
    var found: [Delivered] = []
    for type in types.all {
      for function in type.functions {
        let scope = CodeContext(typeName: type.name, function: function)
        /// Whether a chain names one of the properties: `self.next`, `next` (in the type's own code), or
        /// `model.next` where `model` is a value of the type.
        func names(_ chain: some BidirectionalCollection<ChainStep>, at place: SourceLocation, among names: Set<String>)
          -> Bool
        {
          guard case .name(let property)? = chain.last, names.contains(property) else { return false }
          let base = Array(chain.dropLast())
          if own.contains(type.name) {
            if base == [.name("self")] { return true }
            if base.isEmpty { return scope.local(named: property) == nil }
          }
          guard !base.isEmpty, let typeName = resolver.type(of: base, in: scope.at(place)) else { return false }
          return typeName == owner || types.derives(typeName, from: owner)
        }
        for assignment in function.assignments where !assigned.isEmpty {
          let target = assignment.target
          let place = assignment.location
          let named =
            projected
            ? names(target, at: place, among: assigned)
            : target.last == .name("value") && names(target.dropLast(), at: place, among: assigned)
          guard named else { continue }
          found.append(
            Delivered(value: assignment.value, context: scope.at(place), casePatterns: assignment.casePatterns))
        }
        guard !projected else { continue }
        for call in function.calls
        where call.member == sendName && names(call.receiver, at: call.location, among: sending) {
          guard let value = call.arguments.first?.value else { continue }
          found.append(Delivered(value: value, context: scope.at(call.location), casePatterns: call.casePatterns))
        }
      }
    }
    return found
  }

  /// The continuation type of each stream type: what its values are yielded to.
  private static let continuationType = [
    "AsyncStream": "AsyncStream.Continuation", "AsyncThrowingStream": "AsyncThrowingStream.Continuation",
  ]
}
