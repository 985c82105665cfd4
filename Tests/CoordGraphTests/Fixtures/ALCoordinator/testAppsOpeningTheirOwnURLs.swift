import SUICoordinator
import SwiftUI

enum PortRoute: RouteType {
  case harbour
  case ferry
  case lighthouse
  case market

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .lighthouse: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .harbour: HarbourView()
    case .ferry: FerryView()
    default: Text("Port")
    }
  }
}

final class PortCoordinator: Coordinator<PortRoute> {
  override func start() async { await startFlow(route: .harbour) }

  func handle(_ url: URL) async {
    switch url.host {
    case "ferry": await navigate(toRoute: .ferry)
    case "lighthouse": await navigate(toRoute: .lighthouse)
    case "market": await navigate(toRoute: .market)
    default: break
    }
  }
}

struct HarbourView: View {
  @Environment(\.openURL) private var openURL
  var body: some View {
    VStack {
      Button("Ferry") { openURL(URL(string: "port://ferry")!) }
      Link("Market", destination: URL(string: "port://market")!)
    }
  }
}

struct FerryView: View {
  @Environment(\.openURL) private var openURL
  let timetable = "port://market"
  var body: some View {
    Button("Light") { UIApplication.shared.open(URL(string: "port://lighthouse")!) }
    Button("Web") { openURL(URL(string: "https://port.example/ferry")!) }
    Button("Times") { openURL(URL(string: timetable)!) }
  }
}

@main
struct PortApp: App {
  @StateObject var coordinator = PortCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in Task { await coordinator.handle(url) } }
    }
  }
}
