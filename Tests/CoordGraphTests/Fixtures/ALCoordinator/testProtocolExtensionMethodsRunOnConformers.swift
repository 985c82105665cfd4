import SUICoordinator
import SwiftUI

enum StoreRoute: RouteType {
  case aisles
  case product(id: Int)
  case help
  case about

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .aisles, .product: .push
    case .help, .about: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .aisles: AislesView(model: AislesModel())
    case .product: ProductView(model: ProductModel())
    case .help, .about: Text("Info")
    }
  }
}

final class StoreCoordinator: Coordinator<StoreRoute> {
  override func start() async { await startFlow(route: .aisles) }
  func showProduct(_ id: Int) async { await navigate(toRoute: .product(id: id)) }
  func showHelp() async { await navigate(toRoute: .help) }
  func showAbout() async { await navigate(toRoute: .about) }
}

@MainActor
protocol StoreNavigating: AnyObject {
  var coordinator: StoreCoordinator? { get }
}

extension StoreNavigating {
  func openProduct(_ id: Int) async { await coordinator?.showProduct(id) }
  func openHelp() async { await coordinator?.showHelp() }
}

final class AislesModel: ObservableObject, StoreNavigating {
  weak var coordinator: StoreCoordinator?
  func tapped(_ id: Int) async { await openProduct(id) }
}

final class ProductModel: ObservableObject, StoreNavigating {
  weak var coordinator: StoreCoordinator?
  func openHelp() async { await coordinator?.showAbout() }
}

struct AislesView: View {
  @StateObject var model: AislesModel
  var body: some View {
    Button("Milk") { Task { await model.tapped(1) } }
    Button("Help") { Task { await model.openHelp() } }
  }
}

struct ProductView: View {
  @StateObject var model: ProductModel
  var body: some View { Button("Help") { Task { await model.openHelp() } } }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ProductModel, _ value: StoreCoordinator) { screen.coordinator = value }
