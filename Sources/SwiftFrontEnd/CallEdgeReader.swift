import NavigationModel
import SourceIndex

/// Reads the edges of the call graph (`CallGraph`) that one function of the app's types makes: the methods of the app
/// each of its calls may run, the methods it passes by name (`Button("Next", action: model.next)`), each as if called
/// in a closure given to the call it is passed to, and the closures it runs by calling a type's stored closure
/// (`onFinish?()`), sending to its subject, setting its published property or yielding to its stream. Only a name that
/// some type of the app declares as a function can be a callee, so the other calls' receivers are not resolved.
struct CallEdgeReader {
  typealias Edge = CallGraph.Edge
  typealias CallCases = CallGraph.CallCases
  typealias Observing = CallGraph.Observing
  /// An edge found: the callee, the edge, the enum cases the call shows, and the notification observed, if any.
  typealias Found = (callee: FunctionKey, edge: Edge, cases: CallCases, observing: Observing?)

  /// When the calls of the app's methods are read (`add(member:...)`: the only edges whose callee a call names, by
  /// its name).
  enum Callees: Sendable {
    /// As they are met.
    case now
    /// Later (`deferred`), once it is known which names are needed (`CallGraph.neededNames`): `replay(needed:)`.
    case later
  }

  /// A call of a method of the app whose edges are read later (`Callees.later`), if its name is needed: the arguments
  /// of `add(member:...)`, where its edges go among the function's other edges, the mark they get, and the callers
  /// they would have.
  struct DeferredCall: Sendable {
    var member: String
    var call: CallItem?
    var place: SourceLocation
    var receiver: [ChainStep]
    var hosts: [String]
    var targets: [[ChainStep]]
    var labels: [String]
    var cases: CallCases
    var notification: String?
    var receiverContext: CodeContext?
    /// Who runs the closure the call sits in, if it sits in one (`ClosureRunner.now` outside closures).
    var runner: ClosureRunner?
    /// How many of the function's other edges come before its edges.
    var position: Int
    /// `Edge.afterFinishing` for its edges, when the call runs once a coordinator or a layer is gone (`readCall`).
    var mark: Int32?
    /// The number of the function that stands for the stored closure that the closure the call sits in is given to,
    /// if any: a caller its edges would have, besides the function and the notification it observes.
    var runningClosures: Int?
  }

  let type: AppType
  let function: FunctionItem
  let types: AppTypes
  let resolver: TypeResolver
  let numbers: FunctionNumbers
  let links: InAppLinks
  /// The type's stored closures and those of its superclasses (`let onSignOut: () -> Void`): handed on to another
  /// type, they run where it calls them.
  let closureProperties: Set<String>
  /// The names of every type's stored closures: a call of one on another value may run what it was given.
  let closureNames: Set<String>
  /// The properties of the type and its superclasses, whose calls run the closures the type was given.
  let properties: Set<String>
  /// The environment key each of those properties reads, for those that read one (`openProduct` for
  /// `@Environment(\.openProduct) var openProduct`): calling it runs the closure the app put there.
  let environmentKeys: [String: String]
  /// The properties of the type and its superclasses that read a value of the coordinator library's environment
  /// (`AppTypes.libraryEnvironment`) that the app does not declare itself: the coordinator that shows the view.
  let libraryEnvironmentHolders: Set<String>
  /// The function's number.
  let caller: Int
  /// The function's context (shadowed locals aside: `scope(at:)`).
  private let context: CodeContext
  /// The function's selector parameter, once read (`EnumParameterCases.selector`): in a box, so that reading it needs
  /// no mutation of the reader.
  private let callerSelectorRead = SelectorBox()
  /// Whether the function calls a finish (`ClosureRunner.isFinish`), once read.
  private var callsAFinishRead: Bool?
  private var callsADismissRead: Bool?
  /// The edges read so far.
  var edges: [Found] = []
  /// When the calls of the app's methods are read.
  var callees = Callees.now
  /// The calls of the app's methods left for later (`Callees.later`), in the order met.
  var deferred: [DeferredCall] = []

