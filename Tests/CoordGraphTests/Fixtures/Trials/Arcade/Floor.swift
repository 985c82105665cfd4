import SUICoordinator
import SwiftUI

enum FloorPage: TabPage, CaseIterable {
  case games, prizes

  var position: Int {
    switch self {
    case .games: 0
    case .prizes: 1
    }
  }

  var dataSource: FloorPageLabel { FloorPageLabel(page: self) }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .games: GamesCoordinator()
    case .prizes: PrizesCoordinator()
    }
  }
}

struct FloorPageLabel: View {
  let page: FloorPage

  var body: some View {
    Text(page == .games ? "Games" : "Prizes")
  }
}

final class FloorTabs: TabCoordinator<FloorPage> {
  init() {
    super.init(
      pages: FloorPage.allCases, currentPage: .games,
      viewContainer: { tabs in TabViewCoordinator(dataSource: tabs, currentPage: tabs.currentPage) })
  }

  func showTokens() async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .detents([.medium])) { TokensView() })
  }

  func leave() async { await finishFlow() }
}

struct TokensView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

enum GamesRoute: RouteType {
  case cabinets
  case game(String)
  case highScores(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .highScores: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .cabinets: CabinetsView()
    case .game(let name): GameView(name: name)
    case .highScores(let name): Text("Scores for \(name)")
    }
  }
}

@Coordinator(GamesRoute.self)
final class GamesCoordinator {
  func start() async { await startFlow(route: .cabinets) }
  func open(_ name: String) async { await navigate(toRoute: .game(name)) }
  func scores(_ name: String) async { await navigate(toRoute: .highScores(name)) }
}

struct CabinetsView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["Pinball", "Racer"], id: \.self) { name in
      Button(name) { Task { await (coordinator as? GamesCoordinator)?.open(name) } }
    }
    .toolbar {
      Button("Tokens") { Task { await (coordinator?.parent as? FloorTabs)?.showTokens() } }
      Button("Leave") { Task { await (coordinator?.parent as? FloorTabs)?.leave() } }
    }
  }
}

struct GameView: View {
  let name: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("High scores") { Task { await (coordinator as? GamesCoordinator)?.scores(name) } }
  }
}

enum PrizesRoute: RouteType {
  case shelf
  case prize(Int)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .shelf: PrizeShelfView()
    case .prize(let id): Text("Prize \(id)")
    }
  }
}

@Coordinator(PrizesRoute.self)
final class PrizesCoordinator {
  func start() async { await startFlow(route: .shelf) }
  func show(_ id: Int) async { await navigate(toRoute: .prize(id)) }
}

struct PrizeShelfView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Teddy") { Task { await (coordinator as? PrizesCoordinator)?.show(1) } }
  }
}
