import NavigationModel
import SourceIndex

/// A function of the app's types: its type's name and its own.
struct FunctionKey: Hashable, Sendable {
  var typeName: String
  /// The function's name, with its argument labels where its type declares overloads of it
  /// (`AppTypes.graphName(of:in:)`).
  var function: String

  /// The name without argument labels.
  var baseName: Substring { function.firstIndex(ofASCII: "(").map { function[..<$0] } ?? function[...] }
}

/// Who calls each method of the app's types, across files: the receiver of every call is resolved to
/// its type (a protocol stands for each type that conforms to it). Functions are numbered, so that
/// searches over the graph compare integers rather than hash names.
struct CallGraph: Sendable {
  /// A call of a function: the function that makes it, and how.
  struct Edge: Sendable {
    /// The calling function's number.
    var caller: Int
    /// The call sits in a closure that runs later at an unknown time (`sink`, a stored callback),
    /// not in one that runs now or on the same event (`Task`, `withAnimation`).
    var isCallback: Bool
    /// The enum case (or `Bool` literal) the call passes for the callee's selector parameter (`handle(.openCart)`,
    /// `setupStep(self, didFinishWith: .next)`: `EnumParameterCases.Selector`), by its number in `caseNumbers`, or
    /// -1.
    var argumentCase: Int32 = -1
    /// The same case with the case of its first associated value (`open(.harbor)` for `handle(.open(.harbor))`:
    /// `CompoundCases`), by its number in `caseNumbers`, or -1.
    var argumentCompound: Int32 = -1
    /// The call wraps the calling function's selector parameter in the case it passes (`handle(.open(route))` in a
    /// view model's `func open(_ route: IsleRoute)`): the callee's compound cases (`open(.harbor)`) are the cases the
    /// caller's own callers pass (`model.open(.harbor)`).
    var forwardsInner = false
    /// The call passes on, as the callee's selector, the value that an arm around it binds from the calling function's
    /// selector (`explore(spot)` under `case .explore(let spot):` in `handle(_ action:)`), by the arm's case number, or
    /// -1: the callee's cases (`cave`) are the inner cases of the compound cases (`explore(.cave)`) the caller's callers
    /// must pass.
    var unwrapsCase: Int32 = -1
    /// The arms the call sits in: the cases of a `switch` over the calling function's selector parameter
    /// around it (`case .compose:` in `send(_ action:)`), as a set in `caseSets`, by number; or -1.
    var armCases: Int32 = -1
    /// The call passes on the calling function's selector parameter as the callee's (`handle(event)` in
    /// `send(_ event:)`): the case the callee needs is the one its callers pass.
    var forwardsParameter = false
    /// The call sits in a closure that opens a deep link (`.onOpenURL { ... }`).
    var inDeepLink = false
    /// The call passes a stored property of the calling type as the callee's selector (`next(after: step)` in a
    /// screen built with `step: .bait`), by its number in `propertyNumbers`, or -1: the case the callee needs is
    /// the one the property holds on each of the caller's routes.
    var heldProperty: Int32 = -1
    /// The call sits in arms of a `switch` (or an `if case`) over a stored property of the calling type
    /// (`switch step { case .last: coordinator?.finish() }` in a screen built with `step: .last`): that
    /// property, by its number in `propertyNumbers`, and the arms' cases, as a set in `caseSets`; or -1. The
    /// call is made only on the caller's routes where the property may hold one of those cases.
    var armProperty: Int32 = -1
    var armPropertyCases: Int32 = -1
  }

  /// Whether a closure given to this call runs when the app is opened by a link (compared as strings,
  /// not hashed: it is asked of every call in a closure).
  static func isDeepLinkHost(_ host: String) -> Bool { host == "onOpenURL" || host == "onContinueUserActivity" }

  /// Every function, by number: those the app's types declare, then those only called (a method a
  /// subclass inherits, called on the subclass).
  private(set) var functions: [FunctionKey] = []
  private var numbers = FunctionNumbers()
  /// For each function number, its calls.
  private var calls: [[Edge]] = []
  /// The enum case names (and `Bool` literals) that calls pass as a selector, or whose arms calls sit in,
  /// numbered.
  private(set) var caseNumbers: [String: Int32] = [:]
  /// The sets of case numbers of arms that calls sit in (each ascending), numbered.
  private(set) var caseSets: [[Int32]] = []
  /// For each compound case's number (`open(.harbor)`), its outer case's and its inner case's.
  private(set) var compoundParts: [Int32: (outer: Int32, inner: Int32)] = [:]
  /// The compound cases by their parts: outer case, then inner case, to the compound case's number.
  private var compoundNumbers: [Int32: [Int32: Int32]] = [:]
  /// For each outer case, the number of its compound case whose inner case the reading cannot tell (`open(_)`).
  private var unknownCompounds: [Int32: Int32] = [:]
  private var caseSetNumbers: [[Int32]: Int32] = [:]
  /// The stored properties that calls pass as a selector (`Type.property`), numbered.
  private(set) var propertyNumbers: [String: Int32] = [:]

