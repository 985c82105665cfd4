import NavigationModel
import SourceIndex

extension ALCoordinatorReader {
  /// The one-off screen a call shows, if it shows one: `present(view)` (also a tab bar's) and `push(viewController)`
  /// without a `to:` label, or `navigate(to:)` / `navigate(toRoute:)` of a `DefaultRoute` (written there or held in a
  /// local). A screen of a type the app does not declare (a system alert) is no route, and nothing is read.
  func oneOffScreen(
    of call: CallItem, at index: Int, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> OneOffScreen? {
    // A tab bar presents a screen of its own (`router.present(NotesViewController())`, `navigate(toRoute:
    // DefaultRoute(presentationStyle: .sheet) { NotesView() })`), over whichever tab shows.
    let presentsOnTabs = call.member == "present" || call.member == "navigate"
    guard coordinator.kind == .stack || (coordinator.kind == .tabs && presentsOnTabs) else { return nil }
    let style: (kind: ActionKind, confidence: Confidence)
    let seeds: [String]
    switch call.member {
    case "present", "push", "pushViewController":
      guard let argument = call.arguments.first, argument.label != "to" else { return nil }
      // The newer API's `router.present(view, presentationStyle:)` says how; else a sheet (or a push).
      let explicit = call.arguments.value(labelled: "presentationStyle").flatMap(styleKind(of:))
      style = call.member == "present" ? explicit ?? (.present, .exact) : (.push, .exact)
      seeds = screenTypes(of: argument.value, in: context)
    case "navigate":
      guard let content = defaultRoute(of: call, at: index, in: context) else { return nil }
      let explicit = Self.styleArgument(of: call)
      guard
        let read = (explicit ?? content.construction.arguments.value(labelled: "presentationStyle")).flatMap(
          styleKind(of:))
      else { return nil }
      if let screen = oneOffScreen(built: content.screens, style: read, by: coordinator, at: call.location) {
        return screen
      }
      return libraryViewsScreen(content, style: read, by: coordinator, at: call.location, in: context)
    default: return nil
    }
    return oneOffScreen(built: seeds, style: style, by: coordinator, at: call.location)
  }

  /// A `DefaultRoute` whose content builds only the library's views (`DefaultRoute(presentationStyle: .sheet) {
  /// Text("Lanterns light rooms") }`): a screen all the same, a route named after the local that holds it (`help`),
  /// else after the first view it builds (`Text`), else after the function that shows it. Nil where that name is a
  /// case of the coordinator's route enum (the call is then left out, with a note that says why: `unreadRouteNote`).
  private func libraryViewsScreen(
    _ content: (construction: ExpressionShape, screens: [String], local: String?),
    style: (kind: ActionKind, confidence: Confidence), by coordinator: ALCoordinatorDialect.Declared,
    at location: SourceLocation, in context: CodeContext
  ) -> OneOffScreen? {
    guard let name = content.local ?? content.screens.first ?? context.function?.name,
      !routeCases(of: coordinator).contains(where: { $0.name == name })
    else { return nil }
    return OneOffScreen(
      coordinator: coordinator.type.name, route: name, seeds: content.screens,
      action: Action(style.kind, target: name, confidence: style.confidence, location: location))
  }

  /// The one-off screen of the first app type among `seeds` (a system alert is none), shown in `style`.
  func oneOffScreen(
    built seeds: [String], style: (kind: ActionKind, confidence: Confidence),
    by coordinator: ALCoordinatorDialect.Declared, at location: SourceLocation
  ) -> OneOffScreen? {
    guard coordinator.kind == .stack || (coordinator.kind == .tabs && style.kind != .push) else { return nil }
    // A screen that a case of the route enum builds is that route (`push(CartViewController())`).
    return oneOffScreen(firstOf: seeds, style: style, coordinator: coordinator.type.name, at: location) {
      route(showing: $0, in: coordinator)?.name
    }
  }

  /// A `DefaultRoute` that `navigate` shows: its construction, the types its content closure builds (the calls of the
  /// function inside the closure passed to that `DefaultRoute`, in source order), and the local holding it, if one
  /// does.
  private func defaultRoute(of call: CallItem, at index: Int, in context: CodeContext) -> (
    construction: ExpressionShape, screens: [String], local: String?
  )? {
    guard let function = context.function,
      let argument = call.arguments.first(where: { $0.label == "to" || $0.label == "toRoute" })
        ?? call.arguments.first
    else { return nil }
    let local = context.localValue(of: argument.value)
    let construction = local ?? argument.value
    // (Checked first: `navigate` runs for every route an app shows, and most pass an enum case.)
    guard construction.calledTypeName == "DefaultRoute" else { return nil }
    let calls = function.calls
    // Written in the call, the `DefaultRoute` call comes next; held in a local, the last one before it.
    let position =
      local == nil
      ? calls[(index + 1)...].firstIndex { $0.member == "DefaultRoute" }
      : calls[..<index].lastIndex { $0.member == "DefaultRoute" }
    guard let position else { return nil }
    let depth = calls[position].closureHosts.count
    var screens: [String] = []
    var inContent = false
    for inner in calls[(position + 1)...] {
      guard inner.closureHosts.count > depth, inner.closureHosts[depth] == "DefaultRoute" else {
        // Before its content, the calls of the style it is given (`.detents([.medium])`, `.custom(...)`).
        if !inContent, inner.receiver == CallEdgeReader.implicitReceiver, inner.closureHosts.count == depth {
          continue
        }
        break
      }
      inContent = true
      if let written = inner.writtenTypeName { screens.append(written) }
    }
    let localName: String? =
      if local != nil, case .reference(let chain) = argument.value, let name = chain.first?.name { name } else { nil }
    return (construction, screens, localName)
  }
}

extension ALCoordinatorReader: OneOffScreenReading {
  func oneOffScreen(
    built seeds: [String], style: (kind: ActionKind, confidence: Confidence), byCoordinatorNamed owner: String,
    at location: SourceLocation
  ) -> OneOffScreen? {
    byName[owner].flatMap { oneOffScreen(built: seeds, style: style, by: $0, at: location) }
  }

  func closes(byCoordinatorNamed owner: String, at location: SourceLocation) -> [String: Action]? {
    byName[owner].map { closes(by: $0, at: location) }
  }
}
