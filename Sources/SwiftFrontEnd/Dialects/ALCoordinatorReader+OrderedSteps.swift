import NavigationModel
import SourceIndex

/// Flows that show the routes of an array in order, one step at a time: an onboarding's
/// `let steps: [Route] = [.welcome, .permissions, .done]`, `private var index = 0`, and `index += 1` then
/// `navigate(to: steps[index])`.
extension ALCoordinatorReader {
  /// For a navigation to an element of a constant array of routes, picked by a stored counter of the type whose code
  /// navigates (a property, not a local or parameter) that starts at an integer and that its code only ever increases
  /// (`index += 1`, `index += 2`): for each route of the array, the routes of the array the navigation never goes to it
  /// from, those whose first place in the array is at or after its last (the counter has passed it by then). Nil for
  /// any other navigation (a counter that is set, reset or decreased anywhere, an element that names no single route).
  ///
  /// The counter stands for the screen shown: `steps[k]` is shown while it is `k` (or `k + 1`, where the code counts
  /// after showing), so the next step shown from `steps[k]` is one after it. The code can still reach an earlier step
  /// by going back (a pop, a dismiss), which this reading leaves to those actions.
  func laterSteps(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [String: Set<String>]?
  {
    guard let steps = orderedSteps(of: call, by: coordinator, in: context) else { return nil }
    var first: [String: Int] = [:]
    var last: [String: Int] = [:]
    var order: [String] = []
    for (position, route) in steps.routes.enumerated() {
      if first[route] == nil {
        first[route] = position
        order.append(route)
      }
      last[route] = position
    }
    var passed: [String: Set<String>] = [:]
    for route in order {
      passed[route] = Set(order.filter { first[$0]! >= last[route]! })
    }
    return passed
  }

  /// The route a `startFlow` by such a counter shows (`startFlow(route: steps[index])`): the array's element at the
  /// counter's initial value, plus what the function adds to it before the call (outside closures). Nil for any other
  /// call, and where that position is outside the array (or past the largest integer: `var index = Int.max`).
  func startStep(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext) -> String? {
    guard let steps = orderedSteps(of: call, by: coordinator, in: context) else { return nil }
    var position = steps.initial
    for assignment in context.function?.assignments ?? []
    where Self.isOwn(assignment.target, named: steps.counter) && !assignment.inClosure
      && assignment.location < call.location
    {
      guard let step = assignment.step else { continue }
      let (sum, overflows) = position.addingReportingOverflow(step)
      guard !overflows else { return nil }
      position = sum
    }
    return steps.routes.indices.contains(position) ? steps.routes[position] : nil
  }

  /// A navigation to an element of a constant array of routes picked by an increasing counter (see `laterSteps`): the
  /// route of each element of the array in order, the counter's name and its initial value. Nil for any other
  /// navigation, or when an element names no single route.
  private func orderedSteps(
    of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> (routes: [String], counter: String, initial: Int)? {
    guard case .element(let collection, key: .reference(let chain)?)? = routeArgument(of: call)?.value,
      case .name(let counter)? = chain.last, chain.count == 1 || chain[0] == .name("self"),
      chain.count == 2 || (context.local(named: counter) == nil && !context.isParameter(counter)),
      let initial = increasingCounterStart(counter, of: context.typeName),
      let items = resolver.arrayLiteral(collection, in: context)
    else { return nil }
    var routes: [String] = []
    for item in items {
      let cases = routeCases(of: item, by: coordinator, in: context, depth: 0)
      guard cases.count == 1 else { return nil }
      routes.append(cases[0])
    }
    return (routes, counter, initial)
  }

  /// The initial value of a stored `var` of the type that starts at an integer literal and that the type's code only
  /// ever adds a positive integer literal to (`+= 1`), with no other assignment anywhere in the type and its
  /// extensions, and (unless it is private) no assignment to a member of that name of another value anywhere in the
  /// app (`coordinator.index = 0` in a view); nil for any other property.
  private func increasingCounterStart(_ name: String, of typeName: String) -> Int? {
    guard let type = types.type(named: typeName), let property = type.property(named: name), !property.isConstant,
      case .integer(let initial)? = property.value,
      property.traits.contains(.filePrivate) || !isSetElsewhere(name)
    else { return nil }
    var increased = false
    for function in type.functions {
      for assignment in function.assignments
      where Self.isOwn(assignment.target, named: name) {
        guard let step = assignment.step, step > 0 else { return nil }
        increased = true
      }
    }
    return increased ? initial : nil
  }

  /// Whether some code of the app assigns to a member of this name of a value other than `self`
  /// (`coordinator.index = 0`, `model?.index += 1`).
  private func isSetElsewhere(_ name: String) -> Bool {
    [types.all, types.libraryExtensions].joined().contains { type in
      type.functions.contains { function in
        function.assignments.contains {
          $0.target.count > 1 && $0.target.last == .name(name) && !Self.isOwn($0.target, named: name)
        }
      }
    }
  }

  /// Whether a chain names the type's own property: `name` or `self.name`.
  private static func isOwn(_ chain: [ChainStep], named name: String) -> Bool {
    chain == [.name(name)] || chain == [.name("self"), .name(name)]
  }
}
