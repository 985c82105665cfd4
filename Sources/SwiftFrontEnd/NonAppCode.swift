import NavigationModel
import SourceIndex

/// Code among the sources read that is not the app's, left out of its types: a checkout of the coordinator library's
/// own sources (the files of a module the library names, by the package layout: `.../Sources/SUICoordinator/...`),
/// whose classes would otherwise hide the library's API behind methods of the app (`finishFlow()` declared by an app
/// type is the app's own method); and code the app never runs: the test targets' files (a file that imports `XCTest`,
/// Swift Testing's `Testing`, Quick or Nimble, or a module `@testable`, with its spies, such as `class SpyCoordinator:
/// ShopCoordinator`, and its extensions of the app's types), and Xcode's previews (a type conforming to SwiftUI's
/// `PreviewProvider`, `struct DetailView_Previews: PreviewProvider`, and the types nested in it: what their code calls,
/// `DetailView().onAppear { coordinator.cart() }`, fires from no screen of the app). A `#Preview { ... }` block is no
/// type: the index does not read it.
enum NonAppCode {
  /// The index without the test targets' files and the library's own sources (the same index when it has none), and
  /// a note for each library module left out, at its first file. Each file is tested on `threads` threads (all the
  /// cores when nil).
  static func appCode(of index: SourceIndex, libraryModules: Set<String>, threads: Int?) -> (
    index: SourceIndex, notes: [ReadingNote]
  ) {
    @Sendable func isLibrary(_ file: SourceFileIndex) -> Bool {
      libraryModules.contains(AppTypes.module(ofPath: file.path))
    }
    let files = index.files
    let leftOut = Parallel.map(count: files.count, threads: threads) { isTestFile(files[$0]) || isLibrary(files[$0]) }
    guard leftOut.contains(true) else { return (index, []) }
    var app = index
    app.files = files.indices.filter { !leftOut[$0] }.map { files[$0] }
    var notes: [ReadingNote] = []
    var noted: Set<String> = []
    for file in index.files where isLibrary(file) {
      let module = AppTypes.module(ofPath: file.path)
      guard noted.insert(module).inserted else { continue }
      notes.append(
        ReadingNote(
          location: SourceLocation(file: file.path, line: 1, column: 1),
          message:
            "the files of module \(module) are the coordinator library's own sources (a checkout of it): they are "
            + "read as the library, not as the app"))
    }
    return (app, notes)
  }

  /// Whether a file belongs to a test target: it imports a framework only tests link (XCTest, Swift Testing, Quick,
  /// Nimble), or a module `@testable` (a generated mock's file, say).
  static func isTestFile(_ file: SourceFileIndex) -> Bool {
    file.importsForTesting || file.imports.contains(where: testFrameworks.contains)
  }

  /// The frameworks only test targets link.
  static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

  /// The names of the preview providers a file declares.
  static func previewProviders(in file: SourceFileIndex) -> [String] {
    // By position: a filter over the types would copy each (a dozen references) to test it.
    file.types.indices.filter { index in
      file.types[index].inheritance.contains { $0.name == "PreviewProvider" || $0.name == "SwiftUI.PreviewProvider" }
    }.map { file.types[$0].name }
  }

  /// Whether a type of that name is one of the preview providers or nested in one.
  static func isPreviewCode(_ name: String, providers: [String]) -> Bool {
    providers.contains { provider in
      name == provider || (name.hasPrefix(provider) && name.dropFirst(provider.count).first == ".")
    }
  }
}
