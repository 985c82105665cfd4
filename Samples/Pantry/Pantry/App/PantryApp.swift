import SUICoordinator
import SwiftUI

@main
struct PantryApp: App {
  @StateObject private var coordinator = AppCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          Task { await coordinator.handle(url) }
        }
    }
  }
}
