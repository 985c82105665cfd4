import SUICoordinator
import SwiftUI

@main
struct AviaryApp: App {
  let tabs = AviaryTabs(currentPage: .sightings)

  var body: some Scene {
    WindowGroup {
      tabs.view
    }
  }
}

enum AviaryPage: TabbarPage, CaseIterable {
  case sightings
  case field

  func coordinator() -> Coordinator {
    switch self {
    case .sightings: return SightingsCoordinator()
    case .field: return FieldGuideCoordinator()
    }
  }

  var title: String { self == .sightings ? "Sightings" : "Field guide" }
  var icon: String { self == .sightings ? "binoculars" : "book" }
  var position: Int { self == .sightings ? 0 : 1 }
}

final class AviaryTabs: TabbarCoordinator<AviaryPage> {
  init(currentPage: AviaryPage) {
    super.init(pages: AviaryPage.allCases, currentPage: currentPage)
  }
}

/// What a bird's page asks of the flow that shows it.
protocol BirdRouting: AnyObject {
  func showSong(of bird: String)
  func closeBird()
}

final class BirdViewModel: ObservableObject {
  let bird: String
  private weak var router: BirdRouting?

  init(bird: String, router: BirdRouting) {
    self.bird = bird
    self.router = router
  }

  func songTapped() { router?.showSong(of: bird) }
  func closeTapped() { router?.closeBird() }
}

struct BirdView: View {
  @ObservedObject var viewModel: BirdViewModel

  var body: some View {
    VStack {
      Button("Song") { viewModel.songTapped() }
      Button("Close") { viewModel.closeTapped() }
    }
  }
}
