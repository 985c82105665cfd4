import SUICoordinator
import SwiftUI

enum KitchenRoute: RouteType {
  case pantry
  case recipe
  case shopping
  case chef
  case newRecipe
  case empty

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .newRecipe: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .pantry: PantryView()
    case .recipe: RecipeView()
    case .shopping: ShoppingView()
    case .chef: ChefView()
    case .newRecipe: Text("New recipe")
    case .empty: Text("Nothing to buy")
    }
  }
}

enum Dish { case soup, bread }

final class KitchenCoordinator: Coordinator<KitchenRoute> {
  override func start() async { await startFlow(route: .pantry) }

  func open(_ dish: Dish?) async {
    guard let dish else { return await navigate(toRoute: .newRecipe) }
    print(dish)
    await navigate(toRoute: .recipe)
  }

  func showList(of dish: Dish?) async {
    if let picked = dish {
      print(picked)
      await navigate(toRoute: .shopping)
    } else {
      await navigate(toRoute: .empty)
    }
  }

  func suggest(_ dish: Dish?) async {
    if dish != nil { await navigate(toRoute: .chef) }
  }
}

struct PantryView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View {
    Button("New") { Task { await coordinator.open(nil) } }
    Button("Soup") { Task { await coordinator.open(.soup) } }
    Button("List") { Task { await coordinator.showList(of: nil) } }
  }
}

struct RecipeView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View {
    Button("Buy") { Task { await coordinator.showList(of: .bread) } }
    Button("Chef") { Task { await coordinator.suggest(.soup) } }
  }
}

struct ShoppingView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View { Button("Ask") { Task { await coordinator.suggest(nil) } } }
}

struct ChefView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  @State private var favourite: Dish?
  var body: some View { Button("Cook") { Task { await coordinator.open(favourite) } } }
}
