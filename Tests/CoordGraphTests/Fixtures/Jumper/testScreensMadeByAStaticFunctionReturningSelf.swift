import Jumper
import UIKit

protocol Storyboarded { static func instantiate() -> Self }

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
  }
}

final class ShelfCoordinator: NavigationCoordinable {
  var navigation: Navigation<ShelfCoordinator> = .init(initial: \.shelf)

  @Route var shelf = shelfScreen
  @Route var book = bookScreen

  func shelfScreen() -> ScreenView {
    let controller = ShelfViewController.instantiate()
    controller.coordinator = self
    return controller
  }

  // Forgets the coordinator.
  func bookScreen() -> ScreenView { BookViewController.instantiate() }

  func openBook() { push(\.book) }
  func close() { pop() }
}

final class ShelfViewController: UIViewController, Storyboarded {
  weak var coordinator: ShelfCoordinator?
  @IBAction func open() { coordinator?.openBook() }
}

final class BookViewController: UIViewController, Storyboarded {
  weak var coordinator: ShelfCoordinator?
  @IBAction func close() { coordinator?.close() }
}
