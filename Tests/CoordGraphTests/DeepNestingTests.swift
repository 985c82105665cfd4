import Foundation
import Testing

/// Swift code nested deep is read on threads whose stacks are deep enough for SwiftParser's recursion
/// (`DeepStackWorkers`), whatever stack the system gives the threads it starts: a GCD worker's is 512 KB on macOS.
@Suite struct DeepNestingTests {
  /// An app whose button runs its navigation inside 120 nested closures, passing a route in 60 parentheses.
  private let app = """
    import SUICoordinator
    import SwiftUI

    @main struct Reef: App {
      var body: some Scene { WindowGroup { ReefCoordinator().getView() } }
    }

    enum ReefRoute: RouteType {
      case shore
      case lagoon
      var presentationStyle: TransitionPresentationStyle { .push }
      var body: some View {
        switch self {
        case .shore: ShoreView(coordinator: nil)
        case .lagoon: Text("Lagoon")
        }
      }
    }

    final class ReefCoordinator: Coordinator<ReefRoute> {
      override func start() async { await startFlow(route: .shore) }
      func show(_ route: ReefRoute) async { await navigate(toRoute: route) }
    }

    struct ShoreView: View {
      var coordinator: ReefCoordinator?
      var body: some View {
        Button("Swim") { \(String(repeating: "withAnimation { ", count: 120))Task { await coordinator?.show(\(
      String(repeating: "(", count: 60)).lagoon\(String(repeating: ")", count: 60))) }\(
      String(repeating: " }", count: 120)) }
      }
    }
    """

  @Test func codeNestedDeepIsReadWithASmallSystemStack() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    try app.write(to: folder.appendingPathComponent("Reef.swift"), atomically: true, encoding: .utf8)
    // Before, the parse ran on the system's threads: with a 256 KB stack it overflowed (signal 11, status 139).
    let run = try runCoordgraph(["extract", folder.path, "--no-locations"], stackLimit: 256)
    #expect(run.status == 0, "\(run.standardError)")
    // (A debug build's parser stops at 20 levels, and then reads the button's call as not found: the graph itself
    // differs between builds; that it is read does not.)
    #expect(run.standardOutput.hasPrefix("version: 1\nentry: ReefCoordinator\n"))
  }
}
