import Jumper
import SwiftUI
import UIKit

final class VisitCoordinator: NavigationCoordinable {
  var navigation: Navigation<VisitCoordinator> = .init(initial: \.map)

  @Route var map = mapScreen
  @Route var cafe = cafeScreen

  func mapScreen() -> ScreenView {
    UIHostingController(
      rootView: ParkMapView(onCafe: { [weak self] in self?.push(\.cafe) }))
  }

  func cafeScreen() -> ScreenView { UIHostingController(rootView: CafeView()) }
}

struct ParkMapView: View {
  let onCafe: () -> Void

  var body: some View {
    Button("Café", action: onCafe)
  }
}

struct CafeView: View {
  var body: some View {
    Text("Open 10–17")
  }
}
