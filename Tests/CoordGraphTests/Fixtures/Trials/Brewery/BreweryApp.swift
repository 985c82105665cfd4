import SUICoordinator
import SwiftUI

@main
struct BreweryApp: App {
  @State private var coordinator = BreweryCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
    }
  }
}

enum AgeGate {
  @AppStorage("ageVerified") static var isVerified = false
}

enum BreweryRoute: RouteType {
  case ageGate
  case taps
  case beer(id: String)
  case tastingNotes(beer: String)
  case scanner
  case update

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .ageGate, .taps, .beer: .push
    case .tastingNotes: .detents([.medium, .large])
    case .scanner: .fullScreenCover
    case .update: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .ageGate: AgeGateView()
    case .taps: TapsView()
    case .beer(let id): BeerView(id: id)
    case .tastingNotes(let beer): TastingNotesView(beer: beer)
    case .scanner: ScannerView()
    case .update: UpdateView()
    }
  }
}

protocol AgeGateHandling {
  func verified() async
  func underAge() async
}

@Coordinator(BreweryRoute.self)
final class BreweryCoordinator: AgeGateHandling {
  func start() async {
    await startFlow(route: AgeGate.isVerified ? .taps : .ageGate)
  }

  func verified() async {
    AgeGate.isVerified = true
    await startFlow(route: .taps)
  }

  func underAge() async { await restart() }

  func showBeer(_ id: String) async { await navigate(toRoute: .beer(id: id)) }
  func showNotes(for beer: String) async { await navigate(toRoute: .tastingNotes(beer: beer)) }
  func scan() async { await navigate(toRoute: .scanner) }
  func showUpdate() async { await navigate(toRoute: .update) }

  func scanned(_ code: String?) async {
    await router.dismiss()
    guard let code else { return }
    await navigate(toRoute: .beer(id: code))
  }

  func order(_ beer: String) async {
    await navigate(to: OrderCoordinator(beer: beer), presentationStyle: .sheet)
  }
}

struct AgeGateView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("I am 18 or older") { Task { await (coordinator as? AgeGateHandling)?.verified() } }
      Button("I am not") { Task { await (coordinator as? AgeGateHandling)?.underAge() } }
    }
  }
}
