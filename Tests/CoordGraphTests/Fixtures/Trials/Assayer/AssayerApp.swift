import SUICoordinator
import SwiftUI

@main
struct AssayerApp: App {
  @State private var lab = LabCoordinator()

  var body: some Scene {
    WindowGroup { lab.getView() }
  }
}

struct Reagent: Hashable {
  let name: String
}

enum LabRoute: RouteType {
  case samples
  case sample(String)
  case report(Report)
  case failed(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .samples, .sample: .push
    case .report: .sheet
    case .failed: .detents([.medium])
    }
  }

  var body: some View {
    switch self {
    case .samples: SamplesView()
    case .sample(let id): SampleView(id: id)
    case .report(let report): ReportView(report: report)
    case .failed(let reason): FailedView(reason: reason)
    }
  }
}

struct Report: Hashable {
  let sample: String
  let reagent: Reagent
}

@Coordinator(LabRoute.self)
final class LabCoordinator {
  func start() async {
    await startFlow(route: .samples)
  }

  func open(sample id: String) async {
    await navigate(toRoute: .sample(id))
  }

  /// Runs the reagent picker as a flow of its own and waits for what it hands back.
  func pickReagent() async -> Reagent? {
    await withCheckedContinuation { continuation in
      let picker = ReagentPickerCoordinator { chosen in
        continuation.resume(returning: chosen)
      }
      Task { await navigate(to: picker, presentationStyle: .sheet) }
    }
  }

  func showReport(_ report: Report) async {
    await navigate(toRoute: .report(report))
  }

  func showFailure(_ reason: String) async {
    await navigate(toRoute: .failed(reason))
  }

  func closeSheet() async {
    await router.dismiss()
  }
}

struct SamplesView: View {
  @Environment(\.coordinator) private var coordinator
  private var lab: LabCoordinator? { coordinator as? LabCoordinator }

  var body: some View {
    List(["Ore 12", "Ore 13"], id: \.self) { id in
      Button(id) { Task { await lab?.open(sample: id) } }
    }
  }
}

struct SampleView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator
  @State private var loaded = false
  private var lab: LabCoordinator? { coordinator as? LabCoordinator }

  var body: some View {
    VStack {
      Text(id)
      Button("Assay") { Task { await assay() } }
    }
    .task {
      loaded = await Assays.isCalibrated()
      if !loaded { await lab?.showFailure("The balance is not calibrated") }
    }
  }

  private func assay() async {
    guard let lab, let reagent = await lab.pickReagent() else { return }
    await lab.showReport(Report(sample: id, reagent: reagent))
  }
}

enum Assays {
  static func isCalibrated() async -> Bool {
    try? await Task.sleep(for: .milliseconds(200))
    return Bool.random()
  }
}

struct ReportView: View {
  let report: Report
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Text("\(report.sample) with \(report.reagent.name)")
      Button("Close") { Task { await (coordinator as? LabCoordinator)?.closeSheet() } }
    }
  }
}

struct FailedView: View {
  let reason: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text(reason)
    Button("OK") { dismiss() }
  }
}
