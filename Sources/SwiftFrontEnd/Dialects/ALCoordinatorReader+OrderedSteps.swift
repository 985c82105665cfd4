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
    guard case .element(let collection, key: .reference(let chain)?)? = routeArgument(of: call)?.value,
      case .name(let counter)? = chain.last, chain.count == 1 || chain[0] == .name("self"),
      chain.count == 2 || (context.local(named: counter) == nil && !isParameter(counter, in: context)),
      isIncreasingCounter(counter, of: context.typeName),
      let items = resolver.arrayLiteral(collection, in: context)
    else { return nil }
    var first: [String: Int] = [:]
    var last: [String: Int] = [:]
    var order: [String] = []
    for (position, item) in items.enumerated() {
      let routes = routeCases(of: item, by: coordinator, in: context, depth: 0)
      guard routes.count == 1, let route = routes.first else { return nil }
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

  private func isParameter(_ name: String, in context: CodeContext) -> Bool {
    context.function?.parameters.contains { $0.name == name } ?? false
  }

  /// Whether a stored `var` of the type starts at an integer literal and the type's code only ever adds a positive
  /// integer literal to it (`+= 1`): no other assignment, anywhere in the type and its extensions.
  private func isIncreasingCounter(_ name: String, of typeName: String) -> Bool {
    guard let type = types.type(named: typeName), let property = type.property(named: name), !property.isConstant,
      case .integer? = property.value
    else { return false }
    var increased = false
    for function in type.functions {
      for assignment in function.assignments
      where assignment.target == [.name(name)] || assignment.target == [.name("self"), .name(name)] {
        guard let step = assignment.step, step > 0 else { return false }
        increased = true
      }
    }
    return increased
  }
}
