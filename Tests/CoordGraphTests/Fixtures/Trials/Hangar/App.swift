import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private lazy var coordinator = HangarCoordinator(container: .live)

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = coordinator.view()
    window?.makeKeyAndVisible()
  }
}

/// Builds each module (view, presenter, interactor) with its dependencies.
final class Container {
  static let live = Container()

  func makeAircraftList(router: AircraftListRouting) -> UIViewController {
    let view = AircraftListViewController()
    let presenter = AircraftListPresenter(view: view, router: router, interactor: AircraftInteractor())
    view.presenter = presenter
    return view
  }

  func makeAircraft(tail: String, router: AircraftRouting) -> UIViewController {
    let view = AircraftViewController()
    view.presenter = AircraftPresenter(tail: tail, router: router)
    return view
  }

  func makeLogbook(tail: String) -> UIViewController {
    LogbookViewController(tail: tail)
  }

  func makeInspection(tail: String, router: InspectionRouting) -> UIViewController {
    let view = InspectionViewController()
    view.presenter = InspectionPresenter(router: router)
    return view
  }
}

final class HangarCoordinator: NavigationCoordinable {
  var navigation: Navigation<HangarCoordinator> = .init(initial: \.aircraft)

  @Route var aircraft = aircraftListScreen
  @Route var detail = aircraftScreen
  @Route var logbook = logbookScreen
  @Route var inspection = inspectionScreen

  private let container: Container

  init(container: Container) { self.container = container }

  func aircraftListScreen() -> ScreenView { container.makeAircraftList(router: self) }
  func aircraftScreen(tail: String) -> ScreenView { container.makeAircraft(tail: tail, router: self) }
  func logbookScreen(tail: String) -> ScreenView { container.makeLogbook(tail: tail) }
  func inspectionScreen(tail: String) -> ScreenView { container.makeInspection(tail: tail, router: self) }
}

protocol AircraftListRouting: AnyObject {
  func openAircraft(_ tail: String)
}

protocol AircraftRouting: AnyObject {
  func openLogbook(for tail: String)
  func startInspection(of tail: String)
}

protocol InspectionRouting: AnyObject {
  func inspectionFinished()
  func inspectionFailed(tail: String)
}

extension HangarCoordinator: AircraftListRouting, AircraftRouting, InspectionRouting {
  func openAircraft(_ tail: String) { push(\.detail, input: tail) }
  func openLogbook(for tail: String) { push(\.logbook, input: tail) }
  func startInspection(of tail: String) { present(\.inspection, input: tail) }
  func inspectionFinished() { dismiss() }

  func inspectionFailed(tail: String) {
    dismiss()
    push(\.logbook, input: tail)
  }
}
