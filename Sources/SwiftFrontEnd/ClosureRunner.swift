import SourceIndex

/// Who runs the code in a closure, for finding where an action fires from.
///
/// A closure passed to `Task`, `withAnimation` and the like runs as part of the event that made it
/// (`transparentHosts`), and so does a library transition's completion (`completionHosts`). One passed
/// to the initialiser of an app type
/// (`CatalogModel(onSelect: { ... })`, `BasketView(onClose: { ... })`) is that type's to call: it
/// fires from the routes the type belongs to, as the type's own methods do; so does one assigned to a
/// type's property (`vm.onSelect = { ... }`), and one passed to a method of a value of an app type or of
/// what it holds (`vm.onFinish { ... }`, a subscription to its publisher: `vm.$page.sink { ... }`,
/// `vm.closeTapped.sink { ... }`); and one given to an enum case is run by the screen that the enum
/// builds for that case (`.briefing(onClose: { ... })` for `case .briefing(let onClose): BriefingView(onClose:
/// onClose)`). A method that hands the closure on passes who runs it along (`handOff`). Such code also counts
/// as a callback of the function that wrote it (a screen that hands a closure to a helper of no route still fires
/// it), unless a route case's screen or a stored closure runs it (`firesWhereWritten`). Any other closure (one
/// kept in a local, one given to a library's type or method) runs later, at a time the code does not show: a
/// callback.
enum ClosureRunner: Equatable {
  /// Not in a closure, or only in closures that run at once: the enclosing function runs it.
  case now
  /// In a closure given to this app type's initialiser, passed to its method or assigned to a property of it
  /// that holds no closure.
  case type(String)
  /// In a closure assigned to this stored closure of an app type (`checkout.onPaid = { ... }` for `var onPaid:
  /// (() -> Void)?`): it runs where the type calls that property (`onPaid?()`), not its other closures.
  case property(type: String, name: String)
  /// In a closure subscribed to a subject or published property of an app type (`model.events.sink { ... }`,
  /// `model.$page.sink { ... }`): it runs where that one sends or is set, not where the type's other publishers do.
  case publisher(type: String, name: String)
  /// In a closure given to a route case (`.briefing(onClose: { ... })`, or handed to one by an app method: see
  /// `handOff(ofClosureGivenTo:of:label:types:resolver:depth:)`): the screen the case builds runs it, and only
  /// that screen, not the code that wrote it.
  case caseScreen(String)
  /// In a closure that runs as a view of this type goes away (SwiftUI's `.onDisappear { ... }`), after a back, a swipe or
  /// a dismiss the model makes itself: no action the user takes on its screen (`GraphAssembler+Leaving`).
  case leaving(String)
  /// In a closure that runs later, at a time the code does not show.
  case callback

  /// Closures that run as part of the event that created them, or (an alert's button: `UIAlertAction`)
  /// on a tap over the same screen.
  static let transparentHosts = NameList(
    ["Task", "detached", "async", "asyncAfter", "run", "withAnimation", "perform", "sync", "UIAlertAction"]
      + continuationHosts.names)

