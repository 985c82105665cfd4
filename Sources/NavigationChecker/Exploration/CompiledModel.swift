import NavigationModel

/// A design compiled to dense integer ids, for the explorer's hot loop.
///
/// Types (coordinators), routes, actions and events are interned; every target is resolved once
/// (semantics-details.md §5) so that exploring a state never looks a name up.
struct CompiledModel: Sendable {
  var types: [CompiledType] = []
  var routes: [CompiledRoute] = []
  var actions: [CompiledAction] = []
  var events: [String] = []
  var deepLinks: [CompiledDeepLink] = []
  var entryType: Int32 = -1
  var homeRoutes: Set<Int32> = []
  var stackBound = Bounds.defaultStack
  var layerBound = Bounds.defaultLayers
  var stateBound = Bounds.defaultStates
  /// The location findings without a place of their own point at (the entry).
  var fallbackLocation: SourceLocation
  /// Labels of implicit steps, after the explicit actions: back, swipe-down, tab taps, deep links.
  var tabTapLabels: [TabTapLabel] = []
  /// The deepest nesting of containers (slots, tab bars) that starting one coordinator produces.
  var deepestStartNesting = 0
  /// The same model as plain arrays, for the hot loop (built last).
  var hot = HotTables()

  var backLabel: UInt32 { UInt32(actions.count) }
  var swipeLabel: UInt32 { UInt32(actions.count + 1) }
  var firstTabTapLabel: UInt32 { UInt32(actions.count + 2) }
  var firstDeepLinkLabel: UInt32 { firstTabTapLabel + UInt32(tabTapLabels.count) }

  func routeName(_ route: Int32) -> String {
    let info = routes[Int(route)]
    return "\(types[Int(info.type)].name).\(info.name)"
  }

  /// A deep link's target as written: its route's `Coordinator.route`, or the coordinator it names; nil for a name of
  /// nothing.
  func targetName(of link: CompiledDeepLink) -> String? {
    if link.target >= 0 { return routeName(link.target) }
    return link.targetType >= 0 ? types[Int(link.targetType)].name : nil
  }
}

/// A coordinator type.
struct CompiledType: Sendable {
  var name: String
  var kind: CoordinatorKind
  var location: SourceLocation
  /// What it shows when started.
  var start: StartSpec = .nothing
  /// For tabs: the tab coordinator types, in order; `startTab` indexes it.
  var tabs: [Int32] = []
  var startTab: Int = 0
  /// For each tab type, its first position in `tabs` (a tab tap label per position).
  var firstTabTapLabel: UInt32 = 0
  /// Event id -> handler action id, -1 when not handled.
  var handlers: [Int32] = []
  /// Its own start route, when it can be pushed (stack or root whose start is its own route).
  var startRoute: Int32 { if case .ownRoute(let route) = start { return route } else { return -1 } }
}

/// What a coordinator shows when it starts.
enum StartSpec: Sendable, Equatable {
  /// Not resolved (a dangling start): no state can be built with it.
  case nothing
  /// One of its own routes.
  case ownRoute(Int32)
  /// Another coordinator, at a route of that coordinator (-1: its own start).
  case child(type: Int32, route: Int32)
  /// A tab bar (tabs kind).
  case tabBar
}

/// A route.
struct CompiledRoute: Sendable {
  var type: Int32
  var name: String
  var actions: [Int32]
  var terminal: Bool
  var backDisabled: Bool
  var dismissDisabled: Bool
  var location: SourceLocation
}

/// An action with its target resolved.
struct CompiledAction: Sendable {
  var kind: ActionKind
  var target: ResolvedActionTarget
  var location: SourceLocation
  /// The target as written, for traces.
  var writtenTarget: String?
  /// Where it is written: `Coordinator.route` for a route action, the coordinator for a handler,
  /// the url for a deep-link step (the subject of a failure).
  var origin: String
  /// The coordinator type it is written in (the acting type of handlers and route actions).
  var ownerType: Int32
  /// Read by a heuristic (`inferred: true`), not as written.
  var isInferred = false
}

/// What an action's target resolved to.
enum ResolvedActionTarget: Sendable, Equatable {
  /// Bare words.
  case none
  /// A route of the acting coordinator (same instance).
  case ownRoute(Int32)
  /// A new instance of a coordinator type, started at a route (-1: its start).
  case coordinator(type: Int32, route: Int32)
  /// A tab coordinator type (select).
  case tab(Int32)
  /// A route to pop to.
  case popRoute(Int32)
  /// An event (emit).
  case event(Int32)
  /// A name that refers to nothing: enabled, but no effect.
  case dangling
}

/// A deep link, compiled.
struct CompiledDeepLink: Sendable {
  var url: String
  var target: Int32
  /// The coordinator type a link's target names instead of a route (`target: Shows`): the link lands on whatever an
  /// instance of it shows; -1 when the target is a route (or names nothing).
  var targetType: Int32 = -1
  var arrival: DeepLinkArrival
  /// Steps as (in type, action id, a `dismiss` that may find nothing to dismiss); nil without steps.
  var steps: [(type: Int32, action: Int32, ifAny: Bool)]?
  /// The type an instance of which the link needs to run (`onlyWith`); elsewhere it is ignored. -1: none needed; -2: a
  /// name of no type, so that the link runs nowhere.
  var onlyWith: Int32 = -1
  var location: SourceLocation
  /// Its position in the graph's deep links (a link written twice alike is compiled once, the first).
  var written = 0
}

/// A tab tap's label: the tab bar's type and the tab's position.
struct TabTapLabel: Sendable {
  var tabsType: Int32
  var position: Int
}

extension CompiledModel {
  /// A coordinator target's start of `-2 - tab` starts a tab bar at that tab; `-1` is its own start,
  /// and a route id (at least 0) a stack at that route. Negative values keep every `route >= 0` test
  /// meaning "a route was named".
  static func encodeStartTab(_ tab: Int32) -> Int32 { -2 - tab }

  /// The tab a coordinator target's start names, if it names one.
  static func decodeStartTab(_ route: Int32) -> Int32? { route <= -2 ? -2 - route : nil }
}
