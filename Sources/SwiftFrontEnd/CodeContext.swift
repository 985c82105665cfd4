import NavigationModel
import SourceIndex

/// Where an expression is read: inside a function of a type (or a type's property initialiser).
public struct CodeContext: Sendable {
  /// The enclosing type.
  public var typeName: String
  /// The enclosing function, if any.
  public var function: FunctionItem?
  /// Where in the function the code sits (a call's place) as `Self.order(of:)`, or 0 when not known:
  /// of several locals of one name (`let tabs = ...` in two arms of a `switch`), the last declared
  /// before it is meant. (An integer, not a location: contexts are copied with every action site.)
  private var placeOrder = 0

  /// Creates a context.
  public init(typeName: String, function: FunctionItem?) {
    self.typeName = typeName
    self.function = function
  }

  /// A place within one file as an integer that sorts as the place does.
  static func order(of location: SourceLocation) -> Int { location.line << 20 | (location.column ?? 0) }

  /// Whether code at `place` may read `local`: not when the local is a row or loop value (`LocalItem.scopeEnd`) and
  /// `place` follows its closure or loop, where its name is something else's (`route` in `ForEach(rows) { route in
  /// ... }`, then `show(route)` of the view's own property after the closure).
  static func isInScope(_ local: LocalItem, at place: SourceLocation) -> Bool {
    local.scopeEnd.map { order(of: $0) >= order(of: place) } ?? true
  }

  /// The same context at a place in the function; itself when no two locals of the function share a
  /// name (the place then changes nothing).
  func at(_ place: SourceLocation) -> CodeContext {
    guard let function, function.hasShadowedLocals else { return self }
    var context = self
    context.placeOrder = Self.order(of: place)
    return context
  }

  /// Whether a name is a parameter of the enclosing function.
  func isParameter(_ name: String) -> Bool {
    function?.parameters.contains { $0.name == name } ?? false
  }

  /// The local a name refers to: the last one of that name declared before the context's place (the
  /// last of the function when the place is not known, or none is declared before it).
  func local(named name: String) -> LocalItem? {
    guard let locals = function?.locals else { return nil }
    var last: LocalItem?
    var lastBefore: LocalItem?
    for local in locals where local.name == name {
      if placeOrder != 0, let end = local.scopeEnd, Self.order(of: end) < placeOrder { continue }
      last = local
      if placeOrder != 0, Self.order(of: local.location) < placeOrder {
        lastBefore = local
      }
    }
    return lastBefore ?? last
  }
}

extension CodeContext {
  /// The value given to the local that `value` names (`route` in `navigate(toRoute: route)` after
  /// `let route = DefaultRoute(...)`), when `value` is a reference to a local by a single name.
  /// The local a name refers to, seen through the bindings that unwrap an earlier value of that name (`guard let
  /// route else { return }`, `if let route = route`): the earlier local of that name; nil when there is none, or
  /// when the binding unwraps a parameter or a property.
  func unwrappedLocal(named name: String) -> LocalItem? {
    var local = self.local(named: name)
    while let found = local, case .reference(let chain)? = found.value, chain == [.name(name)] {
      let earlier = at(found.location).local(named: name)
      guard let earlier, Self.order(of: earlier.location) < Self.order(of: found.location) else { return nil }
      local = earlier
    }
    return local
  }

  /// The value a constant local holds, where `value` names one by a single name (seen through the bindings that unwrap
  /// it: `unwrappedLocal(named:)`): `.sheet` for `style` after `let style: TransitionPresentationStyle = .sheet`.
  func constantLocalValue(of value: ExpressionShape) -> ExpressionShape? {
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
      let local = unwrappedLocal(named: name), local.isConstant
    else { return nil }
    return local.value
  }

  func localValue(of value: ExpressionShape) -> ExpressionShape? {
    guard case .reference(let chain) = value, chain.count == 1, let name = chain.first?.name else { return nil }
    return local(named: name)?.value
  }

  /// A value a local may hold when a call reads it, with the `case` patterns of the arms that gave it (those of
  /// its assignment beyond the ones the call sits in: `case .basket: route = .basket` before the `switch` ends).
  struct HeldValue {
    var value: ExpressionShape
    var casePatterns: [ExpressionShape] = []
  }

