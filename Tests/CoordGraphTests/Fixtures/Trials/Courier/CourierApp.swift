import SUICoordinator
import SwiftUI

@main
struct CourierApp: App {
  @State private var coordinator = ParcelsCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

/// Everything a screen can ask for: some of it navigates, some of it only changes state.
enum AppAction: Equatable {
  case openParcel(String)
  case showHelp
  case signature(String)
  case refresh
  case closeSheet
}

/// One store for the app: screens send it actions; the navigation ones go on to whoever navigates.
@MainActor final class Store: ObservableObject {
  @Published private(set) var parcels: [String] = ["A1", "B2"]
  private let navigator: (AppAction) -> Void

  init(navigator: @escaping (AppAction) -> Void) { self.navigator = navigator }

  func send(_ action: AppAction) {
    switch action {
    case .refresh:
      parcels.shuffle()
    case .openParcel, .showHelp, .signature, .closeSheet:
      navigator(action)
    }
  }
}

enum ParcelsRoute: RouteType {
  case list(Store)
  case parcel(String, Store)
  case signature(String, Store)
  case help(Store)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .parcel: .push
    case .signature: .fullScreenCover
    case .help: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .list(let store): ParcelListView(store: store)
    case .parcel(let id, let store): ParcelView(id: id, store: store)
    case .signature(let id, let store): SignatureView(id: id, store: store)
    case .help(let store): HelpView(store: store)
    }
  }
}

@Coordinator(ParcelsRoute.self)
final class ParcelsCoordinator {
  private lazy var store = Store(navigator: { [weak self] action in
    Task { await self?.route(action) }
  })

  func start() async { await startFlow(route: .list(store)) }

  private func route(_ action: AppAction) async {
    switch action {
    case .openParcel(let id): await navigate(toRoute: .parcel(id, store))
    case .showHelp: await navigate(toRoute: .help(store))
    case .signature(let id): await navigate(toRoute: .signature(id, store))
    case .closeSheet: await router.dismiss()
    case .refresh: break
    }
  }
}
