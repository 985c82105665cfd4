import Jumper
import SwiftUI

final class RadioCoordinator: NavigationCoordinable {
  var navigation: Navigation<RadioCoordinator> = .init(initial: \.stations)

  @Route var stations = stationsScreen

  func stationsScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: StationsView())
  }
}

struct StationsView: View {
  @State private var showsPlayer = false
  @State private var showsInfo = false

  var body: some View {
    VStack {
      Button("Play") { showsPlayer = true }
      Button("About") { showsInfo = true }
    }
    .presentUIKit(style: .fullScreen, isPresented: $showsPlayer) {
      PlayerView()
    }
    .presentUIKit(isPresented: $showsInfo) {
      InfoView(onClose: { showsInfo = false })
    }
  }
}

struct PlayerView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Stop") { dismiss() }
  }
}

struct InfoView: View {
  let onClose: () -> Void

  var body: some View {
    Button("Close", action: onClose)
  }
}
