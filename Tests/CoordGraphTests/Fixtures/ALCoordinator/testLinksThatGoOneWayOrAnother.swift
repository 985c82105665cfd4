import SUICoordinator
import SwiftUI

enum KioskPage: TabPage, CaseIterable {
  case shop, account

  var position: Int { self == .shop ? 0 : 1 }
  var dataSource: String { "\(self)" }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .shop: ShopCoordinator()
    case .account: AccountCoordinator()
    }
  }
}

@main
struct KioskApp: App {
  @State private var tabs = KioskTabs()
  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in Task { await tabs.open(url) } }
    }
  }
}

final class KioskTabs: TabCoordinator<KioskPage> {
  var signedIn = false
  var isAdult = false
  var membership = Membership.guest

  init() { super.init(pages: KioskPage.allCases, currentPage: .shop) }

  func open(_ url: URL) async {
    let shop = getCoordinatorSelected() as? ShopCoordinator
    switch url.host() {
    case "wine":
      // A choice of routes: one way each.
      await shop?.navigate(toRoute: isAdult ? .wine : .ageCheck)
    case "orders":
      // An `if` and its `else`: one way each, the tab switch on both.
      currentPage = .account
      if signedIn {
        await (getCoordinatorSelected() as? AccountCoordinator)?.showOrders()
      } else {
        await (getCoordinatorSelected() as? AccountCoordinator)?.showSignIn()
      }
    case "deal":
      // A chain of `else if`: three ways.
      if signedIn {
        await shop?.navigate(toRoute: .deal)
      } else if isAdult {
        await shop?.navigate(toRoute: .ageCheck)
      } else {
        await shop?.navigate(toRoute: .wine)
      }
    case "basket":
      // An `if` with no `else`: it may run, one way.
      if !signedIn { currentPage = .shop }
      await shop?.navigate(toRoute: .basket)
    case "receipt":
      // The choice made in a method the link calls.
      await shop?.receiptOrSignIn(signedIn: signedIn)
    case "profile":
      // A `guard` whose `else` leaves: the rest of the arm is the other way.
      currentPage = .account
      guard signedIn else {
        await (getCoordinatorSelected() as? AccountCoordinator)?.showSignIn()
        return
      }
      await (getCoordinatorSelected() as? AccountCoordinator)?.showOrders()
    case "wallet":
      // A `switch` over another value in the arm: one way per arm.
      switch membership {
      case .member: await shop?.navigate(toRoute: .receipt)
      case .guest: await shop?.navigate(toRoute: .signIn)
      }
    case "help":
      // An `if` whose body returns: the rest of the arm is the other way.
      if !signedIn {
        await shop?.navigate(toRoute: .signIn)
        return
      }
      await shop?.navigate(toRoute: .receipt)
    case "checkout":
      // An `if` and an `else if` whose bodies both return: the rest of the arm is the third way.
      if !signedIn {
        await shop?.navigate(toRoute: .signIn)
        return
      } else if !isAdult {
        await shop?.navigate(toRoute: .ageCheck)
        return
      }
      await shop?.navigate(toRoute: .basket)
    case "saved":
      // Two `if`s, one on `signedIn` and one on `!signedIn`: one way each.
      if signedIn { await shop?.navigate(toRoute: .receipt) }
      if !signedIn { await shop?.navigate(toRoute: .signIn) }
    case "aisle":
      // Both ways do the same: one link.
      if isAdult { await shop?.navigate(toRoute: .aisle) } else { await shop?.navigate(toRoute: .aisle) }
    default:
      break
    }
  }
}

enum Membership {
  case member, guest
}

enum ShopRoute: RouteType {
  case aisle, wine, ageCheck, deal, basket, receipt, signIn

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .ageCheck, .signIn: .sheet
    default: .push
    }
  }

  var body: some View { Text("Shop") }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  override func start() async { await startFlow(route: .aisle) }

  func receiptOrSignIn(signedIn: Bool) async {
    if signedIn {
      await navigate(toRoute: .receipt)
    } else {
      await navigate(toRoute: .signIn)
    }
  }
}

enum AccountRoute: RouteType {
  case profile, orders, signIn

  var presentationStyle: TransitionPresentationStyle { self == .signIn ? .fullScreenCover : .push }

  var body: some View { Text("Account") }
}

final class AccountCoordinator: Coordinator<AccountRoute> {
  override func start() async { await startFlow(route: .profile) }

  func showOrders() async { await navigate(toRoute: .orders) }
  func showSignIn() async { await navigate(toRoute: .signIn) }
}
