import SUICoordinator
import SwiftUI

enum FarmRoute: RouteType {
  case fields(FieldsModel)
  case field
  case weather
  case sell

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .fields, .field: .push
    case .weather, .sell: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .fields(let model): FieldsView(model: model)
    case .field: FieldView(model: FieldModel(router: FarmCoordinator().router))
    default: Text("Farm")
    }
  }
}

// The coordinator hands its router to the view model, which navigates with it.
final class FarmCoordinator: Coordinator<FarmRoute> {
  override func start() async { await startFlow(route: .fields(FieldsModel(router: router))) }
}

final class FieldsModel: ObservableObject {
  private let router: Router<FarmRoute>
  init(router: Router<FarmRoute>) { self.router = router }
  func field() async { await router.navigate(toRoute: .field) }
  func weather() async { await self.router.navigate(toRoute: .weather) }
}

// A router passed as a parameter, and one reached through a value that holds it.
final class FieldModel: ObservableObject {
  let router: Router<FarmRoute>
  init(router: Router<FarmRoute>) { self.router = router }
  func sell(with navigation: Router<FarmRoute>) async { await navigation.navigate(toRoute: .sell) }
}

struct FieldsView: View {
  @ObservedObject var model: FieldsModel
  var body: some View {
    Button("Field") { Task { await model.field() } }
    Button("Weather") { Task { await model.weather() } }
  }
}

struct FieldView: View {
  @ObservedObject var model: FieldModel
  var body: some View {
    Button("Sell") { Task { await model.sell(with: model.router) } }
    Button("Back") { Task { await model.router.pop() } }
  }
}
