import NavigationModel

/// The compiled model flattened into arrays of plain values for the explorer's hot loop: reading
/// them copies no strings and retains nothing.
struct HotTables: Sendable {
  var actionKinds: [ActionKindCode] = []
  var actionTargets: [ResolvedActionTarget] = []
  var routeActionOffsets: [Int32] = [0]
  var routeActionList: [Int32] = []
  var routeTerminal: [Bool] = []
  var routeBackDisabled: [Bool] = []
  var routeDismissDisabled: [Bool] = []
  var typeIsTabs: [Bool] = []
  var typeIsRoot: [Bool] = []
  var typeStarts: [StartSpec] = []
  var typeStartRoutes: [Int32] = []
  var typeStartTabs: [Int32] = []
  var typeTabOffsets: [Int32] = [0]
  var tabList: [Int32] = []
  var typeFirstTabTap: [UInt32] = []
  var handlers: [Int32] = []
  var eventCount = 0

  init() {}

  init(_ model: CompiledModel) {
    for action in model.actions {
      actionKinds.append(ActionKindCode(action.kind))
      actionTargets.append(action.target)
    }
    for route in model.routes {
      routeActionList += route.actions
      routeActionOffsets.append(Int32(routeActionList.count))
      routeTerminal.append(route.terminal)
      routeBackDisabled.append(route.backDisabled)
      routeDismissDisabled.append(route.dismissDisabled)
    }
    eventCount = model.events.count
    for type in model.types {
      typeIsTabs.append(type.kind == .tabs)
      typeIsRoot.append(type.kind == .root)
      typeStarts.append(type.start)
      typeStartRoutes.append(type.startRoute)
      typeStartTabs.append(Int32(type.startTab))
      tabList += type.tabs
      typeTabOffsets.append(Int32(tabList.count))
      typeFirstTabTap.append(type.firstTabTapLabel)
      var row = [Int32](repeating: -1, count: eventCount)
      for (event, handler) in type.handlers.enumerated() where event < eventCount { row[event] = handler }
      handlers += row
    }
  }

  /// The position of tab `tab` in the tab bar of `type`, if it has one.
  @inline(__always)
  func tabPosition(of tab: Int32, in type: Int32) -> Int? {
    let start = Int(typeTabOffsets[Int(type)])
    let end = Int(typeTabOffsets[Int(type) + 1])
    for index in start..<end where tabList[index] == tab { return index - start }
    return nil
  }

  @inline(__always)
  func handler(of type: Int32, for event: Int32) -> Int32 {
    handlers[Int(type) * eventCount + Int(event)]
  }
}

/// `ActionKind` as a plain code (its raw values are strings).
enum ActionKindCode: UInt8, Sendable {
  case push, present, cover, replace, select, pop, popToRoot, popTo, dismiss, finish, emit

  init(_ kind: ActionKind) {
    switch kind {
    case .push: self = .push
    case .present: self = .present
    case .cover: self = .cover
    case .replace: self = .replace
    case .select: self = .select
    case .pop: self = .pop
    case .popToRoot: self = .popToRoot
    case .popTo: self = .popTo
    case .dismiss: self = .dismiss
    case .finish: self = .finish
    case .emit: self = .emit
    }
  }
}
