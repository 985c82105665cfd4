import Jumper
import UIKit

protocol Flowing: AnyObject {
  var flow: MuseumCoordinator? { get set }
}

final class MuseumCoordinator: NavigationCoordinable {
  var navigation: Navigation<MuseumCoordinator> = .init(initial: \.halls)

  @Route var halls = hallsScreen
  @Route var painting = paintingScreen
  @Route var shop = shopScreen

  func hallsScreen() -> ScreenView { make(HallsViewController.self) }
  func paintingScreen() -> ScreenView { let controller = make(PaintingViewController.self); return controller }
  func shopScreen() -> ScreenView { self.make(type: ShopViewController.self, title: "Shop") }

  // One factory for every screen: it builds the type it is given.
  private func make<Screen: UIViewController & Flowing>(_ type: Screen.Type) -> Screen {
    let controller = Screen()
    controller.flow = self
    return controller
  }

  private func make<Screen: UIViewController & Flowing>(type: Screen.Type, title: String) -> Screen {
    let controller = make(type)
    controller.title = title
    return controller
  }

  func showPainting() { push(\.painting) }
  func showShop() { present(\.shop) }
  func closeShop() { dismiss() }
}

final class HallsViewController: UIViewController, Flowing {
  weak var flow: MuseumCoordinator?
  @objc func open() { flow?.showPainting() }
}

final class PaintingViewController: UIViewController, Flowing {
  weak var flow: MuseumCoordinator?
  @objc func buy() { flow?.showShop() }
}

final class ShopViewController: UIViewController, Flowing {
  weak var flow: MuseumCoordinator?
  @objc func close() { flow?.closeShop() }
}

// The app's root starts the coordinator, which so has a parent: its `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  func mainCoordinator() -> MuseumCoordinator { MuseumCoordinator() }
}
