import SUICoordinator
import SwiftUI

enum JobsRoute: RouteType {
  case queue
  case job(String)
  case proofs(String)
  case reprint(String, onConfirm: () -> Void)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .queue, .job, .proofs: .push
    case .reprint: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .queue: QueueView()
    case .job(let id): JobView(id: id)
    case .proofs(let id): ProofsView(id: id)
    case .reprint(let id, let onConfirm): ReprintView(id: id, onConfirm: onConfirm)
    }
  }
}

@Coordinator(JobsRoute.self)
final class JobsCoordinator {
  func start() async { await startFlow(route: .queue) }

  func open(job id: String) async {
    await router.popToRoot(animated: false)
    await navigate(toRoute: .job(id))
  }

  func proofs(for id: String) async { await navigate(toRoute: .proofs(id)) }

  func askReprint(_ id: String) async {
    await navigate(toRoute: .reprint(id, onConfirm: { [weak self] in
      Task {
        await self?.router.dismiss()
        await self?.router.popToRoot()
      }
    }))
  }
}

struct QueueView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["J-1", "J-2"], id: \.self) { id in
      Button(id) { Task { await (coordinator as? JobsCoordinator)?.open(job: id) } }
    }
  }
}

struct JobView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Proofs") { Task { await (coordinator as? JobsCoordinator)?.proofs(for: id) } }
      Button("Reprint") { Task { await (coordinator as? JobsCoordinator)?.askReprint(id) } }
    }
  }
}

struct ProofsView: View {
  let id: String
  var body: some View { Text("Proofs of \(id)") }
}

struct ReprintView: View {
  let id: String
  let onConfirm: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Button("Reprint \(id)", action: onConfirm)
      Button("Cancel") { dismiss() }
    }
  }
}

enum InksRoute: RouteType {
  case shelf
  case mixer

  var presentationStyle: TransitionPresentationStyle { self == .mixer ? .fullScreenCover : .push }

  @ViewBuilder var body: some View {
    switch self {
    case .shelf: InkShelfView()
    case .mixer: MixerView()
    }
  }
}

@Coordinator(InksRoute.self)
final class InksCoordinator {
  func start() async { await startFlow(route: .shelf) }
  func mix() async { await navigate(toRoute: .mixer) }
}

struct InkShelfView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Mix") { Task { await (coordinator as? InksCoordinator)?.mix() } }
  }
}

struct MixerView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Done") { Task { await coordinator?.close() } }
  }
}

enum PressSettingsRoute: RouteType {
  case main
  case calibration

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .main: PressSettingsView()
    case .calibration: CalibrationView()
    }
  }
}

@Coordinator(PressSettingsRoute.self)
final class PressSettingsCoordinator {
  func start() async { await startFlow(route: .main) }
  func calibrate() async { await navigate(toRoute: .calibration) }
}

struct PressSettingsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Calibrate") { Task { await (coordinator as? PressSettingsCoordinator)?.calibrate() } }
  }
}

struct CalibrationView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Back to jobs") { (coordinator?.parent as? PressTabs)?.currentPage = .jobs }
  }
}
