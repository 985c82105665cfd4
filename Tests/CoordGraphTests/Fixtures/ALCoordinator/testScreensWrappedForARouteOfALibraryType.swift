import SUICoordinator
import SwiftUI

enum HelpRoute: RouteType {
  case page(AnyView)
  case contact

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .page: .push
    case .contact: .sheet
    }
  }

  var body: some View {
    switch self {
    case .page(let view): view
    case .contact: Text("Mail us")
    }
  }
}

@main
struct HelpApp: App {
  @State private var coordinator = HelpCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

final class HelpCoordinator: Coordinator<HelpRoute> {
  override func start() async {
    await startFlow(route: .page(AnyView(TopicsView(coordinator: self))))
  }

  func openTopic(_ topic: String) async {
    await navigate(toRoute: .page(AnyView(ArticleView(topic: topic, coordinator: self))))
  }

  func contact() async {
    await navigate(toRoute: .contact)
  }
}

struct TopicsView: View {
  let coordinator: HelpCoordinator
  var body: some View {
    List(["Billing", "Account"], id: \.self) { topic in
      Button(topic) { Task { await coordinator.openTopic(topic) } }
    }
  }
}

struct ArticleView: View {
  let topic: String
  let coordinator: HelpCoordinator
  var body: some View {
    Button("Contact us") { Task { await coordinator.contact() } }
  }
}