  init(types: AppTypes, resolver: TypeResolver, threads: Int? = nil) {
    // The app's types, then its extensions of library types (`extension View`), whose methods are
    // called on library values.
    let owners = types.libraryExtensions.isEmpty ? types.all : types.all + types.libraryExtensions
    // Each type's stored closures, keys and `.onOpenURL` handlers are made on their own (in parallel), then numbered
    // in type order.
    let stored = Parallel.map(count: owners.count, threads: threads) { index in
      (
        own: Self.closuresAndPublishers(of: owners[index].name, types: types),
        handlers: InAppLinks.handlers(in: owners[index])
      )
    }
    let links = InAppLinks(handlers: stored.map(\.handlers), types: types)
    let closures = stored.map(\.own.closures)
    let keys = Parallel.map(count: owners.count, threads: threads) { index in
      let type = owners[index]
      return type.functions.map { FunctionKey(typeName: type.name, function: types.graphName(of: $0, in: type.name)) }
        + [FunctionKey(typeName: type.name, function: ClosureRunner.closureFunction)]
        + (closures[index].sorted() + stored[index].own.publishers).map {
          FunctionKey(typeName: type.name, function: ClosureRunner.closureFunction(of: $0))
        }
    }
    (numbers, functions) = FunctionNumbers.numbering(keys, threads: threads)
    calls = Array(repeating: [], count: functions.count)
    // Each type's calls are resolved on their own (in parallel), then merged in type order; a callee
    // that some type declares is numbered there too.
    let known = numbers
    // The names of every type's stored closures: a call of one on another value may run what it was given.
    let closureNames = closures.reduce(into: Set<String>()) { $0.formUnion($1) }
    let edges = Parallel.map(count: owners.count, threads: threads) { index in
      Self.edges(
        from: owners[index], closureProperties: closures[index], closureNames: closureNames, links: links,
        types: types, resolver: resolver, numbers: known
      ).map {
        (callee: $0.0, number: known[$0.0], edge: $0.1, cases: $0.2, observing: $0.3)
      }
    }
    // A notification that the app posts runs the code that observes it; one it never posts (the
    // system's, another process's) leaves that code to run as it would without (see `Observing`).
    var posted: Set<String>?  // read at the first edge from observing code
    // Whether some call wraps its caller's parameter in a case (`Edge.forwardsInner`).
    var wraps = false
    for list in edges {
      for (callee, calleeNumber, edge, cases, observing) in list {
        var edge = edge
        if let observing {
          let key = Self.key(Notifications.typeName, Notifications.functionName(observing.notification))
          if posted == nil {
            posted = Set(
              edges.joined().lazy.filter { $0.callee.typeName == Notifications.typeName }.map(\.callee.function))
          }
          guard posted!.contains(key.function) == observing.ifPosted else { continue }
          if observing.ifPosted { edge.caller = number(adding: key) }
        }
        if let passed = cases.passed { edge.argumentCase = caseNumber(adding: passed) }
        if let compound = cases.compound {
          edge.argumentCompound = compoundNumber(adding: compound.outer, compound.inner)
        }
        edge.forwardsInner = cases.forwardsInner
        if let unwrapped = cases.unwraps { edge.unwrapsCase = caseNumber(adding: unwrapped) }
        wraps = wraps || cases.forwardsInner
        if !cases.arms.isEmpty { edge.armCases = caseSet(adding: cases.arms.map { caseNumber(adding: $0) }.sorted()) }
        edge.forwardsParameter = cases.forwards
        if let held = cases.heldProperty { edge.heldProperty = propertyNumber(adding: held) }
        if let (property, arms) = cases.propertyArms {
          edge.armProperty = propertyNumber(adding: property)
          edge.armPropertyCases = caseSet(adding: arms.map { caseNumber(adding: $0) }.sorted())
        }
        calls[calleeNumber ?? number(adding: callee)].append(edge)
      }
    }
    if wraps { numberWrappedCases() }
  }

  /// Numbers the compound cases that calls wrapping their caller's parameter stand for (`open(.harbor)` for
  /// `handle(.open(route))` in `func open(_ route:)`, called as `open(.harbor)`), so that an arm of one (a route an
  /// action's case carries: `CompoundCases`) can be followed through the wrapping call.
  private mutating func numberWrappedCases() {
    var names = [String](repeating: "", count: caseNumbers.count)
    for (name, number) in caseNumbers { names[Int(number)] = name }
    for function in calls.indices {
      for edge in calls[function] where edge.forwardsInner && edge.argumentCase >= 0 {
        for inner in casesPassed(to: edge.caller) {
          _ = compoundNumber(adding: names[Int(edge.argumentCase)], names[Int(inner)])
        }
      }
    }
  }

  /// The cases that calls pass to the selector of `function`, directly or through callers that pass their own on
  /// (`visit(route)` in `func go(to route:)`, called as `go(to: .market)`).
  private func casesPassed(to function: Int) -> Set<Int32> {
    var passed: Set<Int32> = []
    var seen: Set<Int> = [function]
    var queue = [function]
    while let callee = queue.popLast() {
      for edge in calls[callee] {
        if edge.argumentCase >= 0 {
          passed.insert(edge.argumentCase)
        } else if edge.forwardsParameter, seen.insert(edge.caller).inserted {
          queue.append(edge.caller)
        }
      }
    }
    return passed
  }

  /// The number of the compound case of the outer case `outer` and the inner case `inner` (nil: one the reading
  /// cannot tell), numbered here with its parts if it was not.
  private mutating func compoundNumber(adding outer: String, _ inner: String?) -> Int32 {
    let outerNumber = caseNumber(adding: outer)
    guard let inner else {
      if let number = unknownCompounds[outerNumber] { return number }
      let number = caseNumber(adding: CompoundCases.unknown(outer))
      unknownCompounds[outerNumber] = number
      return number
    }
    let innerNumber = caseNumber(adding: inner)
    if let number = compoundNumbers[outerNumber]?[innerNumber] { return number }
    let number = caseNumber(adding: CompoundCases.named(outer, inner))
    compoundParts[number] = (outerNumber, innerNumber)
    compoundNumbers[outerNumber, default: [:]][innerNumber] = number
    return number
  }

  /// The compound cases of `outer` whose inner cases are in `filter` (`explore(.cave)` for `cave`), and the one whose
  /// inner case the reading cannot tell (`explore(_)`), for a call that passes on what an arm of `outer` binds
  /// (`Edge.unwrapsCase`); a set no caller passes when there is none.
  func compoundCases(of filter: [Int32], outer: Int32) -> [Int32] {
    let known = compoundNumbers[outer].map { byInner in filter.compactMap { byInner[$0] } } ?? []
    let all = (known + (unknownCompounds[outer].map { [$0] } ?? [])).sorted()
    return all.isEmpty ? [Int32.max] : all
  }

  /// The inner cases of the compound cases in `filter` whose outer case is `outer` (`harbor` for `open(.harbor)`),
  /// for a call that wraps its caller's parameter in `outer` (`Edge.forwardsInner`): none to filter by when `filter`
  /// names `outer` itself (any value runs that arm); a set no caller passes when it names no such compound case.
  func innerCases(of filter: [Int32], outer: Int32) -> [Int32] {
    guard !filter.contains(outer) else { return [] }
    let inner = Set(filter.compactMap { compoundParts[$0].flatMap { $0.outer == outer ? $0.inner : nil } }).sorted()
    return inner.isEmpty ? [Int32.max] : inner
  }