  /// The edges that the functions of `type` make.
  static func edges(
    of type: AppType, closureProperties: Set<String>, closureNames: Set<String>, links: InAppLinks,
    types: AppTypes, resolver: TypeResolver, numbers: FunctionNumbers, dismissers: Dismissers = Dismissers()
  ) -> [Found] {
    readers(
      of: type, closureProperties: closureProperties, closureNames: closureNames, links: links, types: types,
      resolver: resolver, numbers: numbers, dismissers: dismissers, callees: .now
    ).flatMap(\.edges)
  }

  /// A reader for each function of `type`, each having read its function (with `callees`: the calls of the app's
  /// methods read now, or left for later).
  static func readers(
    of type: AppType, closureProperties: Set<String>, closureNames: Set<String>, links: InAppLinks,
    types: AppTypes, resolver: TypeResolver, numbers: FunctionNumbers, dismissers: Dismissers,
    callees: Callees
  ) -> [CallEdgeReader] {
    let lineage = types.lineage(of: type.name)
    let properties = Set(lineage.flatMap { $0.properties.map(\.name) })
    var environmentKeys: [String: String] = [:]
    // Only an app that declares its own environment values (`extension EnvironmentValues { var openProduct: ... }`)
    // puts closures there.
    let extendsEnvironment = types.libraryExtensions.contains { $0.name == CallItem.environmentValues }
    for ancestor in lineage where extendsEnvironment {
      for property in ancestor.properties where environmentKeys[property.name] == nil {
        if let key = Self.environmentKey(read: property) { environmentKeys[property.name] = key }
      }
    }
    var libraryEnvironmentHolders: Set<String> = []
    if !types.libraryEnvironment.isEmpty {
      let appsOwn = types.libraryExtension(named: CallItem.environmentValues)
      for ancestor in lineage {
        for property in ancestor.properties {
          guard let key = Self.environmentKey(read: property), types.libraryEnvironment[key] != nil,
            appsOwn?.property(named: key) == nil
          else { continue }
          libraryEnvironmentHolders.insert(property.name)
        }
      }
    }
    return type.functions.map { function in
      var reader = CallEdgeReader(
        type: type, function: function, types: types, resolver: resolver, numbers: numbers, links: links,
        closureProperties: closureProperties, closureNames: closureNames, properties: properties,
        environmentKeys: environmentKeys, libraryEnvironmentHolders: libraryEnvironmentHolders,
        caller: numbers[CallGraph.key(type.name, function, in: types)]!,
        context: CodeContext(typeName: type.name, function: function))
      reader.callees = callees
      reader.read(dismissers: dismissers)
      return reader
    }
  }

  /// Reads the calls left for later whose names are `needed` (`CallGraph.neededNames`), each edge put where it would
  /// have been read (so the edges are those read at once, in the same order, but for the calls of other names).
  mutating func replay(needed: Set<String>) {
    let pending = deferred
    let written = edges
    deferred = []
    edges = []
    callees = .now
    var next = 0
    for index in pending.indices where needed.contains(pending[index].member) {
      let item = pending[index]
      edges += written[next..<item.position]
      next = item.position
      let before = edges.count
      add(
        member: item.member, of: item.call, at: item.place, receiver: item.receiver, hosts: item.hosts,
        targets: item.targets, labels: item.labels, cases: item.cases, observing: item.notification,
        receiverContext: item.receiverContext, runner: item.runner ?? .now)
      if let mark = item.mark { for position in before..<edges.count { edges[position].edge.afterFinishing = mark } }
    }
    edges += written[next...]
  }

