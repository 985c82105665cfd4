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

  /// The same step, on these choices too (those around the call that leads to it).
  func on(_ outer: [LinkChoice]) -> ChosenStep { ChosenStep(step: step, choices: outer + choices) }

  /// The steps of each way through `steps`, by their positions, in order, each way's once: all of them when they lie on
  /// one way; nil when they lie on more than `LinkChoice.mostWays`.
  static func ways(through steps: [ChosenStep]) -> [[Int]]? {
    var waysAtPoint: [LinkChoice: Set<Int>] = [:]
    for step in steps {
      for choice in step.choices { waysAtPoint[choice.place, default: []].insert(choice.way) }
    }
    let points = waysAtPoint.filter { $0.value.count > 1 }.sorted {
      ($0.key.file, $0.key.point) < ($1.key.file, $1.key.point)
    }
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
}
