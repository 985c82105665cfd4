import SUICoordinator
import SwiftUI

enum ClinicRoute: RouteType {
  case waiting(WaitingModel)
  case exam(ExamModel)
  case bill(BillModel)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .waiting, .exam: .push
    case .bill: .sheet
    }
  }

  var body: some View {
    switch self {
    case .waiting(let model): WaitingView(model: model)
    case .exam(let model): ExamView(model: model)
    case .bill(let model): BillView(model: model)
    }
  }
}

final class ClinicCoordinator: Coordinator<ClinicRoute> {
  override func start() async {
    let model = WaitingModel()
    model.coordinator = self
    await startFlow(route: .waiting(model))
  }

  // Forgets to give the model its coordinator: the exam's button does nothing.
  func showExam() async { await navigate(toRoute: .exam(ExamModel())) }
  func showBill() async { await navigate(toRoute: .bill(BillModel(coordinator: self))) }
  func finishExam() async { await router.pop() }
  func closeBill() async { await router.dismiss() }
}

final class WaitingModel: ObservableObject {
  weak var coordinator: ClinicCoordinator?
  func examine() { Task { await coordinator?.showExam() } }
  func pay() { Task { await coordinator?.showBill() } }
}

final class ExamModel: ObservableObject {
  weak var coordinator: ClinicCoordinator?
  func finish() { Task { await coordinator?.finishExam() } }
}

final class BillModel: ObservableObject {
  private weak var coordinator: ClinicCoordinator?
  init(coordinator: ClinicCoordinator) { self.coordinator = coordinator }
  func close() { Task { await coordinator?.closeBill() } }
}

struct WaitingView: View {
  @ObservedObject var model: WaitingModel
  var body: some View {
    Button("Examine") { model.examine() }
    Button("Pay") { model.pay() }
  }
}

struct ExamView: View {
  @ObservedObject var model: ExamModel
  var body: some View { Button("Done") { model.finish() } }
}

struct BillView: View {
  @ObservedObject var model: BillModel
  var body: some View { Button("Close") { model.close() } }
}
