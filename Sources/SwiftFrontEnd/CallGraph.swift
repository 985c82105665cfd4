import SourceIndex

/// Who calls each method of the app's types, across files: the receiver of every call is resolved to
/// its type (a protocol stands for each type that conforms to it).
struct CallGraph {
  /// A function that calls a method.
  struct Caller: Hashable {
    var typeName: String
    var function: String
    /// The call sits in a closure that runs later at an unknown time (`sink`, a stored callback),
    /// not in one that runs now or on the same event (`Task`, `withAnimation`).
    var isCallback: Bool
  }

  private var callers: [String: [Caller]] = [:]

  /// Closures that run as part of the event that created them.
  static let transparentHosts: Set<String> = [
    "Task", "detached", "async", "asyncAfter", "run", "withAnimation", "perform", "sync",
  ]

  init(types: AppTypes, resolver: TypeResolver) {
    var conformers: [String: [String]] = [:]
    for type in types.all {
      for function in type.functions {
        let context = CodeContext(typeName: type.name, function: function)
        for call in function.calls where call.receiver != [.name(".")] {
          guard let receiverType = resolver.type(of: call.receiver, in: context),
            let receiver = types.type(named: receiverType)
          else { continue }
          var targets = [receiver.name]
          if receiver.declaration.kind == "protocol" {
            if conformers[receiver.name] == nil {
              conformers[receiver.name] = types.conformers(of: receiver.name).map(\.name)
            }
            targets = conformers[receiver.name] ?? []
          }
          let caller = Caller(
            typeName: type.name, function: function.name,
            isCallback: call.closureHosts.contains { !Self.transparentHosts.contains($0) })
          for target in targets where types.declaresFunction(call.member, in: target) {
            callers[Self.key(target, call.member), default: []].append(caller)
          }
        }
      }
    }
  }

  static func key(_ type: String, _ function: String) -> String { "\(type)#\(function)" }

  /// The functions that call `function` of `type`.
  func callers(of function: String, in type: String) -> [Caller] {
    callers[Self.key(type, function)] ?? []
  }
}
