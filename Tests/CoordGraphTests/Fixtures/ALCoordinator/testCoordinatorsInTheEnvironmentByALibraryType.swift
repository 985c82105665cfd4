import SUICoordinator
import SwiftUI

enum ForecastRoute: RouteType {
  case week
  case welcome

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .week: .push
    case .welcome: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .week: WeekView()
    case .welcome: WelcomeView()
    }
  }
}

final class ForecastCoordinator: Coordinator<ForecastRoute> {
  override func start() async { await startFlow(route: .week) }
  func showWelcome() async { await navigate(toRoute: .welcome) }
}

struct WeekView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Welcome") { Task { await (coordinator as? ForecastCoordinator)?.showWelcome() } }
  }
}

struct WelcomeView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Start") { Task { await coordinator?.close() } }
  }
}

struct CoordinatorKey: EnvironmentKey {
  static let defaultValue: (any CoordinatorType)? = nil
}

extension EnvironmentValues {
  var coordinator: (any CoordinatorType)? {
    get { self[CoordinatorKey.self] }
    set { self[CoordinatorKey.self] = newValue }
  }
}
