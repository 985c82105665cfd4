import NavigationModel
import SourceIndex

/// A navigation's explicit style, also where it is a parameter of the method that navigates: `func
/// show(_ route: Route, style: TransitionPresentationStyle = .push) async { await navigate(toRoute: route,
/// presentationStyle: style) }`, whose callers pass `style: .sheet` or leave the default.
extension ALCoordinatorReader {
  /// The style a navigation call passes (`transitionStyle:` or `presentationStyle:`), as an action kind; nil
  /// when it passes none. A parameter of the enclosing method stands for what its callers pass, those that
  /// pass `route` (or a route that cannot be told) when the route is a parameter too, its default value
  /// for those that leave it out; where some pass `nil` (`style: TransitionPresentationStyle? = nil`), the route's own
  /// style (the library's reading of no style) for those. Such a parameter before `??` (`style ??
  /// route.presentationStyle`) is what follows it where callers pass `nil`.
  func explicitStyle(
    of call: CallItem, route: String?, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> (kind: ActionKind, confidence: Confidence)? {
    guard let value = Self.styleArgument(of: call) else { return nil }
    let own = route.flatMap { style(ofRoute: $0, in: coordinator) }
    // `style ?? route.presentationStyle`, for a parameter whose default is `nil`: told from a condition's choice by that.
    if case .choice(let operands) = value, operands.count == 2, let function = context.function,
      let parameter = styleParameter(operands[0], in: context),
      function.parameters[parameter].defaultValue == .nilLiteral
    {
      guard let fallback = namesRoutesOwnStyle(operands[1], in: call) ? own : operands[1] else {
        return (.present, .inferred)
      }
      let passed = passedValues(of: parameter, of: function, in: context.typeName, route: route, by: call)
      let values = (passed.isEmpty ? [.nilLiteral] : passed).map { $0 == .nilLiteral ? fallback : $0 }
      return styleKind(of: values.count == 1 ? values[0] : .choice(values))
    }
    guard let function = context.function, let parameter = styleParameter(value, in: context) else {
      // A constant local's style is the one it holds (`let style: TransitionPresentationStyle = .sheet`).
      return styleKind(of: Self.writtenStyle(of: call, in: context) ?? value)
    }
    var passed = passedValues(of: parameter, of: function, in: context.typeName, route: route, by: call)
    // Unwrapped (`if let style { navigate(..., presentationStyle: style) }`): only callers that pass a style run it.
    if Self.namesLocal(value, in: context) {
      passed.removeAll { $0 == .nilLiteral }
      if passed.isEmpty { return nil }
    }
    // A method no call runs takes its default, if it has one (its actions are inferred on every route anyway).
    guard !passed.isEmpty else {
      return function.parameters[parameter].defaultValue.flatMap(styleKind(of:)) ?? (.present, .inferred)
    }
    // Callers that pass no style, and others that do: each takes its own (no style is the route's).
    if passed.count > 1, passed.contains(.nilLiteral) {
      guard let own else { return (.present, .inferred) }
      return styleKind(of: .choice(passed.map { $0 == .nilLiteral ? own : $0 }))
    }
    return styleKind(of: passed.count == 1 ? passed[0] : .choice(passed))
  }

  /// The style a navigation that passes none goes to a route in: the one its enum gives the case, or the one the
  /// navigation's route value carries (`carriedStyle(of:route:by:in:)`) where the enum returns one of the case's values.
  func ownStyle(
    of call: CallItem, route: String, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> (kind: ActionKind, confidence: Confidence)? {
    let own = style(ofRoute: route, in: coordinator)
    // Only a name (`style`) or a choice of two (`compact ? .sheet : .push`) may be a value the case carries.
    let mayBeCarried: Bool
    switch own {
    case .reference(let chain)?: mayBeCarried = chain.count == 1
    case .choice(let values)?: mayBeCarried = values.count == 2
    default: mayBeCarried = false
    }
    if mayBeCarried, let carried = carriedStyle(of: call, route: route, by: coordinator, in: context) {
      return carried
    }
    return own.flatMap(styleKind(of:))
  }

  /// The style a navigation gives a route that carries it (`carriedStyle(ofRoute:in:)`): the value it passes there
  /// (`navigate(toRoute: .web(url: url, style: .sheet))`), or the style that the `Bool` it passes there picks
  /// (`.product(id: id, compact: true)`); a parameter of the enclosing method stands for what its callers pass. Nil
  /// where the route does not carry its style, or the navigation does not write the route with its values.
  func carriedStyle(
    of call: CallItem, route: String, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> (kind: ActionKind, confidence: Confidence)? {
    guard let carried = carriedStyle(ofRoute: route, in: coordinator), let argument = routeArgument(of: call) else {
      return nil
    }
    let values: [ArgumentItem]
    switch argument.value {
    case .implicitMember(route, let arguments?): values = arguments
    case .call(let chain, let arguments) where chain.last == .name(route): values = arguments
    default: return nil
    }
    guard carried.position < values.count else { return nil }
    let value = values[carried.position].value
    var passed: [ExpressionShape]
    if let function = context.function, let parameter = styleParameter(value, in: context) {
      passed = passedValues(of: parameter, of: function, in: context.typeName, route: route, by: call)
    } else {
      passed = [context.constantLocalValue(of: value) ?? value]
    }
    if let choices = carried.choices {
      passed = passed.map { value in
        switch value {
        case .boolean(true): choices[0]
        case .boolean(false): choices[1]
        default: .choice(choices)
        }
      }
    }
    guard !passed.isEmpty else { return nil }
    return styleKind(of: passed.count == 1 ? passed[0] : .choice(passed))
  }

  /// Whether a navigation that passes no style runs for no caller: it is the other side of an `if let style` (or of an
  /// `if` chain one of whose other sides passes `style` unwrapped: `if let style { navigate(toRoute: route,
  /// presentationStyle: style) } else { navigate(toRoute: route) }`), so it runs only where callers pass no style, and
  /// every caller that passes `route` passes one (`visit(.island, style: .fullScreenCover)`).
  func runsForNoCaller(_ call: CallItem, route: String, in context: CodeContext) -> Bool {
    guard Self.styleArgument(of: call) == nil, !call.branches.isEmpty, let function = context.function else {
      return false
    }
    let chains = call.branches.map { CallItem.chainAndSide(ofBranch: $0) }
    for sibling in function.calls where sibling.member == call.member && sibling.location != call.location {
      let there = context.at(sibling.location)
      guard let value = Self.styleArgument(of: sibling), Self.namesLocal(value, in: there),
        let parameter = styleParameter(value, in: there),
        sibling.branches.contains(where: { branch in
          let (siblingChain, side) = CallItem.chainAndSide(ofBranch: branch)
          return chains.contains { $0.chain == siblingChain && $0.side != side }
        })
      else { continue }
      let passed = passedValues(of: parameter, of: function, in: context.typeName, route: route, by: call)
      return !passed.isEmpty && !passed.contains(.nilLiteral)
    }
    return false
  }

  /// Whether a navigation that passes a style unwrapped from a parameter runs for no caller of its route: `if let style {
  /// navigate(toRoute: route, presentationStyle: style) }`, where every call that passes `route` (`show(.tree)`) leaves
  /// the style out or passes `nil`. (Where no call runs the method at all, it still reads as the route's own style.)
  func unwrapsAStyleNoCallerPasses(_ call: CallItem, route: String, in context: CodeContext) -> Bool {
    guard let value = Self.styleArgument(of: call), Self.namesLocal(value, in: context),
      let function = context.function,
      let parameter = styleParameter(value, in: context)
    else { return false }
    let passed = passedValues(of: parameter, of: function, in: context.typeName, route: route, by: call)
    return !passed.isEmpty && passed.allSatisfy { $0 == .nilLiteral }
  }

  /// The style a navigation call passes (`transitionStyle:`, or the newer API's `presentationStyle:`), as written.
  static func styleArgument(of call: CallItem) -> ExpressionShape? {
    call.arguments.value(labelled: "transitionStyle") ?? call.arguments.value(labelled: "presentationStyle")
  }

  /// The style a navigation call passes, as written or as a constant local of the enclosing function holds it (`let
  /// style: TransitionPresentationStyle = .sheet`); nil when it passes none. A parameter is left as written (its
  /// callers give it).
  static func writtenStyle(of call: CallItem, in context: CodeContext) -> ExpressionShape? {
    guard let value = styleArgument(of: call) else { return nil }
    return context.constantLocalValue(of: value) ?? value
  }

  /// Whether a value is a name alone that a local holds there (`style` unwrapped by `if let style`).
  private static func namesLocal(_ value: ExpressionShape, in context: CodeContext) -> Bool {
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0] else { return false }
    return context.local(named: name) != nil
  }

  /// The position of the enclosing method's parameter that a value names (`style`, also unwrapped by `if let style`,
  /// not another local of that name).
  private func styleParameter(_ value: ExpressionShape, in context: CodeContext) -> Int? {
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
      let function = context.function, context.unwrappedLocal(named: name) == nil
    else { return nil }
    return function.parameters.firstIndex { $0.name == name }
  }

  /// Whether a value is the style of the route the call navigates to, as its enum gives it (`route.presentationStyle`,
  /// `route.transition`, for `navigate(toRoute: route, ...)`).
  private func namesRoutesOwnStyle(_ value: ExpressionShape, in call: CallItem) -> Bool {
    guard case .reference(let chain) = value, chain.count == 2, case .name(let member) = chain[1],
      Self.routeStyleMembers.contains(member), case .reference(let routeChain)? = routeArgument(of: call)?.value
    else { return false }
    return routeChain == [chain[0]]
  }

  /// The members of a route enum that give its style.
  private static let routeStyleMembers: Set<String> = ["presentationStyle", "transition", "transitionStyle"]

  /// What the calls of `function` (a method of `owner`) in the app's code pass for its parameter at
  /// `position` (its default where they leave it out), each value once; only the calls that pass `route`
  /// for the route parameter of `call`, when it passes one on.
  private func passedValues(
    of position: Int, of function: FunctionItem, in owner: String, route: String?, by call: CallItem
  ) -> [ExpressionShape] {
    var values: [ExpressionShape] = []
    for (_, value) in passedArguments(of: position, of: function, in: owner, route: route, by: call)
    where !values.contains(value) {
      values.append(value)
    }
    return values
  }

  /// What each call of `function` (a method of `owner`) in the app's code passes for its parameter at `position` (its
  /// default where it leaves it out), by where the call is written; only the calls that pass `route` for the route
  /// parameter of `call`, when it passes one on.
  private func passedArguments(
    of position: Int, of function: FunctionItem, in owner: String, route: String?, by call: CallItem
  ) -> [(location: SourceLocation, value: ExpressionShape)] {
    let parameters = function.parameters
    let routeParameter: Int? = routeArgument(of: call).flatMap { argument in
      guard case .reference(let chain) = argument.value, chain.count == 1, case .name(let name) = chain[0] else {
        return nil
      }
      return parameters.firstIndex { $0.name == name }
    }
    let ownLineage = Set(types.lineage(of: owner).map(\.name))
    var passed: [(location: SourceLocation, value: ExpressionShape)] = []
    for type in types.all {
      for caller in type.functions {
        for site in caller.calls where site.member == function.name {
          guard let positions = function.argumentPositions(site.arguments, hasTrailingClosure: site.hasTrailingClosure)
          else { continue }
          let arguments = positions.map { $0.map { site.arguments[$0].value } }
          let context = CodeContext(typeName: type.name, function: caller).at(site.location)
          // A call through a property nothing sets runs nowhere.
          if resolver.hasNeverSetProperties, resolver.neverSet.holdsNothing(site.receiver, in: context) { continue }
          if let receiverType = resolver.type(of: site.receiver.isEmpty ? [.name("self")] : site.receiver, in: context),
            !ownLineage.contains(receiverType), !types.lineage(of: receiverType).contains(where: { $0.name == owner })
          {
            continue
          }
          // A route written with its enum's name (`show(OrchardRoute.tree)`) is the case it names.
          if let route, let routeParameter, let written = arguments[routeParameter],
            case .implicitMember(let passedRoute, _) = EnumParameterCases.unqualified(
              written, in: type.name, types: types),
            passedRoute != route
          {
            continue
          }
          guard let value = arguments[position] ?? parameters[position].defaultValue else { continue }
          passed.append((site.location, value))
        }
      }
    }
    return passed
  }

  /// Where the calls of the method that navigates pass it different styles for one route (`show(.detail, style:
  /// .sheet)` from one screen, `show(.detail)` from another, for `func show(_ route: R, style: S = .push)`): the style
  /// each call that passes one as written gives, by where the call is written (`ActionSite.kindsByPassingCall`). Empty
  /// where the navigation's style is no parameter of the method, or where every call gives the same.
  func styleKindsByCall(
    of call: CallItem, route: String, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> [SourceLocation: ActionKind] {
    guard var value = Self.styleArgument(of: call), let function = context.function else { return [:] }
    // No style (`nil`) is the route's own, also written `style ?? route.presentationStyle`; else what follows `??`.
    var fallback = style(ofRoute: route, in: coordinator)
    if case .choice(let operands) = value, operands.count == 2 {
      value = operands[0]
      if !namesRoutesOwnStyle(operands[1], in: call) { fallback = operands[1] }
    }
    guard let parameter = styleParameter(value, in: context), !Self.namesLocal(value, in: context) else { return [:] }
    var kinds: [SourceLocation: ActionKind] = [:]
    for (location, passed) in passedArguments(
      of: parameter, of: function, in: context.typeName, route: route, by: call)
    {
      guard let written = passed == .nilLiteral ? fallback : passed, let style = styleKind(of: written),
        style.confidence == .exact
      else { continue }
      kinds[location] = style.kind
    }
    return Set(kinds.values).count > 1 ? kinds : [:]
  }
}
