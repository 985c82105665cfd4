import SUICoordinator
import SwiftUI

final class WineStore {
  static let shared = WineStore()
  var favourites: [Int] = []
}

enum CellarRoute: RouteType {
  case shelves(ShelvesModel)
  case wine(id: Int)
  case pairing(wine: Int)
  case label(wine: Int)
  case emptyShelf

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .pairing: .detents([.medium])
    case .label: .fullScreenCover
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shelves(let model): ShelvesView(model: model)
    case .wine(let id): WineView(id: id)
    case .pairing(let wine): PairingView(wine: wine)
    case .label(let wine): LabelView(wine: wine)
    case .emptyShelf: Text("Nothing here yet")
    }
  }
}

enum ShelvesEvent {
  case openWine(Int)
  case scanLabel
  case emptyShelf
}

@MainActor
final class ShelvesModel: ObservableObject {
  let events: AsyncStream<ShelvesEvent>
  private let continuation: AsyncStream<ShelvesEvent>.Continuation
  @Published var wines: [Int] = []

  init() {
    (events, continuation) = AsyncStream.makeStream(of: ShelvesEvent.self)
  }

  func tap(_ id: Int) { continuation.yield(.openWine(id)) }
  func scan() { continuation.yield(.scanLabel) }
  func load() {
    if wines.isEmpty { continuation.yield(.emptyShelf) }
  }
}

final class CellarCoordinator: FlowCoordinator<CellarRoute> {
  let store: WineStore
  private var listening: Task<Void, Never>?

  init(store: WineStore) {
    self.store = store
    super.init()
  }

  override func start() async {
    let model = ShelvesModel()
    listening = Task { [weak self] in
      for await event in model.events {
        await self?.handle(event)
      }
    }
    await startFlow(route: .shelves(model))
  }

  private func handle(_ event: ShelvesEvent) async {
    switch event {
    case .openWine(let id): await showWine(id)
    case .scanLabel: await navigate(toRoute: .label(wine: 0))
    case .emptyShelf: await navigate(toRoute: .emptyShelf)
    }
  }

  func showWine(_ id: Int) async { await navigate(toRoute: .wine(id: id)) }
  func pair(_ wine: Int) async { await navigate(toRoute: .pairing(wine: wine)) }
}

struct ShelvesView: View {
  @ObservedObject var model: ShelvesModel

  var body: some View {
    List(model.wines, id: \.self) { id in
      Button("Wine \(id)") { model.tap(id) }
    }
    .toolbar { Button("Scan") { model.scan() } }
    .onAppear { model.load() }
  }
}

struct WineView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Pairing") { Task { await (coordinator as? CellarCoordinator)?.pair(id) } }
      Button("Back") { Task { await (coordinator as? CellarCoordinator)?.back() } }
    }
  }
}

struct PairingView: View {
  let wine: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await (coordinator as? CellarCoordinator)?.closeSheet() } }
  }
}

struct LabelView: View {
  let wine: Int

  var body: some View {
    Text("Point the camera at a label")
  }
}
