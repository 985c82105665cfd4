import NavigationModel
import SourceIndex

/// Reads deep links out of the functions that receive URLs (`scene(_:openURLContexts:)`,
/// `application(_:open:options:)`, a coordinator's `handle(url:)`) or the user's tap on a notification
/// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`, a coordinator's
/// `handle(_ response: UNNotificationResponse)`) or a quick action (`UIApplicationShortcutItem`), App Intents'
/// `perform()` and `onOpenURL` closures: each
/// string `case` of the URL (or the whole function when there is none) is a deep link whose steps are
/// the navigation its calls run, each in the coordinator that runs it.
struct DeepLinkReader {
  let types: AppTypes
  let resolver: TypeResolver
  /// Every action site.
  let sites: [ActionSite]
  /// The function each site is written in, by the site's position in `sites`.
  let siteFunctions: [FunctionKey]
  /// The sites' positions in `sites`, by the function each is written in.
  private let sitesByFunction: [FunctionKey: [Int]]
  /// The handlers, each read where it is written (`DeepLinkFunctions.roots`), set by `links(from:)`.
  private(set) var roots: Set<FunctionKey> = []
  /// The handlers' names without labels, set with `roots`: a call of no such name runs no handler.
  private(set) var rootNames: Set<Substring> = []
  /// The URL names of each enum case name that one case of the app's enums has, set by `links(from:)`: a
  /// link named by a case (`case .crew:`) is called by each string its enum's parser maps to it (a link
  /// per string), or by its raw value (`"crew-list"`); see `LinkCaseNames`.
  private var urlNames: [String: [String]] = [:]
  /// The app's coordinators by name, set by `links(from:)`: a cast to one guards what the code does with it
  /// (`CastGuard`).
  private var coordinatorNames: Set<String> = []

  /// What opens the app at a place: a URL, a user activity, the user's tap on a notification (a
  /// `UNNotificationResponse`; the system's `willPresent` of a `UNNotification` in the foreground is no
  /// tap) or on a Home Screen quick action (a `UIApplicationShortcutItem`). Asked of every parameter of every function.
  private static let urlTypes: NameList = [
    "URL", "URLComponents", "UIOpenURLContext", "NSUserActivity", "UNNotificationResponse", "UIApplicationShortcutItem",
  ]

  /// `threads`: the threads that find each site's function (all the cores when nil).
  init(types: AppTypes, resolver: TypeResolver, sites: [ActionSite], threads: Int? = nil) {
    self.types = types
    self.resolver = resolver
    self.sites = sites
    let keys = Parallel.map(count: sites.count, threads: threads) { CallGraph.key(of: sites[$0].context, in: types) }
    siteFunctions = keys
    var byFunction: [FunctionKey: [Int]] = [:]
    byFunction.reserveCapacity(types.all.reduce(0) { $0 + $1.functions.count })
    for (position, key) in keys.enumerated() { byFunction[key, default: []].append(position) }
    sitesByFunction = byFunction
  }

  /// The action sites written in a function, in site order.
  private func sites(in function: FunctionKey) -> [ActionSite] {
    (sitesByFunction[function] ?? []).map { sites[$0] }
  }

  /// Whether a handler's call gives a function a string parameter (`String`, `String?`) a value of the link's: one
  /// that is no literal (`handlePush(screen: info["screen"] as? String)`, not `show(screen: "orders")`, which picks its
  /// own arm).
  static func receivesLinkString(_ function: FunctionItem, from call: CallItem) -> Bool {
    let strings = function.parameters.indices.filter { function.parameters[$0].type.name == "String" }
    guard !strings.isEmpty,
      let positions = function.argumentPositions(call.arguments, hasTrailingClosure: call.hasTrailingClosure)
    else { return false }
    return strings.contains { index in
      guard let position = positions[index] else { return false }
      if case .string = call.arguments[position].value { return false }
      return true
    }
  }

  /// Whether a function receives URLs (also in a collection, `Set<UIOpenURLContext>`; a closure that is given
  /// one, `(URL) -> Void`, is no URL received).
  static func receivesURLs(_ function: FunctionItem) -> Bool {
    function.parameters.contains { parameter in
      urlTypes.contains(parameter.type.name)
        || (!AppTypes.isFunctionType(parameter.type.name)
          && parameter.type.arguments.contains { urlTypes.contains($0.name) })
    }
  }

  /// Whether what a function receives from outside is an address alone (`URL`, `URLComponents`): no activity, no
  /// notification's tap, no quick action, which only the system gives.
  static func receivesAddressesOnly(_ function: FunctionItem) -> Bool {
    function.parameters.allSatisfy { parameter in
      let names = [parameter.type.name] + parameter.type.arguments.map(\.name)
      return !names.contains { urlTypes.contains($0) && !addressTypes.contains($0) }
    }
  }

