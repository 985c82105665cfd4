import SUICoordinator
import SwiftUI

enum PantryLink {
  case recipe(Int)
  case shelf
  case shoppingList
  case settings

  init?(url: URL) {
    switch url.host() {
    case "recipe": self = .recipe(Int(url.lastPathComponent) ?? 0)
    case "home": self = Self.shelf
    case "list", "lists": self = .shoppingList
    case "cart": self = .shoppingList
    default: return nil
    }
  }
}

@main
struct PantryApp: App {
  var coordinator = PantryCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          guard let link = PantryLink(url: url) else { return }
          Task { await coordinator.open(link) }
        }
    }
  }
}

enum PantryRoute: RouteType {
  case shelf
  case recipe(id: Int)
  case list

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .recipe: .push
    case .list: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .recipe: Text("Recipe")
    case .list: Text("List")
    }
  }
}

final class PantryCoordinator: Coordinator<PantryRoute> {
  override func start() async { await startFlow(route: .shelf) }

  func open(_ link: PantryLink) async {
    switch link {
    case .recipe(let id): await navigate(toRoute: .recipe(id: id))
    case .shelf: await router.popToRoot()
    case .shoppingList: await navigate(toRoute: .list)
    case .settings: await navigate(toRoute: .list)
    }
  }

  func showRecipe() async { await navigate(toRoute: .recipe(id: 1)) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: PantryCoordinator
  var body: some View { Button("Soup") { Task { await coordinator.showRecipe() } } }
}
