import SUICoordinator
import SwiftUI

extension GardenCoordinator {
  enum Route: RouteType {
    case beds
    case item(name: String, onUse: () -> Void)
    case watered

    var presentationStyle: TransitionPresentationStyle { .push }

    @ViewBuilder var body: some View { GardenScreens.view(for: self) }
  }
}

enum GardenScreens {
  @ViewBuilder static func view(for route: GardenCoordinator.Route) -> some View {
    switch route {
    case .beds: BedsView()
    case .item(let name, let onUse): PlantView(name: name, onWater: onUse)
    case .watered: Text("Watered")
    }
  }
}

@Coordinator(Route.self)
final class GardenCoordinator {
  func start() async { await startFlow(route: .beds) }

  func open(_ name: String) async {
    await navigate(toRoute: .item(name: name, onUse: { [weak self] in
      Task { await self?.navigate(toRoute: .watered) }
    }))
  }
}

struct BedsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Rose") { Task { await (coordinator as? GardenCoordinator)?.open("Rose") } }
  }
}

struct PlantView: View {
  let name: String
  let onWater: () -> Void
  var body: some View { Button("Water \(name)", action: onWater) }
}

extension ShedCoordinator {
  enum Route: RouteType {
    case tools
    case item(name: String, onUse: () -> Void)
    case sharpened

    var presentationStyle: TransitionPresentationStyle { .push }

    @ViewBuilder var body: some View { ShedScreens.view(for: self) }
  }
}

enum ShedScreens {
  @ViewBuilder static func view(for route: ShedCoordinator.Route) -> some View {
    switch route {
    case .tools: ToolsView()
    case .item(let name, let onUse): ToolView(name: name, onSharpen: onUse)
    case .sharpened: Text("Sharp")
    }
  }
}

@Coordinator(Route.self)
final class ShedCoordinator {
  func start() async { await startFlow(route: .tools) }

  func open(_ name: String) async {
    await navigate(toRoute: .item(name: name, onUse: { [weak self] in
      Task { await self?.navigate(toRoute: .sharpened) }
    }))
  }
}

struct ToolsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Spade") { Task { await (coordinator as? ShedCoordinator)?.open("Spade") } }
  }
}

struct ToolView: View {
  let name: String
  let onSharpen: () -> Void
  var body: some View { Button("Sharpen \(name)", action: onSharpen) }
}
