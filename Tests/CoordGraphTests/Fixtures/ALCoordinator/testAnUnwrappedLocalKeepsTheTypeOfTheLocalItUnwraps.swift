import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case beds
  case bed(name: String)
  case tools

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .beds: BedsView()
    case .bed(let name): Text(name)
    case .tools: Text("Tools")
    }
  }
}

@Coordinator(GardenRoute.self)
final class GardenCoordinator {
  func start() async { await startFlow(route: .beds) }
  func open(_ name: String) async { await navigate(toRoute: .bed(name: name)) }
  func showTools() async { await navigate(toRoute: .tools) }
}

struct BedsView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List {
      Button("North bed") { open("North") }
      Button("Tools") { tools() }
    }
  }

  private func open(_ name: String) {
    let garden = coordinator as? GardenCoordinator
    Task {
      if let garden {
        await garden.open(name)
      }
    }
  }

  private func tools() {
    let garden = coordinator as? GardenCoordinator
    Task {
      guard let garden = garden else { return }
      await garden.showTools()
    }
  }
}
