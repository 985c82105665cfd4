import DesignFile
import NavigationModel
import Testing

@testable import NavigationChecker

/// The model checker against a deliberately naive explorer, over 500 generated designs: the same
/// reachable visible routes, the same (rule, subject) findings, the same number of states.
@Suite struct CrossCheckTests {
  @Test(arguments: 0..<500)
  func checkerAgreesWithTheNaiveExplorer(_ seed: Int) throws {
    var generator = DesignGenerator(seed: UInt64(seed))
    let written = DesignWriter.write(generator.design(), format: .yaml)
    let design = try graph(written, path: "generated.yml")
    let result = NavigationCheck.run(design)
    guard var naive = NaiveExplorer(graph: design) else {
      #expect(!result.errors.isEmpty, "the naive explorer cannot explore seed \(seed), the checker could")
      return
    }
    #expect(result.errors.isEmpty, "the checker cannot explore seed \(seed): \(result.errors)")
    guard case .success(let space) = StateSpace.explore(design, bounds: design.bounds) else { return }
    naive.explore()
    let routes = Set(space.routes.filter { space.firstState(showing: $0.id) != nil }.map(\.name))
    #expect(routes == naive.visibleRoutes, "seed \(seed): visible routes differ\n\(written)")
    #expect(space.stateCount == naive.states.count, "seed \(seed): state counts differ\n\(written)")
    let found = Set(result.findings.map { "\($0.rule) \($0.subject)" })
    let expected = naive.allFindings()
    #expect(
      found == expected,
      "seed \(seed): only the checker: \(found.subtracting(expected).sorted()); only the naive explorer: \(expected.subtracting(found).sorted())\n\(written)"
    )
  }
}
