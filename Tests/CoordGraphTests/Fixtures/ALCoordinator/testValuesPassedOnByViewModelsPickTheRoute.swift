import SwiftUI
import SUICoordinator

enum PetRoute: RouteType {
  case shelter
  case dogs
  case cats
  case birds
  case adopt

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .shelter: ShelterView(model: ShelterModel())
    case .dogs: DogsView(model: DogsModel())
    default: Text("Pets")
    }
  }
}

struct Pen: Identifiable {
  let id: String
  let route: PetRoute
}

protocol PetRouting: AnyObject {
  func visit(_ pen: Pen) async
}

final class PetCoordinator: Coordinator<PetRoute>, PetRouting {
  override func start() async { await startFlow(route: .shelter) }
  func visit(_ pen: Pen) async { await navigate(toRoute: pen.route) }
}

@MainActor
final class ShelterModel: ObservableObject {
  weak var coordinator: PetCoordinator?
  let pens = [Pen(id: "Dogs", route: .dogs), Pen(id: "Cats", route: .cats)]
  func select(_ pen: Pen) { Task { await coordinator?.visit(pen) } }
}

@MainActor
final class DogsModel: ObservableObject {
  weak var router: PetRouting?
  let pens = [Pen(id: "Birds", route: .birds), Pen(id: "Adopt", route: .adopt)]
  func select(_ pen: Pen) { Task { await router?.visit(pen) } }
}

struct ShelterView: View {
  @StateObject var model: ShelterModel
  var body: some View {
    List(model.pens) { pen in Button(pen.id) { model.select(pen) } }
  }
}

struct DogsView: View {
  @StateObject var model: DogsModel
  var body: some View {
    List(model.pens) { pen in Button(pen.id) { model.select(pen) } }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ShelterModel, _ value: PetCoordinator) { screen.coordinator = value }
func wire(_ screen: DogsModel, _ value: PetRouting) { screen.router = value }
