import SourceIndex

/// Where the app's code builds values of some of its types.
extension AppTypes {
  /// A construction of a type: `Name(...)`, `Name.init(...)` or `Name<Argument>(...)`, in a function or a stored
  /// property's initial value.
  struct Construction {
    /// The type built.
    var typeName: String
    var arguments: [ArgumentItem]
    /// The generic arguments written (`FarmRoute` in `Shortcuts<FarmRoute>()`), if any.
    var written: [TypeReference]
    /// Where it is written.
    var context: CodeContext
  }

  /// Each construction of one of `names` in the app's code, in declaration order: the calls of functions
  /// (`Navigator(coordinator: self)`, `Navigator.init(...)`), and the values of stored properties and locals that build
  /// one with its generic arguments written (`lazy var shortcuts = Shortcuts<FarmRoute>()`) or, for a property, without
  /// (`lazy var navigator = Navigator(coordinator: self)`, which no function's calls hold). A local's construction
  /// without written arguments is met once, as a call.
  func forEachConstruction(of names: Set<String>, _ body: (Construction) -> Void) {
    func value(_ value: ExpressionShape?, in context: CodeContext, local: Bool) {
      guard case .call(let chain, let arguments)? = value, chain.count == 1 else { return }
      switch chain[0] {
      case .name(let name) where !local && names.contains(name):
        body(Construction(typeName: name, arguments: arguments, written: [], context: context))
      case .specialized(let reference) where names.contains(reference.name):
        body(
          Construction(typeName: reference.name, arguments: arguments, written: reference.arguments, context: context))
      default:
        break
      }
    }
    for type in all {
      for property in type.properties where property.value != nil {
        value(property.value, in: CodeContext(typeName: type.name, function: nil), local: false)
      }
      for function in type.functions {
        let context = CodeContext(typeName: type.name, function: function)
        for local in function.locals where local.value != nil { value(local.value, in: context, local: true) }
        for call in function.calls {
          var built: String?
          if let written = call.writtenTypeName, names.contains(written) {
            built = written
          } else if call.member == "init", call.receiver.count == 1, case .name(let name) = call.receiver[0],
            names.contains(name)
          {
            built = name
          }
          guard let built else { continue }
          body(Construction(typeName: built, arguments: call.arguments, written: [], context: context))
        }
      }
    }
  }
}
