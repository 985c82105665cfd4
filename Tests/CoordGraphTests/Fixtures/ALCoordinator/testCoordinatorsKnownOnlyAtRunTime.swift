import SwiftUI
import SUICoordinator

enum HelmRoute: NavigationRoute {
  case deck
  case chart

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .deck: return DeckView()
    case .chart: return Text("Chart")
    }
  }
}

final class HelmCoordinator: NavigationCoordinator<HelmRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .deck, animated: animated)
  }

  func showChart() { router.navigate(to: .chart) }

  func showAlarm() {
    topCoordinator()?.navigate(to: AlarmCoordinator())
  }

  func closeTop() {
    let top = getTopCoordinator()
    top?.router.dismiss()
  }
}

enum AlarmRoute: NavigationRoute {
  case siren
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Siren") }
}

final class AlarmCoordinator: NavigationCoordinator<AlarmRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .siren, animated: animated)
  }

  func handBack() {
    parent.startChildCoordinator(HelmCoordinator(), animated: true)
  }

  func leave() {
    self.parent?.dismiss()
  }

  func handOver() {
    (parent as? HelmCoordinator)?.router.dismiss()
    (parent as? Shell)?.dismiss()
  }
}

struct DeckView: View {
  @EnvironmentObject var coordinator: HelmCoordinator
  var body: some View {
    Button("Chart") { coordinator.showChart() }
    Button("Alarm") { coordinator.showAlarm() }
    Button("Close") { coordinator.closeTop() }
  }
}

final class Shell {
  func dismiss() {}
}
