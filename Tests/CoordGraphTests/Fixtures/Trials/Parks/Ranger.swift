import SUICoordinator
import SwiftUI

enum RangerRoute: RouteType {
  case alerts
  case alert(id: Int)
  case permit(PermitCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .alerts: AlertsView()
    case .alert(let id): Text("Alert \(id)")
    case .permit: EmptyView()
    }
  }
}

@Coordinator(RangerRoute.self)
final class RangerCoordinator {
  func start() async { await startFlow(route: .alerts) }

  func showAlert(_ id: Int) async { await navigate(toRoute: .alert(id: id)) }

  func applyForPermit() async {
    let permit = PermitCoordinator()
    await navigate(to: permit, presentationStyle: .sheet)
  }
}

@Observable
final class AlertsModel {
  var alerts = [1, 2, 3]
  var selected: Int?
}

struct AlertsView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var model = AlertsModel()

  var body: some View {
    List(model.alerts, id: \.self) { id in
      Button("Alert \(id)") { model.selected = id }
    }
    .onChange(of: model.selected) { _, id in
      guard let id else { return }
      Task { await (coordinator as? RangerCoordinator)?.showAlert(id) }
    }
    .toolbar {
      Button("Permit") { Task { await (coordinator as? RangerCoordinator)?.applyForPermit() } }
    }
  }
}

enum PermitRoute: RouteType {
  case form
  case payment
  case issued

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .form: PermitFormView()
    case .payment: PermitPaymentView()
    case .issued: Text("Issued")
    }
  }
}

@Coordinator(PermitRoute.self)
final class PermitCoordinator {
  func start() async { await startFlow(route: .form) }
  func pay() async { await navigate(toRoute: .payment) }
  func paid() async { await navigate(toRoute: .issued) }
  func cancel() async { await finishFlow() }
}

struct PermitFormView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Continue") { Task { await (coordinator as? PermitCoordinator)?.pay() } }
    Button("Cancel") { Task { await (coordinator as? PermitCoordinator)?.cancel() } }
  }
}

struct PermitPaymentView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Pay") { Task { await (coordinator as? PermitCoordinator)?.paid() } }
  }
}
