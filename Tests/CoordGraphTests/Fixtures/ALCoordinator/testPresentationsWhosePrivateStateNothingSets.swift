import SUICoordinator
import SwiftUI

@main
struct KioskApp: App {
  let coordinator = KioskCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum KioskRoute: RouteType {
  case lobby
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { LobbyView() }
}

final class KioskCoordinator: Coordinator<KioskRoute> {
  override func start() async { await startFlow(route: .lobby) }
}

struct LobbyView: View {
  @State private var showsHelp = false
  @State private var showsAbout = false
  @State private var showsLegal = false
  @State var showsNews = false
  @State private var showsTips = false

  var body: some View {
    VStack {
      Button("About") { showsAbout = true }
      Toggle("Legal", isOn: $showsLegal)
      Button("Close help") { showsHelp = false }
      TipsButton(isPresented: $showsTips)
    }
    .sheet(isPresented: $showsHelp) { HelpView() }
    .sheet(isPresented: $showsAbout) { AboutView() }
    .fullScreenCover(isPresented: $showsLegal) { LegalView() }
    .sheet(isPresented: $showsNews) { NewsView() }
    .sheet(isPresented: $showsTips) { TipsView() }
  }
}

struct HelpView: View { var body: some View { Text("Help") } }
struct AboutView: View { var body: some View { Text("About") } }
struct LegalView: View { var body: some View { Text("Legal") } }
struct NewsView: View { var body: some View { Text("News") } }
struct TipsView: View { var body: some View { Text("Tips") } }

struct TipsButton: View {
  @Binding var isPresented: Bool
  var body: some View { Button("Tips") { isPresented = true } }
}
