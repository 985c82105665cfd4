import SUICoordinator
import SwiftUI

enum OnboardingRoute: RouteType {
  case welcome
  case detail(id: String, animated: Bool)
  case terms

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .welcome, .detail: return .push
    default: return .sheet
    }
  }

  var body: some View {
    switch self {
    case .welcome: WelcomeView(viewModel: .init())
    case .detail(let id, _): DetailView(id: id)
    case .terms: TermsView()
    }
  }
}

@Coordinator(OnboardingRoute.self)
final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute>, Sendable {
  weak var delegate: AppDelegateProtocol?
  @Published var step: Int = 0

  func start() async {
    await startFlow(route: .welcome)
  }

  func showDetail(id: String) async {
    await router.navigate(toRoute: .detail(id: id, animated: true), presentationStyle: .fullScreenCover)
    Task { [weak self] in await self?.finishFlow(animated: true) }
  }

  final class Nested {}
}

extension OnboardingCoordinator: OnboardingActions {
  func close() { hasRoot(\.home).focus(\.main).present(\.todo, input: 3) }
}

class Broken: BaseCoordinator {
  func half( {
