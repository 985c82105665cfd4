import SourceIndex

extension FunctionItem {
  /// The name with the argument labels, as Swift writes it: `scene(_:openURLContexts:)`, `init(coordinator:)`.
  var signature: String {
    var text = name + "("
    for parameter in parameters { text += parameter.label + ":" }
    return text + ")"
  }

  /// The name with the argument labels and the parameters' types: `handle(_:URL)`, for overloads that
  /// share their labels.
  var typedSignature: String {
    var text = name + "("
    for parameter in parameters { text += parameter.label + ":" + parameter.type.name + "," }
    return text + ")"
  }

  /// Whether the parameters take a call's arguments, by their labels in order: a parameter with a
  /// default value may be left out, and a trailing closure stands for the parameters left over. (Types
  /// are not compared: overloads that differ only by type take the same calls.)
  func takes(_ call: CallItem) -> Bool {
    let parameters = self.parameters
    var next = 0
    for argument in call.arguments where argument.label != ArgumentItem.builderLabel {
      let label = argument.label ?? "_"
      while next < parameters.count, parameters[next].label != label {
        guard parameters[next].defaultValue != nil else { return false }
        next += 1
      }
      guard next < parameters.count else { return false }
      next += 1
    }
    if call.hasTrailingClosure { return next < parameters.count }
    return parameters[next...].allSatisfy { $0.defaultValue != nil }
  }
}

extension AppTypes {
  /// The names of which a type declares several functions.
  static func overloadedNames(of type: AppType) -> Set<String> {
    guard type.functions.count > 1 else { return [] }
    var seen: Set<String> = []
    var shared: Set<String> = []
    for function in type.functions where !seen.insert(function.name).inserted { shared.insert(function.name) }
    return shared
  }
}

extension AppTypes {
  /// Whether a call may run the type's own method of its name: some method of that name (its own or a
  /// superclass's) takes the call's labels, or the type derives from no library class that may declare
  /// the method the call means. (`navigate(to: child, presentationStyle: .sheet)` in a coordinator that
  /// declares `navigate(to destination:)` is the library's `navigate`, not a call of its own.)
  func mayRunOwn(_ call: CallItem, on typeName: String) -> Bool {
    if functions(call.member, of: typeName).contains(where: { $0.takes(call) }) { return true }
    guard let root = lineage(of: typeName).last, root.declaration.kind == "class",
      let base = root.inheritance.first
    else { return true }
    return type(named: base.name) != nil
  }
}
