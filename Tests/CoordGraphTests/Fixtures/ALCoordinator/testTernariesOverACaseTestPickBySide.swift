import SUICoordinator
import SwiftUI

enum Kind: CaseIterable { case video, photo, audio }

enum MediaRoute: RouteType {
  case library, player, viewer
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .player: .fullScreenCover
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .library: LibraryView()
    case .viewer: ViewerView()
    case .player: Text("Player")
    }
  }
}

final class MediaCoordinator: Coordinator<MediaRoute> {
  override func start() async { await startFlow(route: .library) }

  func open(_ kind: Kind) async {
    await navigate(toRoute: .video == kind ? .player : .viewer)
  }

  private func makeEditor(for kind: Kind) -> any CoordinatorType {
    switch kind {
    case .video: CutCoordinator()
    case .photo, .audio: TrimCoordinator()
    }
  }

  func edit(_ kind: Kind) async {
    let editor = makeEditor(for: kind)
    await navigate(to: editor, presentationStyle: kind == .video ? .fullScreenCover : .sheet)
  }
}

struct LibraryView: View {
  @EnvironmentObject var coordinator: MediaCoordinator
  var body: some View {
    Button("Photo") { Task { await coordinator.open(.photo) } }
    ForEach(Kind.allCases, id: \.self) { kind in
      Button("Edit") { Task { await coordinator.edit(kind) } }
    }
  }
}

struct ViewerView: View {
  @EnvironmentObject var coordinator: MediaCoordinator
  var body: some View {
    Button("Video") { Task { await coordinator.open(.video) } }
  }
}

enum CutRoute: RouteType {
  case cut
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Cut") }
}

final class CutCoordinator: Coordinator<CutRoute> {
  override func start() async { await startFlow(route: .cut) }
}

enum TrimRoute: RouteType {
  case trim
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Trim") }
}

final class TrimCoordinator: Coordinator<TrimRoute> {
  override func start() async { await startFlow(route: .trim) }
}
