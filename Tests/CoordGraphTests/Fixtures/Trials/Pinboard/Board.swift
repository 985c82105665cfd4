import SUICoordinator
import SwiftUI

enum BoardRoute: NavigationRoute {
  case pins(BoardCoordinator)
  case pin(Int)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .pins(let coordinator): return PinsView(coordinator: coordinator)
    case .pin(let id): return Text("Pin \(id)")
    }
  }
}

final class BoardCoordinator: NavigationCoordinator<BoardRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .pins(self), animated: animated)
  }

  func open(_ id: Int) { router.navigate(to: .pin(id)) }
}

struct PinsView: View {
  let coordinator: BoardCoordinator
  var body: some View {
    Button("Pin 1") { coordinator.open(1) }
  }
}

enum SavedRoute: NavigationRoute {
  case saved

  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Saved") }
}

final class SavedCoordinator: NavigationCoordinator<SavedRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .saved, animated: animated)
  }
}

enum ComposerRoute: NavigationRoute {
  case photo(ComposerCoordinator)
  case caption(ComposerCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .photo(let coordinator): return PhotoPickerView(coordinator: coordinator)
    case .caption(let coordinator): return CaptionView(coordinator: coordinator)
    }
  }
}

final class ComposerCoordinator: NavigationCoordinator<ComposerRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .photo(self), animated: animated)
  }

  func photoPicked() { router.navigate(to: .caption(self)) }
  func posted() { finishFlow(animated: true) }
}

struct PhotoPickerView: View {
  let coordinator: ComposerCoordinator
  var body: some View { Button("Use photo") { coordinator.photoPicked() } }
}

struct CaptionView: View {
  let coordinator: ComposerCoordinator
  var body: some View { Button("Post") { coordinator.posted() } }
}