  /// The types of `urlTypes` that are addresses, which the app's own code passes around too.
  private static let addressTypes: Set<String> = ["URL", "URLComponents"]

  /// Of the handlers found (`keys`), those that a screen's type declares (one that belongs to some route:
  /// `screenTypes`, each route's) and that receive an address alone (`receivesAddressesOnly`): the callback of a link
  /// the user taps in the screen's text (`textView(_:shouldInteractWith:in:interaction:)`), or a method of the screen's
  /// that the app calls where the reading does not see it; not the app's opening at a place, unless some handler calls
  /// it (`DeepLinkFunctions`).
  func screenAddressReceivers(among keys: Set<FunctionKey>, screenTypes: [String: Set<String>]) -> Set<FunctionKey> {
    keys.filter { key in
      guard let type = types.type(named: key.typeName),
        let function = type.functions.first(where: { CallGraph.key(type.name, $0, in: types) == key }),
        Self.receivesAddressesOnly(function)
      else { return false }
      return screenTypes.values.contains { $0.contains(type.name) }
    }
  }

  /// The App Intents protocols whose `perform()` the system runs to open the app at a place (from Shortcuts,
  /// Siri, Spotlight, a widget's or a control's button).
  private static let intentProtocols: Set<String> = ["AppIntent", "OpenIntent", "ForegroundContinuableIntent"]

  /// Whether a function of a type opens the app at a place: it receives a URL (or an activity, a notification's
  /// tap, a quick action), it is an App Intent's `perform()`, or one of UIKit's callbacks for the app's going to the
  /// background or coming back (`isLifecycleCallback`), which the system runs whatever is shown, as it opens a link.
  static func opensLinks(_ function: FunctionItem, of type: AppType) -> Bool {
    receivesURLs(function)
      || (function.name == "perform" && function.parameters.isEmpty
        && type.inheritance.contains { intentProtocols.contains($0.name) })
      || isLifecycleCallback(function)
  }

  /// Whether a function is a scene or app delegate's callback for the app's leaving the foreground or coming back to it
  /// (`sceneDidEnterBackground(_ scene: UIScene)`, `applicationWillResignActive(_ application: UIApplication)`, ...):
  /// the lock screen a banking app covers everything with as it goes to the background arrives in any state, not on a
  /// screen's tap.
  static func isLifecycleCallback(_ function: FunctionItem) -> Bool {
    guard function.parameters.count == 1 else { return false }
    let name = function.name
    // Asked of every function of the app: names of the wrong length are told apart before any is compared.
    guard lifecycleCallbacks.contains(name) else { return false }
    return function.parameters[0].type.name == (name.hasPrefix("scene") ? "UIScene" : "UIApplication")
  }

  /// The lifecycle callbacks: a scene delegate's receive a `UIScene`, an app delegate's a `UIApplication`.
  private static let lifecycleCallbacks: NameList = [
    "sceneDidEnterBackground", "sceneWillResignActive", "sceneDidBecomeActive", "sceneWillEnterForeground",
    "applicationDidEnterBackground", "applicationWillResignActive", "applicationDidBecomeActive",
    "applicationWillEnterForeground",
  ]

  /// The deep-link functions, as call-graph keys (each type's found on its own, on `threads` threads).
  func handlerKeys(threads: Int? = nil) -> Set<FunctionKey> {
    let types = types
    let lists = Parallel.map(count: types.all.count, threads: threads) { index in
      let type = types.all[index]
      return type.functions.compactMap { function -> FunctionKey? in
        guard Self.opensLinks(function, of: type), !LinkCaseNames.isParser(function, of: type) else { return nil }
        let key = CallGraph.key(type.name, function, in: types)
        return readsIntoAValue(function, key: key, of: type) ? nil : key
      }
    }
    return Set(lists.joined())
  }

  /// Whether a function that receives a URL reads it into a value of one of the app's enums (`static func parse(_ url:
  /// URL) -> DeepLink?`, `func route(for url: URL) -> Route?`): it returns what a handler then opens, navigates nowhere
  /// (no action of its own, no call of a method of the app's), and is no handler itself. (`func handle(_ url: URL) ->
  /// LinkResult` that calls `coordinator.showOrders()` is one.)
  private func readsIntoAValue(_ function: FunctionItem, key: FunctionKey, of type: AppType) -> Bool {
    guard let returned = function.returnType?.name else { return false }
    let isEnum =
      returned == "Self"
      ? type.declaration.kind == "enum" : types.type(named: returned, inside: type.name)?.declaration.kind == "enum"
    return isEnum && sites(in: key).isEmpty && !function.calls.contains { types.declaresFunction(named: $0.member) }
  }