  private mutating func caseSet(adding set: [Int32]) -> Int32 {
    if let number = caseSetNumbers[set] { return number }
    caseSets.append(set)
    caseSetNumbers[set] = Int32(caseSets.count - 1)
    return Int32(caseSets.count - 1)
  }

  private mutating func propertyNumber(adding name: String) -> Int32 {
    if let number = propertyNumbers[name] { return number }
    propertyNumbers[name] = Int32(propertyNumbers.count)
    return Int32(propertyNumbers.count - 1)
  }

  private mutating func caseNumber(adding name: String) -> Int32 {
    if let number = caseNumbers[name] { return number }
    caseNumbers[name] = Int32(caseNumbers.count)
    return Int32(caseNumbers.count - 1)
  }

  private mutating func number(adding key: FunctionKey) -> Int {
    let (number, added) = numbers.number(adding: key)
    if added {
      functions.append(key)
      calls.append([])
    }
    return number
  }

  /// An edge from code in a closure that observes a notification: kept if the app posts the notification
  /// (`ifPosted`, the edge then comes from the notification's function), or if it does not (the edge as
  /// any closure's code makes it).
  struct Observing {
    var notification: String
    var ifPosted: Bool
  }

  /// The enum cases a call shows: the one it passes for the callee's selector parameter, the arms it sits in,
  /// whether it passes on the calling function's selector, and the calling type's stored property it passes
  /// as the selector, as `Type.property` (see `Edge`).
  struct CallCases {
    var passed: String?
    /// The case of `passed`'s first associated value (`CompoundCases`), nil when the reading cannot tell it: set when
    /// `passed` has one.
    var compound: (outer: String, inner: String?)?
    /// The case of the calling function's selector whose arm binds the value passed (`Edge.unwrapsCase`).
    var unwraps: String?
    /// `passed` wraps the calling function's selector parameter (`Edge.forwardsInner`).
    var forwardsInner = false
    var arms: [String] = []
    var forwards = false
    /// What `forwards` passes on is the value the call's closure receives (from a subject or published property:
    /// `model.$event.sink { self?.handle($0) }`).
    var forwardsClosureValue = false
    var heldProperty: String?
    /// The stored property (`Type.property`) whose arms the call sits in, and their cases.
    var propertyArms: (property: String, cases: [String])?
  }

