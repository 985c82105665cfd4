import NavigationModel
import SourceIndex

/// Where a deep link's code goes one way or another: a side of an `if` chain (`if signedIn { A } else { B }`), or one of
/// the routes a call picks among (`navigate(toRoute: signedIn ? .cart : .login)`). A link whose steps lie on several
/// ways is read as one link per way, each with the steps that way runs (before, all of them ran one after another).
struct LinkChoice: Hashable, Sendable {
  /// The file the choice is written in.
  var file: String
  /// Where in the file: an `if` chain's place (`CallItem.chainAndSide(ofBranch:)`), or, below zero, a call's.
  var point: Int
  /// The way taken: the chain's side, or the call's route by its position.
  var way: Int

  /// The choice's place, whatever the way taken.
  var place: LinkChoice { LinkChoice(file: file, point: point, way: 0) }

  /// The choices the branches of a call (or an assignment) in `file` make.
  static func of(branches: [Int], in file: String) -> [LinkChoice] {
    branches.map { branch in
      let (chain, side) = CallItem.chainAndSide(ofBranch: branch)
      return LinkChoice(file: file, point: chain, way: side)
    }
  }

  /// The choices the branches of a call (or an assignment) in `file` make, and the tests of a `Bool` around it that
  /// `patterns` (its case patterns) give: `if signedIn` and `if !signedIn` are two ways, though two `if`s, where they test
  /// one property of `type` (or one local or parameter of the function that starts at `function`).
  static func of(
    branches: [Int], tests patterns: [ExpressionShape], in file: String, type: String, function: SourceLocation
  ) -> [LinkChoice] {
    var choices = of(branches: branches, in: file)
    for pattern in patterns {
      switch pattern {
      case .propertyTest(let name, .flag(_, let value)):
        choices.append(LinkChoice(file: "\(type).\(name)", point: testPoint, way: value ? 0 : 1))
      case .localTest(let name, .flag(_, let value)), .parameterTest(let name, .flag(_, let value)),
        .flag(let name, let value):
        choices.append(LinkChoice(file: "\(function) \(name)", point: testPoint, way: value ? 0 : 1))
      default: continue
      }
    }
    return choices
  }

  /// The point of a test's choice (`of(branches:tests:in:type:function:)`), below every `if` chain's and call's.
  private static let testPoint = Int.min

  /// The choice of the `way`-th route that the call at `location` picks among.
  static func route(_ way: Int, ofCallAt location: SourceLocation) -> LinkChoice {
    LinkChoice(file: location.file, point: -(location.line << 20 | (location.column ?? 0)) - 1, way: way)
  }

  /// At most how many ways a link is read as; a link with more runs all its steps, one after another, as one (with a
  /// note that says so).
  static let mostWays = 16
}

/// A step of a deep link, with the choices that its code runs on.
struct ChosenStep: Sendable {
  var step: DeepLinkStep
  var choices: [LinkChoice]
  /// The coordinator a guard around the step asks for (`hasRoot(\.home)`, `as? HomeTabs`): where none runs, the code
  /// does nothing, and the link that runs the step is ignored (`DeepLink.onlyWith`).
  var onlyWith: String? = nil

  /// The same step, on these choices too (those around the call that leads to it).
  func on(_ outer: [LinkChoice]) -> ChosenStep {
    var step = self
    step.choices = outer + choices
    return step
  }

  /// The same step, also guarded by a call that leads to it (`cranes.showHook()` after `if let cranes = top as?
  /// Cranes`), where no guard of its own is known.
  func guarded(by coordinator: String?) -> ChosenStep {
    guard onlyWith == nil, let coordinator else { return self }
    var step = self
    step.onlyWith = coordinator
    return step
  }

  /// The coordinator that a link running these steps, in order, is opened only with: the one the first guarded step
  /// asks for, where no step before it may start a coordinator. A guard after such a step (`navigate(to: Tabs())`, then
  /// `(top as? Tabs)?.currentPage = .cart`) asks of the state that step makes, not of the one the link arrives in:
  /// the link is not guarded then.
  static func onlyWith(_ steps: some Sequence<ChosenStep>) -> String? {
    for step in steps {
      if let needed = step.onlyWith { return needed }
      if mayStartCoordinator(step.step) { return nil }
    }
    return nil
  }

  /// Whether a step may start a coordinator: one that shows something (a push, a present, a cover, a replacement),
  /// or an event that a handler navigates on.
  static func mayStartCoordinator(_ step: DeepLinkStep) -> Bool {
    switch step.action.kind {
    case .push, .present, .cover, .replace, .emit: true
    case .select, .pop, .popToRoot, .popTo, .dismiss, .finish: false
    }
  }

  /// The steps of each way through `steps`, by their positions, in order, each way's once: all of them when they lie on
  /// one way; nil when they lie on more than `LinkChoice.mostWays`.
  static func ways(through steps: [ChosenStep]) -> [[Int]]? {
    var waysAtPoint: [LinkChoice: Set<Int>] = [:]
    for step in steps {
      for choice in step.choices { waysAtPoint[choice.place, default: []].insert(choice.way) }
    }
    var points = waysAtPoint.filter { $0.value.count > 1 }.sorted {
      ($0.key.file, $0.key.point) < ($1.key.file, $1.key.point)
    }
    // A point that splits the steps as another does (an `if` / `else` over a flag, and the flag's test) is no more ways.
    var splits: Set<[Int]> = []
    points.removeAll { point, _ in !splits.insert(split(of: steps, at: point)).inserted }
    let count = points.reduce(1) { $0 > LinkChoice.mostWays ? $0 : $0 * $1.value.count }
    guard !points.isEmpty else { return [Array(steps.indices)] }
    guard count <= LinkChoice.mostWays else { return nil }
    var combinations: [[LinkChoice: Int]] = [[:]]
    for (point, ways) in points {
      combinations = combinations.flatMap { chosen in
        ways.sorted().map { way in chosen.merging([point: way]) { _, new in new } }
      }
    }
    var seen: Set<[Int]> = []
    var ways: [[Int]] = []
    for chosen in combinations {
      let way = steps.indices.filter { index in
        steps[index].choices.allSatisfy { choice in chosen[choice.place].map { $0 == choice.way } ?? true }
      }
      if !way.isEmpty, seen.insert(way).inserted { ways.append(way) }
    }
    return ways
  }

  /// How a point splits the steps: each step's way there, numbered in the order first met (-1 where the step makes no
  /// choice there), so that two points that split the steps alike give the same list.
  private static func split(of steps: [ChosenStep], at point: LinkChoice) -> [Int] {
    var numbers: [Int: Int] = [:]
    return steps.map { step in
      guard let way = step.choices.first(where: { $0.place == point })?.way else { return -1 }
      if let number = numbers[way] { return number }
      numbers[way] = numbers.count
      return numbers[way]!
    }
  }
}
