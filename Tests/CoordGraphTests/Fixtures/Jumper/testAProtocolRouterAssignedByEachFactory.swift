import Jumper
import UIKit

protocol SiteMapRouting: AnyObject {
  func closeMap()
}

/// Shown by both coordinators, which each set its router to themselves.
final class SiteMapViewController: UIViewController {
  weak var router: SiteMapRouting?
  @objc private func doneTapped() { router?.closeMap() }
}

final class PitsCoordinator: NavigationCoordinable, SiteMapRouting {
  var navigation: Navigation<PitsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var map = mapScreen

  func listScreen() -> ScreenView {
    let screen = PitListViewController()
    screen.onMap = { [weak self] in self?.push(\.map) }
    return screen
  }

  func mapScreen() -> ScreenView {
    let screen = SiteMapViewController()
    screen.router = self
    return screen
  }

  func closeMap() { pop() }
}

final class TrucksCoordinator: NavigationCoordinable, SiteMapRouting {
  var navigation: Navigation<TrucksCoordinator> = .init(initial: \.fleet)

  @Route var fleet = fleetScreen
  @Route(.modal) var map = mapScreen

  func fleetScreen() -> ScreenView {
    let screen = PitListViewController()
    screen.onMap = { [weak self] in self?.present(\.map) }
    return screen
  }

  func mapScreen() -> ScreenView {
    let screen = SiteMapViewController()
    screen.router = self
    return screen
  }

  func closeMap() { dismiss() }
}

final class PitListViewController: UIViewController {
  var onMap: (() -> Void)?
  @objc private func mapTapped() { onMap?() }
}

// The app's root starts the coordinators, which so have a parent: their `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  @Route var trucks = trucksCoordinator
  func mainCoordinator() -> PitsCoordinator { PitsCoordinator() }
  func trucksCoordinator() -> TrucksCoordinator { TrucksCoordinator() }
}