  /// The (callee, edge, enum cases) triples of one type's functions: its calls; the methods it
  /// passes by name (`Button("Next", action: model.next)`), each as if called in a closure given to
  /// the call it is passed to; and its calls of its own stored closures (`onFinish?()`), which run the
  /// closures the type was given (its `{closure}` function). Only a name that some type of the app
  /// declares as a function can be a callee, so the other calls' receivers are not resolved.
  /// `closureProperties`: those of the type and its superclasses that hold a closure (`let onSignOut: () -> Void`):
  /// handed on to another type, they run where it calls them.
  private static func edges(
    from type: AppType, closureProperties: Set<String>, closureNames: Set<String>, links: InAppLinks,
    types: AppTypes, resolver: TypeResolver, numbers: FunctionNumbers
  ) -> [(FunctionKey, Edge, CallCases, Observing?)] {
    var edges: [(FunctionKey, Edge, CallCases, Observing?)] = []
    // The properties of the type and its superclasses, whose calls run the closures the type was given.
    let properties = Set(types.lineage(of: type.name).flatMap { $0.properties.map(\.name) })
    let ownClosures = key(type.name, ClosureRunner.closureFunction)
    for function in type.functions {
      var context: CodeContext?
      /// The function's selector parameter, once read (`EnumParameterCases.selector`).
      var callerSelectorRead: EnumParameterCases.Selector??
      func callerSelector() -> EnumParameterCases.Selector? {
        if callerSelectorRead == nil {
          callerSelectorRead = .some(EnumParameterCases.selector(of: function, in: type.name, types: types))
        }
        return callerSelectorRead!
      }
      /// Whether `name` is the function's selector parameter (not one whose member picks).
      func isCallerSelector(_ name: String) -> Bool {
        guard let own = callerSelector() else { return false }
        return own.name == name && own.member == nil
      }
      /// The case of the function's selector whose arm around `call` binds `name` (`explore` for `spot` under `case
      /// .explore(let spot):`), if one does.
      func armBinding(_ name: String, around call: CallItem) -> String? {
        let patterns = EnumParameterCases.selectorArms(call.casePatterns, selector: callerSelector()?.testedName)
        guard let position = CompoundCases.binding(of: name, in: patterns),
          case .implicitMember(let outer, _) = patterns[position],
          case .cases(let enumType)? = callerSelector()?.kind,
          enumType.declaration.cases.contains(where: { $0.name == outer })
        else { return nil }
        return outer
      }
      let shadowed = function.hasShadowedLocals
      let caller = numbers[FunctionKey(typeName: type.name, function: types.graphName(of: function, in: type.name))]!
      let calls = function.calls
      /// The function's context at a place (shadowed locals told apart).
      func scope(at place: SourceLocation) -> CodeContext {
        if context == nil { context = CodeContext(typeName: type.name, function: function) }
        return shadowed ? context!.at(place) : context!
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
        patterns.isEmpty ? [] : EnumParameterCases.of(patterns, in: function, of: type.name, types: types).sorted()
      }
      /// One of the type's stored closures handed on (`handed`; `hosts` and `targets` as the value's place gives
      /// them): the closures the type was given, for it or for any, run where the receiving type calls its own.
      func handOn(
        _ handed: String?, hosts: [String], targets: [[ChainStep]], labels: [String], at place: SourceLocation
      ) {
        let runner = ClosureRunner.of(
          hosts, targets: targets, labels: labels, in: scope(at: place), types: types, resolver: resolver)
        guard let receiving = runner.runningType, receiving != type.name else { return }
        let caller = Self.closureNumber(of: runner, in: receiving, numbers: numbers)
        edges.append((ownClosures, Edge(caller: caller, isCallback: false), CallCases(), nil))
        if let handed {
          edges.append(
            (
              key(type.name, ClosureRunner.closureFunction(of: handed)), Edge(caller: caller, isCallback: false),
              CallCases(), nil
            ))
        }
      }
      /// Code written in `here` (in closures with `hosts` and `targets`) runs the closures `owner` was given:
      /// it calls `owner`'s stored closure, sends to its subject or sets its published property, with `value`
      /// (the case, if it is one: `onOutput?(.track)`, `events.send(.done)`, `event = .next`), which picks the
      /// arms of the closures that test it (`ReceivedValueArms`).
      /// `property`: the owner's stored closure called, subject sent to or published property set, whose own closures
      /// run too.
      func runsClosures(
        of owner: String, value: ExpressionShape?, hosts: [String], targets: [[ChainStep]], labels: [String],
        in here: CodeContext, arms: [String] = [], property: String? = nil
      ) {
        let runner = ClosureRunner.of(
          hosts, targets: targets, labels: labels, in: here, types: types, resolver: resolver)
        let edge = Edge(caller: caller, isCallback: runner.isCallbackOfWriter)
        let sent = value.map { EnumParameterCases.unqualified($0, in: here.typeName, types: types) }
        let cases = CallCases(passed: SubjectEvents.caseName(sent), arms: arms)
        edges.append((key(owner, ClosureRunner.closureFunction), edge, cases, nil))
        if let property { edges.append((key(owner, ClosureRunner.closureFunction(of: property)), edge, cases, nil)) }
      }
      /// What a call gives the selector parameter of the callee's functions that it may run
      /// (`EnumParameterCases.Selector`): a case or `Bool` literal (`setupStep(self, didFinishWith: .next)`, or
      /// the default of a parameter left out), the calling function's own selector passed on (`handle(event)`
      /// in `send(_ event:)`), the value a closure received passed on (`events.sink { self?.handle($0) }`), the cases
      /// a local holds (`let section = Section.today`) or a property of a value the app builds with cases
      /// (`option.route`, `PropertyCases`), or a stored property of the calling type (`next(after: step)`).
      /// `others`: the other cases the argument may be, when it may be several (each makes an edge of its own), each
      /// with the `case` patterns of the arm that gave a local that case, beyond the call's own.
      func read(
        _ call: CallItem, givenTo callee: String, into cases: inout CallCases,
        others: inout [(passed: String, patterns: [ExpressionShape])]
      ) {
        guard let given = EnumParameterCases.selectorValue(of: call, to: callee, types: types) else { return }
        cases.passed = EnumParameterCases.literal(given)
        if cases.passed != nil {
          cases.compound = CompoundCases.parts(of: given.value)
          if case .implicitMember(_, let arguments?) = given.value,
            case .reference(let chain)? = arguments.first?.value,
            chain.count == 1, case .name(let name) = chain[0], function.parameters.contains(where: { $0.name == name })
          {
            cases.forwardsInner = isCallerSelector(name)
          }
        }
        // A URL built from a literal (`open(URL(string: "shop://cart")!)`): each string the callee's arms test that it
        // holds (`URLStrings`).
        let strings =
          cases.passed == nil && URLStrings.literal(given.value) != nil
          ? URLStrings.passed(
            given.value,
            tested: types.functions(calledBy: call, of: callee).flatMap {
              URLStrings.tested(by: $0, of: callee, types: types, resolver: resolver)
            }
          )
          : []
        if let first = strings.first {
          cases.passed = first
          others = strings.dropFirst().map { ($0, []) }
          return
        }
        guard cases.passed == nil, !given.isDefault else { return }
        // A method of another value of the app that returns cases (`mapper.section(for: item)`): each case it returns.
        // (A computed property, `item.route`, is read with the stored ones: `PropertyCases`.)
        if let returned = returnedCases(of: given.value, at: call.location), let first = returned.first {
          cases.passed = first
          others = returned.dropFirst().map { ($0, []) }
          return
        }
        // An element of a collection the reading can tell (`rows[indexPath.row]`, or one a member gives: `halls.first`,
        // `halls.randomElement()`): each case it holds. A subscript whose collection cannot be told is read no further.
        if let element = TypeResolver.elementRead(given.value) {
          let held = resolver.expandingElements([.init(value: element)], in: scope(at: call.location), readBy: call)
          if pass(held ?? [], readBy: call, into: &cases, others: &others) { return }
          if case .element = given.value { return }
        }
        guard case .reference(let chain) = given.value else { return }
        // The member of the caller's own selector that picks, passed on (`door.route` for `open(door)` in `func
        // enter(_ door: Door)`).
        if chain.count == 2, let own = callerSelector(), let member = own.member,
          chain == [.name(own.name), .name(member)]
        {
          cases.forwards = true
          return
        }
        if chain.count == 1, case .name(let name) = chain[0] {
          if function.parameters.contains(where: { $0.name == name }) {
            cases.forwards = isCallerSelector(name)
            return
          }
          // A closure's parameter: the value the closure's callers give it (`event` in `{ event in handle(event)
          // }`, `$0`), not a name a pattern binds (`for route in`, `case .open(let route)`).
          if !call.closureHosts.isEmpty, Self.namesClosureParameter(name, in: function) {
            cases.forwards = true
            cases.forwardsClosureValue = true
            return
          }
          // A local that holds a case when the call reads it (`let section = Section.today`), or one of several
          // (`if coached { section = .coach }`), each in the arms that gave it (`case .a: section = .today`).
          let here = scope(at: call.location)
          let held =
            resolver.expandingElements(here.heldValues(of: given.value, readBy: call), in: here, readBy: call) ?? []
          if pass(held, readBy: call, into: &cases, others: &others) { return }
          // A value an arm of the function's selector binds (`explore(spot)` under `case .explore(let spot):`).
          if held.isEmpty, let outer = armBinding(name, around: call) {
            cases.unwraps = outer
            return
          }
        }
        // A member of a row a local holds (`shelf.route` for a row of `[(title: "Olives", route: .olives)]`,
        // `row.destination` for one of `[SettingsRow(destination: .account), ...]`) or a subscript reads
        // (`entries[indexPath.row].route`).
        if chain.count > 1,
          let members = resolver.memberValues(of: given.value, in: scope(at: call.location), readBy: call),
          pass(members, readBy: call, into: &cases, others: &others)
        {
          return
        }
        // A property of a value the app builds with cases (`option.route` for `MenuOption(..., route: .drinks)`): each
        // case it may hold.
        if chain.count > 1, chain[0] != .name("self"), types.propertyCases.mayRead(given.value),
          let enumType = EnumParameterCases.selectorEnum(of: call, to: callee, types: types),
          let held = types.propertyCases.cases(
            of: given.value, owner: resolver.type(of: Array(chain.dropLast()), in: scope(at: call.location)),
            enumType: enumType), !held.isEmpty
        {
          cases.passed = held[0]
          others = held.dropFirst().map { ($0, []) }
          return
        }
        cases.heldProperty = Self.ownProperty(given.value, of: function, among: properties, at: call.location).map {
          "\(type.name).\($0)"
        }
      }
      /// Passes the values a local or element may hold (`CodeContext.heldValues`), each case once with the arms that
      /// gave it, when each is a case; false, leaving `cases` as it was, otherwise.
      func pass(
        _ held: [CodeContext.HeldValue], readBy call: CallItem, into cases: inout CallCases,
        others: inout [(passed: String, patterns: [ExpressionShape])]
      ) -> Bool {
        let literals = held.compactMap { held in
          EnumParameterCases.literal(
            .init(value: EnumParameterCases.unqualified(held.value, in: type.name, types: types))
          ).map { (passed: $0, patterns: held.casePatterns) }
        }
        guard !held.isEmpty, literals.count == held.count else { return false }
        var values: [(passed: String, patterns: [ExpressionShape])] = []
        for literal in literals
        where !values.contains(where: { $0.passed == literal.passed && $0.patterns == literal.patterns }) {
          values.append(literal)
        }
        cases.passed = values[0].passed
        if !values[0].patterns.isEmpty { cases.arms = armCases(of: call.casePatterns + values[0].patterns) }
        others = Array(values.dropFirst())
        return true
      }
      /// The cases a method of another value of the app returns (`mapper.section(for: item)`:
      /// `AppTypes.returnedValues`), when each value it returns is a case; nil otherwise.
      func returnedCases(of value: ExpressionShape, at place: SourceLocation) -> [String]? {
        guard case .call(let chain, _) = value, chain.count > 1, chain[0] != .name("self"),
          case .name(let member)? = chain.last,
          types.declaresFunction(named: member),
          let owner = resolver.type(of: Array(chain.dropLast()), in: scope(at: place)),
          let returned = types.returnedValues(of: member, in: owner)
        else { return nil }
        var cases: [String] = []
        for (value, function) in returned {
          let scope = types.declaringType(of: function, from: owner)
          guard
            let literal = EnumParameterCases.literal(
              .init(value: EnumParameterCases.unqualified(value, in: scope, types: types)))
          else { return nil }
          if !cases.contains(literal) { cases.append(literal) }
        }
        return cases
      }
      /// `receiverContext`: where the receiver is written, when not here (a call of an `.onOpenURL` closure that the
      /// app's opening of its own URL runs, `InAppLinks`).
      func add(
        member: String, of call: CallItem?, at place: SourceLocation, receiver: [ChainStep], hosts: [String],
        targets: [[ChainStep]], labels: [String], cases: CallCases, observing notification: String?,
        receiverContext: CodeContext? = nil
      ) {
        let here = scope(at: place)
        let resolved = resolver.type(of: receiver, in: receiverContext ?? here).flatMap { types.declaredName(of: $0) }
        var callees = (resolved.map { $0.isProtocol ? types.conformerNames(of: $0.name) : [$0.name] } ?? [])
          .filter { callee in
            types.declaresFunction(member, in: callee) && (call.map { types.mayRunOwn($0, on: callee) } ?? true)
          }
        // A method of an extension of a library type (`extension View { func composeButton(...) }`),
        // called on a value whose type is the library's or unknown (`List { ... }.composeButton(c)`).
        if callees.isEmpty { callees = types.libraryExtensions(declaring: member) }
        guard !callees.isEmpty else { return }
        // Code in a closure given to an app type (or assigned to its property) is called by that type,
        // and, as a callback, by the function that wrote it (a screen's closure fires from its routes).
        let runner = ClosureRunner.of(
          hosts, targets: targets, labels: labels, in: here, types: types, resolver: resolver)
        var edge = Edge(caller: caller, isCallback: runner.isCallbackOfWriter)
        edge.inDeepLink = !hosts.isEmpty && hosts.contains(where: Self.isDeepLinkHost)
        let runnerEdge = runner.runningType.map { type in
          Edge(caller: Self.closureNumber(of: runner, in: type, numbers: numbers), isCallback: false)
        }
        // In arms of a test of the value a type's closure receives (`events.sink { event in switch event { case .shop:
        // ... } }`): the call runs where those cases are sent, set or passed.
        let receivedArms =
          runner.runningType.flatMap { type in
            call.map {
              ReceivedValueArms.cases(
                hosts: hosts, targets: targets, patterns: $0.casePatterns, in: function, runningIn: type, types: types)
            }
          } ?? []
        let subscribing = SubjectEvents.subscribing(
          by: runner, hosts: hosts, targets: targets, arms: receivedArms, in: here.typeName, types: types)
        // In a closure that observes a notification: called by the notification's function if the app
        // posts it, else as any closure's code.
        var observed = Edge(caller: caller, isCallback: false)
        observed.inDeepLink = edge.inDeepLink
        let unposted = notification.map { Observing(notification: $0, ifPosted: false) }
        for conformer in callees {
          let callee = types.protocolGiving(member, to: conformer) ?? conformer
          var cases = cases
          var others: [(passed: String, patterns: [ExpressionShape])] = []
          if let call { read(call, givenTo: callee, into: &cases, others: &others) }
          let names = types.graphNames(called: member, with: call, on: callee) {
            resolver.type(of: $0, in: here)
          }
          func append(_ cases: CallCases) {
            var edge = edge
            var written = cases
            var delivered = cases
            if !receivedArms.isEmpty { delivered.arms = receivedArms.sorted() }
            // Code subscribed to a publisher runs where the subscription is made only with what the publisher gives at
            // once (if anything), in the arms of that value; its deliveries give the rest. What it passes on through
            // operators that make other values of them (`map { _ in .lions }`) is any value.
            if let subscribing {
              if cases.forwardsClosureValue && subscribing.delivered != .published {
                // `map { _ in .fuel }` passes on that case, whatever is published; other operators, any value.
                if case .constant(let constant) = subscribing.delivered { delivered.passed = constant }
                delivered.forwards = false
                delivered.forwardsClosureValue = false
              }
              if let given = subscribing.givenAtOnce {
                // Given as the subscription is made, not later.
                edge.isCallback = false
                if cases.forwardsClosureValue {
                  written.passed = given
                  written.forwards = false
                  written.forwardsClosureValue = false
                }
              }
            }
            let writes = runner.firesWhereWritten && subscribing?.runs != false
            for name in names {
              if writes { edges.append((key(callee, name), edge, written, unposted)) }
              if let runnerEdge { edges.append((key(callee, name), runnerEdge, delivered, unposted)) }
              if let notification {
                edges.append(
                  (key(callee, name), observed, cases, Observing(notification: notification, ifPosted: true)))
              }
            }
          }
          append(cases)
          // One edge more per other case the argument may be.
          for other in others {
            var one = cases
            one.passed = other.passed
            if let call, !other.patterns.isEmpty { one.arms = armCases(of: call.casePatterns + other.patterns) }
            append(one)
          }
        }
      }
      for (index, call) in calls.enumerated() {
        let member = call.member
        let receiver = call.receiver
        // The notification whose observing closure the call sits in, if any; read only for a call that
        // makes an edge.
        var notificationRead: String??
        func notification() -> String? {
          if let notificationRead { return notificationRead }
          let hosts = call.closureHosts
          let read = Notifications.mayObserve(hosts) ? Notifications.observed(by: calls, at: index, types: types) : nil
          notificationRead = read
          return read
        }
        // `NotificationCenter.default.post(name: .x, object: nil)` runs the code that observes `.x`.
        if member == "post", let posted = Notifications.posted(by: call, types: types) {
          let runner = ClosureRunner.of(
            call.closureHosts, targets: call.closureTargets, labels: call.closureLabels, in: scope(at: call.location),
            types: types, resolver: resolver)
          edges.append(
            (
              key(Notifications.typeName, Notifications.functionName(posted)),
              Edge(caller: caller, isCallback: runner.isCallbackOfWriter), CallCases(), nil
            ))
        }
        // The enum-parameter arms the call sits in, read only for a call that makes an edge.
        var armsRead: [String]?
        func arms() -> [String] {
          if let armsRead { return armsRead }
          let read = armCases(of: call.casePatterns)
          armsRead = read
          return read
        }
        if types.declaresFunction(named: member) && receiver != Self.implicitReceiver {
          add(
            member: member, of: call, at: call.location, receiver: receiver, hosts: call.closureHosts,
            targets: call.closureTargets, labels: call.closureLabels,
            cases: CallCases(arms: arms(), propertyArms: propertyArms(call.casePatterns, arms: arms())),
            observing: notification()
          )
        }
        // `openURL(URL(string: "port://ferry")!)`: the app opens a URL of its own, which runs its `.onOpenURL`
        // closures' calls with that URL, from here.
        if !links.handlers.isEmpty, let url = links.opened(by: call) {
          for (made, context) in links.calls(runBy: call, opening: url)
          where types.declaresFunction(named: made.member) {
            add(
              member: made.member, of: made, at: call.location, receiver: made.receiver, hosts: call.closureHosts,
              targets: call.closureTargets, labels: call.closureLabels,
              cases: CallCases(arms: arms(), propertyArms: propertyArms(call.casePatterns, arms: arms())),
              observing: notification(), receiverContext: context)
          }
        }
        // `onFinish?()`: one of the type's own stored closures is called, so a closure it was given runs (not a
        // local or parameter of that name: `var onFinish = ...; onFinish?()`).
        let onSelf = receiver.isEmpty || (receiver.count == 1 && receiver[0] == .name("self"))
        if onSelf, member.startsWithASCIISmallLetter, properties.contains(member),
          !receiver.isEmpty || !Self.namesLocalValue([.name(member)], in: function)
        {
          runsClosures(
            of: type.name, value: call.arguments.first?.value, hosts: call.closureHosts, targets: call.closureTargets,
            labels: call.closureLabels, in: scope(at: call.location), arms: arms(),
            property: closureProperties.contains(member) ? member : nil)
        } else if !onSelf, !closureNames.isEmpty, closureNames.contains(member),
          let owner = resolver.type(of: receiver, in: scope(at: call.location)).flatMap(types.declaredName(of:)),
          !owner.isProtocol, Self.closureProperties(of: owner.name, types: types).contains(member)
        {
          // `coordinator.onStorm?()`: another value's stored closure is called, so what it was given runs.
          runsClosures(
            of: owner.name, value: call.arguments.first?.value, hosts: call.closureHosts,
            targets: call.closureTargets, labels: call.closureLabels, in: scope(at: call.location), arms: arms(),
            property: member)
        }
        // `coordinator?.events.send(.done)` (`onNext`, `accept`): a type's subject is sent a value, so the closures
        // subscribed to it, the type's to run, run with it (`SubjectEvents`).
        if SubjectEvents.sends(member),
          let owner = SubjectEvents.subjectOwner(
            of: call, in: scope(at: call.location), types: types, resolver: resolver)
        {
          runsClosures(
            of: owner, value: call.arguments.first?.value, hosts: call.closureHosts, targets: call.closureTargets,
            labels: call.closureLabels, in: scope(at: call.location), arms: arms(), property: receiver.last?.name)
        }
        // `continuation.yield(.bread)`: the `for await` loops over the owner's stream fed by that continuation run
        // with the value (`SubjectEvents.yieldedStreams`).
        if member == "yield", case let yielded = SubjectEvents.yielded(by: call), yielded.delivers,
          let (owner, streams) = SubjectEvents.yieldedStreams(
            by: call, in: scope(at: call.location), types: types, resolver: resolver)
        {
          for stream in streams {
            runsClosures(
              of: owner, value: yielded.value, hosts: call.closureHosts, targets: call.closureTargets,
              labels: call.closureLabels, in: scope(at: call.location), arms: arms(), property: stream)
          }
        }
        // `button.rx.tap.bind(to: model.taps)`: a publisher given to a type's subject may send it any value, there;
        // one mapped to a case (`rx.tap.map { .boats }.bind(to: steps)`), that case.
        if let relayed = SubjectEvents.relayedSubject(by: call),
          let owner = SubjectEvents.subjectOwner(
            of: relayed, in: scope(at: call.location), types: types, resolver: resolver)
        {
          let mapped = SubjectEvents.delivered(through: call.receiver[...], in: type.name, types: types)
          let value: ExpressionShape? =
            if case .constant(let constant) = mapped { .implicitMember(constant, nil) } else { nil }
          runsClosures(
            of: owner, value: value, hosts: call.closureHosts, targets: call.closureTargets, labels: call.closureLabels,
            in: scope(at: call.location), arms: arms(), property: relayed.last?.name)
        }
        let arguments = call.arguments
        // `AccountCoordinator(signOut: onSignOut)`: a closure the type was given, handed on to another type's
        // initialiser (or method), runs where that type calls its stored closures.
        if !closureProperties.isEmpty {
          for argument in arguments {
            guard let handed = Self.ownProperty(argument.value, of: function, among: closureProperties) else {
              continue
            }
            handOn(
              handed, hosts: call.closureHosts + [member], targets: call.closureTargets + [receiver],
              labels: call.closureLabels(then: argument.label), at: call.location)
          }
        }
        // `addObserver(self, selector: #selector(logout), name: .sessionExpired, object: nil)`: the method
        // passed observes the notification named.
        let selectorObserves =
          member == "addObserver"
          ? arguments.first { $0.label == "name" }.flatMap { Notifications.name(of: $0.value, types: types) } : nil
        for index in arguments.indices {
          guard case .reference(let chain) = arguments[index].value, case .name(let name)? = chain.last,
            types.declaresFunction(named: name), !arguments[index].isReadFromClosure,
            !Self.namesLocalValue(chain, in: function)
          else { continue }
          add(
            member: name, of: nil, at: call.location,
            receiver: chain.count == 1 ? [.name("self")] : Array(chain.dropLast()),
            hosts: call.closureHosts + [call.member], targets: call.closureTargets + [call.receiver],
            labels: call.closureLabels(then: arguments[index].label),
            cases: CallCases(arms: arms(), propertyArms: propertyArms(call.casePatterns, arms: arms())),
            observing: selectorObserves ?? notification())
        }
      }
      // `event = .close` on a published property (or `model.event = .close`): the closures subscribed to its
      // publisher (`model.$event.sink { ... }`) run with that value (with any value: `isSignedIn = true` runs
      // them all); so do those subscribed to a `CurrentValueSubject` whose value is set (`events.value = .done`).
      // Only an assignment to a name some type publishes, or to a `value`, can be one.
      for assignment in function.assignments {
        guard case .name(let property)? = assignment.target.last,
          property == "value" || types.publishedNames.contains(property)
        else { continue }
        let here = scope(at: assignment.location)
        let published = SubjectEvents.publishedOwner(of: assignment.target, in: here, types: types, resolver: resolver)
        guard
          let owner = published
            ?? SubjectEvents.currentValueOwner(of: assignment.target, in: here, types: types, resolver: resolver)
        else { continue }
        // A type's initialiser setting its own property delivers to no one (no one can have subscribed yet): the
        // value is the one a subscription gets at once (`SubjectEvents.valueAtOnce`).
        if function.name == "init", owner == type.name,
          assignment.target.count == 1 || assignment.target[0] == .name("self")
        {
          continue
        }
        // The property that delivers the value: the published one, or the subject whose `value` is set.
        let publisher = assignment.target[assignment.target.count - (published != nil ? 1 : 2)].name
        runsClosures(
          of: owner, value: assignment.value, hosts: assignment.closureHosts, targets: assignment.closureTargets,
          labels: assignment.closureLabels, in: here, property: publisher)
      }
      // A binding to a published property given to a control (`Picker("Go", selection: $model.event)`), or a
      // publisher assigned to it by key path (`feed.assign(to: \.event, on: self)`): it may be set to any value,
      // there, and the closures subscribed to its publisher run with it.
      if !types.publishedNames.isEmpty {
        for call in calls {
          for target in Self.boundProperties(of: call) {
            guard case .name(let property)? = target.last, types.publishedNames.contains(property) else { continue }
            let here = scope(at: call.location)
            guard let owner = SubjectEvents.publishedOwner(of: target, in: here, types: types, resolver: resolver)
            else { continue }
            runsClosures(
              of: owner, value: nil, hosts: call.closureHosts, targets: call.closureTargets,
              labels: call.closureLabels, in: here, property: property)
          }
        }
      }
      // `controller.onCompose = coordinator.compose`: a method assigned by name to a value's stored closure
      // runs where that value calls it, as a closure assigned there would (also when the assignment is made
      // in a closure: `Task { controller.onCompose = self.compose }`).
      for assignment in function.assignments where assignment.target.count > 1 {
        // `controller.onSignOut = signOut`: a closure the type was given, assigned to another type's property.
        if !closureProperties.isEmpty,
          let handed = Self.ownProperty(assignment.value, of: function, among: closureProperties)
        {
          handOn(
            handed, hosts: assignment.closureHosts + [""], targets: assignment.closureTargets + [assignment.target],
            labels: assignment.closureLabels, at: assignment.location)
          continue
        }
        guard case .reference(let chain) = assignment.value, case .name(let name)? = chain.last,
          types.declaresFunction(named: name), !Self.namesLocalValue(chain, in: function)
        else { continue }
        let patterns = assignment.casePatterns
        let arms = armCases(of: patterns)
        add(
          member: name, of: nil, at: assignment.location,
          receiver: chain.count == 1 ? [.name("self")] : Array(chain.dropLast()), hosts: assignment.closureHosts + [""],
          targets: assignment.closureTargets + [assignment.target], labels: assignment.closureLabels,
          cases: CallCases(arms: arms, propertyArms: propertyArms(patterns, arms: arms)), observing: nil)
      }
    }
    return edges
  }

