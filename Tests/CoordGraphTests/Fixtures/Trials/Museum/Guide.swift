import Jumper
import UIKit

final class GuideCoordinator: NavigationCoordinable {
  var navigation: Navigation<GuideCoordinator> = .init(initial: \.intro)

  @Route var intro = introScreen
  @Route var stop = stopScreen

  private let room: String
  private var stops = ["Entrance", "Fresco", "Exit"]

  init(room: String) { self.room = room }

  func introScreen() -> ScreenView {
    let controller = GuideStopViewController(title: room)
    controller.onNext = { [weak self] in self?.next() }
    controller.onQuit = { [weak self] in self?.dismiss() }
    return controller
  }

  func stopScreen(title: String) -> ScreenView {
    let controller = GuideStopViewController(title: title)
    controller.onNext = { [weak self] in self?.next() }
    controller.onQuit = { [weak self] in self?.dismiss() }
    return controller
  }

  private func next() {
    guard !stops.isEmpty else {
      dismiss()
      return
    }
    push(\.stop, input: stops.removeFirst())
  }
}

final class GuideStopViewController: UIViewController {
  var onNext: (() -> Void)?
  var onQuit: (() -> Void)?

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func nextTapped() { onNext?() }
  @objc private func quitTapped() { onQuit?() }
}
