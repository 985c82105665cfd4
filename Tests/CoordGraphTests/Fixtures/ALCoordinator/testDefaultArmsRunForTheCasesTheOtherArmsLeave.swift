import SUICoordinator
import SwiftUI

enum KitchenRoute: RouteType {
  case pantry
  case recipe
  case timer

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .timer: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .pantry: PantryView()
    case .recipe: RecipeView()
    case .timer: TimerView()
    }
  }
}

enum KitchenAction {
  case openRecipe
  case openTimer
  case leave
  case cancel
}

final class KitchenCoordinator: Coordinator<KitchenRoute> {
  override func start() async { await startFlow(route: .pantry) }

  // `default:` runs for the cases the other arms leave: `.leave` and `.cancel`.
  func handle(_ action: KitchenAction) async {
    switch action {
    case .openRecipe: await navigate(toRoute: .recipe)
    case .openTimer: await navigate(toRoute: .timer)
    default: await close()
    }
  }

  // After an arm with `where`, `default:` may run for `.openTimer` too: every caller runs it.
  func repeatTimer(_ action: KitchenAction, times: Int) async {
    switch action {
    case .openTimer where times > 1: await navigate(toRoute: .timer)
    default: await restart()
    }
  }
}

enum PantrySheet: Identifiable {
  case eggs
  case notes
  case flour
  var id: Self { self }
}

struct PantryView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  @State private var sheet: PantrySheet?

  var body: some View {
    List {
      Button("Recipe") { Task { await coordinator.handle(.openRecipe) } }
      Button("Eggs") { sheet = .eggs }
      Button("Notes") { sheet = .notes }
    }
    // The `default:` arm's view is a screen of its own (before, it was read as built in every arm).
    .sheet(item: $sheet) { item in
      switch item {
      case .eggs: EggsView(onDone: { sheet = nil })
      default: NotesView()
      }
    }
  }
}

struct EggsView: View {
  var onDone: () -> Void
  var body: some View { Button("Done", action: onDone) }
}

struct NotesView: View {
  var body: some View { Text("Notes") }
}

struct RecipeView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View {
    Button("Timer") { Task { await coordinator.handle(.openTimer) } }
    Button("Leave") { Task { await coordinator.handle(.leave) } }
  }
}

struct TimerView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View {
    Button("Again") { Task { await coordinator.repeatTimer(.openTimer, times: 2) } }
  }
}