  /// Reads the function's calls, its assignments, and the bindings it gives. `dismissers`: the calls that close by route,
  /// by location, and the app's methods that dismiss (`DismissedBefore`; passed, not stored: a reader is copied with
  /// every field).
  private mutating func read(dismissers: Dismissers) {
    for index in function.calls.indices { readCall(at: index, dismissers: dismissers) }
    readPublishingAssignments()
    readBindings()
    readMethodAssignments()
    readSetterAssignments()
  }

  /// The function's context at a place (shadowed locals told apart).
  func scope(at place: SourceLocation) -> CodeContext {
    function.hasShadowedLocals ? context.at(place) : context
  }

  /// Whether the function calls a coordinator's finish (`finishFlow`, `finish`), read once.
  mutating func callsAFinish() -> Bool {
    if let callsAFinishRead { return callsAFinishRead }
    let read = function.calls.contains { ClosureRunner.isFinish($0.member) }
    callsAFinishRead = read
    return read
  }

  /// Whether the function calls a dismiss (the library's, UIKit's or SwiftUI's `dismiss`), a close or the app's method
  /// that dismisses (`DismissingMethods`), read once.
  mutating func callsADismiss(dismissers: Dismissers) -> Bool {
    if let callsADismissRead { return callsADismissRead }
    let read =
      function.calls.contains { DismissedBefore.mayDismiss($0, dismissers: dismissers) }
      || DismissedBefore.setsABindingBack(in: function, dismissers: dismissers)
      || dismissers.methods.calledBeforeOtherCode(in: function, resolver: resolver) { scope(at: $0) }
    callsADismissRead = read
    return read
  }

  /// The function's selector parameter (`EnumParameterCases.selector`), read once.
  func callerSelector() -> EnumParameterCases.Selector? {
    if let read = callerSelectorRead.selector { return read }
    let read = EnumParameterCases.selector(of: function, in: type.name, types: types)
    callerSelectorRead.selector = .some(read)
    return read
  }

  /// Holds a reader's selector once read (a reader is read by one thread).
  final class SelectorBox: @unchecked Sendable {
    var selector: EnumParameterCases.Selector??
  }

  /// Whether `name` is the function's selector parameter (not one whose member picks).
  func isCallerSelector(_ name: String) -> Bool {
    guard let own = callerSelector() else { return false }
    return own.name == name && own.member == nil
  }

  /// The case of the function's selector whose arm around `call` binds `name` (`explore` for `spot` under `case
  /// .explore(let spot):`), if one does.
  func armBinding(_ name: String, around call: CallItem) -> String? {
    let selector = callerSelector()
    let patterns = EnumParameterCases.selectorArms(call.casePatterns, selector: selector?.testedName)
    guard let position = CompoundCases.binding(of: name, in: patterns),
      case .implicitMember(let outer, _) = patterns[position],
      case .cases(let enumType)? = selector?.kind,
      enumType.declaration.cases.contains(where: { $0.name == outer })
    else { return nil }
    return outer
  }

  /// The stored property (`Type.property`, or the value itself in an enum's `switch self`) whose arms code
  /// with these enclosing case patterns sits in, and their cases, when no arms over a parameter hold it.
  func propertyArms(_ patterns: [ExpressionShape], arms: [String]) -> (String, [String])? {
    guard !patterns.isEmpty, arms.isEmpty else { return nil }
    return EnumParameterCases.ofProperty(patterns, in: type, types: types).map {
      ("\(type.name).\($0.property)", $0.cases.sorted())
    }
  }

  /// The cases of the function's selector whose arms code with these enclosing patterns sits in, sorted.
  func armCases(of patterns: [ExpressionShape]) -> [String] {
    guard !patterns.isEmpty, let selector = callerSelector() else { return [] }
    return EnumParameterCases.of(patterns, selector: selector, in: function).sorted()
  }

  /// The type's function that runs the closures the type was given (`ClosureRunner.closureFunction`).
  var ownClosures: FunctionKey { CallGraph.key(type.name, ClosureRunner.closureFunction) }
}