  /// The properties a call may set to any value: each binding passed to it (`$model.event` is `model.event`), and
  /// the property a publisher is assigned to by key path (`assign(to: \.event, on: model)` is `model.event`).
  private static func boundProperties(of call: CallItem) -> [[ChainStep]] {
    var targets: [[ChainStep]] = []
    for argument in call.arguments {
      guard case .reference(let chain) = argument.value, let first = chain.first?.name,
        first.utf8.first == UInt8(ascii: "$")
      else { continue }
      targets.append([ChainStep.name(String(first.dropFirst()))] + chain.dropFirst())
    }
    if call.member == "assign",
      case .keyPath(_, let components)? = call.arguments.first(where: { $0.label == "to" })?.value,
      !components.isEmpty, case .reference(let base)? = call.arguments.first(where: { $0.label == "on" })?.value
    {
      targets.append(base + components.map { ChainStep.name($0) })
    }
    return targets
  }

  /// The stored closures of a type and its superclasses (`closureProperties(of:types:)`), and its subjects and
  /// `@Published` properties in declaration order: a closure subscribed to one runs where it sends or is set
  /// (`ClosureRunner.publisher`).
  private static func closuresAndPublishers(of typeName: String, types: AppTypes) -> (
    closures: Set<String>, publishers: [String]
  ) {
    var closures: Set<String> = []
    var publishers: [String] = []
    for ancestor in types.lineage(of: typeName) {
      for property in ancestor.properties {
        if types.functionType(property.type, inside: ancestor.name) != nil {
          closures.insert(property.name)
        } else if SubjectEvents.publishes(property, of: ancestor) {
          publishers.append(property.name)
        }
      }
    }
    return (closures, publishers)
  }

