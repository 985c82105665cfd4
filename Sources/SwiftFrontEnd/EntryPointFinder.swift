import NavigationModel
import SourceIndex

/// Finds the coordinator an app starts with: the one its SceneDelegate, AppDelegate or `@main` App holds,
/// creates or reaches through a shared instance.
struct EntryPointFinder {
  let types: AppTypes
  let resolver: TypeResolver
  let coordinatorNames: Set<String>
  /// The types that start the app (found once: a pass over every type).
  let appTypes: [AppType]

  private static let appProtocols: Set<String> = [
    "UIWindowSceneDelegate", "UISceneDelegate", "UIApplicationDelegate", "App",
  ]

  init(types: AppTypes, resolver: TypeResolver, coordinatorNames: Set<String>, threads: Int? = nil) {
    self.types = types
    self.resolver = resolver
    self.coordinatorNames = coordinatorNames
    let all = types.all
    let isAppType = Parallel.map(count: all.count, threads: threads) { index in
      all[index].inheritance.contains { Self.appProtocols.contains($0.name) }
        || all[index].declaration.attributes.contains { $0.name == "main" || $0.name == "UIApplicationMain" }
    }
    appTypes = all.indices.filter { isAppType[$0] }.map { all[$0] }
  }

  /// How many levels of views below the app types are searched when those hold no coordinator.
  private static let viewLevels = 3

  /// Every coordinator the app types hold or create, each once, in path and declaration order (the
  /// first is the entry; more than one deserves a note). When the app types hold none, the views they
  /// show are searched, level by level: `WindowGroup { RootView() }` or
  /// `UIHostingController(rootView: ContentView())`, where `RootView` holds the coordinator.
  func candidates() -> [NameReference] {
    var found: [NameReference] = []
    func add(_ name: String, at location: SourceLocation) {
      if !found.contains(where: { $0.name == name }) { found.append(NameReference(name, at: location)) }
    }
    var level = appTypes
    var seen = Set(level.map(\.name))
    for _ in 0...Self.viewLevels {
      for type in level { read(type, add: add) }
      guard found.isEmpty else { break }
      level = level.flatMap(shownTypes).filter { seen.insert($0.name).inserted }
      if level.isEmpty { break }
    }
    return found
  }

  /// The coordinators a type holds or creates, in declaration order.
  private func read(_ type: AppType, add: (String, SourceLocation) -> Void) {
    for property in type.properties {
      if let name = resolver.propertyType(property, owner: type.name), let coordinator = coordinator(name) {
        add(coordinator, property.location)
      }
    }
    // A coordinator created to handle a link (`application(_:open:options:)`) does not start the app.
    for function in type.functions where !DeepLinkReader.receivesURLs(function) {
      let context = CodeContext(typeName: type.name, function: function)
      let presentedOver = forcePresented(in: function, context: context)
      for local in function.locals {
        if let name = local.type?.name ?? local.value.flatMap({ resolver.type(of: $0, in: context) }),
          let coordinator = coordinator(name), !presentedOver.contains(coordinator)
        {
          add(coordinator, local.location)
        }
      }
      for call in function.calls {
        if let written = call.writtenTypeName, let coordinator = coordinator(written) {
          if !presentedOver.contains(coordinator) { add(coordinator, call.location) }
        } else if !call.receiver.isEmpty, let coordinator = sharedCoordinator(call.receiver, in: context) {
          add(coordinator, call.location)
        }
      }
    }
  }

  /// The coordinators that `function` presents over the one the app starts with (`OnboardingCoordinator()
  /// .forcePresentation(presentationStyle: .fullScreen, mainCoordinator: main)`, also through a local): no entry.
  private func forcePresented(in function: FunctionItem, context: CodeContext) -> Set<String> {
    var found: Set<String> = []
    for call in function.calls where call.member == "forcePresentation" && call.receiver.count == 1 {
      let name: String? =
        switch call.receiver[0] {
        case .call(let written, _): written
        case .name: resolver.type(of: call.receiver, in: context.at(call.location))
        default: nil
        }
      if let coordinator = name.flatMap(coordinator) { found.insert(coordinator) }
    }
    return found
  }

  /// The app's structs and classes that a type holds or creates outside link handlers, in the order
  /// written: its stored properties' types (`@StateObject var container = AppContainer()`), then the
  /// views it shows and whatever else it makes (a model, a store), where a coordinator may be held too.
  private func shownTypes(of type: AppType) -> [AppType] {
    let held = type.properties.compactMap { property in
      resolver.propertyType(property, owner: type.name).flatMap(structOrClass)
    }
    return held
      + type.functions.filter { !DeepLinkReader.receivesURLs($0) }.flatMap { function in
        function.calls.compactMap { call in call.writtenTypeName.flatMap(structOrClass) }
      }
  }

  /// The app's struct or class of this name.
  private func structOrClass(_ name: String) -> AppType? {
    guard let type = types.type(named: name), type.declaration.kind == "struct" || type.declaration.kind == "class"
    else { return nil }
    return type
  }

  /// The tab bar an app type composes itself: a SwiftUI `TabView` whose content shows several
  /// coordinators' views (`home.getView().tabItem { ... }`), as a `tabs` coordinator named after the app
  /// type, its tabs in the order written.
  func composedTabBar() -> Coordinator? {
    for type in appTypes {
      var tabs: [NameReference] = []
      for function in type.functions {
        let context = CodeContext(typeName: type.name, function: function)
        for call in function.calls where call.member == "getView" && call.closureHosts.contains("TabView") {
          guard let name = resolver.type(of: call.receiver, in: context), let tab = coordinator(name),
            !tabs.contains(where: { $0.name == tab })
          else { continue }
          tabs.append(NameReference(tab, at: call.location))
        }
      }
      guard tabs.count > 1 else { continue }
      return Coordinator(
        name: type.name, kind: .tabs, start: tabs[0], tabs: tabs, location: type.declaration.location)
    }
    return nil
  }

  /// The coordinator a call's receiver reaches through a static member of an app type: a shared
  /// instance (`ShopCoordinator.shared.getView()`, `AppCoordinator.shared.start()`).
  private func sharedCoordinator(_ receiver: [ChainStep], in context: CodeContext) -> String? {
    guard receiver.count > 1, case .name(let first) = receiver[0], first.startsWithASCIICapital,
      types.type(named: first) != nil, let name = resolver.type(of: receiver, in: context)
    else { return nil }
    return coordinator(name)
  }

  private func coordinator(_ name: String) -> String? {
    let resolved = types.type(named: name)?.name ?? name
    return coordinatorNames.contains(resolved) ? resolved : nil
  }
}
