import Jumper
import SwiftUI

final class RadioCoordinator: NavigationCoordinable {
  var navigation: Navigation<RadioCoordinator> = .init(initial: \.stations)

  @Route var stations = stationsScreen

  func stationsScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: StationsView())
  }
}

// The app's own modifier of that name, which shows its content inline: no presentation of Jumper's.
extension View {
  func presentUIKit<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
    overlay { if isPresented.wrappedValue { content() } }
  }
}

struct StationsView: View {
  @State private var showsInfo = false

  var body: some View {
    Button("About") { showsInfo = true }
      .presentUIKit(isPresented: $showsInfo) {
        InfoView()
      }
  }
}

struct InfoView: View {
  var body: some View { Text("Radio") }
}
