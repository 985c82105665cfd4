import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case splash(GardenCoordinator)
  case beds(GardenCoordinator)
  case whatsNew
  case journal

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .splash, .beds, .journal: .push
    case .whatsNew: .sheet
    }
  }

  var body: some View {
    switch self {
    case .splash(let c): SplashView(coordinator: c)
    case .beds(let c): BedsView(coordinator: c)
    case .whatsNew: Text("New")
    case .journal: Text("Journal")
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  private var seenWhatsNew = false

  override func start() async { await startFlow(route: .splash(self)) }

  func finishLoading() async {
    await startFlow(route: .beds(self))
    if !seenWhatsNew {
      seenWhatsNew = true
      await navigate(toRoute: .whatsNew)
    }
  }

  func openJournal() async { await navigate(toRoute: .journal) }
}

struct SplashView: View {
  let coordinator: GardenCoordinator
  var body: some View {
    ProgressView()
      .task { await coordinator.finishLoading() }
  }
}

struct BedsView: View {
  let coordinator: GardenCoordinator
  @State private var showsTips = false
  @State private var showsHelp = false

  var body: some View {
    Button("Journal") { Task { await coordinator.openJournal() } }
      .navigationDestination(isPresented: $showsTips) { TipsView() }
      .sheet(isPresented: $showsHelp) { HelpView() }
  }
}

struct TipsView: View {
  var body: some View { Text("Tips") }
}

struct HelpView: View {
  var body: some View { Text("Help") }
}

extension BedsView {
  /// What sets the tips and the help, so that their presentations show.
  func show(tips: Bool, help: Bool) {
    showsTips = tips
    showsHelp = help
  }
}
