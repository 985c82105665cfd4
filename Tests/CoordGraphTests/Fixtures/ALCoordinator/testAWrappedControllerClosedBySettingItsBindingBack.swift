import PhotosUI
import SUICoordinator
import SwiftUI

enum AlbumRoute: RouteType {
  case album

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View { AlbumView() }
}

@Coordinator(AlbumRoute.self)
final class AlbumCoordinator {
  func start() async { await startFlow(route: .album) }
}

struct AlbumView: View {
  @State private var importing = false
  @State private var photos: [UIImage] = []

  var body: some View {
    Button("Import") { importing = true }
      .sheet(isPresented: $importing) {
        PhotoPicker { image in
          importing = false
          if let image { photos.append(image) }
        }
      }
  }
}

/// A UIKit controller wrapped for SwiftUI: it has no `body`, and SwiftUI's `Coordinator` calls what it is given.
struct PhotoPicker: UIViewControllerRepresentable {
  let onPick: (UIImage?) -> Void

  func makeUIViewController(context: Context) -> PHPickerViewController {
    let picker = PHPickerViewController(configuration: PHPickerConfiguration())
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  final class Coordinator: NSObject, PHPickerViewControllerDelegate {
    let parent: PhotoPicker

    init(parent: PhotoPicker) { self.parent = parent }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      parent.onPick(nil)
    }
  }
}
