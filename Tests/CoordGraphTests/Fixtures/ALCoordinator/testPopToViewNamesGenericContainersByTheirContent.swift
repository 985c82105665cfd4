import SwiftUI
import UIKCoordinator
import UIKit

enum KitchenRoute: NavigationRoute {
  case menu
  case recipe(String)
  case step(Int)
  case timer

  var transition: NavigationTransitionStyle {
    switch self {
    case .timer: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .menu: return UIHostingController(rootView: MenuView())
    case .recipe(let name): return UIHostingController(rootView: RecipeView(name: name))
    case .step(let index): return StepViewController(index: index)
    case .timer: return UIHostingController<TimerView>(rootView: TimerView())
    }
  }
}

final class KitchenCoordinator: NavigationCoordinator<KitchenRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .menu, animated: animated)
  }

  func open(_ name: String) { router.navigate(to: .recipe(name)) }
  func next(_ index: Int) { router.navigate(to: .step(index)) }
  func startTimer() { router.navigate(to: .timer) }
  func stopTimer() { router.dismiss() }
  func backToRecipe() { router.popToView(UIHostingController<RecipeView>.self) }
  func backToFirstStep() { router.popToView(StepViewController.self) }
}

struct MenuView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View { Button("Soup") { coordinator.open("Soup") } }
}

struct RecipeView: View {
  let name: String
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View { Button("Cook") { coordinator.next(0) } }
}

final class StepViewController: UIViewController {
  let index: Int
  weak var coordinator: KitchenCoordinator?
  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @IBAction func nextTapped() { coordinator?.next(index + 1) }
  @IBAction func timerTapped() { coordinator?.startTimer() }
  @IBAction func recipeTapped() { coordinator?.backToRecipe() }
  @IBAction func restartTapped() { coordinator?.backToFirstStep() }
}

struct TimerView: View {
  @EnvironmentObject var coordinator: KitchenCoordinator
  var body: some View { Button("Stop") { coordinator.stopTimer() } }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: StepViewController, _ value: KitchenCoordinator) { screen.coordinator = value }