  struct Link {
    var url: String
    var steps: [DeepLinkStep]
    var location: SourceLocation
    /// The link's code goes more ways than `LinkChoice.mostWays`: it is read as one link that runs every step.
    var goesTooManyWays = false
    /// The handler it is read in, when that is a function that receives the URL (not a link's closure).
    var handler: FunctionKey? = nil
    /// The coordinator a guard around its steps asks for (`ChosenStep.onlyWith`).
    var onlyWith: String? = nil
  }

  /// Every deep link, in source order (each type read on its own, on `threads` threads), from the
  /// handlers (`functions.roots`) and `onOpenURL` closures, following their calls into the app's methods.
  /// `coordinators`: the app's coordinators by name.
  func links(from functions: DeepLinkFunctions, coordinators: Set<String>, threads: Int? = nil) -> [Link] {
    var reader = self
    reader.coordinatorNames = coordinators
    reader.roots = functions.roots
    reader.rootNames = Set(functions.roots.map(\.baseName))
    reader.urlNames = Self.urlNames(of: types, threads: threads)
    let read = Parallel.map(count: types.all.count, threads: threads) { [reader] in reader.links(in: types.all[$0]) }
    let links = Self.composed(read.flatMap(\.links), handOffs: read.flatMap(\.handOffs))
    // One url that two handlers open alike (a notification's category `orders` and a URL's host `orders`, each
    // showing the orders) is one link, the first: the app opening it two ways in is no link written twice.
    var taken: Set<[String]> = []
    return links.filter { link in link.steps.isEmpty || taken.insert([link.url] + link.steps.map(\.behaviour)).inserted
    }
  }

