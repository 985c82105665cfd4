import NavigationModel
import SourceIndex

/// What a dialect reads out of an app.
public struct DialectReading: Sendable {
  /// The coordinators, without their route actions (routes are declared, actions come from `sites`).
  public var coordinators: [Coordinator] = []
  /// Every action found, with its acting coordinator and context.
  public var sites: [ActionSite] = []
  /// For each route id (`Coordinator.route`): the app types that belong to it (its view, view model,
  /// route values), for placing actions on the routes whose screens call them.
  public var routeTypes: [String: Set<String>] = [:]
  /// For each route id: the enum cases its screen is built with (`StepViewController(step: .bait)`, in the
  /// route's factory or in the values a navigation gives its case), so that the screen's call passing the
  /// value it holds (`next(after: step)`) runs only that case's arm there (see `RouteValue`).
  var routeValues: [String: [RouteValue]] = [:]
  /// The coordinators' functions that build a route's screen (Jumper's `@Route var inbox = inboxScreen`), each
  /// with the routes (coordinator, route name) it builds: code that such a function wires into the screen, a
  /// closure or a method named by `#selector` given to a library's control (`UIAction { ... }`,
  /// `UIBarButtonItem(target: self, action: #selector(close))`), runs on that screen, so it fires from those routes.
  var screenFactories: [FunctionKey: [(coordinator: String, route: String)]] = [:]
  /// Whether the app restarts itself (`restartApp()`): an `emit` of `restartEvent`, which the entry
  /// coordinator handles by replacing its content with its start.
  public var restartsApp = false
  /// For a coordinator whose start a condition picks: every route it may start at, and where the choice is written
  /// (the model starts at one, `StartChoices.preferred`; the others are still its routes).
  public var startChoices: [String: StartChoice] = [:]
  /// What the reading could not find (a route enum in none of the files read, say).
  public var notes: [ReadingNote] = []
  /// The types each screen builds (rows, buttons), when the dialect found them for its screens' own
  /// navigation; the graph's assembly finds them otherwise.
  var subviews: Subviews?

  /// The event a restart of the whole app emits.
  public static let restartEvent = "restartApp"
}

/// One library's idioms: what in its apps' code becomes coordinators, routes and actions.
public protocol Dialect: Sendable {
  /// The dialect's name (`ALCoordinator`).
  var name: String { get }
  /// Whether the app uses this library.
  func recognizes(_ types: AppTypes) -> Bool
  /// Finds the app's coordinator classes of this library, once, for the two steps that need them:
  /// typing chains of calls, then reading coordinators and actions (each type looked at on its own, on
  /// `threads` threads: all the cores when nil).
  func prepare(_ types: AppTypes, threads: Int?) -> any PreparedDialect
  /// The library's coordinator base classes and protocols, each with the library types it is or
  /// inherits: an app's extension of one (`extension CoordinatorType { func backToStart() }`) is read as
  /// a base class of the app's, whose methods run in each coordinator that inherits it (written first).
  var coordinatorBaseTypes: [String: Set<String>] { get }
  /// The library's own modules (`SUICoordinator`): a checkout of the library's sources inside the folder read (a
  /// package's `Sources/SUICoordinator/`) is the library, whose API the dialect knows, not the app.
  var libraryModules: Set<String> { get }
  /// The environment values the library declares, by key, each with its type: a view's `@Environment(\.coordinator)
  /// var coordinator`, where the app declares no such key, holds SUICoordinator's `AnyCoordinatorType`.
  var environmentValues: [String: String] { get }
}

extension Dialect {
  /// None, unless the dialect says.
  public var coordinatorBaseTypes: [String: Set<String>] { [:] }
  /// None, unless the dialect says.
  public var libraryModules: Set<String> { [] }
  /// None, unless the dialect says.
  public var environmentValues: [String: String] { [:] }
}

/// A dialect's reading of one app, begun: the library's coordinator classes are found.
public protocol PreparedDialect {
  /// How the library's calls type the steps of a chain, if they do.
  var chainStepTyping: TypeResolver.ChainStepTyping? { get }
  /// The app's coordinators, routes and action sites, read on `threads` threads (all the cores when nil).
  func read(resolver: TypeResolver, threads: Int?) -> DialectReading
}
