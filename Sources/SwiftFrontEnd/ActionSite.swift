import NavigationModel
import SourceIndex

/// A navigation action found in code, before it is placed on the routes it can fire from. (Its fields live
/// in one shared box, copied when a copy is changed: the readers gather, merge and hand on sites by the
/// hundred thousand, and a copy is then one reference rather than a dozen.)
public struct ActionSite: Sendable {
  private var storage: Storage

  private struct Fields {
    var action: Action
    var coordinator: String
    var context: CodeContext
    var closureHosts: [String]
    var closureTargets: [[ChainStep]]
    var closureLabels: [String]
    var casePatterns: [ExpressionShape]
    var byRoute: [String: Action]?
    var continuesInChain: Bool
    var closesChain: Bool
    var isScreensOwn: Bool
    var notFrom: Set<String>? = nil
    var presentsOverWhatIsShown = false
    var takesPassedRoute = false
    var kindsByPassingCall: [SourceLocation: ActionKind] = [:]
    var followsStepShowing: String? = nil
    var isPlacedInChain = false
    var showsAgainInChain = false
    var openedOnlyWith: String? = nil
    var setsABindingBack = false
  }

  /// Written only while no other site holds it (`change(_:)`).
  private final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  /// A site; see each property.
  public init(
    action: Action, coordinator: String, context: CodeContext, closureHosts: [String],
    closureTargets: [[ChainStep]] = [], closureLabels: [String] = [], casePatterns: [ExpressionShape],
    byRoute: [String: Action]? = nil,
    continuesInChain: Bool = false, closesChain: Bool = false, isScreensOwn: Bool = false
  ) {
    storage = Storage(
      Fields(
        action: action, coordinator: coordinator, context: context, closureHosts: closureHosts,
        closureTargets: closureTargets, closureLabels: closureLabels, casePatterns: casePatterns, byRoute: byRoute,
        continuesInChain: continuesInChain, closesChain: closesChain, isScreensOwn: isScreensOwn))
  }

  /// A site for an action that `call` takes (or, `casePatterns` given, takes in those arms): where the call sits, in
  /// which closures and arms, is where the action fires from.
  init(
    action: Action, coordinator: String, context: CodeContext, takenBy call: CallItem,
    casePatterns: [ExpressionShape]? = nil, isScreensOwn: Bool = false
  ) {
    self.init(
      action: action, coordinator: coordinator, context: context, closureHosts: call.closureHosts,
      closureTargets: call.closureTargets, closureLabels: call.closureLabels,
      casePatterns: casePatterns ?? call.casePatterns, isScreensOwn: isScreensOwn)
  }

  private mutating func change(_ body: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    body(&storage.fields)
  }

  /// Whether the library presents the action's coordinator over whatever is shown, and no presenter is known
  /// (`forcePresentation` with no root coordinator, where the app sets no main coordinator): as a deep link's step,
  /// it runs in the entry coordinator, since a presented layer goes on top whoever presents it.
  public var presentsOverWhatIsShown: Bool {
    get { storage.fields.presentsOverWhatIsShown }
    set { change { $0.presentsOverWhatIsShown = newValue } }
  }
  /// Whether the action goes to the route its function is given (`func show(_ route: R) { navigate(toRoute: route) }`):
  /// a call that passes the route (`show(.filters)`) is where the action is written, for where it fires from there
  /// (`GraphAssembler.placedAtPassingCalls`).
  public var takesPassedRoute: Bool {
    get { storage.fields.takesPassedRoute }
    set { change { $0.takesPassedRoute = newValue } }
  }
  /// For an action whose function is given its route and its style (`func show(_ route: R, style: S = .push)`), called
  /// with different styles for one route: the kind each passing call gives (`show(.detail, style: .sheet)`: `present`),
  /// by where it is written. The action fires there as that kind (`GraphAssembler.placedAtPassingCalls`), rather than
  /// as the inferred choice of them all.
  public var kindsByPassingCall: [SourceLocation: ActionKind] {
    get { storage.fields.kindsByPassingCall }
    set { change { $0.kindsByPassingCall = newValue } }
  }
  /// The action's kind and target, read without copying the action (asked of every site by passes that look at a few).
  var actionKind: ActionKind { storage.fields.action.kind }
  var actionTarget: String? { storage.fields.action.target }

