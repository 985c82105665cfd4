import Observation
import SUICoordinator
import SwiftUI

@main
struct BinderyApp: App {
  @State private var workshop = WorkshopCoordinator()

  var body: some Scene {
    WindowGroup {
      workshop.getView()
    }
  }
}

enum WorkshopRoute: RouteType {
  case orders(OrdersModel)
  case order(OrderModel)
  case paperPicker(onPick: (String) -> Void)
  case proof(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .orders, .order: .push
    case .paperPicker: .detents([.medium])
    case .proof: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .orders(let model): OrdersView(model: model)
    case .order(let model): OrderView(model: model)
    case .paperPicker(let onPick): PaperPickerView(onPick: onPick)
    case .proof(let title): ProofView(title: title)
    }
  }
}

@Coordinator(WorkshopRoute.self)
final class WorkshopCoordinator {
  func start() async {
    await startFlow(route: .orders(OrdersModel(coordinator: self)))
  }

  func open(_ title: String) async {
    await navigate(toRoute: .order(OrderModel(title: title, coordinator: self)))
  }

  func pickPaper(for model: OrderModel) async {
    await navigate(toRoute: .paperPicker(onPick: { [weak model] paper in
      model?.paper = paper
      Task { await model?.paperChosen() }
    }))
  }

  func showProof(_ title: String) async {
    await navigate(toRoute: .proof(title))
  }
}

@Observable
final class OrdersModel {
  var titles = ["Atlas", "Herbarium"]
  @ObservationIgnored weak var coordinator: WorkshopCoordinator?

  init(coordinator: WorkshopCoordinator) { self.coordinator = coordinator }

  func select(_ title: String) { Task { await coordinator?.open(title) } }
}

struct OrdersView: View {
  @Bindable var model: OrdersModel
  @State private var showingHelp = false

  var body: some View {
    List(model.titles, id: \.self) { title in
      Button(title) { model.select(title) }
    }
    .toolbar { Button("Help") { showingHelp = true } }
    .sheet(isPresented: $showingHelp) {
      HelpView()
    }
  }
}

struct HelpView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

@Observable
final class OrderModel {
  let title: String
  var paper: String?
  @ObservationIgnored weak var coordinator: WorkshopCoordinator?

  init(title: String, coordinator: WorkshopCoordinator) {
    self.title = title
    self.coordinator = coordinator
  }

  func choosePaper() async { await coordinator?.pickPaper(for: self) }

  func paperChosen() async {
    await coordinator?.router.dismiss()
    await coordinator?.showProof(title)
  }
}

struct OrderView: View {
  @Bindable var model: OrderModel

  var body: some View {
    VStack {
      Text(model.paper ?? "No paper yet")
      Button("Choose paper") { Task { await model.choosePaper() } }
    }
  }
}

struct PaperPickerView: View {
  let onPick: (String) -> Void

  var body: some View {
    List(["Laid", "Wove"], id: \.self) { paper in
      Button(paper) { onPick(paper) }
    }
  }
}

struct ProofView: View {
  let title: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Text("Proof of \(title)")
      Button("Approve") { Task { await coordinator?.router.popToRoot() ; await coordinator?.router.dismiss() } }
      Button("Back") { Task { await coordinator?.router.dismiss() } }
    }
  }
}
