import SUICoordinator
import SwiftUI

enum DeckRoute: RouteType {
  case deck
  case reader
  case upgrade
  case map
  case preview
  case atlas
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .upgrade: .fullScreenCover
    case .map, .settings: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .deck: DeckView()
    default: Text("Page")
    }
  }
}

final class DeckCoordinator: Coordinator<DeckRoute> {
  var isPro = false
  var isOnline = false

  override func start() async {
    await startFlow(route: .deck)
  }

  func read() async {
    var next = DeckRoute.reader
    if !isPro { next = .upgrade }
    await navigate(toRoute: next)
  }

  func look() async {
    let route: DeckRoute
    if isOnline {
      route = .map
    } else {
      route = DeckRoute.preview
    }
    await navigate(toRoute: route)
  }

  func browse() async {
    var last = DeckRoute.atlas
    await navigate(toRoute: last)
    last = .settings
  }

  func skim() async {
    var page = DeckRoute.settings
    page = .preview
    await navigate(toRoute: page)
  }
}

struct DeckView: View {
  @EnvironmentObject var coordinator: DeckCoordinator
  var body: some View {
    Button("Read") { Task { await coordinator.read() } }
    Button("Look") { Task { await coordinator.look() } }
    Button("Browse") { Task { await coordinator.browse() } }
    Button("Skim") { Task { await coordinator.skim() } }
  }
}
