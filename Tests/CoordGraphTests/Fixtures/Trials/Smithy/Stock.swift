import Jumper
import SwiftUI
import UIKit

/// Shows an alert over whatever the coordinator shows.
protocol ConfirmationPresenting: ScreenViewPresentable {
  func confirm(_ message: String, then action: @escaping () -> Void)
}

extension ConfirmationPresenting {
  func confirm(_ message: String, then action: @escaping () -> Void) {
    let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in action() })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    controller.present(alert, animated: true)
  }
}

final class StockModel: ObservableObject {
  @Published var items = ["Iron", "Steel", "Bronze"]
  var onRestock: ((String) -> Void)?

  func restock(_ item: String) { onRestock?(item) }
}

struct StockView: View {
  @ObservedObject var model: StockModel

  var body: some View {
    List(model.items, id: \.self) { item in
      Button(item) { model.restock(item) }
    }
  }
}

final class StockCoordinator: NavigationCoordinable, ConfirmationPresenting {
  var navigation: Navigation<StockCoordinator> = .init(initial: \.stock)

  @Route var stock = stockScreen
  @Route var restock = restockScreen
  @Route var supplier = supplierScreen

  func stockScreen() -> ScreenView {
    let model = StockModel()
    model.onRestock = { [weak self] item in self?.push(\.restock, input: item) }
    return UIHostingController(rootView: StockView(model: model))
  }

  func restockScreen(item: String) -> ScreenView {
    let controller = RestockViewController(item: item)
    controller.onOrder = { [weak self] in
      self?.confirm("Order \(item)?") { self?.popToRoot() }
    }
    controller.onSupplier = { [weak self] in self?.present(\.supplier, input: item) }
    return controller
  }

  func supplierScreen(item: String) -> ScreenView {
    let controller = SupplierViewController(item: item)
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class RestockViewController: UIViewController {
  let item: String
  var onOrder: (() -> Void)?
  var onSupplier: (() -> Void)?

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func orderTapped() { onOrder?() }
  @objc private func supplierTapped() { onSupplier?() }
}

final class SupplierViewController: UIViewController {
  let item: String
  var onClose: (() -> Void)?

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func closeTapped() { onClose?() }
}

final class ProfileCoordinator: NavigationCoordinable, ConfirmationPresenting {
  var navigation: Navigation<ProfileCoordinator> = .init(initial: \.profile)
  private weak var session: SessionRouting?

  @Route var profile = profileScreen
  @Route var forgeDetails = forgeDetailsScreen

  init(session: SessionRouting?) { self.session = session }

  func profileScreen() -> ScreenView {
    let controller = ProfileViewController()
    controller.onDetails = { [weak self] in self?.push(\.forgeDetails) }
    controller.onSignOut = { [weak self] in
      self?.confirm("Sign out?") { self?.session?.signedOut() }
    }
    return controller
  }

  func forgeDetailsScreen() -> ScreenView { ForgeDetailsViewController() }
}

final class ProfileViewController: UIViewController {
  var onDetails: (() -> Void)?
  var onSignOut: (() -> Void)?
  @objc private func detailsTapped() { onDetails?() }
  @objc private func signOutTapped() { onSignOut?() }
}

final class ForgeDetailsViewController: UIViewController {}
