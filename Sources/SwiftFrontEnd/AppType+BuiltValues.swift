import SourceIndex

/// What a stored property of a value holds once the value is built with some arguments: `SettingsRow(title:
/// "Account", destination: .account)` holds `.account` in `destination`, whether the struct's memberwise initialiser
/// builds it or an initialiser of the app's that stores its parameter (`init(title: String, destination: Route) {
/// self.destination = destination }`, in a class too).
extension AppType {
  /// The value the stored property `member` holds once the type is built with `arguments`: the argument of its label,
  /// or its initial value where that argument is left out, for a struct's memberwise initialiser (a struct that
  /// declares no initialiser in its body, built with no initialiser of an extension's); for an initialiser of the
  /// app's that takes the arguments, what it assigns the property once, outside any branch or closure: the argument
  /// of a parameter it stores (or that parameter's default), or a value that names none. Nil when the type is no
  /// struct or class, the property is static or has code that runs for it (a computed property, observers), or the
  /// initialisers the arguments may run do not tell.
  func builtValue(of member: String, with arguments: [ArgumentItem]) -> ExpressionShape? {
    guard declaration.kind == "struct" || declaration.kind == "class", let property = property(named: member),
      !property.isStatic, !functions.contains(where: { $0.name == member })
    else { return nil }
    let initialisers = functions(named: "init").filter {
      $0.argumentPositions(arguments) != nil
    }
    if initialisers.isEmpty {
      guard declaration.kind == "struct", !declaration.functions.contains(where: { $0.name == "init" }) else {
        return nil
      }
      return arguments.first { $0.label == member }?.value ?? property.value
    }
    guard initialisers.count == 1 else { return nil }
    return storedValue(of: member, by: initialisers[0], with: arguments)
  }

  /// What `initialiser`, run with `arguments`, assigns the property `member` (see `builtValue(of:with:)`).
  private func storedValue(of member: String, by initialiser: FunctionItem, with arguments: [ArgumentItem])
    -> ExpressionShape?
  {
    let parameters = initialiser.parameters
    let bare = !parameters.contains { $0.name == member }
    let assigned = initialiser.assignments.filter {
      $0.target == [.name("self"), .name(member)] || (bare && $0.target == [.name(member)])
    }
    // `self.init(...)` hands the work to another initialiser: not read.
    guard assigned.count == 1, !initialiser.calls.contains(where: { $0.member == "init" && $0.receiver.isEmpty }),
      let assignment = assigned.first, assignment.casePatterns.isEmpty, assignment.branches.isEmpty,
      !assignment.inClosure, let positions = initialiser.argumentPositions(arguments)
    else { return nil }
    let value = assignment.value
    if case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
      let index = parameters.firstIndex(where: { $0.name == name })
    {
      return positions[index].map { arguments[$0].value } ?? parameters[index].defaultValue
    }
    return Self.namesNone(of: parameters, in: value) ? value : nil
  }

  /// Whether a value is a case, a literal or a construction of them, naming no parameter (`.account`,
  /// `Route.detail(id: 1)`).
  private static func namesNone(of parameters: [ParameterItem], in value: ExpressionShape) -> Bool {
    switch value {
    case .implicitMember(_, let arguments):
      return (arguments ?? []).allSatisfy { namesNone(of: parameters, in: $0.value) }
    case .reference(let chain):
      return chain.count == 2 && chain[0].name?.startsUppercase == true
    case .string, .integer, .boolean: return true
    default: return false
    }
  }
}
