import UIKCoordinator
import UIKit

enum WeatherRoute: NavigationRoute {
  case forecast(WeatherCoordinator)
  case radar
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .forecast(let c):
      let vc = ForecastViewController()
      vc.onRadar = { c.radar() }
      vc.onClose = { c.close() }
      return vc
    case .radar: return UIViewController()
    }
  }
}

final class WeatherCoordinator: NavigationCoordinator<WeatherRoute> {
  var onFinish: (() -> Void)?
  override func start(animated: Bool) { router.startFlow(route: .forecast(self)) }
  func radar() { router.navigate(to: .radar) }
  func close() {
    finishFlow(animated: true) { [weak self] in self?.onFinish?() }
  }
}

final class ForecastViewController: UIViewController {
  var onRadar: (() -> Void)?
  var onClose: (() -> Void)?
  @objc func radarTapped() { onRadar?() }
  @objc func closeTapped() { onClose?() }
}
