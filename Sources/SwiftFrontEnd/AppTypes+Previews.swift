import SourceIndex

/// Xcode's previews: a type conforming to SwiftUI's `PreviewProvider` (`struct DetailView_Previews: PreviewProvider`)
/// and the types nested in it are built only by Xcode's canvas, never by the app, so what their code calls
/// (`DetailView().onAppear { coordinator.cart() }`) fires from no screen of the app. They are left out of the app's
/// types. (A `#Preview { ... }` block is no type: the index does not read it.)
extension AppTypes {
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
