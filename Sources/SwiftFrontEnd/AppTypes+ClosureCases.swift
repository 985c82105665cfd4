import SourceIndex

/// Enum cases that carry a closure (`case list(onPick: (Int) -> Void)`), and the screens that run it.
extension AppTypes {
  /// The cases of an enum that carry a closure, each with the enum and the app type its `switch self`
  /// builds for the case (one type; a case that builds none or several is left out).
  func closureCases(of type: AppType) -> [(String, (enumName: String, screen: String))] {
    guard type.declaration.kind == "enum" else { return [] }
    var result: [(String, (enumName: String, screen: String))] = []
    for item in type.declaration.cases where item.associatedTypes.contains(where: { Self.isFunctionType($0.name) }) {
      var screens: [String] = []
      for function in type.functions {
        for arm in function.switchSelf
        where arm.patternShapes.contains(where: { $0.patternCaseName == item.name }) {
          guard let built = arm.value?.builtTypeName, let screen = declaredName(of: built), !screen.isProtocol,
            !screens.contains(screen.name)
          else { continue }
          screens.append(screen.name)
        }
      }
      if screens.count == 1 { result.append((item.name, (type.name, screens[0]))) }
    }
    return result
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
