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

  init(types: AppTypes, resolver: TypeResolver, threads: Int? = nil) {
    // Each type's calls are resolved on their own (in parallel), then merged in type order.
    let edges = Parallel.map(count: types.all.count, threads: threads) { index in
      Self.edges(from: types.all[index], types: types, resolver: resolver)
    }
    for list in edges {
      for (key, caller) in list { callers[key, default: []].append(caller) }
    }
  }

  /// The (callee key, caller) pairs of one type's functions.
  private static func edges(from type: AppType, types: AppTypes, resolver: TypeResolver) -> [(String, Caller)] {
    var edges: [(String, Caller)] = []
    for function in type.functions {
      let context = CodeContext(typeName: type.name, function: function)
      for call in function.calls where call.receiver != [.name(".")] {
        guard let receiverType = resolver.type(of: call.receiver, in: context),
          let receiver = types.declaredName(of: receiverType)
        else { continue }
        let targets = receiver.isProtocol ? types.conformerNames(of: receiver.name) : [receiver.name]
        let caller = Caller(
          typeName: type.name, function: function.name,
          isCallback: call.closureHosts.contains { !transparentHosts.contains($0) })
        for target in targets where types.declaresFunction(call.member, in: target) {
          edges.append((key(target, call.member), caller))
        }
      }
    }
    return edges
  }

  static func key(_ type: String, _ function: String) -> String { "\(type)#\(function)" }

  /// The functions that call `function` of `type`.
  func callers(of function: String, in type: String) -> [Caller] {
    callers[Self.key(type, function)] ?? []
  }
}