  /// The deep links a type's functions handle, in source order, and their hand-offs of the URL to other handlers.
  private func links(in type: AppType) -> (links: [Link], handOffs: [HandOff]) {
    let typeName = type.name
    var links: [Link] = []
    var handOffs: [HandOff] = []
    for function in type.functions {
      let receives = Self.opensLinks(function, of: type)
      // A closure given to `onOpenURL` is written in the function that calls `onOpenURL`: most functions
      // neither make that call nor receive a URL, and are passed over without reading their calls' closures.
      guard receives || function.calls.contains(where: { LinkClosures.isHandler($0, of: typeName, types: types) })
      else { continue }
      let key = CallGraph.key(type.name, function, in: types)
      let whole = receives && roots.contains(key)
      // The calls of the handler, or of the link's closures, and the call that `.onOpenURL(perform: coordinator.open)`
      // makes with the URL (`coordinator.open(url)`).
      let context = CodeContext(typeName: type.name, function: function)
      let calls = function.calls.compactMap { call in
        guard whole || inLinkClosure(call.closureHosts, call.closureTargets, of: type) else {
          return InAppLinks.namedHandlerCall(of: call)
        }
        return runsWithLink(call.closureHosts, call.closureTargets, call.closureLabels, in: context) ? call : nil
      }
      // A handler, or a link's closure, with no call may still switch tabs by assignment (`tabs?.currentPage =
      // .den`).
      let assigns =
        whole || function.assignments.contains { inLinkClosure($0.closureHosts, $0.closureTargets, of: type) }
      guard !calls.isEmpty || assigns else { continue }
      // Each piece: where it is written, the links it belongs to, the steps it runs.
      var pieces = LinkPieces()
      let branches = Self.branchesByPlace(in: function)
      var placesOfCalls: Set<SourceLocation> = []
      // Named links (a `case` of the URL) whose calls lead to no navigation that could be followed.
      var unfollowed: [(location: SourceLocation, url: String)] = []
      // Calls that hand the URL to another handler (`coordinator.handle(url)`), and the handlers they run.
      var handing: [(SourceLocation, [FunctionKey])] = []
      for call in calls {
        placesOfCalls.insert(call.location)
        let inners = handlers(runBy: call, in: context, caller: key)
        if !inners.isEmpty {
          handing.append((call.location, inners))
          continue
        }
        let choices = LinkChoice.of(
          branches: call.branches, tests: call.casePatterns, in: function.location.file, type: type.name,
          function: function.location)
        let callPieces = self.pieces(for: call, in: context)
        let guarded = callPieces.contains { !$0.steps.isEmpty } ? castGuard(of: call, in: context) : nil
        for piece in callPieces {
          let urls = piece.url.map { [$0] } ?? urlPatterns(call.casePatterns, in: function, of: type)
          if piece.steps.isEmpty {
            for url in urls { unfollowed.append((call.location, url)) }
            continue
          }
          pieces.pieces.append(
            LinkPieces.Piece(
              location: call.location, urls: urls, steps: piece.steps.map { $0.on(choices).guarded(by: guarded) },
              branches: call.branches,
              handler: handlerClosure(call.closureHosts, call.closureTargets, of: type)))
        }
      }
      if assigns {  // assignments written in the handler itself or in the link's closure (`tabs.currentPage = .x`)
        for site in sites(in: key)
        where !placesOfCalls.contains(site.action.location)
          && (whole || inLinkClosure(site.closureHosts, site.closureTargets, of: type))
          && runsWithLink(site.closureHosts, site.closureTargets, site.closureLabels, in: context)
        {
          let placeBranches = branches[site.action.location] ?? []
          let choices = LinkChoice.of(
            branches: placeBranches, tests: site.casePatterns, in: function.location.file, type: type.name,
            function: function.location)
          pieces.pieces.append(
            LinkPieces.Piece(
              location: site.action.location, urls: urlPatterns(site.casePatterns, in: function, of: type),
              steps: [chosen(site, on: choices)], branches: placeBranches,
              handler: handlerClosure(site.closureHosts, site.closureTargets, of: type)))
        }
      }
      if unfollowed.isEmpty, let found = Self.handOffs(handing, around: pieces, in: key) {
        handOffs += found
        continue
      }
      // A closure the scene's phase runs is named after what it observes (`VaultApp.scenePhase`), not the `body` that
      // may hold an `onOpenURL` closure too.
      var grouped = pieces.grouped { handler in
        handler.hasPrefix("onChange ") ? "\(type.name).scenePhase" : "\(type.name).\(function.name)"
      }
      // Kept without steps, so that the graph's reader can say why they are left out.
      var named = Set(grouped.map(\.url))
      for (location, url) in unfollowed where named.insert(url).inserted {
        grouped.append(LinkPieces.Grouped(url: url, locations: [location]))
      }
      for link in grouped {
        let url = link.url
        guard !link.steps.isEmpty else {
          links.append(Link(url: url, steps: [], location: link.locations[0], handler: whole ? key : nil))
          continue
        }
        // Where a way is written: its first step of its own (a shared `dismiss` first is every link's).
        func place(of way: [Int]) -> SourceLocation { link.locations[way.first { !link.shared[$0] } ?? way[0]] }
        // One link for each way its code may go (`if signedIn { ... } else { ... }`), where its first piece is.
        guard let ways = ChosenStep.ways(through: link.steps) else {
          links.append(
            Link(
              url: url, steps: link.steps.map(\.step), location: place(of: Array(link.steps.indices)),
              goesTooManyWays: true, handler: whole ? key : nil, onlyWith: ChosenStep.onlyWith(link.steps)))
          continue
        }
        // Ways that do the same (`if signedIn { A } else { A }`, or both branches of `if let style` showing a route
        // alike) are one link, the first of them: the same url doing the same twice is no second link.
        var taken: Set<[String]> = []
        for way in ways {
          let waySteps = way.map { link.steps[$0].step }
          guard taken.insert(waySteps.map(\.behaviour)).inserted else { continue }
          links.append(
            Link(
              url: url, steps: waySteps, location: place(of: way), handler: whole ? key : nil,
              onlyWith: ChosenStep.onlyWith(way.lazy.map { link.steps[$0] })))
        }
      }
    }
    return (links, handOffs)
  }

  /// The link closure that code is written in, by its call and that call's receiver (`onOpenURL` on `app.getView()`);
  /// empty outside one (in a handler function).
  private func handlerClosure(_ hosts: [String], _ targets: [[ChainStep]], of type: AppType) -> String {
    guard let position = LinkClosures.position(in: hosts, targets: targets, of: type.name, types: types) else {
      return ""
    }
    let target = position < targets.count ? targets[position] : []
    return "\(hosts[position]) \(target)"
  }

  /// Whether code in closures given to `hosts` (with `targets`) of `type` runs as a link's handler (`LinkClosures`).
  private func inLinkClosure(_ hosts: [String], _ targets: [[ChainStep]], of type: AppType) -> Bool {
    LinkClosures.contain(hosts, targets: targets, of: type.name, types: types)
  }

