import SUICoordinator
import SwiftUI

enum ShopRoute: NavigationRoute {
  case catalog
  case product(viewModel: ProductViewModel)
  case filters
  case gallery
  case promo

  var transition: NavigationTransitionStyle {
    switch self {
    case .filters: return .modal
    case .gallery: return .modalFullscreen
    case .promo: return .custom(style: .crossDissolve)
    default: return .push
    }
  }

  func view() -> any View {
    switch self {
    case .catalog: return CatalogView()
    case .product(let viewModel): return ProductView(viewModel: viewModel)
    case .filters: return FiltersView()
    case .gallery: return GalleryView()
    case .promo: return PromoView()
    }
  }
}

class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .catalog, animated: animated)
  }

  func showProduct() {
    router.navigate(to: .product(viewModel: ProductViewModel(coordinator: self)))
  }

  func showFilters() {
    router.navigate(to: .filters, transitionStyle: .push)
  }

  func showGallery() { router.navigate(to: .gallery) }
  func showPromo() { router.navigate(to: .promo) }
  func back() { router.pop() }
  func home() { router.popToRoot() }
  func close() { router.dismiss() }
  func leave() { finishFlow(animated: true) }
}

final class ProductViewModel {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) { self.coordinator = coordinator }
  func filters() { coordinator?.showFilters() }
  func gallery() { coordinator?.showGallery() }
  func promo() { coordinator?.showPromo() }
  func done() { coordinator?.leave() }
}

struct CatalogView: View {
  @Environment(\.coordinator) var coordinator
  var body: some View {
    Button("Open") { (coordinator as? ShopCoordinator)?.showProduct() }
  }
}

struct ProductView: View {
  let viewModel: ProductViewModel
  var body: some View {
    Button("Filters") { viewModel.filters() }
  }
}

struct FiltersView: View {
  @Environment(\.coordinator) var coordinator
  var body: some View {
    Button("Back") { (coordinator as? ShopCoordinator)?.back() }
    Button("Home") { (coordinator as? ShopCoordinator)?.home() }
  }
}

struct GalleryView: View {
  @Environment(\.coordinator) var coordinator
  var body: some View { Button("Close") { (coordinator as? ShopCoordinator)?.close() } }
}

struct PromoView: View {
  var body: some View { Text("Sale") }
}

extension ProductView {
  var doneButton: some View { Button("Done", action: viewModel.done) }
  var galleryButton: some View { Button("Gallery") { viewModel.gallery() } }
  var promoButton: some View { Button("Promo") { viewModel.promo() } }
}
