import SUICoordinator
import SwiftUI

enum StockRoute: RouteType {
  case items(viewModel: StockListViewModel)
  case itemDetail(item: String)
  case scanner(viewModel: ScannerViewModel)  // planted: no-way-back
  case scanResult(viewModel: ScanResultViewModel)  // planted: no-way-back

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .scanner: .fullScreenCover
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .items(let viewModel): StockListView(viewModel: viewModel)
    case .itemDetail(let item): ItemDetailView(item: item)
    case .scanner(let viewModel): ScannerView(viewModel: viewModel)
    case .scanResult(let viewModel): ScanResultView(viewModel: viewModel)
    }
  }
}

final class StockCoordinator: Coordinator<StockRoute> {
  override func start() async {
    await startFlow(route: .items(viewModel: StockListViewModel(coordinator: self)))
  }

  func showItem(_ item: String) async {
    await navigate(toRoute: .itemDetail(item: item))
  }

  func openScanner() async {
    await navigate(toRoute: .scanner(viewModel: ScannerViewModel(coordinator: self)))
  }

  func showScanResult() async {
    await navigate(toRoute: .scanResult(viewModel: ScanResultViewModel(coordinator: self)))
  }

  func scanAgain() async {
    await router.pop()
  }
}

@MainActor final class StockListViewModel: ObservableObject {
  private weak var coordinator: StockCoordinator?

  init(coordinator: StockCoordinator) { self.coordinator = coordinator }

  func select(_ item: String) async { await coordinator?.showItem(item) }
  func scan() async { await coordinator?.openScanner() }
}

// The scanner covers the screen; from it and its result the user can only go back and forth.
@MainActor final class ScannerViewModel: ObservableObject {
  private weak var coordinator: StockCoordinator?

  init(coordinator: StockCoordinator) { self.coordinator = coordinator }

  func barcodeFound() async { await coordinator?.showScanResult() }
}

@MainActor final class ScanResultViewModel: ObservableObject {
  private weak var coordinator: StockCoordinator?

  init(coordinator: StockCoordinator) { self.coordinator = coordinator }

  func again() async { await coordinator?.scanAgain() }
}

struct StockListView: View {
  @StateObject var viewModel: StockListViewModel

  var body: some View {
    VStack {
      Button("Flour") { Task { await viewModel.select("Flour") } }
      Button("Scan") { Task { await viewModel.scan() } }
    }
  }
}

struct ItemDetailView: View {
  let item: String
  var body: some View { Text(item) }
}

struct ScannerView: View {
  @StateObject var viewModel: ScannerViewModel

  var body: some View {
    Color.black.onTapGesture { Task { await viewModel.barcodeFound() } }
  }
}

struct ScanResultView: View {
  @StateObject var viewModel: ScanResultViewModel

  var body: some View {
    Button("Scan another") { Task { await viewModel.again() } }
  }
}
