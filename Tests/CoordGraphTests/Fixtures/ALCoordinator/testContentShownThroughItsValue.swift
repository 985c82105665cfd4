import SUICoordinator
import SwiftUI

enum PondRoute: RouteType {
  case pond
  case shore

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .pond: PondView()
    case .shore: ShoreView()
    }
  }
}

final class PondCoordinator: Coordinator<PondRoute> {
  override func start() async { await startFlow(route: .pond) }
  func showShore() async { await navigate(toRoute: .shore) }
}

enum PondSheet: Identifiable {
  case fish(Int)
  case lilies
  var id: String { "\(self)" }

  @ViewBuilder var content: some View {
    switch self {
    case let .fish(id): FishView(id: id)
    case .lilies: LiliesView()
    }
  }
}

enum PondPath: Hashable {
  case depth
  case reeds

  @ViewBuilder var destination: some View {
    switch self {
    case .depth: DepthView()
    case .reeds: ReedsView()
    }
  }
}

struct PondView: View {
  @EnvironmentObject var coordinator: PondCoordinator
  @State private var sheet: PondSheet?

  var body: some View {
    List {
      Button("Fish") { sheet = .fish(1) }
      Button("Lilies") { sheet = .lilies }
      NavigationLink("Depth", value: PondPath.depth)
      Button("Shore") { Task { await coordinator.showShore() } }
    }
    .sheet(item: $sheet) { $0.content }
    .navigationDestination(for: PondPath.self) { path in path.destination }
  }
}

struct ShoreView: View {
  @State private var sheet: PondSheet?

  var body: some View {
    Button("Fish") { sheet = .fish(2) }
      .fullScreenCover(item: $sheet) { item in sheetView(for: item) }
  }

  @ViewBuilder private func sheetView(for item: PondSheet) -> some View {
    switch item {
    case .fish(let id): FishView(id: id)
    case .lilies: LiliesView()
    }
  }
}

struct FishView: View {
  let id: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

struct LiliesView: View {
  var body: some View { Text("Lilies") }
}

struct DepthView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Back") { dismiss() } }
}

struct ReedsView: View {
  @State private var heron: Heron?
  var body: some View {
    Button("Heron") { heron = Heron() }
      .sheet(item: $heron, content: HeronView.init)
  }
}

struct Heron: Identifiable {
  let id = 1
}

struct HeronView: View {
  let heron: Heron
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Fly away") { dismiss() } }
}
