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
  /// Where each call that passes a case as its callee's selector is written (`CallCases.passedAt`), by `edgeKey` (see
  /// `passingCall(of:at:)`).
  private var passingCalls: [Int: Int] = [:]
  /// The stored properties that calls pass as a selector (`Type.property`), numbered.
  private(set) var propertyNumbers: [String: Int32] = [:]
  /// The functions that give closures with calls in them to values of app types they make (`Edge.writtenIn`).
  private(set) var valueWriters: Set<Int> = []
  /// Whether some type runs closures as its view goes away (numbered `ClosureRunner.leavingFunction`).
  private(set) var hasLeavingClosures = false
  /// The names whose calls were read (`neededNames`), when the searches' starts were given; nil when every call was.
  private(set) var neededNames: Set<String>?

  /// `dismissers`: the calls that close by route and the app's methods that dismiss (`DismissedBefore`).
  /// `searchedFrom`: the functions where searches start (where actions are written, where links are received), each by
  /// `neededName(of:)`, when known: then only the calls that may lead to them are followed (`neededNames`), else every
  /// call.
  init(
    types: AppTypes, resolver: TypeResolver, dismissers: Dismissers = Dismissers(),
    searchedFrom roots: Set<String>? = nil, threads: Int? = nil
  ) {
    // The app's types, then its extensions of library types (`extension View`), whose methods are
    // called on library values.
    let owners = types.libraryExtensions.isEmpty ? types.all : types.all + types.libraryExtensions
    // Each type's stored closures, keys and `.onOpenURL` handlers are made on their own (in parallel), then numbered
    // in type order.
    let stored = Parallel.map(count: owners.count, threads: threads) { index in
      (
        own: Self.closuresAndPublishers(of: owners[index].name, types: types),
        handlers: InAppLinks.handlers(in: owners[index]),
        leaves: Self.runsClosuresAsItGoesAway(owners[index])
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
        + (stored[index].leaves ? [FunctionKey(typeName: type.name, function: ClosureRunner.leavingFunction)] : [])
    }
    hasLeavingClosures = stored.contains(where: \.leaves)
    (numbers, functions) = FunctionNumbers.numbering(keys, threads: threads)
    calls = Array(repeating: [], count: functions.count)
    // Each type's calls are resolved on their own (in parallel), then merged in type order; a callee
    // that some type declares is numbered there too.
    let known = numbers
    // The names of every type's stored closures: a call of one on another value may run what it was given.
    let closureNames = closures.reduce(into: Set<String>()) { $0.formUnion($1) }
    let read = { @Sendable (index: Int, callees: CallEdgeReader.Callees) in
      CallEdgeReader.readers(
        of: owners[index], closureProperties: closures[index], closureNames: closureNames, links: links,
        types: types, resolver: resolver, numbers: known, dismissers: dismissers, callees: callees)
    }
    let edges: [ReadEdges]
    if let roots {
      // The calls of the app's methods are left for later, then read only where a search may need them.
      let lists = Parallel.map(count: owners.count, threads: threads) { ReaderList(read($0, .later)) }
      let needed = Self.neededNames(
        searchedFrom: roots, readers: lists.map(\.readers), functions: functions, numbers: known, threads: threads)
      neededNames = needed
      edges = Parallel.map(count: owners.count, threads: threads) { index in
        // Each list is replayed by one thread, in place (a copy of a reader would retain every field).
        let list = lists[index]
        var found: [CallEdgeReader.Found] = []
        for position in list.readers.indices {
          list.readers[position].replay(needed: needed)
          found += list.readers[position].edges
        }
        // Freed here, by the thread that replayed them, rather than all on one core when `lists` goes.
        list.readers = []
        return ReadEdges(found, numbers: known)
      }
    } else {
      edges = Parallel.map(count: owners.count, threads: threads) { index in
        ReadEdges(read(index, .now).flatMap(\.edges), numbers: known)
      }
    }
    // A notification that the app posts runs the code that observes it; one it never posts (the
    // system's, another process's) leaves that code to run as it would without (see `Observing`).
    var posted: Set<String>?  // read at the first edge from observing code
    // Whether some call wraps its caller's parameter in a case (`Edge.forwardsInner`).
    var wraps = false
    let declaredFunctions = functions
    for list in edges {
      var extras = list.extras[...]
      for (position, var edge) in list.edges.enumerated() {
        var callee = list.callees[position]
        if let extra = extras.first, extra.position == position {
          extras.removeFirst()
          if let observing = extra.observing {
            let key = Self.key(Notifications.typeName, Notifications.functionName(observing.notification))
            if posted == nil {
              posted = Set(
                edges.lazy.flatMap { $0.calleeKeys(declaredFunctions) }.filter { $0.typeName == Notifications.typeName }
                  .map(\.function))
            }
            guard posted!.contains(key.function) == observing.ifPosted else { continue }
            if observing.ifPosted { edge.caller = number(adding: key) }
          }
          if !extra.cases.isEmpty {
            number(extra.cases, in: &edge)
            wraps = wraps || edge.forwardsInner
          }
          if let key = extra.callee { callee = number(adding: key) }
          if extra.cases.passedAt >= 0, edge.argumentCase >= 0 {
            passingCalls[Self.edgeKey(callee, calls[callee].count)] = extra.cases.passedAt
          }
        }
        if edge.writtenIn >= 0 { valueWriters.insert(Int(edge.writtenIn)) }
        calls[callee].append(edge)
      }
    }
    if wraps { numberWrappedCases() }
  }

  /// One type's readers, replayed in place by the one thread that owns the type's turn (`Parallel.map` gives each
  /// index to one thread).
  private final class ReaderList: @unchecked Sendable {
    var readers: [CallEdgeReader]
    init(_ readers: [CallEdgeReader]) { self.readers = readers }
  }

  /// The functions whose callers a search may ask for, each by `neededName(of:)`: those of `roots`, then, round by
  /// round, the callers of those found: by the edges `readers` read, and by the calls they left for later (functions
  /// numbered by `numbers`, listed by number in `functions`). A search goes from a function to its callers only, so the calls of the other names are
  /// never asked for: in an app whose code is mostly not navigation (models, networking, layout), most calls are not
  /// resolved.
  static func neededNames(
    searchedFrom roots: Set<String>, readers: [[CallEdgeReader]], functions: [FunctionKey], numbers: FunctionNumbers,
    threads: Int? = nil
  ) -> Set<String> {
    // Callers by number (a function's name is made once), and the notifications that observing code is run by: each
    // share of the readers is gathered on its own (in parallel), and the search asks every share. (The readers and
    // their calls are read in place, by index: a copy of each would retain every field.)
    let names = Parallel.map(count: functions.count, threads: threads) { neededName(of: functions[$0]) }
    let shares = Parallel.map(count: min(readers.count, neededNamesShares), threads: threads) { share in
      var callers: [String: [Int]] = [:]
      var observers: [String: [String]] = [:]
      for list in stride(from: share, to: readers.count, by: neededNamesShares).lazy.map({ readers[$0] }) {
        for index in list.indices {
          let caller = list[index].caller
          for position in list[index].deferred.indices {
            let member = list[index].deferred[position].member
            callers[member, default: []].append(caller)
            if let closures = list[index].deferred[position].runningClosures {
              callers[member, default: []].append(closures)
            }
            if let notification = list[index].deferred[position].notification {
              observers[member, default: []].append(
                neededName(of: key(Notifications.typeName, Notifications.functionName(notification))))
            }
          }
          for position in list[index].edges.indices {
            let callee = list[index].edges[position].callee
            let name = numbers[callee].map { names[$0] } ?? neededName(of: callee)
            callers[name, default: []].append(list[index].edges[position].edge.caller)
          }
        }
      }
      return (callers: callers, observers: observers)
    }
    // The set found does not depend on the order the search takes.
    var needed = roots
    var queue = Array(roots)
    while let name = queue.popLast() {
      for share in shares {
        for caller in share.callers[name] ?? [] where needed.insert(names[caller]).inserted {
          queue.append(names[caller])
        }
        for caller in share.observers[name] ?? [] where needed.insert(caller).inserted { queue.append(caller) }
      }
    }
    return needed
  }

  /// How many shares `neededNames` gathers the readers' calls in: a few per core, so that the cores finish together.
  private static let neededNamesShares = 8

  /// What `neededNames` calls a function: a method of the app by its name alone (calls name no type: every method of
  /// that name is needed), and the function that stands for a type's stored closures, or for a notification, by its
  /// type's name and its own (neither is a name Swift code can call).
  static func neededName(of function: FunctionKey) -> String {
    function.typeName == Notifications.typeName || function.function.hasPrefix(ClosureRunner.closureFunction)
      ? function.typeName + " " + function.function : String(function.baseName)
  }

  /// Gives an edge the numbers of the cases, case sets and properties its call passes or sits in.
  private mutating func number(_ cases: CallCases, in edge: inout Edge) {
    if let passed = cases.passed { edge.argumentCase = caseNumber(adding: passed) }
    if let compound = cases.compound {
      edge.argumentCompound = compoundNumber(adding: compound.outer, compound.inner)
    }
    edge.forwardsInner = cases.forwardsInner
    if let unwrapped = cases.unwraps { edge.unwrapsCase = caseNumber(adding: unwrapped) }
    if !cases.arms.isEmpty { edge.armCases = caseSet(adding: cases.arms.map { caseNumber(adding: $0) }.sorted()) }
    edge.forwardsParameter = cases.forwards
    if let held = cases.heldProperty { edge.heldProperty = propertyNumber(adding: held) }
    if let (property, arms) = cases.propertyArms {
      edge.armProperty = propertyNumber(adding: property)
      edge.armPropertyCases = caseSet(adding: arms.map { caseNumber(adding: $0) }.sorted())
    }
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

  /// Whether a type's code gives closures to SwiftUI's `.onDisappear` (`ClosureRunner.leaving`), which run in a function
  /// of their own.
  private static func runsClosuresAsItGoesAway(_ type: AppType) -> Bool {
    type.functions.contains { function in
      function.calls.contains { ClosureRunner.leavingHosts.contains($0.member) }
    }
  }

  /// The stored closures of a type and its superclasses (`var onPaid: (() -> Void)?`): a closure assigned to one
  /// runs where the type calls it.
  static func closureProperties(of typeName: String, types: AppTypes) -> Set<String> {
    Set(
      types.lineage(of: typeName).flatMap { ancestor in
        ancestor.properties.filter { types.functionType($0.type, inside: ancestor.name) != nil }.map(\.name)
      })
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

  /// Where the call at `position` among `function`'s calls is written in its caller's file, when it passes a case as the
  /// function's selector (`show(.filters)`), as `line << 20 | column`; nil for any other.
  func passingCall(of function: Int, at position: Int) -> Int? {
    passingCalls[Self.edgeKey(function, position)]
  }

  /// One key for a callee's number and an edge's position among its calls.
  private static func edgeKey(_ function: Int, _ position: Int) -> Int { function << 32 | position }
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
