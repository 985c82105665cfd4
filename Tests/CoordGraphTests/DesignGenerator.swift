import NavigationModel

/// A small, fast, seeded random number generator (SplitMix64), so generated designs are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Generates random designs: tabs, sheets, covers, events, finish, popTo, deep links, invariants, bounds.
///
/// Names are drawn from small pools so that actions often hit real routes and coordinators, sometimes
/// each other's, and now and then nothing at all (dangling names).
struct DesignGenerator {
  var random: SeededGenerator
  private let path = "generated.yml"
  private var line = 1

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  private mutating func place() -> SourceLocation {
    line += 1
    return SourceLocation(file: path, line: line, column: 3)
  }

  private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

  mutating func design() -> NavigationGraph {
    let count = Int.random(in: 2...6, using: &random)
    let names = (0..<count).map { "C\($0)" }
    let events = ["e0", "e1", "e2"]
    var coordinators: [Coordinator] = []
    var routeNames: [String: [String]] = [:]
    for name in names { routeNames[name] = (0..<Int.random(in: 1...3, using: &random)).map { "r\($0)" } }
    for (index, name) in names.enumerated() {
      var kind: CoordinatorKind =
        index == 0 ? pick([.stack, .root, .tabs, .tabs]) : pick([.stack, .stack, .stack, .root, .tabs])
      let others = names.filter { $0 != name }
      let later = Array(names.dropFirst(index + 1))
      if kind == .tabs && later.isEmpty { kind = .stack }
      var tabs: [NameReference] = []
      var start: String
      switch kind {
      case .tabs:
        let tabCount = min(later.count, Int.random(in: 1...3, using: &random))
        tabs = later.shuffled(using: &random).prefix(tabCount).map { NameReference($0, at: place()) }
        start = tabs[0].name
      case .root:
        start = chance(50) && !later.isEmpty ? pick(later) : routeNames[name]![0]
      case .stack:
        start = routeNames[name]![0]
      }
      let routes = routeNames[name]!.map { route in
        Route(
          name: route,
          actions: (0..<actionCount(isStart: route == "r0")).map { _ in
            action(own: routeNames[name]!, others: others, routeNames: routeNames, events: events)
          }, terminal: chance(5), backDisabled: chance(10), dismissDisabled: chance(10), location: place())
      }
      let handlers = events.filter { _ in chance(40) }.map { event in
        EventHandler(
          event: event, action: action(own: routeNames[name]!, others: others, routeNames: routeNames, events: events),
          location: place())
      }
      coordinators.append(
        Coordinator(
          name: name, kind: kind, start: NameReference(start, at: place()), routes: routes, tabs: tabs,
          handlers: handlers, location: place()))
    }
    let allRoutes = names.flatMap { name in routeNames[name]!.map { "\(name).\($0)" } }
    let deepLinks = (0..<Int.random(in: 0...2, using: &random)).map { index in
      let steps: [DeepLinkStep]? =
        chance(50)
        ? (0..<Int.random(in: 1...2, using: &random)).map { _ in
          let coordinator = pick(names)
          let action = action(own: routeNames[coordinator]!, others: names, routeNames: routeNames, events: events)
          return DeepLinkStep(
            action: action, coordinator: chance(70) ? NameReference(coordinator, at: place()) : nil,
            ifAny: action.kind == .dismiss && chance(50))
        } : nil
      return DeepLink(
        url: "app://link\(index)", target: NameReference(pick(allRoutes), at: place()),
        arrival: pick([.launch, .running, .both]), steps: steps,
        onlyWith: steps != nil && chance(30) ? NameReference(pick(names), at: place()) : nil, location: place())
    }
    let invariants = (0..<Int.random(in: 0...3, using: &random)).map { _ in invariant(allRoutes) }
    return NavigationGraph(
      source: path, entry: NameReference(names[0], at: place()),
      home: chance(30) ? [NameReference(pick(allRoutes), at: place())] : [],
      bounds: Bounds(
        stack: Int.random(in: 2...4, using: &random), layers: Int.random(in: 2...3, using: &random), states: 2_000),
      coordinators: coordinators,
      references: chance(30) ? [Reference(from: names[0], to: pick(names), strength: .strong, location: place())] : [],
      deepLinks: deepLinks, invariants: invariants)
  }

  /// Start routes always offer a few actions, so that designs go somewhere; others now and then none.
  private mutating func actionCount(isStart: Bool) -> Int {
    if isStart { return Int.random(in: 2...4, using: &random) }
    return chance(8) ? 0 : Int.random(in: 1...4, using: &random)
  }

  private mutating func action(own: [String], others: [String], routeNames: [String: [String]], events: [String])
    -> Action
  {
    let weighted: [(ActionKind, Int)] = [
      (.push, 25), (.present, 12), (.cover, 8), (.replace, 8), (.select, 8), (.pop, 6), (.popToRoot, 4), (.popTo, 6),
      (.dismiss, 8), (.finish, 6), (.emit, 9),
    ]
    var roll = Int.random(in: 0..<100, using: &random)
    var kind = ActionKind.push
    for (candidate, weight) in weighted {
      if roll < weight {
        kind = candidate
        break
      }
      roll -= weight
    }
    var target: String?
    var startRoute: String?
    switch kind {
    case .push, .present, .cover, .replace:
      if chance(3) {
        target = "ghost"
      } else if chance(55) || others.isEmpty {
        target = pick(own)
      } else {
        let other = pick(others)
        target = chance(20) ? "\(other).\(pick(routeNames[other]!))" : other
        if chance(10), target == other { startRoute = pick(routeNames[other]!) }
      }
    case .select: target = others.isEmpty ? "ghost" : pick(others)
    case .popTo: target = chance(80) ? pick(own) : "\(pick(others.isEmpty ? ["ghost"] : others)).r0"
    case .emit: target = pick(events)
    case .pop, .popToRoot, .dismiss, .finish: target = nil
    }
    return Action(
      kind, target: target, startRoute: startRoute, label: chance(10) ? "Label \(line)" : nil,
      confidence: chance(10) ? .inferred : .exact, location: place())
  }

  private mutating func invariant(_ routes: [String]) -> Invariant {
    let kind = pick(InvariantKind.allCases)
    func argument(_ key: String, _ value: String) -> InvariantArgument {
      InvariantArgument(key: key, value: value, location: place())
    }
    let arguments: [InvariantArgument]
    switch kind {
    case .reachable, .unreachable, .alwaysReturns: arguments = [argument("route", pick(routes))]
    case .onlyAfter: arguments = [argument("target", pick(routes)), argument("requires", pick(routes))]
    case .neverAbove: arguments = [argument("top", pick(routes)), argument("below", pick(routes))]
    case .maxSteps:
      let steps = argument("steps", String(Int.random(in: 0...4, using: &random)))
      let target = argument("target", pick(routes))
      arguments = chance(50) ? [target, steps] : [steps, target]
    }
    return Invariant(kind: kind, arguments: arguments, location: place())
  }
}