  /// The links that the innermost case names: a string literal (`case "profile":`), each of several
  /// (`case "help", "faq":`, `if host == "help" || host == "faq"`), or an enum case of the app's own link
  /// type (`case .todo(let id):`, by its raw value when it has one; a case of no enum of the app's, `case .success:` over
  /// a `Result`, names none: the case around it does); none outside such a case. A case written with its
  /// enum's name (`case AppLink.todo:`) is named by that enum's raw value or parser, whatever other enums share its name.
  /// Tests of whether an optional value is there (`guard let url`: `ExpressionShape.isPresenceTest`) name no link.
  private func urlPatterns(_ patterns: [ExpressionShape], in function: FunctionItem, of type: AppType) -> [String] {
    let patterns = patterns.contains(where: \.isPresenceTest) ? patterns.filter { !$0.isPresenceTest } : patterns
    for (position, pattern) in patterns.enumerated().reversed() {
      if let name = pattern.patternCaseName {
        if let named = enumNamed(by: pattern, inside: type.name) {
          return LinkCaseNames.names(of: named)[name] ?? [name]
        }
        if let names = urlNames[name] { return names }
        // An arm over a value of another enum (`case .success:` over a `Result`) names no link; nor does one of an enum
        // that names no URL inside an arm that tests a string (`case "result":`, over a route enum's `failure`).
        if !patterns[..<position].contains(where: { !$0.matchedStrings.isEmpty }),
          types.all.contains(where: {
            $0.declaration.kind == "enum" && $0.declaration.cases.contains { $0.name == name }
          })
        {
          return [name]
        }
        continue
      }
      let strings = pattern.matchedStrings
      if !strings.isEmpty { return strings }
    }
    return otherLinks(patterns) ?? intentParameterLinks(patterns, in: function, of: type)
  }

  /// The links of the `else` of `if case .trips = link` (each `else` of an `else if` chain), or of a `default:` over
  /// `link`: the other cases of the enum, where the code sits in no arm that names a case or tests a string.
  private func otherLinks(_ patterns: [ExpressionShape]) -> [String]? {
    var named: [String] = []
    for pattern in patterns {
      if let cases = Self.otherCases(in: pattern) {
        named += cases
      } else if pattern.patternCaseName != nil || !pattern.matchedStrings.isEmpty {
        return nil
      }
    }
    return named.isEmpty ? nil : otherLinks(than: named)
  }

  /// The cases named by the test whose `else` a pattern is (`.otherCases`, of a local or parameter tested or alone).
  private static func otherCases(in pattern: ExpressionShape) -> [String]? {
    switch pattern {
    case .otherCases(let named), .localTest(_, .otherCases(let named)), .parameterTest(_, .otherCases(let named)):
      named
    default: nil
    }
  }

  /// The links the other cases of the one enum of the app that has all of `named` name (`LinkCaseNames`: where its
  /// parser maps strings, only the cases it maps some to), in the enum's order; of the one of such enums that names
  /// URLs, where several have them all (a route enum with the link enum's cases). Nil when no one enum is found, or no
  /// other case names a link.
  private func otherLinks(than named: [String]) -> [String]? {
    var enums = types.all.filter { type in
      type.declaration.kind == "enum"
        && named.allSatisfy { name in type.declaration.cases.contains { $0.name == name } }
    }
    if enums.count > 1 { enums = enums.filter { !LinkCaseNames.names(of: $0).isEmpty } }
    guard enums.count == 1, let type = enums.first else { return nil }
    let names = LinkCaseNames.names(of: type)
    let parses = LinkCaseNames.parsesStrings(type)
    let others = type.declaration.cases.map(\.name).filter { !named.contains($0) }.flatMap {
      names[$0] ?? (parses ? [] : [$0])
    }
    return others.isEmpty ? nil : others
  }

  /// The links an App Intent's `perform()` opens by the value of its `@Parameter` that the code's arms test
  /// (`switch screen { case .budget: ... }` over `@Parameter(title: "Screen") var screen: Screen`): one per case the
  /// arms run for, named `OpenScreenIntent.perform(screen: budget)`, in the enum's order; none elsewhere.
  private func intentParameterLinks(_ patterns: [ExpressionShape], in function: FunctionItem, of type: AppType)
    -> [String]
  {
    guard function.name == "perform", !patterns.isEmpty,
      let (property, cases) = EnumParameterCases.ofProperty(patterns, in: type, types: types),
      let declared = type.property(named: property), declared.attributes.contains(where: { $0.name == "Parameter" })
    else { return [] }
    let order = declared.type.flatMap { types.type(named: $0.name, inside: type.name) }?.declaration.cases.map(\.name)
    return (order?.filter(cases.contains) ?? cases.sorted()).map { "\(type.name).perform(\(property): \($0))" }
  }

  /// The app's enum that a case pattern names by its type (`RoomPage` in `RoomPage.stage`, `RoomPage.stage(let id)`).
  private func enumNamed(by pattern: ExpressionShape, inside scope: String) -> AppType? {
    let chain: [ChainStep]
    switch pattern {
    case .reference(let steps), .call(let steps, _): chain = steps
    default: return nil
    }
    guard chain.count == 2, case .name(let name) = chain[0], let named = types.type(named: name, inside: scope),
      named.declaration.kind == "enum"
    else { return nil }
    return named
  }

