import SourceIndex

/// Enum cases that carry a closure (`case list(onPick: (Int) -> Void)`), and the screens that run it.
extension AppTypes {
  /// The cases of an enum that carry a closure, each with the enum and the app type its `switch self`
  /// builds for the case (one type; a case that builds none or several is left out). An arm that builds its screen in
  /// a local first (`let overview = OverviewViewController(); overview.onAction = onAction; return overview`) builds
  /// the one app type its locals build.
  /// Where the enum's own code builds no screen for a case, the arms of helpers that switch over a value of the enum
  /// (`helperArms(in:)`) do: a `body` that hands `self` to `StudioScreens.view(for: self)`, which switches over `route`.
  func closureCases(of type: AppType, helperArms: [String: [SwitchCaseItem]] = [:]) -> [(
    String, (enumName: String, screen: String)
  )] {
    guard type.declaration.kind == "enum" else { return [] }
    var result: [(String, (enumName: String, screen: String))] = []
    let helpers = helperArms.isEmpty ? [] : helperArms[type.name] ?? []
    for item in type.declaration.cases where item.associatedTypes.contains(where: { Self.isFunctionType($0.name) }) {
      var screens = screensBuilt(for: item.name, in: type.functions.flatMap(\.switchSelf))
      if screens.isEmpty, !helpers.isEmpty { screens = screensBuilt(for: item.name, in: helpers) }
      if screens.count == 1 { result.append((item.name, (type.name, screens[0]))) }
    }
    return result
  }

  /// The app types that arms of a case build, each once, in order.
  private func screensBuilt(for caseName: String, in arms: [SwitchCaseItem]) -> [String] {
    var screens: [String] = []
    for arm in arms where arm.patternShapes.contains(where: { $0.patternCaseName == caseName }) {
      guard let screen = builtScreen(of: arm), !screens.contains(screen) else { continue }
      screens.append(screen)
    }
    return screens
  }

  /// The arms of the functions that return a value by a `switch` over a parameter (`FunctionItem.parameterSwitch`), by
  /// the app type the parameter's type names where the function is written (`StudioRoute` for `route: StudioRoute`;
  /// `StudioCoordinator.Route` for `route: Route` in an extension of `StudioCoordinator`, or `route:
  /// StudioCoordinator.Route` anywhere): two coordinators' nested `Route` enums keep their helpers' arms apart.
  func helperArms(in types: [AppType]) -> [String: [SwitchCaseItem]] {
    var arms: [String: [SwitchCaseItem]] = [:]
    for type in types {
      for function in type.functions {
        guard let switched = function.parameterSwitch,
          let parameter = function.parameters.first(where: { $0.name == switched.parameter })
        else { continue }
        arms[declaredName(parameter.type.name, inside: type.name), default: []] += switched.arms
      }
    }
    return arms
  }

  /// The app type an arm of a `switch self` builds: the one its value builds, else the one its locals do.
  private func builtScreen(of arm: SwitchCaseItem) -> String? {
    let declared = { (value: ExpressionShape) -> String? in
      guard let built = value.builtTypeName, let type = self.declaredName(of: built), !type.isProtocol else {
        return nil
      }
      return type.name
    }
    if let screen = arm.value.flatMap(declared) { return screen }
    guard case .reference = arm.value else { return nil }
    let built = Set(arm.localValues.compactMap(declared))
    return built.count == 1 ? built.first : nil
  }

  /// Whether a written type is a function type (`(Int) -> Void`): its text has an arrow.
  static func isFunctionType(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      var afterHyphen = false
      for byte in bytes {
        if afterHyphen && byte == UInt8(ascii: ">") { return true }
        afterHyphen = byte == UInt8(ascii: "-")
      }
      return false
    }
  }
}
