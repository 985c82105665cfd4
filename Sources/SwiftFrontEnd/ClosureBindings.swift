import SourceIndex

extension FunctionItem {
  /// Which of the closures around `call` (by its position in `CallItem.closureHosts`, outermost first) binds `name` as
  /// its first parameter: the innermost closure that names parameters, when its first is `name`, or, for `$0`, the
  /// innermost closure, when it names none. Nil when no closure around the call binds it so, or the closures around the
  /// call cannot be told (a `for await` loop among them).
  func closureBinding(_ name: String, around call: CallItem) -> Int? {
    bindingClosure(name, around: call)?.depth
  }

  /// The closure around `call` that binds `name` as its first parameter (`closureBinding(_:around:)` gives its depth).
  func bindingClosure(_ name: String, around call: CallItem) -> ClosureItem? {
    let hosts = call.closureHosts
    guard !hosts.isEmpty else { return nil }
    let location = call.location
    // The closure around the call at each depth is the last one of that depth that starts before it: one of the same
    // depth that starts later can be in it only as deeper, so it starts after it ends, and the call would too.
    var around: [ClosureItem] = []
    for depth in hosts.indices {
      guard hosts[depth] != CallItem.asyncLoopHost,
        let closure = closures.last(where: { $0.depth == depth && $0.location < location })
      else { return nil }
      around.append(closure)
    }
    if name == "$0" { return around[around.count - 1].parameters.isEmpty ? around[around.count - 1] : nil }
    guard let index = around.lastIndex(where: { !$0.parameters.isEmpty }), around[index].parameters.first == name
    else { return nil }
    // A local of that name declared in the closure hides its parameter.
    if locals.contains(where: { $0.name == name && around[index].location < $0.location && $0.location < location }) {
      return nil
    }
    return around[index]
  }
}