  /// The stored closures of a type and its superclasses (`var onPaid: (() -> Void)?`): a closure assigned to one
  /// runs where the type calls it.
  static func closureProperties(of typeName: String, types: AppTypes) -> Set<String> {
    Set(
      types.lineage(of: typeName).flatMap { ancestor in
        ancestor.properties.filter { types.functionType($0.type, inside: ancestor.name) != nil }.map(\.name)
      })
  }

  /// The number of the function of `type` that runs code for `runner` (`ClosureRunner.closureFunction`), or of the
  /// one for all its closures when that one is not numbered.
  private static func closureNumber(of runner: ClosureRunner, in type: String, numbers: FunctionNumbers) -> Int {
    numbers[key(type, runner.closureFunction)] ?? numbers[key(type, ClosureRunner.closureFunction)]!
  }

  /// Whether a name is a parameter of a closure written in the function (`$0` of any), and no local of the function
  /// but such a parameter unwrapped (`if let event`, `guard let value = $0`).
  static func namesClosureParameter(_ name: String, in function: FunctionItem) -> Bool {
    let isParameter = { (name: String) in
      ClosureItem.isAnonymousParameter(name) || function.closures.contains { $0.parameters.contains(name) }
    }
    var unwrapped: Bool?
    for local in function.locals where local.name == name {
      // A `for await` loop's value, or a closure's parameter unwrapped (`guard let value = event`).
      if !local.isReceived {
        guard case .reference(let chain)? = local.value, chain.count == 1, case .name(let held) = chain[0],
          isParameter(held)
        else { return false }
      }
      unwrapped = true
    }
    return unwrapped ?? isParameter(name)
  }

