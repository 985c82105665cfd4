import NavigationModel
import SourceIndex

/// Child coordinators that the app's own helpers start for their callers: `func open(_ child: AnyCoordinatorType) {
/// navigate(to: child, presentationStyle: .sheet) }`, `func start<Child: CoordinatorType>(child: Child)`.
extension ALCoordinatorReader {
  /// The sites of a navigation to a parameter of the function it is written in that no type the reading knows tells
  /// (`child` above): one per coordinator (or route) a caller passes, with the call's style, each firing where that
  /// caller's call is made (`open(InkCoordinator())` in a coordinator's method, `coordinator.open(LampCoordinator())`
  /// in a view's button); a caller that passes a parameter of its own on (`func openFromMenu(_ child:
  /// AnyCoordinatorType) { open(child) }`) stands for its own callers. A caller whose value the reading cannot tell gets
  /// a note. Nil when the argument is no such parameter, or nothing calls the function.
  func passedChildSites(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> (sites: [ActionSite], notes: [ReadingNote])?
  {
    guard Self.childTakingMembers.contains(call.member), let argument = routeArgument(of: call),
      let function = context.function, let position = Self.parameterPosition(of: argument.value, in: context)
    else { return nil }
    var sites: [ActionSite] = []
    var notes: [ReadingNote] = []
    var followed: Set<ObjectIdentifier> = []
    let written = "\(call.location.line):\(call.location.column ?? 0)"
    func follow(_ function: FunctionItem, at position: Int, depth: Int) {
      guard depth < Self.passedChildDepth, followed.insert(function.identity).inserted else { return }
      for (caller, callerContext) in calls(of: function) {
        guard
          let positions = function.argumentPositions(caller.arguments, hasTrailingClosure: caller.hasTrailingClosure),
          let index = positions[position]
        else { continue }
        let given = caller.arguments[index]
        if let forwarded = Self.parameterPosition(of: given.value, in: callerContext),
          let forwarder = callerContext.function
        {
          follow(forwarder, at: forwarded, depth: depth + 1)
          continue
        }
        let actions = passedActions(given.value, to: call, by: coordinator, in: context, passedIn: callerContext)
        guard !actions.isEmpty else {
          notes.append(
            ReadingNote(
              location: caller.location,
              message: "what this call passes to `\(function.name)`, `\(given.text)`, is neither a coordinator nor a "
                + "route the reading can tell: the `\(call.member)` at \(written) is not read for it"))
          continue
        }
        sites += actions.map { action in
          ActionSite(action: action, coordinator: coordinator.type.name, context: callerContext, takenBy: caller)
        }
      }
    }
    follow(function, at: position, depth: 0)
    return sites.isEmpty && notes.isEmpty ? nil : (sites, notes)
  }

  /// The library's calls that may start a child coordinator they are given.
  private static let childTakingMembers: NameList = ["navigate", "present", "startChildCoordinator"]

  /// How many helpers that pass their parameter on are followed, one calling the next.
  private static let passedChildDepth = 4

  /// The actions of `call` (in `context`) for a value a caller passes (written in `callerContext`): one per child
  /// coordinator it builds or holds (several where a condition picks), else one per route of the acting coordinator it
  /// names.
  private func passedActions(
    _ value: ExpressionShape, to call: CallItem, by coordinator: ALCoordinatorDialect.Declared,
    in context: CodeContext, passedIn callerContext: CodeContext
  ) -> [Action] {
    let children = childChoices(of: value, in: callerContext) ?? childCoordinator(value, in: callerContext).map { [$0] }
    if let children {
      return children.compactMap { navigate(call, by: coordinator, in: context, route: nil, child: $0) }
    }
    return routeCases(of: value, by: coordinator, in: callerContext, depth: 0).compactMap {
      action(for: call, by: coordinator, in: context, route: $0)
    }
  }

  /// The position of the parameter of the context's function that a value names by itself (`child`), where no local
  /// of that name hides it.
  private static func parameterPosition(of value: ExpressionShape, in context: CodeContext) -> Int? {
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
      context.local(named: name) == nil
    else { return nil }
    return context.function?.parameters.firstIndex { $0.name == name }
  }

  /// The calls in the app's code that may run `function`, each in its context: the calls of its
  /// name whose receiver the reading tells as a type that runs it (`TypeResolver.methods(runBy:in:)`).
  private func calls(of function: FunctionItem) -> [(call: CallItem, context: CodeContext)] {
    var found: [(call: CallItem, context: CodeContext)] = []
    for type in types.all {
      for caller in type.functions {
        let context = CodeContext(typeName: type.name, function: caller)
        for call in caller.calls where call.member == function.name {
          let here = context.at(call.location)
          if resolver.methods(runBy: call, in: here).contains(where: { $0.function.identity == function.identity }) {
            found.append((call, here))
          }
        }
      }
    }
    return found
  }
}
