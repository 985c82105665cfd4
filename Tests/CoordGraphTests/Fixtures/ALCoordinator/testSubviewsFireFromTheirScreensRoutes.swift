import SUICoordinator
import SwiftUI

enum DeliRoute: RouteType {
  case menu
  case dish(id: Int)
  case basket
  case allergens

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .menu, .dish: .push
    case .basket, .allergens: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .menu: MenuView()
    case .dish(let id): DishView(id: id)
    case .basket, .allergens: BasketView(model: BasketModel())
    }
  }
}

final class DeliCoordinator: Coordinator<DeliRoute> {
  override func start() async { await startFlow(route: .menu) }
  func showDish(_ id: Int) async { await navigate(toRoute: .dish(id: id)) }
  func showBasket() async { await navigate(toRoute: .basket) }
  func showAllergens() async { await navigate(toRoute: .allergens) }
}

struct MenuView: View {
  @State private var tips = false
  var body: some View {
    List(1..<4) { id in DishRow(id: id) }.overlay { BasketBadge(model: BasketModel()) }
      .modifier(BasketButton())
      .sheet(isPresented: $tips) { TipsView() }
  }
}

struct DishRow: View {
  let id: Int
  @EnvironmentObject var coordinator: DeliCoordinator
  var body: some View { Button("Dish \(id)") { Task { await coordinator.showDish(id) } } }
}

struct BasketButton: ViewModifier {
  @EnvironmentObject var coordinator: DeliCoordinator
  func body(content: Content) -> some View {
    content.toolbar { Button("Basket") { Task { await coordinator.showBasket() } } }
  }
}

struct DishView: View {
  let id: Int
  var body: some View {
    VStack {
      DishDetails(id: id)
      NoteField()
    }
    .modifier(BasketButton())
  }
}

struct DishDetails: View {
  let id: Int
  var body: some View { AllergenLink() }
}

struct AllergenLink: View {
  @StateObject private var model = AllergenModel()
  @EnvironmentObject var coordinator: DeliCoordinator
  var body: some View { Button("Allergens") { Task { await model.open(coordinator) } } }
}

@MainActor
final class AllergenModel: ObservableObject {
  func open(_ coordinator: DeliCoordinator) async { await coordinator.showAllergens() }
}

struct TipsView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct NoteField: View {
  @StateObject private var model = NoteModel()
  var body: some View { TextField("Note", text: $model.note) }
}

@MainActor
final class NoteModel: ObservableObject {
  weak var coordinator: DeliCoordinator?
  @Published var note = "" {
    didSet { Task { await coordinator?.showDish(0) } }
  }
}

struct BasketView: View {
  @ObservedObject var model: BasketModel
  var body: some View { Text("\(model.count)") }
}

struct BasketBadge: View {
  let model: BasketModel
  var body: some View { Text("Basket") }
}

@MainActor
final class BasketModel: ObservableObject {
  weak var coordinator: DeliCoordinator?
  @Published var count = 0 {
    didSet { Task { await coordinator?.showAllergens() } }
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: NoteModel, _ value: DeliCoordinator) { screen.coordinator = value }
func wire(_ screen: BasketModel, _ value: DeliCoordinator) { screen.coordinator = value }

extension MenuView {
  /// What sets `tips`, so that its sheet shows.
  func showTips() { tips = true }
}
