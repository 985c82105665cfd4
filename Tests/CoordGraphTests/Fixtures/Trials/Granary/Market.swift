import SUICoordinator
import SwiftUI

enum MarketPage: TabPage, CaseIterable {
  case lots, basket, account

  var position: Int {
    switch self {
    case .lots: 0
    case .basket: 1
    case .account: 2
    }
  }

  var dataSource: Text {
    switch self {
    case .lots: Text("Lots")
    case .basket: Text("Basket")
    case .account: Text("Account")
    }
  }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .lots: LotsCoordinator()
    case .basket: BasketCoordinator()
    case .account: AccountCoordinator()
    }
  }
}

final class MarketTabs: TabCoordinator<MarketPage> {
  let store: AccountStore

  init(store: AccountStore) {
    self.store = store
    super.init(pages: MarketPage.allCases, currentPage: .lots)
  }

  func showLot(_ id: String) async {
    currentPage = .lots
    guard let lots = getCoordinatorSelected() as? LotsCoordinator else { return }
    await lots.showLot(id)
  }
}

enum LotsRoute: RouteType {
  case list(LotListModel)
  case lot(LotModel)
  case bid(BidModel)
  case bidPlaced(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .lot: .push
    case .bid: .detents([.medium, .large])
    case .bidPlaced: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .list(let model): LotListView(model: model)
    case .lot(let model): LotView(model: model)
    case .bid(let model): BidView(model: model)
    case .bidPlaced(let id): BidPlacedView(id: id)
    }
  }
}

final class LotsCoordinator: Coordinator<LotsRoute> {
  override func start() async {
    let model = LotListModel()
    listen(to: model) { [weak self] output in
      switch output {
      case .open(let id): await self?.showLot(id)
      }
    }
    await startFlow(route: .list(model))
  }

  func showLot(_ id: String) async {
    let model = LotModel(id: id)
    listen(to: model) { [weak self] output in
      switch output {
      case .bid: await self?.showBid(on: id)
      case .back: await self?.pop()
      }
    }
    await navigate(toRoute: .lot(model))
  }

  private func showBid(on id: String) async {
    let model = BidModel(id: id)
    listen(to: model) { [weak self] output in
      switch output {
      case .placed:
        await self?.dismiss()
        await self?.navigate(toRoute: .bidPlaced(id))
      case .cancelled:
        await self?.dismiss()
      }
    }
    await navigate(toRoute: .bid(model))
  }

  /// Runs `handle` on each output the model gives, for as long as the model lives.
  private func listen<Model: OutputEmitting>(
    to model: Model, _ handle: @escaping (Model.Output) async -> Void
  ) {
    Task {
      for await output in model.outputs { await handle(output) }
    }
  }
}

final class LotListModel: OutputEmitting {
  enum Output: Sendable { case open(String) }

  let outputs: AsyncStream<Output>
  private let continuation: AsyncStream<Output>.Continuation

  init() { (outputs, continuation) = AsyncStream.makeStream(of: Output.self) }

  func select(_ id: String) { continuation.yield(.open(id)) }
}

struct LotListView: View {
  let model: LotListModel

  var body: some View {
    List(["L-1", "L-2"], id: \.self) { id in
      Button(id) { model.select(id) }
    }
  }
}

final class LotModel: OutputEmitting {
  enum Output: Sendable { case bid, back }

  let id: String
  let outputs: AsyncStream<Output>
  private let continuation: AsyncStream<Output>.Continuation

  init(id: String) {
    self.id = id
    (outputs, continuation) = AsyncStream.makeStream(of: Output.self)
  }

  func placeBid() { continuation.yield(.bid) }
  func goBack() { continuation.yield(.back) }
}

struct LotView: View {
  let model: LotModel

  var body: some View {
    VStack {
      Text(model.id)
      Button("Bid") { model.placeBid() }
      Button("Back") { model.goBack() }
    }
  }
}

final class BidModel: OutputEmitting {
  enum Output: Sendable { case placed, cancelled }

  let id: String
  let outputs: AsyncStream<Output>
  private let continuation: AsyncStream<Output>.Continuation

  init(id: String) {
    self.id = id
    (outputs, continuation) = AsyncStream.makeStream(of: Output.self)
  }

  func confirm() { continuation.yield(.placed) }
  func cancel() { continuation.yield(.cancelled) }
}

struct BidView: View {
  let model: BidModel

  var body: some View {
    VStack {
      Button("Place bid") { model.confirm() }
      Button("Cancel") { model.cancel() }
    }
  }
}

struct BidPlacedView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await coordinator?.router.dismiss() } }
  }
}
