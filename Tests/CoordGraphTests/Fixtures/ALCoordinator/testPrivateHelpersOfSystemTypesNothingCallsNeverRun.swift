import UIKit
import UIKCoordinator

enum GarageRoute: NavigationRoute {
  case bays
  case bay(Int)
  case invoice
  case parts
  case tyres
  case wash
  case lift

  var transition: NavigationTransitionStyle {
    switch self {
    case .bays, .bay: return .push
    default: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .bays:
      let screen = BaysViewController()
      screen.coordinator = coordinator
      return screen
    case .bay(let number): return BayViewController(number: number)
    default: return UIViewController()
    }
  }

  private var coordinator: GarageCoordinator? { nil }
}

final class GarageCoordinator: NavigationCoordinator<GarageRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .bays, animated: animated) }
  func openBay(_ number: Int) { router.navigate(to: .bay(number)) }
  func showInvoice() { router.navigate(to: .invoice) }
  func showParts() { router.navigate(to: .parts) }
  func showTyres() { router.navigate(to: .tyres) }
  func showWash() { router.navigate(to: .wash) }
  func showLift() { router.navigate(to: .lift) }
}

final class BaysViewController: UITableViewController {
  weak var coordinator: GarageCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.openBay(indexPath.row)
  }

  @objc private func invoiceTapped() { presentInvoice() }

  // Runs: the selector above calls it.
  private func presentInvoice() { coordinator?.showInvoice() }

  // Nothing calls these: private, they meet no requirement of UIKit's delegates, so UIKit cannot call them either.
  private func confirmParts() {
    let alert = UIAlertController(title: "Order parts?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Order", style: .default) { [weak self] _ in self?.coordinator?.showParts() })
    present(alert, animated: true)
  }

  fileprivate func tyresTapped() { coordinator?.showTyres() }

  // Not private: a delegate's method of that name would be called by UIKit, so it is kept (from the screen's route).
  func washTapped() { coordinator?.showWash() }
}

private extension BaysViewController {
  func leftoverParts() { coordinator?.showParts() }
}

final class BayViewController: UIViewController {
  let number: Int
  weak var coordinator: GarageCoordinator?
  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

// A type private to its file: its private members may meet the requirements of the protocols it conforms to.
private final class WashPicker: NSObject, UIPickerViewDelegate {
  weak var coordinator: GarageCoordinator?
  fileprivate func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    coordinator?.showLift()
  }
}

func wire(_ screen: BayViewController, _ picker: WashPicker, _ value: GarageCoordinator) {
  screen.coordinator = value
  picker.coordinator = value
}
