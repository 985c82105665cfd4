import Jumper
import SwiftUI

final class SkyCoordinator: NavigationCoordinable {
  var navigation: Navigation<SkyCoordinator> = .init(initial: \.tonight)

  @Route var tonight = tonightScreen
  @Route var planet = planetScreen
  @Route var telescope = telescopeScreen

  func tonightScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: TonightView(coordinator: self))
  }

  func planetScreen(name: String) -> some ScreenViewPresentable {
    SwiftUIScreen(content: PlanetView(name: name))
  }

  func telescopeScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: Text("Telescope"), modalPresentationStyle: .fullScreen)
  }
}

struct TonightView: View {
  weak var coordinator: SkyCoordinator?

  var body: some View {
    VStack {
      ForEach(["Mars", "Venus"], id: \.self) { name in
        Button(name) { coordinator?.push(\.planet, input: name) }
      }
      Button("Telescope") { coordinator?.present(\.telescope) }
    }
  }
}

struct PlanetView: View {
  let name: String

  var body: some View {
    Text(name)
  }
}
