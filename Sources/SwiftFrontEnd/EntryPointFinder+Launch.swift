import SourceIndex

/// The code an app runs as it launches: what its app types call there runs while the entry's start screen shows, as
/// what the entry's own `start` runs (`fair.launch()` after `window.rootViewController = fair.view()`, which replaces
/// the splash screen with the intro or the tabs).
extension EntryPointFinder {
  /// The functions of the app types that run as the app launches: a scene delegate's
  /// `scene(_:willConnectTo:options:)`, an app delegate's `application(_:didFinishLaunchingWithOptions:)` (or
  /// `willFinishLaunchingWithOptions`), and an app's `init`.
  func launchFunctions() -> Set<FunctionKey> {
    var keys: Set<FunctionKey> = []
    for type in appTypes {
      for function in type.functions where Self.runsAtLaunch(function) {
        keys.insert(FunctionKey(typeName: type.name, function: types.graphName(of: function, in: type.name)))
      }
    }
    return keys
  }

  private static func runsAtLaunch(_ function: FunctionItem) -> Bool {
    switch function.name {
    case "init": return true
    case "scene": return function.parameters.contains { $0.label == "willConnectTo" }
    case "application":
      return function.parameters.contains {
        $0.label == "didFinishLaunchingWithOptions" || $0.label == "willFinishLaunchingWithOptions"
      }
    default: return false
    }
  }
}
