import Jumper
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let catches = CatchesCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = catches.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class CatchesCoordinator: NavigationCoordinable {
  var navigation: Navigation<CatchesCoordinator> = .init(initial: \.log)

  @Route var log = logScreen
  @Route var haul = haulScreen
  @Route var consent = consentScreen
  @Route var quota = quotaScreen

  func logScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: LogView(model: LogModel(coordinator: self)))
  }

  func haulScreen(id: Int) -> some ScreenViewPresentable {
    SwiftUIScreen(content: HaulView(model: HaulModel(id: id, coordinator: self)))
  }

  func consentScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: ConsentView(), modalPresentationStyle: .formSheet)
  }

  func quotaScreen() -> some ScreenViewPresentable { SwiftUIScreen(content: QuotaView()) }
}

@MainActor final class LogModel: ObservableObject {
  unowned let coordinator: CatchesCoordinator
  @Published var hauls = [1, 2]

  init(coordinator: CatchesCoordinator) { self.coordinator = coordinator }

  func needsConsent() async -> Bool { true }
  func showConsent() { coordinator.present(\.consent) }
  func open(_ id: Int) { coordinator.push(\.haul, input: id) }
  func showQuota() { coordinator.push(\.quota) }
}

struct LogView: View {
  @ObservedObject var model: LogModel
  @State private var askingQuota = false

  var body: some View {
    List(model.hauls, id: \.self) { id in
      Button("Haul \(id)") { model.open(id) }
    }
    .toolbar { Button("Quota") { askingQuota = true } }
    .confirmationDialog("Quota", isPresented: $askingQuota) {
      Button("See this season's quota") { model.showQuota() }
    }
    .task {
      if await model.needsConsent() { model.showConsent() }
    }
  }
}
