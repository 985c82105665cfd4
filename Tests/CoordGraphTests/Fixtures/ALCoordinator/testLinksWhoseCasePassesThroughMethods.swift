import SUICoordinator
import SwiftUI

enum KelpRoute: RouteType {
  case forest
  case trench
  case grotto

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .forest: Text("Forest")
    default: Text("Kelp")
    }
  }
}

enum Depth {
  case trench
  case grotto
}

enum SwimAction {
  case swim(Depth)
  case surface
}

final class KelpCoordinator: Coordinator<KelpRoute> {
  override func start() async {
    await startFlow(route: .forest)
  }

  func handle(_ action: SwimAction) async {
    switch action {
    case .swim(let depth):
      await drift(depth)
    case .surface:
      await pop()
    }
  }

  func drift(_ depth: Depth) async {
    await swim(depth)
  }

  func swim(_ depth: Depth) async {
    switch depth {
    case .trench: await navigate(toRoute: .trench)
    case .grotto: await navigate(toRoute: .grotto)
    }
  }

  func open(_ depth: Depth) async {
    await swim(depth)
  }
}

@main
struct KelpApp: App {
  @StateObject var coordinator = KelpCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          if url.host == "grotto" {
            Task { await coordinator.handle(.swim(.grotto)) }
          }
          if url.host == "trench" {
            Task { await coordinator.open(.trench) }
          }
        }
    }
  }
}