  /// Whether a reference is a name alone that a parameter or local of the function holds (`let profile =
  /// ProfileCoordinator()`, then `navigate(to: profile)`), not a method passed by name that happens to share
  /// it (`func profile(_:didFinishWith:)`).
  private static func namesLocalValue(_ chain: [ChainStep], in function: FunctionItem) -> Bool {
    guard chain.count == 1, case .name(let name) = chain[0] else { return false }
    return function.parameters.contains { $0.name == name } || function.locals.contains { $0.name == name }
  }

  /// The name of the type's own property that a value reads (`step`, `self.step`), among `names`, where no
  /// parameter or local of the function shadows it.
  /// `place`: where the value is read, when a row or loop value of the name may have ended before it
  /// (`CodeContext.isInScope`).
  private static func ownProperty(
    _ value: ExpressionShape, of function: FunctionItem, among names: Set<String>, at place: SourceLocation? = nil
  ) -> String? {
    guard case .reference(let chain) = value, case .name(let name)? = chain.last, names.contains(name) else {
      return nil
    }
    switch chain.count {
    case 1:
      let shadowed =
        function.parameters.contains { $0.name == name }
        || function.locals.contains { local in
          local.name == name && (place.map { CodeContext.isInScope(local, at: $0) } ?? true)
        }
      return shadowed ? nil : name
    case 2: return chain[0] == .name("self") ? name : nil
    default: return nil
    }
  }

