import SourceIndex

extension TypeResolver {
  /// The app's methods a call may run, each with the type that declares it for the call: on the type of its receiver,
  /// or, for a protocol, on each conformer (one method per type, the one whose parameters take its arguments).
  func methods(runBy call: CallItem, in context: CodeContext) -> [(function: FunctionItem, owner: String)] {
    let here = context.at(call.location)
    guard let receiverType = type(of: call.receiver, in: here), let receiver = types.type(named: receiverType) else {
      return []
    }
    let owners = receiver.declaration.kind == "protocol" ? types.conformers(of: receiver.name) : [receiver]
    return owners.compactMap { owner in
      types.functions(calledBy: call, of: owner.name, argumentType: { type(of: $0, in: here) }).first.map {
        ($0, owner.name)
      }
    }
  }
}