  /// Case name to URL name (`LinkCaseNames`), for the names that exactly one case of the app's enums that name URLs
  /// has (a tab enum's `.tickets` beside a link enum's `case "tickets", "wallet": self = .tickets` leaves the link's
  /// names to the link enum). Each enum's names are read on `threads` threads (all the cores when nil), then merged in
  /// declaration order.
  private static func urlNames(of types: AppTypes, threads: Int?) -> [String: [String]] {
    let enums = types.all.filter { $0.declaration.kind == "enum" }
    let named = Parallel.map(count: enums.count, threads: threads, { LinkCaseNames.names(of: enums[$0]) })
    var values: [String: [String]] = [:]
    var counts: [String: Int] = [:]
    for names in named where !names.isEmpty {
      values.merge(names) { first, _ in first }
      for name in names.keys { counts[name, default: 0] += 1 }
    }
    return values.filter { counts[$0.key] == 1 }
  }

  /// The links one call opens, each with its steps (and its name, when the call names it): one per case
  /// when the call hands on a value to a method that switches over its enum parameter (`open(link)` for
  /// `func open(_ link: AppLink)` with `case .saved:`, named `saved`; and each case its `default:` runs
  /// for; of a value a method returns, `show(linkRoute(for: url))`, each case it may return), or one per action of the
  /// call itself when it has several (a choice of routes), else one.
  private func pieces(for call: CallItem, in context: CodeContext)
    -> [(url: String?, steps: [ChosenStep])]
  {
    if !call.arguments.isEmpty {
      let methods = followed(call, in: context)
      for (method, owner) in methods
      where EnumParameterCases.passed(by: call, to: method, of: owner, types: types) == nil {
        let sites = self.sites(in: CallGraph.key(owner, method, in: types))
        guard
          let switched = EnumParameterCases.switched(
            in: method, of: owner, patterns: sites.map(\.casePatterns), types: types, leftCases: true)
        else { continue }
        let names = LinkCaseNames.names(of: switched.enumType)
        let parsed = LinkCaseNames.parsesStrings(switched.enumType)
        // A value a method returns (`show(linkRoute(for: url))`, also through a local): the cases it may return only.
        let returned = EnumParameterCases.selectorValue(of: call, to: method, of: owner, types: types).flatMap {
          ReturnedCases.held(by: $0.value, readBy: call, in: context, types: types, resolver: resolver)
        }
        let cases = returned.map { returned in switched.cases.filter { returned.contains($0.name) } } ?? switched.cases
        return cases.flatMap { item -> [(url: String?, steps: [ChosenStep])] in
          // A case that the enum's URL parser maps no string to is opened by no URL (`.legal` beside `case
          // "me": self = .profile`).
          if parsed && names[item.name] == nil { return [] }
          let steps = steps(
            in: method, of: owner, giving: EnumParameterCases.SelectorValue(value: .implicitMember(item.name, nil)),
            depth: 1)
          return (names[item.name] ?? [item.name]).map { (url: $0, steps: steps) }
        }
      }
      // A method that receives the URL and tests its strings (`switch url.host { case "cart": ... }`), which the app
      // also calls from elsewhere (so it is no handler read where it is written), or a string of the link (a
      // notification's `userInfo["screen"] as? String`, `func handlePush(screen: String?)`): a link per string.
      for (method, owner) in methods where Self.receivesURLs(method) || Self.receivesLinkString(method, from: call) {
        let strings = URLStrings.tested(by: method, of: owner, types: types, resolver: resolver)
        guard !strings.isEmpty else { continue }
        return strings.map { url in (url, steps(in: method, of: owner, giving: nil, link: url, depth: 1)) }
      }
    }
    // Several actions of the call itself are alternatives (`navigate(toRoute: route)` where `route` holds what
    // `linkRoute(for: url)` may return): a link each, named by its target, rather than one that runs them all. In an
    // arm that names its link (`case "yard":`), the link keeps that name.
    let written =
      call.casePatterns.isEmpty
      ? sites(in: CallGraph.key(of: context, in: types)).filter { $0.action.location == call.location } : []
    if written.count > 1 {
      return written.map { site in
        (url: site.action.target ?? site.coordinator, steps: [chosen(site, on: [])])
      }
    }
    return [(nil, steps(for: call, in: context))]
  }