  /// Every value the local that `value` names may hold when `call` reads it: the one it is declared with, and
  /// each one the function assigns it before the call (`var route = Route.help` then `if pro { route = .upgrade
  /// }`, or `let route: Route` given its value in each branch), in the order written. An assignment that runs
  /// whenever the call does (not in a branch, `case` or closure that the call is not in) replaces the values
  /// before it; one in a block that leaves the function before the call is none of them. A local declared with a
  /// `switch` or `if` expression holds each arm's or branch's value there (`AssignmentItem.givesDeclaredValue`). Empty
  /// when `value` is no local's name.
  func heldValues(of value: ExpressionShape, readBy call: CallItem) -> [HeldValue] {
    guard case .reference(let chain) = value, chain.count == 1, let name = chain.first?.name,
      let local = local(named: name), let function
    else { return [] }
    var values = local.value.map { [HeldValue(value: $0)] } ?? []
    let declared = Self.order(of: local.location)
    let end = Self.order(of: call.location)
    // A row or loop value read after its closure or loop: a name of something else.
    guard Self.isInScope(local, at: call.location) else { return [] }
    // An `if` chain that assigns the local on every side (`if pro { route = .a } else { route = .b }`): what it held
    // before is gone.
    let replaced = Self.wholeChainAssignment(to: chain, in: function, after: declared, before: end, readBy: call)
    if replaced != nil { values = [] }
    var armsGiveDeclaredValue = false
    for assignment in function.assignments where assignment.target == chain {
      let order = Self.order(of: assignment.location)
      guard order > declared && order < end, order >= replaced ?? order else { continue }
      // The arms of a `switch` (or `if`) expression the local is declared with: each arm's value, in its arm, for the
      // choice of them all.
      if assignment.givesDeclaredValue, !armsGiveDeclaredValue {
        armsGiveDeclaredValue = true
        values.removeAll()
      }
      // Assigned in a block that leaves the function before the call (`guard ready else { route = .b; return }`).
      if let exit = assignment.exit, Self.order(of: exit) < end { continue }
      let inCallsCases = call.casePatterns.starts(with: assignment.casePatterns)
      let inAssignmentsBlock = assignment.blockEnd.map { end > Self.order(of: $0) } != true
      let surely =
        inCallsCases && inAssignmentsBlock && call.branches.starts(with: assignment.branches)
        && call.closureHosts.starts(with: assignment.closureHosts)
      let arms =
        assignment.casePatterns.starts(with: call.casePatterns)
        ? Array(assignment.casePatterns.dropFirst(call.casePatterns.count)) : []
      values = (surely ? [] : values) + [HeldValue(value: assignment.value, casePatterns: arms)]
    }
    return values
  }

  /// Where the last `if` chain before a call starts that assigns `target` at the top of each of its sides, a last `else`
  /// included (`if pro { route = .a } else if trial { route = .b } else { route = .c }`), at the call's level (around
  /// it, not in it, in the call's arms; the chain's own test may add arms of its own), between the local's declaration
  /// and the call: from there on, the local holds what the chain gave it. Nil where no such chain is.
  private static func wholeChainAssignment(
    to target: [ChainStep], in function: FunctionItem, after declared: Int, before end: Int, readBy call: CallItem
  ) -> Int? {
    let assignments = function.assignments
    var latest: Int?
    for last in assignments where last.inLastElse && last.target == target && last.exit == nil {
      guard let branch = last.branches.last else { continue }
      let base = Array(last.branches.dropLast())
      let (chain, side) = CallItem.chainAndSide(ofBranch: branch)
      guard order(of: last.location) < end, call.branches.starts(with: base),
        !call.branches.contains(where: { CallItem.chainAndSide(ofBranch: $0).chain == chain }),
        call.closureHosts.starts(with: last.closureHosts), last.casePatterns.starts(with: call.casePatterns)
      else { continue }
      var first = order(of: last.location)
      for other in 0..<side {
        let wanted = base + [CallItem.branch(chain: chain, side: other)]
        guard
          let given = assignments.first(where: {
            $0.target == target && $0.branches == wanted && $0.exit == nil && $0.closureHosts == last.closureHosts
              && $0.casePatterns.starts(with: call.casePatterns)
          })
        else {
          first = -1
          break
        }
        first = min(first, order(of: given.location))
      }
      if first > declared { latest = max(latest ?? first, first) }
    }
    return latest
  }

  /// The same context without a local (so that `let vm = vm.child` does not resolve to itself).
  func withoutLocal(_ name: String) -> CodeContext {
    guard var function else { return self }
    function.locals.removeAll { $0.name == name }
    var context = CodeContext(typeName: typeName, function: function)
    context.placeOrder = placeOrder
    return context
  }
}

extension FunctionItem {
  /// Whether two of the function's locals share a name (`let target = ...` in two arms of a `switch`).
  var hasShadowedLocals: Bool {
    let locals = self.locals
    guard locals.count > 1 else { return false }
    for index in locals.indices.dropFirst() where locals[..<index].contains(where: { $0.name == locals[index].name }) {
      return true
    }
    return false
  }
}
