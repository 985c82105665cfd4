import Jumper
import SwiftUI

final class ComposerCoordinator: NavigationCoordinable {
  var navigation: Navigation<ComposerCoordinator> = .init(initial: \.text)

  private let onPosted: () -> Void

  @Route var text = textScreen
  @Route var audience = audienceScreen

  init(onPosted: @escaping () -> Void) {
    self.onPosted = onPosted
  }

  func textScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: ComposeTextView(coordinator: self))
  }

  func audienceScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: AudienceView(coordinator: self))
  }

  func next() { push(\.audience) }

  func cancel() { dismiss() }

  func post() {
    dismiss(onPosted)
  }
}

struct ComposeTextView: View {
  unowned let coordinator: ComposerCoordinator

  var body: some View {
    VStack {
      Button("Next") { coordinator.next() }
      Button("Cancel", role: .cancel) { coordinator.cancel() }
    }
  }
}

struct AudienceView: View {
  unowned let coordinator: ComposerCoordinator

  var body: some View {
    Button("Post") { coordinator.post() }
  }
}