  /// Makes the action one of another kind, without copying it out and back.
  mutating func changeActionKind(to kind: ActionKind) { change { $0.action.kind = kind } }
  /// The action (its target names a route of `coordinator` or a coordinator type).
  public var action: Action {
    get { storage.fields.action }
    set { change { $0.action = newValue } }
  }
  /// The coordinator type whose instance acts.
  public var coordinator: String {
    get { storage.fields.coordinator }
    set { change { $0.coordinator = newValue } }
  }
  /// Where the action is written.
  public var context: CodeContext {
    get { storage.fields.context }
    set { change { $0.context = newValue } }
  }
  /// The call (or assignment) that makes it, for its closures and enclosing cases.
  public var closureHosts: [String] {
    get { storage.fields.closureHosts }
    set { change { $0.closureHosts = newValue } }
  }
  /// Where each enclosing closure is assigned, or the receiver of the call it is passed to
  /// (`CallItem.closureTargets`).
  public var closureTargets: [[ChainStep]] {
    get { storage.fields.closureTargets }
    set { change { $0.closureTargets = newValue } }
  }
  /// The label of the argument each enclosing closure is passed as (`CallItem.closureLabels`).
  public var closureLabels: [String] {
    get { storage.fields.closureLabels }
    set { change { $0.closureLabels = newValue } }
  }
  /// The enclosing `switch` case patterns.
  public var casePatterns: [ExpressionShape] {
    get { storage.fields.casePatterns }
    set { change { $0.casePatterns = newValue } }
  }
  /// The action as it reads on some routes of `coordinator`, by route name, where that differs from
  /// `action` (`close()`: `dismiss` on a route the coordinator presents, `pop` on one it pushes); nil when
  /// it reads the same everywhere.
  public var byRoute: [String: Action]? {
    get { storage.fields.byRoute }
    set { change { $0.byRoute = newValue } }
  }
  /// A step of a chain (or of a multi-push) that more steps follow in the same user action: it runs as
  /// a deep link's step, but on a route only the last step is placed (marked inferred).
  public var continuesInChain: Bool {
    get { storage.fields.continuesInChain }
    set { change { $0.continuesInChain = newValue } }
  }
  /// The last step of a chain of several transitions (or of a multi-push): on a route it stands for the
  /// whole chain, so it is marked inferred there (a deep link runs every step, exactly).
  public var closesChain: Bool {
    get { storage.fields.closesChain }
    set { change { $0.closesChain = newValue } }
  }
  /// For a step of a chain or a multi-push written right after a step that shows one of `coordinator`'s screens
  /// (`push { \X.yellow; \X.green }`, `push(\.yellow).push(\.green)`), that screen's route: on a route, the step
  /// fires from that screen, marked inferred (the user sees it once the last step is popped), so that every screen the
  /// chain shows is reached. Nil for any other step.
  public var followsStepShowing: String? {
    get { storage.fields.followsStepShowing }
    set { change { $0.followsStepShowing = newValue } }
  }
  /// A step that more steps follow (`continuesInChain`) and that is placed on routes all the same, marked inferred:
  /// the next step fires from the screen it shows (`followsStepShowing`).
  public var isPlacedInChain: Bool {
    get { storage.fields.isPlacedInChain }
    set { change { $0.isPlacedInChain = newValue } }
  }
  /// A step of a chain or a multi-push that shows a screen an earlier step of it shows (`push { \X.green; \X.yellow;
  /// \X.green }`): on a route it is not placed, since from the screen before it, it would make a loop that the app
  /// only runs once.
  public var showsAgainInChain: Bool {
    get { storage.fields.showsAgainInChain }
    set { change { $0.showsAgainInChain = newValue } }
  }
  /// The coordinator type that a guard written before the action asks to be running, for the action to be taken at all
  /// (Jumper's `guard let tabs = hasRoot(\.home) else { return }`, then `tabs.focus(\.browse)`; a conditional cast,
  /// `(top as? Tabs)?.currentPage = .cart`, `CastGuard`): a deep link whose steps it is is opened only with it
  /// (`DeepLink.onlyWith`). Nil where no such guard is written.
  public var openedOnlyWith: String? {
    get { storage.fields.openedOnlyWith }
    set { change { $0.openedOnlyWith = newValue } }
  }
  /// Routes of `coordinator` the action never fires from, though the code that takes it runs there: a step of an
  /// ordered flow from a step at or after its own (`ALCoordinatorReader.laterSteps`).
  public var notFrom: Set<String> {
    get { storage.fields.notFrom ?? [] }
    set { change { $0.notFrom = newValue.isEmpty ? nil : newValue } }
  }
  /// Navigation a screen's own code does, not its coordinator's (SwiftUI's `.sheet { ... }`, `NavigationLink`, a
  /// binding set back; UIKit's `present(_:animated:)`): a view's modifiers declare it, they do not run in order.
  public var isScreensOwn: Bool { storage.fields.isScreensOwn }
  /// A screen's close written as setting back the binding that presents it (`showsFilter = false`,
  /// `showsFilter.toggle()`): code written after it runs once the screen is gone (`Dismissers.settingsBack`).
  public var setsABindingBack: Bool {
    get { storage.fields.setsABindingBack }
    set { change { $0.setsABindingBack = newValue } }
  }
}