  /// Of those, the functions that run their closure at once and then wait until the continuation it is given is resumed
  /// (`await withCheckedContinuation { continuation in ... }`): the code written after one runs after all the code in
  /// its closure, a task started there too (`withCheckedContinuation { c in Task { await navigate(toRoute:
  /// .picker(onPick: { c.resume(returning: $0) })) } }; await router.dismiss()` dismisses the picker).
  static let continuationHosts: NameList = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation",
  ]

  /// The standard library's methods of optionals and sequences that run the closure they are given as part of the call
  /// (`pending.map { ... }`, `rows.forEach { ... }`), on a value whose type does not declare a method of that name and
  /// that is no publisher (whose `map` runs on each value published).
  static let eagerHosts: NameList = [
    "map", "flatMap", "compactMap", "forEach", "filter", "first", "contains", "allSatisfy", "reduce",
  ]

  /// Of those, the closures that run once the code that creates them is done (a task, a block sent to the main queue):
  /// `Task { await coordinator.share() }; dismiss()` shares after the dismiss. `withAnimation`'s runs at once.
  static let deferredHosts: NameList = ["Task", "detached", "async", "asyncAfter"]

  /// SwiftUI's modifiers whose closure runs as the view goes away.
  static let leavingHosts: NameList = ["onDisappear"]

  /// The function that stands, in the call graph, for the closures a type runs as its view goes away (not a name a
  /// stored closure can have).
  static let leavingFunction = closureFunction + "{leaving}"

  /// Navigation calls whose closure is a completion: it runs when the transition ends, as part of the
  /// event that made it (`coordinator.finishFlow { self.router.navigate(to: .orders) }`), unless the
  /// receiver is an app type that declares a method of that name (then the closure is the type's to call).
  static let completionHosts: NameList = [
    "finishFlow", "finish", "dismiss", "present", "navigate", "startFlow", "pop", "popToRoot", "popToView",
    "restart", "close", "forcePresentation", "pushViewController", "popViewController", "popToRootViewController",
    "setViewControllers",
  ]

  /// The function that stands, in the call graph, for the closures a type is given (to its initialiser
  /// or its properties).
  static let closureFunction = "{closure}"

  /// The function that stands for the closures assigned to one stored closure of a type (`{closure}onPaid`), or
  /// for all of them (`closureFunction`) when `property` is nil.
  static func closureFunction(of property: String?) -> String {
    property.map { closureFunction + $0 } ?? closureFunction
  }
  /// Who runs code inside closures with these hosts, places and argument labels (outermost first, as a call
  /// gives them: `CallItem.closureHosts`, `closureTargets` and `closureLabels`), written in `context`: the
  /// innermost closure that does not run at once decides. A closure given to an app type's initialiser is
  /// run by that type (where it calls the stored closure the initialiser keeps it in, when it keeps it in
  /// one: `CheckIn(onCheckedIn: { ... })` with `self.onCheckedIn = onCheckedIn`); one assigned to a property
  /// (`vm.onSelect = { ... }`) by the property's owner; one passed to a method by the deepest value of an app
  /// type along the method's receiver (`vm` in `vm.$page.sink { ... }`), unless that method hands the closure on
  /// (`handOff(ofClosureGivenTo:of:label:types:resolver:depth:)`). `depth`: how many hand-offs led here. `placeOrder`:
  /// where the code in the closures is (`CodeContext.order(of:)`), when known, which tells the call a closure is given
  /// to among several alike.
  static func of(
    _ closureHosts: [String], targets: [[ChainStep]], labels: [String] = [], in context: CodeContext,
    types: AppTypes, resolver: TypeResolver, depth: Int = 0, at placeOrder: Int? = nil
  ) -> ClosureRunner {
    for index in closureHosts.indices.reversed() where !transparentHosts.contains(closureHosts[index]) {
      let host = closureHosts[index]
      // A link's closure (`root.getView().onOpenURL { ... }`) runs when the link opens the app; so does one the system
      // runs as the scene's phase changes.
      if CallGraph.isDeepLinkHost(host)
        || LinkClosures.observesScenePhase(
          host, target: index < targets.count ? targets[index] : [], of: context.typeName, types: types)
      {
        return .callback
      }
      // `.onDisappear { ... }`, unless the app declares a method of that name.
      if leavingHosts.contains(host), !types.declaresFunction(named: host) { return .leaving(context.typeName) }
      let place = index < targets.count ? targets[index] : []
      // `.environment(\.openProduct) { ... }`: it runs where a view calls what `@Environment(\.openProduct)` reads.
      if host == "environment", place.count == 2, place[0] == .name(CallItem.environmentValues),
        case .name(let key) = place[1],
        types.type(named: CallItem.environmentValues) != nil
          || types.libraryExtensions.contains(where: { $0.name == CallItem.environmentValues })
      {
        return .property(type: CallItem.environmentValues, name: key)
      }
      // A closure a constant of the function holds, which the function calls (`let show = { ... }`, `show(.paywall)`):
      // it runs as part of that call.
      if host.isEmpty, place.count == 1, case .name(let name) = place[0], let function = context.function,
        function.localFunctions.contains(where: { $0.name == name }),
        function.calls.contains(where: { $0.member == name && $0.receiver.isEmpty })
      {
        continue
      }
      // A closure of a stored collection's literal (`lazy var actions: [MenuItem: () -> Void] = [.help: { ... }]`) runs
      // where an element is called (`coordinator.actions[.help]?()`, a call of the property): as part of that call.
      if host.isEmpty, place.isEmpty, let function = context.function,
        isStoredClosureCollection(function, of: context.typeName, types: types)
      {
        continue
      }
      let owner: (name: String, isProtocol: Bool)?
      if let type = types.declaredName(of: host)
        ?? implicitlyBuiltType(host, place: place, in: context, types: types, resolver: resolver)
      {
        if !type.isProtocol,
          let property = types.type(named: type.name)?.storedClosure(
            receivingArgumentLabelled: index < labels.count ? labels[index] : "", types: types)
        {
          return .property(type: type.name, name: property)
        }
        owner = type
      } else if let screen = caseScreen(host, place: place, in: context, types: types) {
        return .caseScreen(screen)
      } else {
        // An assigned closure's place ends with the property, as an `onChange(of:)` closure's ends with the property
        // observed; a passed one's is the method's receiver. A property named alone (`onHintClosed = { ... }`, or
        // the publisher of `steps.subscribe(onNext: { ... })`) is the type's own, unless a local or parameter of that
        // name is meant.
        owner =
          host.isEmpty && place.count == 1
          ? ownPropertyHolder(place[0], in: context, types: types)
          : deepestAppType(
            along: host.isEmpty || host == "onChange" ? place.dropLast() : place[...], in: context, types: types,
            resolver: resolver) ?? ownPublisherHolder(host, place: place, in: context, types: types)
        // `pending.map { route in ... }`, `rows.forEach { ... }`: Optional's and Sequence's own methods (none the value's
        // type declares, no publisher's operator) run the closure as part of the call.
        if eagerHosts.contains(host), owner.map({ !types.declaresFunction(host, in: $0.name) }) ?? true,
          owner.map({ SubjectEvents.subscribedProperty(along: place, of: $0.name, types: types) == nil }) ?? true,
          !place.contains(where: { $0.name?.utf8.first == UInt8(ascii: "$") })
        {
          continue
        }
        if completionHosts.contains(host) {
          // A library transition's completion, unless the receiver is an app type that declares the method.
          let receiver = place.isEmpty ? context.typeName : resolver.type(of: Array(place), in: context)
          if !(receiver.map { types.declaresFunction(host, in: $0) } ?? false) { continue }
        }
        // A closure given to an app method that hands it on runs where it is handed to (also a method of the
        // writing type, called without `self.`).
        if !host.isEmpty,
          let owner = owner
            ?? (place.isEmpty && types.declaresFunction(host, in: context.typeName)
              ? types.declaredName(of: context.typeName) : nil),
          let handed = handOff(
            ofClosureGivenTo: host, of: owner, label: index < labels.count ? labels[index] : "", types: types,
            resolver: resolver, depth: depth)
        {
          let runner: ClosureRunner
          switch handed {
          case .runner(let found): runner = found
          case .subscription(let subscription):
            runner = Self.runner(
              through: subscription, givenTo: host, on: place, outer: closureHosts[..<index], at: placeOrder,
              in: context, types: types, resolver: resolver, depth: depth)
          }
          // The method calls the closure itself: it runs as part of the call, as one given to `Task` does.
          if runner == .now { continue }
          return runner
        }
      }
      guard let owner, !owner.isProtocol else { return .callback }
      if host.isEmpty, case .name(let name)? = place.last,
        types.functionType(types.property(name, of: owner.name)?.type, inside: owner.name) != nil
      {
        return .property(type: owner.name, name: name)
      }
      if SubjectEvents.subscribeMembers.contains(host),
        let publisher = SubjectEvents.subscribedProperty(along: place, of: owner.name, types: types)
      {
        return .publisher(type: owner.name, name: publisher)
      }
      return .type(owner.name)
    }
    return .now
  }

  /// Whether `function` is the initialiser of a stored property of `typeName` that holds closures in a collection
  /// (`[MenuItem: () -> Void]`, `[() async -> Void]`): the index reads its literal as a function of the property's name.
  private static func isStoredClosureCollection(_ function: FunctionItem, of typeName: String, types: AppTypes) -> Bool
  {
    guard function.parameters.isEmpty, let property = types.property(function.name, of: typeName),
      let element = property.type?.elementType
    else { return false }
    return types.functionType(element, inside: typeName) != nil
  }

  /// The app type that an implicit `.init(...)` builds, by the place the index gives it (`CallItem.closureTargets`): the
  /// type of what it is assigned to (`[., model, output]` for `model.output = .init(onOpen: { ... })`, or a local's
  /// name), or of the parameter of an app type's initialiser it is passed to (`[., Model(output:)]` for
  /// `Model(output: .init(onOpen: { ... }))`).
  private static func implicitlyBuiltType(
    _ host: String, place: [ChainStep], in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> (name: String, isProtocol: Bool)? {
    guard host == "init", place.count > 1, place[0] == .name(".") else { return nil }
    let destination = Array(place.dropFirst())
    let built: String?
    if case .call(let member, let arguments)? = destination.last, let label = arguments.first?.label {
      guard let name = ExpressionShape.call(destination.dropLast() + [.name(member)], []).calledTypeName,
        let receiving = types.type(named: name, inside: context.typeName)
      else { return nil }
      built = TypedInitialisers.parameterType(label, of: receiving).flatMap {
        types.type(named: $0.name, inside: receiving.name)?.name
      }
    } else {
      built = resolver.type(of: destination, in: context)
    }
    return built.flatMap { types.declaredName(of: $0) }
  }

  /// The screen that runs a closure given to an enum case: `.briefing(id, onClose: { ... })` or
  /// `Route.briefing(...)` (see `AppTypes.screen(runningClosuresOf:in:writtenIn:)`).
  private static func caseScreen(_ host: String, place: [ChainStep], in context: CodeContext, types: AppTypes)
    -> String?
  {
    guard place.count == 1, case .name(let name) = place[0] else { return nil }
    return types.screen(runningClosuresOf: host, in: name == "." ? nil : name, writtenIn: context.typeName)
  }

  /// The type that writes the code, when `step` names a property of it or its superclasses that no local or
  /// parameter of the writing function shadows (`onHintClosed` in `onHintClosed = { ... }`).
  private static func ownPropertyHolder(_ step: ChainStep, in context: CodeContext, types: AppTypes) -> (
    name: String, isProtocol: Bool
  )? {
    guard case .name(let name) = step, types.property(name, of: context.typeName) != nil,
      context.local(named: name) == nil, !context.isParameter(name)
    else { return nil }
    return types.declaredName(of: context.typeName)
  }

  /// The type that writes the code, when a closure subscribes to a publisher of its own named alone (`steps` in
  /// `steps.subscribe(onNext: { ... })`, `$event` in `$event.sink { ... }`).
  private static func ownPublisherHolder(
    _ host: String, place: [ChainStep], in context: CodeContext, types: AppTypes
  ) -> (name: String, isProtocol: Bool)? {
    guard SubjectEvents.subscribeMembers.contains(host), case .name(let first)? = place.first else { return nil }
    let property = first.utf8.first == UInt8(ascii: "$") ? String(first.dropFirst()) : first
    guard let holder = ownPropertyHolder(.name(property), in: context, types: types),
      SubjectEvents.subscribedProperty(along: place, of: holder.name, types: types) != nil
    else { return nil }
    return holder
  }

  /// The app type of the longest prefix of `chain` that has one (`vm` for `vm.$page`, whose projected
  /// publisher is no app type).
  private static func deepestAppType(
    along chain: ArraySlice<ChainStep>, in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> (name: String, isProtocol: Bool)? {
    var length = chain.count
    while length > 0 {
      if let name = resolver.type(of: Array(chain.prefix(length)), in: context), let type = types.declaredName(of: name)
      {
        return type
      }
      length -= 1
    }
    return nil
  }

  /// The app type of the value made by the writing function that the innermost closure of these hosts (with their
  /// `targets`, written in `context`) that does not run at once is given to, if any: given to its initialiser
  /// (`BaseScreen(title: "Code", onDone: { ... })`), to a method of the writing type that returns such a value
  /// (`makeForm(title: "Email") { ... }` for `func makeForm(title:onDone:) -> FormModel`), or assigned to a property
  /// of a local the function makes (`let model = FormModel(); model.onDone = { ... }`), or of a cell it dequeues from a
  /// table or collection view (`let cell = tableView.dequeueReusableCell(...) as! VisitCell; cell.onBook = { ... }`:
  /// the screen's own). The closure then runs where that value is, not where every value of the type is.
  static func valueMadeHere(hosts: [String], targets: [[ChainStep]], in context: CodeContext, types: AppTypes)
    -> String?
  {
    guard let index = hosts.lastIndex(where: { !transparentHosts.contains($0) }) else { return nil }
    let host = hosts[index]
    guard host.isEmpty else {
      if let made = types.declaredName(of: host) { return made.name }
      return valueMade(byOwnMethod: host, on: index < targets.count ? targets[index] : [], in: context, types: types)
    }
    guard index < targets.count, targets[index].count == 2, case .name(let name) = targets[index][0],
      let value = context.local(named: name)?.value
    else { return nil }
    switch value {
    case .call(let callee, _):
      guard callee.count == 1, case .name(let made) = callee[0] else { return nil }
      return types.declaredName(of: made)?.name
    case .cast:
      return ReusableViews.dequeued(value, in: context.typeName, types: types)
    default:
      return nil
    }
  }

  /// The app type (no protocol) that every method of this name of the writing type declares it returns, when the call
  /// is on that type (no receiver, or `self`): a helper that makes a value for the caller (`makeForm(title:onDone:) ->
  /// FormModel`). Whether the closure reaches that value is the hand-off's to say (`handOff(ofClosureGivenTo:...)`):
  /// the callers ask only for the type that runs it.
  private static func valueMade(
    byOwnMethod method: String, on receiver: [ChainStep], in context: CodeContext, types: AppTypes
  ) -> String? {
    guard receiver.isEmpty || receiver == [.name("self")], types.declaresFunction(named: method),
      types.declaresFunction(method, in: context.typeName)
    else { return nil }
    var made: String?
    for function in types.functions(method, of: context.typeName) {
      let scope = types.declaringType(of: function, from: context.typeName)
      guard let returned = function.returnType, returned.arguments.isEmpty,
        let type = types.declaredName(of: types.declaredName(returned.name, inside: scope)),
        !type.isProtocol, made == nil || made == type.name
      else { return nil }
      made = type.name
    }
    return made
  }

  /// Whether `name` is one of the library's finishes of a coordinator, `finishFlow` or `finish` (whose closure is a
  /// completion: `finishFlow(animated:completion:)`). Asked of every call and closure host: told by length and first
  /// byte before any comparison.
  static func isFinish(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard utf8.count == 6 || utf8.count == 10, utf8.first == UInt8(ascii: "f") else { return false }
    return name == "finishFlow" || name == "finish"
  }

  /// The coordinator of the app whose finish the innermost closure of these hosts that does not run at once completes
  /// (`child.finishFlow(animated: true) { [weak self] in self?.showHome() }`, or the writing coordinator's own,
  /// `finishFlow(animated: true) { [weak self] in self?.onClose?() }`), if any: that code runs once the coordinator is
  /// gone, on the screen it was started from.
  static func finishedChild(
    hosts: [String], targets: [[ChainStep]], in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> String? {
    guard let index = hosts.lastIndex(where: { !transparentHosts.contains($0) }), isFinish(hosts[index]),
      index < targets.count
    else { return nil }
    return finishedCoordinator(hosts[index], on: targets[index], in: context, types: types, resolver: resolver)
  }

  /// The coordinator of the app that the library's finish `member` (`isFinish`) on `receiver` finishes: the writing
  /// type for `self` or no receiver, else the receiver's type; nil when that is no type of the app, or declares a
  /// method of that name itself (then it is no finish of the library's).
  static func finishedCoordinator(
    _ member: String, on receiver: [ChainStep], in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> String? {
    let name: String
    if receiver.isEmpty || receiver == [.name("self")] {
      name = context.typeName
    } else {
      guard let type = resolver.type(of: receiver, in: context).flatMap(types.declaredName(of:)), !type.isProtocol
      else { return nil }
      name = type.name
    }
    guard types.type(named: name) != nil, !types.declaresFunction(member, in: name) else { return nil }
    return name
  }

  /// Whether the closure belongs to a value of `type` made by the writing function (`valueMadeHere`).
  static func isGivenToValueMadeHere(
    of type: String, hosts: [String], targets: [[ChainStep]], in context: CodeContext, types: AppTypes
  ) -> Bool {
    valueMadeHere(hosts: hosts, targets: targets, in: context, types: types) == type
  }

  /// Whether the function that wrote the code runs it later (a callback), not now.
  var isCallbackOfWriter: Bool { self != .now }

  /// Whether the code fires where the function that wrote it does (now, or as its callback): everywhere but on a
  /// route case's screen, which alone runs what it is given.
  var firesWhereWritten: Bool {
    switch self {
    case .caseScreen, .property, .leaving: false
    case .now, .type, .publisher, .callback: true
    }
  }

  /// Whether the code runs as part of what the function that wrote it does: at once, as a library call's completion,
  /// or in an app method it is given; not when it is stored (a property), subscribed or given a route's screen,
  /// which run it later, apart (a deep link's handler that builds `Checkout(onDone: { ... })` does not run the
  /// closure as the link opens).
  var runsWithWriter: Bool {
    switch self {
    case .now, .callback, .type: true
    case .property, .publisher, .caseScreen, .leaving: false
    }
  }

  /// The app type that runs the code, if a type was given the closure.
  var runningType: String? {
    switch self {
    case .type(let name), .property(let name, _), .publisher(let name, _), .caseScreen(let name), .leaving(let name):
      name
    case .now, .callback: nil
    }
  }

  /// The function of `runningType` that runs the code, in the call graph: the one for the stored closure it
  /// was assigned to or the publisher it is subscribed to, else the one for all the type's closures.
  var closureFunction: String {
    switch self {
    case .property(_, let name), .publisher(_, let name): Self.closureFunction(of: name)
    case .leaving: Self.leavingFunction
    default: Self.closureFunction
    }
  }
}
