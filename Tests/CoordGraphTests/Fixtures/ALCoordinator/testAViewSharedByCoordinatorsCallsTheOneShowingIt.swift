import SUICoordinator
import SwiftUI

protocol ManifestRouting: AnyObject {
  func showManifest() async
}

enum ShipsRoute: RouteType {
  case ship
  case manifest

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .ship: .push
    case .manifest: .sheet
    }
  }

  var body: some View {
    switch self {
    case .ship: DockedView()
    case .manifest: Text("Manifest")
    }
  }
}

final class ShipsCoordinator: Coordinator<ShipsRoute>, ManifestRouting {
  override func start() async { await startFlow(route: .ship) }
  func showManifest() async { await navigate(toRoute: .manifest) }
  func showCargo() async { await navigate(to: CargoCoordinator()) }
}

enum CargoRoute: RouteType {
  case crate
  case manifest

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .crate: .push
    case .manifest: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .crate: DockedView()
    case .manifest: Text("Manifest")
    }
  }
}

final class CargoCoordinator: Coordinator<CargoRoute>, ManifestRouting {
  override func start() async { await startFlow(route: .crate) }
  func showManifest() async { await navigate(toRoute: .manifest) }
}

struct DockedView: View {
  @Environment(\.coordinator) var coordinator
  var body: some View {
    Button("Manifest") { Task { await (coordinator as? ManifestRouting)?.showManifest() } }
    Button("Cargo") { Task { await (self.coordinator as? ShipsCoordinator)?.showCargo() } }
  }
}
