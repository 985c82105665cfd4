import MessageUI
import PhotosUI
import SUICoordinator
import SwiftUI

enum DeskRoute: RouteType {
  case desk

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View { DeskView() }
}

@Coordinator(DeskRoute.self)
final class DeskCoordinator {
  func start() async { await startFlow(route: .desk) }
}

struct DeskView: View {
  @State private var mailing = false
  @State private var scanning = false
  @State private var picking = false
  @State private var printing = false
  @State private var reading = false

  var body: some View {
    VStack {
      Button("Mail") { mailing = true }
      Button("Scan") { scanning = true }
      Button("Pick") { picking = true }
      Button("Print") { printing = true }
      Button("Read") { reading = true }
    }
    .sheet(isPresented: $mailing) { MailComposer(subject: "Desk") }
    .sheet(isPresented: $scanning) { DocumentScanner() }
    .sheet(isPresented: $picking) { ImagePicker() }
    .fullScreenCover(isPresented: $printing) { PrintPreview() }
    .sheet(isPresented: $reading) { CodeReader() }
  }
}

/// Hands SwiftUI's dismiss action to its delegate.
struct MailComposer: UIViewControllerRepresentable {
  let subject: String
  @Environment(\.dismiss) private var dismiss

  func makeUIViewController(context: Context) -> MFMailComposeViewController {
    let composer = MFMailComposeViewController()
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

/// Hands itself to its delegate, which calls its dismiss action.
struct DocumentScanner: UIViewControllerRepresentable {
  @Environment(\.dismiss) var dismiss

  func makeUIViewController(context: Context) -> ScannerController {
    let scanner = ScannerController()
    scanner.delegate = context.coordinator
    return scanner
  }

  func updateUIViewController(_ uiViewController: ScannerController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, ScannerControllerDelegate {
    let parent: DocumentScanner

    init(_ parent: DocumentScanner) { self.parent = parent }

    func scannerDidCancel(_ scanner: ScannerController) {
      parent.dismiss()
    }

    func scanner(_ scanner: ScannerController, didScan pages: [UIImage]) {
      DispatchQueue.main.async { self.parent.dismiss() }
    }
  }
}

/// The older way: the presentation mode, through its parent.
struct ImagePicker: UIViewControllerRepresentable {
  @Environment(\.presentationMode) var presentationMode

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

  func makeCoordinator() -> ImagePickerCoordinator { ImagePickerCoordinator(parent: self) }
}

/// Declared apart from the picker it serves.
final class ImagePickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
  let parent: ImagePicker

  init(parent: ImagePicker) { self.parent = parent }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    parent.presentationMode.wrappedValue.dismiss()
  }
}

/// Its delegate holds a dismiss action it is never handed (the preview keeps its own): no close is read from it.
struct PrintPreview: UIViewControllerRepresentable {
  @Environment(\.dismiss) private var dismiss

  func makeUIViewController(context: Context) -> PreviewController { PreviewController() }

  func updateUIViewController(_ uiViewController: PreviewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  final class Coordinator: NSObject {
    var dismiss: DismissAction?

    func finish() { dismiss?() }
  }
}

/// Hands its presentation mode, a binding, to its delegate.
struct CodeReader: UIViewControllerRepresentable {
  @Environment(\.presentationMode) private var presentationMode

  func makeUIViewController(context: Context) -> ReaderController {
    let reader = ReaderController()
    reader.delegate = context.coordinator
    return reader
  }

  func updateUIViewController(_ uiViewController: ReaderController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator(mode: presentationMode) }

  final class Coordinator: NSObject, ReaderControllerDelegate {
    let mode: Binding<PresentationMode>

    init(mode: Binding<PresentationMode>) { self.mode = mode }

    func reader(_ reader: ReaderController, didRead code: String) {
      mode.wrappedValue.dismiss()
    }
  }
}
