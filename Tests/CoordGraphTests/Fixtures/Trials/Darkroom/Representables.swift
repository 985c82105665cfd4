import MessageUI
import PhotosUI
import SwiftUI

/// The system photo picker, for SwiftUI. Its `Coordinator` is SwiftUI's: the picker's delegate, not a flow.
struct PhotoPicker: UIViewControllerRepresentable {
  let onPick: (UIImage?) -> Void

  func makeUIViewController(context: Context) -> PHPickerViewController {
    var configuration = PHPickerConfiguration()
    configuration.filter = .images
    let picker = PHPickerViewController(configuration: configuration)
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  final class Coordinator: NSObject, PHPickerViewControllerDelegate {
    let parent: PhotoPicker

    init(parent: PhotoPicker) { self.parent = parent }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else {
        parent.onPick(nil)
        return
      }
      provider.loadObject(ofClass: UIImage.self) { [parent] image, _ in
        DispatchQueue.main.async { parent.onPick(image as? UIImage) }
      }
    }
  }
}

/// The system mail composer, for SwiftUI.
struct LabMailView: UIViewControllerRepresentable {
  let subject: String
  @Environment(\.dismiss) private var dismiss

  func makeUIViewController(context: Context) -> MFMailComposeViewController {
    let composer = MFMailComposeViewController()
    composer.setSubject(subject)
    composer.mailComposeDelegate = context.coordinator
    return composer
  }

  func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(dismiss: dismiss) }

  final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
    private let dismiss: DismissAction

    init(dismiss: DismissAction) { self.dismiss = dismiss }

    func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {
      dismiss()
    }
  }
}
