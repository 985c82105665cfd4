import Jumper
import UIKit

protocol AlertCoordinable: ScreenViewPresentable {}

extension AlertCoordinable {
  func presentAlert(title: String, message: String) {
    let controller = view()
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel, handler: nil))
    controller.present(alert, animated: true, completion: nil)
  }
}

protocol BrowseRouting: AnyObject {
  func showPet(_ id: Int)
  func showShelter(of id: Int)
  func apply(for id: Int)
  func backToList()
}

final class BrowseCoordinator: NavigationCoordinable, AlertCoordinable, BrowseRouting {
  var navigation: Navigation<BrowseCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var pet = petScreen
  @Route var shelter = shelterScreen
  @Route var map = mapScreen
  @Route var application = applicationCoordinator

  func listScreen() -> ScreenView {
    let model = PetListViewModel()
    model.router = self
    return PetListViewController(model: model)
  }

  func petScreen(id: Int) -> ScreenView {
    let model = PetViewModel(id: id)
    model.router = self
    return PetViewController(model: model)
  }

  func shelterScreen(id: Int) -> ScreenView {
    let controller = ShelterViewController(id: id)
    controller.onShowMap = { [weak self] in self?.push(\.map) }
    controller.onBack = { [weak self] in self?.pop(to: \.pet) }
    return controller
  }

  func mapScreen() -> ScreenView { UIViewController() }

  func applicationCoordinator(id: Int) -> ApplicationCoordinator {
    let child = ApplicationCoordinator(petID: id)
    child.onSubmitted = { [weak self] in
      self?.dismiss()
      self?.presentAlert(title: "Sent", message: "The shelter will call you")
    }
    return child
  }

  func showPet(_ id: Int) { push(\.pet, input: id) }
  func showShelter(of id: Int) { push(\.shelter, input: id) }
  func apply(for id: Int) { present(\.application, input: id) }
  func backToList() { popToRoot() }
}

final class PetListViewModel {
  weak var router: BrowseRouting?
  func select(_ id: Int) { router?.showPet(id) }
}

final class PetViewModel {
  let id: Int
  weak var router: BrowseRouting?
  init(id: Int) { self.id = id }
  func shelterTapped() { router?.showShelter(of: id) }
  func applyTapped() { router?.apply(for: id) }
}

final class PetListViewController: UITableViewController {
  private let model: PetListViewModel
  init(model: PetListViewModel) {
    self.model = model
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select(indexPath.row)
  }
}

final class PetViewController: UIViewController {
  private let model: PetViewModel
  init(model: PetViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func shelter() { model.shelterTapped() }
  @objc private func apply() { model.applyTapped() }
}

final class ShelterViewController: UIViewController {
  let id: Int
  var onShowMap: (() -> Void)?
  var onBack: (() -> Void)?
  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func mapTapped() { onShowMap?() }
  @objc private func backTapped() { onBack?() }
}