  /// The steps one call runs: an action written there, or the actions of the app's method it calls. `given`: what the
  /// calling function's selector was given, for a value an arm around the call binds from it (`explore(spot)` under
  /// `case .explore(let spot):`, given `.explore(.cave)`, passes `.cave`). `link`: the string the link's URL holds,
  /// handed on to a method the call passes the calling method's URL to (`handle(url)`), whose arms it picks.
  /// `passedAt`: the call that named the case `given` holds, if one did (`show(.filters)`).
  private func steps(
    for call: CallItem, in context: CodeContext, given: EnumParameterCases.SelectorValue? = nil, link: String? = nil,
    passedAt: SourceLocation? = nil, depth: Int = 0
  ) -> [ChosenStep] {
    let key = CallGraph.key(of: context, in: types)
    let written = sites(in: key).filter { $0.action.location == call.location }
    if !written.isEmpty { return chosenSteps(written, at: call.location) }
    guard depth < 4 else { return [] }
    let handedLink = link != nil && context.function.map { URLStrings.handsOnURL(call, of: $0) } == true ? link : nil
    for (method, owner) in followed(call, in: context) {
      let passed = EnumParameterCases.selectorValue(of: call, to: method, of: owner, types: types)
      let handed = passed.map { value(passed: $0, by: call, in: context, given: given) }
      // The call that names the case: this one where it writes it, else the one that named what it passes on.
      let naming = passed.flatMap(EnumParameterCases.literal) != nil ? call.location : passedAt
      let steps = self.steps(
        in: method, of: owner, giving: handed, link: handedLink,
        passedAt: handed.flatMap(EnumParameterCases.literal) != nil ? naming : nil, depth: depth + 1)
      if !steps.isEmpty { return steps }
    }
    return []
  }

  /// What a call passes to a selector (`passed`), once the calling function's own selector was given `given`: that,
  /// for the selector passed on (`explore(spot)` in `func visit(_ spot: Spot)`), its inner value, for a value an arm
  /// around the call binds from it (`.cave` for `explore(spot)` under `case .explore(let spot):`, given
  /// `.explore(.cave)`); else `passed`.
  private func value(
    passed: EnumParameterCases.SelectorValue, by call: CallItem, in context: CodeContext,
    given: EnumParameterCases.SelectorValue?
  ) -> EnumParameterCases.SelectorValue {
    guard let given, case .reference(let chain) = passed.value, chain.count == 1, case .name(let name) = chain[0]
    else { return passed }
    let own = context.function.flatMap { EnumParameterCases.selector(of: $0, in: context.typeName, types: types) }
    if let function = context.function, function.parameters.contains(where: { $0.name == name }) {
      return own?.name == name && own?.member == nil ? given : passed
    }
    let patterns = EnumParameterCases.selectorArms(call.casePatterns, selector: own?.testedName)
    return CompoundCases.boundValue(of: name, in: patterns, given: given.value).map {
      EnumParameterCases.SelectorValue(value: $0)
    } ?? passed
  }

  /// The methods a call may run (one per conformer, for a protocol), that a link's steps go on into. A
  /// handler (a method that receives the URL and that only links run) is read where it is written.
  private func followed(_ call: CallItem, in context: CodeContext) -> [(FunctionItem, String)] {
    resolver.methods(runBy: call, in: context).filter {
      !roots.contains(CallGraph.key($0.owner, $0.function, in: types))
    }
  }

  /// The steps a method runs, in source order: its own actions (calls and assignments)
  /// and those of the methods it calls; when it is passed an enum case (`handle(.openCart)`), only
  /// those outside the arms of a `switch` over its enum parameter or in the case's own arms; for the link `link`
  /// (`cart`), only those outside the arms that test strings or in its own (`case "cart":`). `passedAt`: the call that
  /// named the case `given` holds, where the actions that go to the route the method is given are written
  /// (`ActionSite.takesPassedRoute`).
  private func steps(
    in method: FunctionItem, of owner: String, giving given: EnumParameterCases.SelectorValue?, link: String? = nil,
    passedAt: SourceLocation? = nil, depth: Int
  ) -> [ChosenStep] {
    let context = CodeContext(typeName: owner, function: method)
    let passes = given.flatMap(EnumParameterCases.literal) != nil
    func runs(_ patterns: [ExpressionShape]) -> Bool {
      if let link {
        let strings = LinkCaseNames.innermostStrings(patterns)
        guard strings.isEmpty || strings.contains(link) else { return false }
      }
      guard passes else { return true }
      let cases = EnumParameterCases.of(patterns, in: method, of: owner, types: types)
      return EnumParameterCases.runs(giving: given, arms: cases)
    }
    let written = sites(in: CallGraph.key(owner, method, in: types))
    let own = written.filter {
      runs($0.casePatterns) && runsWithLink($0.closureHosts, $0.closureTargets, $0.closureLabels, in: context)
    }
    // A call whose every site is left out (each for a route the method is not given here) is no call to follow.
    let placesWithSites = Set(written.map(\.action.location))
    // Sites written at one place (the pushes of a multi-push) stay in their order.
    var byPlace: [SourceLocation: [ActionSite]] = [:]
    for site in own { byPlace[site.action.location, default: []].append(site) }
    let branches = Self.branchesByPlace(in: method)
    let file = method.location.file
    var located = byPlace.map { place, sites in
      (
        place,
        chosenSteps(sites, at: place, passedAt: passedAt).map {
          $0.on(
            LinkChoice.of(
              branches: branches[place] ?? [], tests: sites[0].casePatterns, in: file, type: owner,
              function: method.location))
        }
      )
    }
    for call in method.calls
    where !placesWithSites.contains(call.location) && runs(call.casePatterns)
      && runsWithLink(call.closureHosts, call.closureTargets, call.closureLabels, in: context)
    {
      let inner = steps(for: call, in: context, given: given, link: link, passedAt: passedAt, depth: depth)
      let choices = LinkChoice.of(
        branches: call.branches, tests: call.casePatterns, in: file, type: owner, function: method.location)
      if !inner.isEmpty {
        let guarded = castGuard(of: call, in: context)
        located.append((call.location, inner.map { $0.on(choices).guarded(by: guarded) }))
      }
    }
    return located.sorted { $0.0 < $1.0 }.flatMap(\.1)
  }

