import SUICoordinator
import SwiftUI

@main
struct RecipesApp: App {
  @State private var coordinator = HomeCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          Task { await coordinator.handle(url: url) }
        }
    }
  }
}

protocol HomeNavigating: AnyObject {
  func showRecipe(_ id: Int) async
  func showSearch() async
  func showShopping() async
}

enum HomeRoute: RouteType {
  case feed
  case recipe(id: Int)
  case search
  case filters
  case timer(minutes: Int)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .feed, .recipe, .search: .push
    case .filters: .detents([.medium])
    case .timer: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .feed: FeedView()
    case .recipe(let id): RecipeView(id: id)
    case .search: SearchView()
    case .filters: FiltersView()
    case .timer(let minutes): TimerView(minutes: minutes)
    }
  }
}

@Coordinator(HomeRoute.self)
final class HomeCoordinator: HomeNavigating {
  func start() async { await startFlow(route: .feed) }

  func showRecipe(_ id: Int) async { await navigate(toRoute: .recipe(id: id)) }
  func showSearch() async { await navigate(toRoute: .search) }
  func showFilters() async { await navigate(toRoute: .filters) }
  func startTimer(minutes: Int) async { await navigate(toRoute: .timer(minutes: minutes)) }
  func showShopping() async { await navigate(to: ShoppingCoordinator(), presentationStyle: .sheet) }
  func back() async { await router.pop() }
  func closeModal() async { await router.dismiss() }

  func handle(url: URL) async {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
    switch components.host {
    case "recipe":
      let id = Int(components.queryItems?.first?.value ?? "") ?? 0
      await showRecipe(id)
    case "shopping":
      await showShopping()
    default:
      break
    }
  }
}

@Observable
final class FeedModel {
  private weak var navigator: HomeNavigating?
  init(navigator: HomeNavigating?) { self.navigator = navigator }
  func tapped(recipe: Int) async { await navigator?.showRecipe(recipe) }
  func searchTapped() async { await navigator?.showSearch() }
}

struct FeedView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var model: FeedModel?
  var body: some View {
    List {
      Button("Pasta") { Task { await model?.tapped(recipe: 1) } }
      Button("Search") { Task { await model?.searchTapped() } }
      Button("Shopping") { Task { await (coordinator as? HomeNavigating)?.showShopping() } }
    }
    .task { model = FeedModel(navigator: coordinator as? HomeNavigating) }
  }
}

struct RecipeView: View {
  let id: Int
  @EnvironmentObject var coordinator: HomeCoordinator
  @State private var cooking = false
  var body: some View {
    Toggle("Cook", isOn: $cooking)
      .onChange(of: cooking) { _, now in
        if now { Task { await coordinator.startTimer(minutes: 10) } }
      }
  }
}

struct SearchView: View {
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View {
    Button("Filters") { Task { await coordinator.showFilters() } }
    Button("Back") { Task { await coordinator.back() } }
  }
}

struct FiltersView: View {
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View { Button("Apply") { Task { await coordinator.closeModal() } } }
}

struct TimerView: View {
  let minutes: Int
  @EnvironmentObject var coordinator: HomeCoordinator
  var body: some View { Button("Stop") { Task { await coordinator.closeModal() } } }
}
