import SUICoordinator
import SwiftUI
import UserNotifications

@main
struct GalleryApp: App {
  @UIApplicationDelegateAdaptor(GalleryDelegate.self) var delegate
  @State private var coordinator = GalleryCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { _ in Task { await NewsCoordinator().forcePresentation(presentationStyle: .fullScreenCover) } }
    }
  }
}

final class GalleryDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    Task { @MainActor in
      await PromoCoordinator().forcePresentation(presentationStyle: .sheet, rootCoordinator: nil)
      completionHandler()
    }
  }
}

enum GalleryRoute: RouteType {
  case wall
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Wall") }
}

@Coordinator(GalleryRoute.self)
final class GalleryCoordinator {
  func start() async { await startFlow(route: .wall) }
}

enum PromoRoute: RouteType {
  case offer
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { OfferView() }
}

@Coordinator(PromoRoute.self)
final class PromoCoordinator {
  func start() async { await startFlow(route: .offer) }
}

struct OfferView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("No thanks") { Task { await (coordinator as? PromoCoordinator)?.finishFlow() } }
  }
}

enum NewsRoute: RouteType {
  case story
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Story") }
}

@Coordinator(NewsRoute.self)
final class NewsCoordinator {
  func start() async { await startFlow(route: .story) }
}