  /// Whether code in these closures runs as the link opens: at once, in the link's own closure, as the completion of
  /// a library call (`dismiss { ... }`) or in a closure an app method is given; not in one given to a stored closure
  /// (`CheckoutCoordinator(onDone: { currentPage = .orders })`), a subscription or a route's screen, which runs later.
  private func runsWithLink(_ hosts: [String], _ targets: [[ChainStep]], _ labels: [String], in context: CodeContext)
    -> Bool
  {
    hosts.isEmpty
      || ClosureRunner.of(hosts, targets: targets, labels: labels, in: context, types: types, resolver: resolver)
        .runsWithWriter
  }

  /// The steps of the sites written at one place: the pushes of a multi-push, in order; or the routes a call picks
  /// among (`navigate(toRoute: signedIn ? .cart : .login)`), each a way of its own.
  /// `passedAt`: the call that named the route a site that goes to its method's route takes, where its step is
  /// written.
  private func chosenSteps(_ sites: [ActionSite], at place: SourceLocation, passedAt: SourceLocation? = nil)
    -> [ChosenStep]
  {
    let alternatives = sites.count > 1 && !sites.contains(where: \.continuesInChain)
    return sites.enumerated().map { position, site in
      var site = site
      if let passedAt, site.takesPassedRoute { site.action.location = passedAt }
      return chosen(site, on: alternatives ? [LinkChoice.route(position, ofCallAt: place)] : [])
    }
  }

  /// A site's step on these choices, guarded as the site is (`ActionSite.openedOnlyWith`).
  private func chosen(_ site: ActionSite, on choices: [LinkChoice]) -> ChosenStep {
    ChosenStep(step: step(site), choices: choices, onlyWith: site.openedOnlyWith)
  }

  /// The coordinator a conditional cast of a call's receiver asks for (`cranes.showHook()` after `if let cranes = top
  /// as? Cranes`): the steps the call leads to run only where one does (`CastGuard`).
  private func castGuard(of call: CallItem, in context: CodeContext) -> String? {
    CastGuard.coordinator(
      guarding: call.receiver, in: context, coordinators: coordinatorNames,
      holders: CastGuard.optionalHolders(
        of: types.type(named: context.typeName), coordinators: coordinatorNames, types: types),
      at: call.location)
  }

  /// The branches of the calls and assignments of a function (`CallItem.branches`), by where each is written.
  private static func branchesByPlace(in function: FunctionItem) -> [SourceLocation: [Int]] {
    var branches: [SourceLocation: [Int]] = [:]
    for call in function.calls where !call.branches.isEmpty { branches[call.location] = call.branches }
    for assignment in function.assignments where !assignment.branches.isEmpty {
      branches[assignment.location] = assignment.branches
    }
    return branches
  }

  /// The step a site makes: in its coordinator, or, for a coordinator the library presents over what is shown with no
  /// presenter known, in the entry coordinator (no `in`). A `dismiss` dismisses what is presented, if anything
  /// (`ifAny`): every library's does nothing with nothing up, so a link that dismisses before it navigates runs in any
  /// state.
  private func step(_ site: ActionSite) -> DeepLinkStep {
    DeepLinkStep(
      action: site.action,
      coordinator: site.presentsOverWhatIsShown ? nil : NameReference(site.coordinator, at: site.action.location),
      ifAny: site.action.kind == .dismiss)
  }
}
