import SUICoordinator
import SwiftUI

enum ProofRoute: RouteType {
  case gallery
  case editor
  case caption
  case print

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .gallery: .push
    case .editor, .caption: .sheet
    case .print: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .gallery: GalleryView()
    case .editor: EditorView(closer: ProofCoordinator.shared, coordinator: ProofCoordinator.shared)
    case .caption: CaptionView(closer: ProofCoordinator.shared, coordinator: ProofCoordinator.shared)
    case .print: Text("Printing")
    }
  }
}

/// Conformed to by the coordinator, which dismisses, and by a draft store, which does not.
protocol Closing: AnyObject {
  func close() async
}

/// Conformed to by the coordinator alone.
protocol SheetClosing: AnyObject {
  func closeSheet() async
}

@Coordinator(ProofRoute.self)
final class ProofCoordinator: Closing, SheetClosing {
  static let shared = ProofCoordinator()

  func start() async { await startFlow(route: .gallery) }
  func show(_ route: ProofRoute) async { await navigate(toRoute: route) }
  func printProof() async { await navigate(toRoute: .print) }
  func close() async { await router.dismiss() }
  func closeSheet() async { await router.dismiss() }
}

final class DraftStore: Closing {
  var drafts: [String] = []

  func close() async { drafts.removeAll() }
}

struct GalleryView: View {
  @EnvironmentObject var coordinator: ProofCoordinator

  var body: some View {
    Button("Edit") { Task { await coordinator.show(.editor) } }
    Button("Caption") { Task { await coordinator.show(.caption) } }
  }
}

/// Its closer may be the draft store: the print may go up over the editor.
struct EditorView: View {
  let closer: any Closing
  let coordinator: ProofCoordinator

  var body: some View {
    Button("Print") {
      Task {
        await closer.close()
        await coordinator.printProof()
      }
    }
  }
}

/// Its closer is the coordinator: the print goes up once the caption is gone.
struct CaptionView: View {
  let closer: any SheetClosing
  let coordinator: ProofCoordinator

  var body: some View {
    Button("Print") {
      Task {
        await closer.closeSheet()
        await coordinator.printProof()
      }
    }
  }
}
