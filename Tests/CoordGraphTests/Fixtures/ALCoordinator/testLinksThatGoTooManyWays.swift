import SUICoordinator
import SwiftUI

@main
struct DialApp: App {
  @State private var coordinator = DialCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in Task { await coordinator.open(url) } }
    }
  }
}

enum DialRoute: RouteType {
  case face, a, b, c, d, e, f, g, h, i, j

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Dial") }
}

final class DialCoordinator: Coordinator<DialRoute> {
  var flags = [Bool](repeating: false, count: 5)

  override func start() async { await startFlow(route: .face) }

  func open(_ url: URL) async {
    guard url.host() == "dial" else { return }
    // Five choices, one after another: 32 ways.
    if flags[0] { await navigate(toRoute: .a) } else { await navigate(toRoute: .b) }
    if flags[1] { await navigate(toRoute: .c) } else { await navigate(toRoute: .d) }
    if flags[2] { await navigate(toRoute: .e) } else { await navigate(toRoute: .f) }
    if flags[3] { await navigate(toRoute: .g) } else { await navigate(toRoute: .h) }
    if flags[4] { await navigate(toRoute: .i) } else { await navigate(toRoute: .j) }
  }
}
