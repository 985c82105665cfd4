import Jumper
import UIKit

final class MainTabs: TabCoordinable {
  var navigation: TabNavigation<MainTabs> = .init {
    \MainTabs.concerts
    \MainTabs.tickets
    \MainTabs.profile
  }

  @Route(tabItem: concertsTab) var concerts = concertsCoordinator
  @Route(tabItem: ticketsTab) var tickets = ticketsCoordinator
  @Route(tabItem: profileTab) var profile = profileCoordinator

  func concertsCoordinator() -> ConcertsCoordinator { ConcertsCoordinator() }
  func ticketsCoordinator() -> TicketsCoordinator { TicketsCoordinator() }
  func profileCoordinator() -> ProfileCoordinator { ProfileCoordinator() }

  func concertsTab() -> UITabBarItem { UITabBarItem(title: "Concerts", image: UIImage(systemName: "music.note"), tag: 0) }
  func ticketsTab() -> UITabBarItem { UITabBarItem(title: "Tickets", image: UIImage(systemName: "ticket"), tag: 1) }
  func profileTab() -> UITabBarItem { UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 2) }
}

final class ConcertsCoordinator: NavigationCoordinable {
  var navigation: Navigation<ConcertsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var concert = concertScreen
  @Route var seating = seatingScreen
  @Route var checkout = checkoutScreen

  func listScreen() -> ScreenView {
    let controller = ConcertListViewController()
    controller.coordinator = self
    return controller
  }

  func concertScreen(id: Int) -> ScreenView {
    let controller = ConcertViewController(id: id)
    controller.coordinator = self
    return controller
  }

  func seatingScreen(concert: Int) -> ScreenView {
    let controller = SeatingViewController(concert: concert)
    controller.coordinator = self
    return controller
  }

  func checkoutScreen(seats: [String]) -> ScreenView {
    let controller = CheckoutViewController(seats: seats)
    controller.onPaid = { [weak self] in
      self?.popToRoot()
    }
    controller.onBack = { [weak self] in
      self?.pop(to: \.concert)
    }
    return controller
  }
}

final class ConcertListViewController: UITableViewController {
  weak var coordinator: ConcertsCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.concert, input: indexPath.row)
  }
}

final class ConcertViewController: UIViewController {
  weak var coordinator: ConcertsCoordinator?
  private let id: Int
  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  @objc private func seatsTapped() { coordinator?.push(\.seating, input: id) }
}

final class SeatingViewController: UIViewController {
  weak var coordinator: ConcertsCoordinator?
  private var chosen: [String] = []
  init(concert: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("not used") }

  @objc private func continueTapped() {
    guard !chosen.isEmpty else { return }
    coordinator?.push(\.checkout, input: chosen)
  }
}

final class CheckoutViewController: UIViewController {
  var onPaid: (() -> Void)?
  var onBack: (() -> Void)?
  init(seats: [String]) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("not used") }

  @objc private func payTapped() { onPaid?() }
  @objc private func changeConcertTapped() { onBack?() }
}

final class TicketsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TicketsCoordinator> = .init(initial: \.wallet)

  @Route var wallet = walletScreen
  @Route var ticket = ticketScreen

  func walletScreen() -> ScreenView {
    WalletViewController(onTicket: { [weak self] code in self?.present(\.ticket, input: code) })
  }

  func ticketScreen(code: String) -> ScreenView {
    TicketViewController(code: code, onClose: { [weak self] in self?.dismiss() })
  }
}

final class WalletViewController: UITableViewController {
  private let onTicket: (String) -> Void
  init(onTicket: @escaping (String) -> Void) {
    self.onTicket = onTicket
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onTicket("T\(indexPath.row)")
  }
}

final class TicketViewController: UIViewController {
  private let onClose: () -> Void
  init(code: String, onClose: @escaping () -> Void) {
    self.onClose = onClose
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  @objc private func closeTapped() { onClose() }
}

final class ProfileCoordinator: NavigationCoordinable {
  var navigation: Navigation<ProfileCoordinator> = .init(initial: \.profile)

  @Route var profile = profileScreen
  @Route var about = aboutScreen

  func profileScreen() -> ScreenView {
    let controller = ProfileViewController()
    controller.onAbout = { [weak self] in self?.push(\.about) }
    controller.onSignOut = {
      AuthStore.shared.isSignedIn = false
      NotificationCenter.default.post(name: .didSignOut, object: nil)
    }
    return controller
  }

  func aboutScreen() -> ScreenView { UIViewController() }
}

final class ProfileViewController: UIViewController {
  var onAbout: (() -> Void)?
  var onSignOut: (() -> Void)?

  @objc private func aboutTapped() { onAbout?() }
  @objc private func signOutTapped() { onSignOut?() }
}
