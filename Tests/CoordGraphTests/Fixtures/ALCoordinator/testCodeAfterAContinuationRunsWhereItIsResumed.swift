import SUICoordinator
import SwiftUI

enum StallRoute: RouteType {
  case stalls(StallsModel)
  case picker(PickerModel)
  case detail(String)
  case confirm(ConfirmModel)
  case done

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .stalls, .detail: .push
    case .picker: .sheet
    case .confirm: .detents([.medium])
    case .done: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .stalls(let model): StallsView(model: model)
    case .picker(let model): PickerView(model: model)
    case .detail(let stall): Text(stall)
    case .confirm(let model): ConfirmView(model: model)
    case .done: Text("Done")
    }
  }
}

@Coordinator(StallRoute.self)
final class StallCoordinator {
  func start() async {
    await startFlow(route: .stalls(StallsModel(coordinator: self)))
  }

  func pickStall() async {
    let picked = await withCheckedContinuation { continuation in
      Task { await navigate(toRoute: .picker(PickerModel { continuation.resume(returning: $0) })) }
    }
    await router.dismiss()
    await navigate(toRoute: .detail(picked))
  }

  func checkOut() {
    Task {
      let confirmed = try await withCheckedThrowingContinuation { continuation in
        Task { await navigate(toRoute: .confirm(ConfirmModel { continuation.resume(returning: $0) })) }
      }
      await router.dismiss()
      if confirmed { await navigate(toRoute: .done) }
    }
  }
}

final class StallsModel {
  private weak var coordinator: StallCoordinator?

  init(coordinator: StallCoordinator) { self.coordinator = coordinator }

  func openPicker() {
    Task { await coordinator?.pickStall() }
  }

  func checkOut() { coordinator?.checkOut() }
}

struct StallsView: View {
  let model: StallsModel

  var body: some View {
    Button("Pick") { model.openPicker() }
    Button("Check out") { model.checkOut() }
  }
}

final class PickerModel {
  private let onPick: (String) -> Void

  init(onPick: @escaping (String) -> Void) { self.onPick = onPick }

  func pick() { onPick("north") }
}

struct PickerView: View {
  let model: PickerModel

  var body: some View {
    Button("North") { model.pick() }
  }
}

final class ConfirmModel {
  private let onAnswer: (Bool) -> Void

  init(onAnswer: @escaping (Bool) -> Void) { self.onAnswer = onAnswer }

  func answer(_ yes: Bool) { onAnswer(yes) }
}

struct ConfirmView: View {
  let model: ConfirmModel

  var body: some View {
    Button("Yes") { model.answer(true) }
    Button("No") { model.answer(false) }
  }
}