  /// The receiver of an implicit member call (`.init()`): no function of the app's types.
  private static let implicitReceiver: [ChainStep] = [.name(".")]

  static func key(_ type: String, _ function: String) -> FunctionKey {
    FunctionKey(typeName: type, function: function)
  }

  /// The key of a function of a type (its overload's, where the type declares several of its name).
  static func key(_ type: String, _ function: FunctionItem, in types: AppTypes) -> FunctionKey {
    FunctionKey(typeName: type, function: types.graphName(of: function, in: type))
  }

  /// The key of the function code is written in (the empty name outside any function).
  static func key(of context: CodeContext, in types: AppTypes) -> FunctionKey {
    guard let function = context.function else { return key(context.typeName, "") }
    return key(context.typeName, function, in: types)
  }

  /// A function's number, if the app declares or calls it.
  func number(of key: FunctionKey) -> Int? { numbers[key] }

  /// The calls of a function, by its number.
  func calls(of function: Int) -> [Edge] { calls[function] }
}

extension CallItem {
  /// The labels of the closures around the call (`closureLabels`), one for each of them, then `label`: for code
  /// that counts as written in one more closure, passed to this call as the argument of that label (a method
  /// given by name, `CheckIn(onCheckedIn: boarded)`).
  func closureLabels(then label: String?) -> [String] {
    guard let label, !label.isEmpty else { return closureLabels }
    let own = closureLabels.isEmpty ? [String](repeating: "", count: closureHosts.count) : closureLabels
    return own + [label]
  }
}
