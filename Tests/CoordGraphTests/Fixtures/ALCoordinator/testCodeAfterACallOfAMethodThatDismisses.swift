import SUICoordinator
import SwiftUI

enum PrintRoute: RouteType {
  case gallery
  case crop
  case note
  case settings
  case print
  case share

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .gallery: .push
    case .crop, .note, .settings, .share: .sheet
    case .print: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .gallery: GalleryView()
    case .crop: CropView()
    case .note: NoteView()
    case .settings: SettingsView()
    case .print: Text("Printing")
    case .share: ShareView()
    }
  }
}

@Coordinator(PrintRoute.self)
final class PrintCoordinator {
  var saved = false

  func start() async { await startFlow(route: .gallery) }
  func show(_ route: PrintRoute) async { await navigate(toRoute: route) }
  func printPhoto() async { await navigate(toRoute: .print) }
  func close() async { await router.dismiss() }
  func closeSoon() { Task { await router.dismiss() } }

  func closeIfSaved() async {
    if await isSaved() { await router.dismiss() }
  }

  func isSaved() async -> Bool { saved }

  func closeAndPrint() async {
    await close()
    await navigate(toRoute: .print)
  }
}

struct GalleryView: View {
  @EnvironmentObject var coordinator: PrintCoordinator

  var body: some View {
    Button("Crop") { Task { await coordinator.show(.crop) } }
    Button("Note") { Task { await coordinator.show(.note) } }
    Button("Settings") { Task { await coordinator.show(.settings) } }
    Button("Share") { Task { await coordinator.show(.share) } }
  }
}

struct CropView: View {
  @EnvironmentObject var coordinator: PrintCoordinator

  var body: some View {
    Button("Print") {
      Task {
        await coordinator.close()
        await coordinator.printPhoto()
      }
    }
  }
}

struct NoteView: View {
  @EnvironmentObject var coordinator: PrintCoordinator

  var body: some View {
    Button("Save") {
      Task {
        await coordinator.closeIfSaved()
        await coordinator.show(.settings)
      }
    }
  }
}

struct SettingsView: View {
  @EnvironmentObject var coordinator: PrintCoordinator

  var body: some View {
    Button("Print") { Task { await coordinator.closeAndPrint() } }
  }
}

struct ShareView: View {
  @EnvironmentObject var coordinator: PrintCoordinator

  var body: some View {
    Button("Print") {
      Task {
        coordinator.closeSoon()
        await coordinator.printPhoto()
      }
    }
  }
}
