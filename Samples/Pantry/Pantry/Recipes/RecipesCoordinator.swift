import SUICoordinator
import SwiftUI

enum RecipesRoute: RouteType {
  case list
  case detail(recipe: String)
  case reviews(recipe: String)
  case timer(minutes: Int)
  case cookMode(recipe: String)  // planted: dead-end, no-way-back

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .detail, .reviews: .push
    case .timer: .detents([.medium, .large])
    case .cookMode: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .list: RecipeListView()
    case .detail(let recipe): RecipeDetailView(recipe: recipe)
    case .reviews(let recipe): ReviewsView(recipe: recipe)
    case .timer(let minutes): TimerView(minutes: minutes)
    case .cookMode(let recipe): CookModeView(recipe: recipe)
    }
  }
}

/// What recipe screens ask of their coordinator (they reach it through the environment).
protocol RecipesActions: AnyObject {
  func showRecipe(_ recipe: String) async
  func showReviews(of recipe: String) async
  func startTimer(minutes: Int) async
  func startCooking(_ recipe: String) async
}

final class RecipesCoordinator: Coordinator<RecipesRoute> {
  override func start() async {
    await startFlow(route: .list)
  }
}

extension RecipesCoordinator: RecipesActions {
  func showRecipe(_ recipe: String) async {
    await navigate(toRoute: .detail(recipe: recipe))
  }

  func showReviews(of recipe: String) async {
    await navigate(toRoute: .reviews(recipe: recipe))
  }

  func startTimer(minutes: Int) async {
    await navigate(toRoute: .timer(minutes: minutes))
  }

  // Cook mode covers the screen; it has no close button yet.
  func startCooking(_ recipe: String) async {
    await navigate(toRoute: .cookMode(recipe: recipe))
  }
}

struct RecipeListView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["Soup", "Bread"], id: \.self) { recipe in
      Button(recipe) {
        Task { await (coordinator as? RecipesActions)?.showRecipe(recipe) }
      }
    }
  }
}

struct RecipeDetailView: View {
  @Environment(\.coordinator) private var coordinator
  let recipe: String

  var body: some View {
    VStack {
      Button("Reviews") { Task { await (coordinator as? RecipesActions)?.showReviews(of: recipe) } }
      Button("Timer") { Task { await (coordinator as? RecipesActions)?.startTimer(minutes: 10) } }
      Button("Cook") { Task { await (coordinator as? RecipesActions)?.startCooking(recipe) } }
    }
  }
}

struct ReviewsView: View {
  let recipe: String
  var body: some View { Text("Reviews of \(recipe)") }
}

struct TimerView: View {
  let minutes: Int
  var body: some View { Text("\(minutes) min") }
}

struct CookModeView: View {
  let recipe: String
  var body: some View { Text("Step 1") }
}
