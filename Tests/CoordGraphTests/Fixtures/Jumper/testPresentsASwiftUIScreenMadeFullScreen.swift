import Jumper
import SwiftUI

final class SkyCoordinator: NavigationCoordinable {
  var navigation: Navigation<SkyCoordinator> = .init(initial: \.tonight)

  @Route var tonight = tonightScreen
  @Route var telescope = telescopeScreen
  @Route var chart = chartScreen

  func tonightScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: TonightView(coordinator: self))
  }

  func telescopeScreen() -> Screen<TelescopeModel> {
    let model = TelescopeModel()
    return Screen(
      screenView: SwiftUIScreen(content: TelescopeView(model: model), modalPresentationStyle: .fullScreen),
      viewModel: model)
  }

  func chartScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: Text("Star chart"), modalPresentationStyle: .pageSheet)
  }
}

final class TelescopeModel: ObservableObject {}

struct TelescopeView: View {
  @ObservedObject var model: TelescopeModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct TonightView: View {
  weak var coordinator: SkyCoordinator?

  var body: some View {
    VStack {
      Button("Telescope") { coordinator?.present(\.telescope) }
      Button("Chart") { coordinator?.present(\.chart) }
    }
  }
}
