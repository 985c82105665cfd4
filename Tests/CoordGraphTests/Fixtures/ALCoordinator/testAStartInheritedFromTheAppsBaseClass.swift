import SUICoordinator
import SwiftUI

class BaseFlow<R: RouteType>: Coordinator<R> {
  var initialRoute: R { fatalError("override") }
  override func start() async { await startFlow(route: initialRoute) }
  func show(_ route: R) async { await navigate(toRoute: route) }
}

enum ShopRoute: RouteType {
  case intro, shelf, cart
  var presentationStyle: TransitionPresentationStyle { self == .cart ? .sheet : .push }
  var body: some View {
    switch self {
    case .intro: Text("Intro")
    case .shelf: ShelfView()
    case .cart: Text("Cart")
    }
  }
}

final class ShopFlow: BaseFlow<ShopRoute> {
  override var initialRoute: ShopRoute { .shelf }
  func openHelp() async { await navigate(to: HelpFlow(), presentationStyle: .sheet) }
}

enum HelpRoute: RouteType {
  case contact, faq
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .faq: FaqView()
    case .contact: Text("Contact")
    }
  }
}

final class HelpFlow: BaseFlow<HelpRoute> {
  override var initialRoute: HelpRoute { .faq }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShopFlow
  var body: some View {
    Button("Cart") { Task { await coordinator.show(.cart) } }
    Button("Help") { Task { await coordinator.openHelp() } }
  }
}

struct FaqView: View {
  @EnvironmentObject var coordinator: HelpFlow
  var body: some View { Button("Contact") { Task { await coordinator.show(.contact) } } }
}
