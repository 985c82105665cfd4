import SUICoordinator
import SwiftUI

enum BooksRoute: NavigationRoute {
  case catalogue(BooksCoordinator)
  case book(String, BooksCoordinator)
  case results(query: String, BooksCoordinator)
  case basket(BooksCoordinator)
  case author(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalogue, .book, .results, .author: return .push
    case .basket: return .sheet
    }
  }

  func view() -> any View {
    switch self {
    case .catalogue(let coordinator):
      return CatalogueView(coordinator: coordinator)
        .environment(\.openBasket, OpenBasketAction { coordinator.showBasket() })
    case .book(let title, let coordinator):
      return BookView(title: title, coordinator: coordinator)
        .environment(\.openBasket, OpenBasketAction { coordinator.showBasket() })
    case .results(let query, let coordinator):
      return ResultsView(query: query, coordinator: coordinator)
    case .basket(let coordinator):
      return BasketView(coordinator: coordinator)
    case .author(let name):
      return Text(name)
    }
  }
}

final class BooksCoordinator: NavigationCoordinator<BooksRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .catalogue(self), animated: animated)
  }

  func open(_ title: String) { router.navigate(to: .book(title, self)) }
  func search(_ query: String) { router.navigate(to: .results(query: query, self)) }
  func showBasket() { router.navigate(to: .basket(self)) }
  func showAuthor(_ name: String) { router.navigate(to: .author(name)) }
  func reload() { router.popToRoot(animated: true) }

  func checkout() {
    router.dismiss(animated: true)
    let checkout = CheckoutCoordinator()
    router.navigate(to: checkout, presentationStyle: .fullScreen)
  }
}

struct CatalogueView: View {
  let coordinator: BooksCoordinator
  @State private var query = ""
  @State private var failed = false
  @Environment(\.openBasket) private var openBasket

  var body: some View {
    List {
      ActionRow(title: "Dune") { coordinator.open("Dune") }
      ActionRow(title: "Emma") { coordinator.open("Emma") }
    }
    .searchable(text: $query)
    .onSubmit(of: .search) { coordinator.search(query) }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Basket") { openBasket() }
      }
    }
    .retryAlert(isPresented: $failed) { coordinator.reload() }
  }
}

struct BookView: View {
  let title: String
  let coordinator: BooksCoordinator
  @Environment(\.openBasket) private var openBasket

  var body: some View {
    VStack {
      Text(title)
      Button("Add to basket") { openBasket() }
    }
    .toolbar {
      Menu("More") {
        Button("About the author") { coordinator.showAuthor("Frank Herbert") }
      }
    }
  }
}

struct ResultsView: View {
  let query: String
  let coordinator: BooksCoordinator

  var body: some View {
    List {
      ActionRow(title: query) { coordinator.open(query) }
    }
  }
}

struct BasketView: View {
  let coordinator: BooksCoordinator
  var body: some View {
    Button("Check out") { coordinator.checkout() }
  }
}
