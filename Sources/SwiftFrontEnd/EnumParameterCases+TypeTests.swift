import SourceIndex

/// A parameter whose type the function tests (`func stepDidContinue(_ controller: UIViewController)` with `if controller
/// is WelcomeViewController`: `BodyCollector+TypeTests`) picks arms by the type of the value a caller passes: `self`
/// from a `WelcomeViewController` runs the body, from any other screen the `else`.
extension EnumParameterCases {
  /// For each type the arms test, as its case (`ExpressionShape.typeCase`): the cases of the app's types whose values
  /// pass the test (the type itself, its subclasses, its conformers); and the cases of all the app's types a value of
  /// the parameter's type may be. (A class: a selector is copied often, and its kind then holds one reference.)
  final class TypeArms: Sendable {
    let passing: [String: Set<String>]
    let all: Set<String>

    init(passing: [String: Set<String>], all: Set<String>) {
      self.passing = passing
      self.all = all
    }

    /// The cases of the types whose values run code in arms that name `names` and leave `excluded` (`ArmNames`);
    /// empty where the arms test no type. A test of a type none of the app's is passes only that type's case, which
    /// no caller passes; arms no type reaches give `typeCasePrefix` alone, no type's case.
    func cases(named names: [String], leaving excluded: [String]) -> Set<String> {
      let named = names.filter { passing[$0] != nil }
      let left = excluded.filter { passing[$0] != nil }
      guard !named.isEmpty || !left.isEmpty else { return [] }
      var matching: Set<String> = named.isEmpty ? all : []
      for name in named { matching.formUnion(passing[name]!) }
      for name in left { matching.subtract(passing[name]!) }
      // Arms no type of the app's reaches (`default:` after a test every type passes) run for no caller.
      return matching.isEmpty ? [typeCasePrefix] : matching
    }
  }

  /// The arms of a parameter of `function` (of the type `scope`) whose type the function tests, when it tests one:
  /// nil for the many functions that test none.
  static func typeArms(of parameter: Int, in function: FunctionItem, of scope: String, types: AppTypes) -> TypeArms? {
    guard function.testsParameterTypes else { return nil }
    let name = function.parameters[parameter].name
    var tested: Set<String> = []
    func read(_ patterns: [ExpressionShape]) {
      for pattern in patterns {
        var inner = pattern
        if case .parameterTest(let testedName, let test) = pattern {
          guard testedName == name else { continue }
          inner = test
        } else if parameter != 0 {
          continue
        }
        switch inner {
        case .implicitMember(let typeCase, nil) where typeCase.hasPrefix(typeCasePrefix): tested.insert(typeCase)
        case .otherCases(let others): tested.formUnion(others.filter { $0.hasPrefix(typeCasePrefix) })
        default: continue
        }
      }
    }
    for call in function.calls { read(call.casePatterns) }
    guard !tested.isEmpty else { return nil }
    var passing: [String: Set<String>] = [:]
    for typeCase in tested {
      let written = String(typeCase.dropFirst(typeCasePrefix.count))
      let declared = types.type(named: written, inside: scope)?.name ?? written
      passing[typeCase] = Set(subtypes(of: declared, types: types).map(ExpressionShape.typeCase)).union([typeCase])
    }
    let parameterType = function.parameters[parameter].type.name
    let declaredParameter = types.type(named: parameterType, inside: scope)?.name ?? parameterType
    let all = Set(subtypes(of: declaredParameter, types: types).map(ExpressionShape.typeCase))
    return TypeArms(passing: passing, all: all.union(passing.values.joined()))
  }

  /// What a type's case starts with (`ExpressionShape.typeCase`).
  static let typeCasePrefix = ExpressionShape.typeCase("")

  /// The app's types whose values are of the type `name`: it, the types that derive from it or conform to it (through
  /// the app's types: a subclass of a subclass of `UIViewController`). (Each type's lineage is read by position: no
  /// name is looked up per type.)
  private static func subtypes(of name: String, types: AppTypes) -> [String] {
    let conformers = Set(types.conformerNames(of: name))
    let all = types.all
    return all.indices.compactMap { index in
      let type = all[index]
      if type.name == name || conformers.contains(type.name) { return type.name }
      let inherits = types.lineages[index].contains { ancestor in
        all[ancestor].name == name || all[ancestor].inheritance.contains { $0.name == name }
      }
      return inherits ? type.name : nil
    }
  }
}
