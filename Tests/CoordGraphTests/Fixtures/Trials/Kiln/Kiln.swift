@preconcurrency import Combine
import SUICoordinator
import SwiftUI

@main
struct KilnApp: App {
  @StateObject private var coordinator = FiringCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum FiringRoute: NavigationRoute {
  case schedule
  case firing(Int)
  case glaze(Glaze)
  case cone(Int)
  case warning(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .schedule, .firing, .glaze: .push
    case .cone: .sheet
    case .warning: .fullScreenCover
    }
  }

  func view() -> any View {
    switch self {
    case .schedule: ScheduleView()
    case .firing(let id): FiringView(id: id)
    case .glaze(let glaze): GlazeView(glaze: glaze)
    case .cone(let number): ConeView(number: number)
    case .warning(let text): WarningView(text: text)
    }
  }
}

enum Glaze: String, CaseIterable, Identifiable, Sendable {
  case celadon, tenmoku, shino
  var id: String { rawValue }
}

enum LoadError: Error { case offline, corrupt }

final class FiringCoordinator: NavigationCoordinator<FiringRoute> {
  nonisolated(unsafe) private var pending: Int?

  init() {
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .schedule, animated: animated)
  }

  func open(firing id: consuming Int) {
    router.navigate(to: .firing(id))
  }

  func inspect(_ glaze: some Identifiable & Sendable) {
    guard let glaze = glaze as? Glaze else { return }
    router.navigate(to: .glaze(glaze))
  }

  func showCone(for glaze: borrowing Glaze) {
    let cone: Int = switch glaze {
    case .celadon: 10
    case .tenmoku: 9
    case .shino: 8
    }
    if #available(iOS 17, *) {
      router.navigate(to: .cone(cone))
    } else {
      router.navigate(to: .warning("Update to see cones"))
    }
  }

  func refresh() async {
    do throws(LoadError) {
      try await load()
    } catch .offline {
      router.navigate(to: .warning("Offline"))
    } catch {
      router.navigate(to: .warning("Corrupt schedule"))
    }
  }

  private func load() async throws(LoadError) {}
}

struct ScheduleView: View {
  @EnvironmentObject var coordinator: FiringCoordinator

  var body: some View {
    List([1, 2, 3], id: \.self) { id in
      Button("Firing \(id)") { coordinator.open(firing: id) }
    }
    .refreshable { await coordinator.refresh() }
  }
}

struct FiringView: View {
  let id: Int
  @EnvironmentObject var coordinator: FiringCoordinator

  var body: some View {
    ForEach(Glaze.allCases) { glaze in
      Button(glaze.rawValue) {
        Task { @MainActor [weak coordinator] in coordinator?.inspect(glaze) }
      }
    }
  }
}

struct GlazeView: View {
  let glaze: Glaze
  @EnvironmentObject var coordinator: FiringCoordinator

  var body: some View {
    Button("Cone") { coordinator.showCone(for: glaze) }
  }
}

struct ConeView: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close \(number)", action: { dismiss() })
  }
}

struct WarningView: View {
  let text: String
  @EnvironmentObject var coordinator: FiringCoordinator

  var body: some View {
    Button(text) { coordinator.router.dismiss() }
  }
}
