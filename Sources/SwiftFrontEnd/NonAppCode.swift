import SourceIndex

/// Code among the sources read that the app never runs, left out of its types: the test targets' files (a file that
/// imports `XCTest`, Swift Testing's `Testing`, Quick or Nimble, with its spies, such as `class SpyCoordinator:
/// ShopCoordinator`, and its extensions of the app's types), and Xcode's previews (a type conforming to SwiftUI's
/// `PreviewProvider`, `struct DetailView_Previews: PreviewProvider`, and the types nested in it: what their code calls,
/// `DetailView().onAppear { coordinator.cart() }`, fires from no screen of the app). A `#Preview { ... }` block is no
/// type: the index does not read it.
enum NonAppCode {
  /// The index without the test targets' files (the same index when it has none).
  static func withoutTestFiles(_ index: SourceIndex) -> SourceIndex {
    guard index.files.contains(where: isTestFile) else { return index }
    var app = index
    app.files.removeAll(where: isTestFile)
    return app
  }

  /// Whether a file belongs to a test target: it imports a framework only tests link (XCTest, Swift Testing, Quick,
  /// Nimble).
  static func isTestFile(_ file: SourceFileIndex) -> Bool {
    file.imports.contains(where: testFrameworks.contains)
  }

  /// The frameworks only test targets link.
  static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

  /// The names of the preview providers a file declares.
  static func previewProviders(in file: SourceFileIndex) -> [String] {
    file.types.lazy.filter { type in
      type.inheritance.contains { $0.name == "PreviewProvider" || $0.name == "SwiftUI.PreviewProvider" }
    }.map(\.name)
  }

  /// Whether a type of that name is one of the preview providers or nested in one.
  static func isPreviewCode(_ name: String, providers: [String]) -> Bool {
    providers.contains { provider in
      name == provider || (name.hasPrefix(provider) && name.dropFirst(provider.count).first == ".")
    }
  }
}
