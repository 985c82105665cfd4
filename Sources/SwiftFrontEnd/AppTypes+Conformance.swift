import SourceIndex

/// Which types conform to which of the app's protocols.
extension AppTypes {
  /// The classes, structs and enums that conform to a protocol, directly or through protocols that refine it.
  public func conformers(of protocolName: String) -> [AppType] {
    conformerIndices(of: protocolName).map { all[$0] }
  }

  /// The names of the types that conform to a protocol (no copies of the types: for hot loops).
  public func conformerNames(of protocolName: String) -> [String] {
    conformerIndices(of: protocolName).map { all[$0].name }
  }

  /// The protocol whose extension gives a type its function of this name, when neither the type nor its
  /// superclasses declare one (`openOrder(_:)` of `extension OrdersNavigating`, called on a view model
  /// that conforms to it): calls of it run the protocol's function.
  func protocolGiving(_ name: String, to typeName: String) -> String? {
    guard !protocolsByType.isEmpty, let start = lookup(typeName), let protocols = protocolsByType[start],
      !lineages[start].contains(where: { all[$0].declaresFunction(named: name) })
    else { return nil }
    return protocols.first { all[$0].declaresFunction(named: name) }.map { all[$0].name }
  }

  /// The protocol whose extension gives a type the function a call runs: as `protocolGiving(_:to:)`, and also where the
  /// type declares functions of that name none of which takes the call's arguments while a protocol's does (`show(.book)`
  /// runs `extension LibraryRouting { func show(_ route: LibraryRoute) }`, beside the coordinator's own `show(_:animated:)`).
  func protocolGiving(_ name: String, to typeName: String, for call: CallItem?) -> String? {
    if let found = protocolGiving(name, to: typeName) { return found }
    // Most protocols only ask for the method (a requirement, no code): they give the type nothing, and the type's own
    // methods are not matched against the call.
    let given = { (function: FunctionItem) in !function.traits.contains(.requirement) }
    guard let call, !protocolsByType.isEmpty, let start = lookup(typeName), let protocols = protocolsByType[start],
      protocols.contains(where: { all[$0].functions(named: name).contains(where: given) })
    else { return nil }
    guard !lineages[start].contains(where: { all[$0].functions(named: name).contains { $0.takes(call) } }) else {
      return nil
    }
    return protocols.first { all[$0].functions(named: name).contains { given($0) && $0.takes(call) } }.map {
      all[$0].name
    }
  }

  private func conformerIndices(of protocolName: String) -> [Int] {
    lookup(protocolName).flatMap { conformersByProtocol[$0] } ?? []
  }

  /// For each type (by index) that conforms to protocols of the app, directly, through a superclass or
  /// through a protocol that refines another, those protocols in declaration order (for a protocol: the
  /// protocols it refines).
  static func protocols(
    of all: [AppType], lineages: [[Int]], threads: Int?, lookup: @Sendable (String, Int) -> Int?
  ) -> [Int: [Int]] {
    let found = Parallel.map(count: all.count, threads: threads) { index -> [Int] in
      var seen: Set<Int> = []
      var pending = lineages[index].flatMap { ancestor in
        all[ancestor].inheritance.compactMap { lookup($0.name, ancestor) }
      }
      while let next = pending.popLast() {
        guard next != index, all[next].declaration.kind == "protocol", seen.insert(next).inserted else { continue }
        pending += all[next].inheritance.compactMap { lookup($0.name, next) }
      }
      return seen.sorted()
    }
    var result: [Int: [Int]] = [:]
    for (index, protocols) in found.enumerated() where !protocols.isEmpty { result[index] = protocols }
    return result
  }

  /// For each protocol (by index), the classes, structs and enums that conform to it, in declaration order.
  static func conformers(of all: [AppType], protocolsByType: [Int: [Int]]) -> [Int: [Int]] {
    var result: [Int: [Int]] = [:]
    for index in all.indices where all[index].declaration.kind != "protocol" {
      for protocolIndex in protocolsByType[index] ?? [] { result[protocolIndex, default: []].append(index) }
    }
    return result
  }
}
