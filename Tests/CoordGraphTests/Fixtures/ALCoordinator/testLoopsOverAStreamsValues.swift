import SwiftUI
import SUICoordinator
import AsyncAlgorithms

enum GardenRoute: RouteType {
  case beds
  case roses
  case tulips
  case ferns
  case shed
  case compost
  case weeds
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shed: .sheet
    default: .push
    }
  }
  @ViewBuilder var body: some View {
    switch self {
    case .beds: BedsView(model: BedsModel())
    default: Text("Garden")
    }
  }
}

enum Flower { case roses, tulips, ferns }
enum Chore: Sendable { case shed, compost, weeds }

@MainActor final class BedsModel {
  private var flowerSink: AsyncStream<Flower>.Continuation?
  private var choreSink: AsyncThrowingStream<Chore, Error>.Continuation?
  lazy var flowers = AsyncStream<Flower> { continuation in self.flowerSink = continuation }
  lazy var chores: AsyncThrowingStream<Chore, Error> = AsyncThrowingStream { continuation in
    self.choreSink = continuation
  }
  func roseTapped() { flowerSink?.yield(.roses) }
  func tulipTapped() { self.flowerSink?.yield(.tulips) }
  func shedTapped() { choreSink?.yield(.shed) }
  let errands = AsyncChannel<Chore>()
  func weedsTapped() async { await errands.send(.weeds) }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }

  func plant(_ flower: Flower) async {
    switch flower {
    case .roses: await navigate(toRoute: .roses)
    case .tulips: await navigate(toRoute: .tulips)
    case .ferns: await navigate(toRoute: .ferns)
    }
  }

  func work(on chore: Chore) async {
    if chore == .shed {
      await navigate(toRoute: .shed)
    } else if chore == .weeds {
      await navigate(toRoute: .weeds)
    } else {
      await navigate(toRoute: .compost)
    }
  }
}

struct BedsView: View {
  let model: BedsModel
  @EnvironmentObject var coordinator: GardenCoordinator
  var body: some View {
    VStack {
      Button("Roses", action: model.roseTapped)
      Button("Tulips") { model.tulipTapped() }
    }
    .task {
      for await flower in model.flowers {
        await coordinator.plant(flower)
      }
    }
    .task {
      do {
        for try await chore in model.chores { await coordinator.work(on: chore) }
      } catch {}
    }
    .task {
      for await errand in model.errands { await coordinator.work(on: errand) }
    }
  }
}

extension BedsView {
  var shedButton: some View { Button("Shed", action: model.shedTapped) }
  var weedsButton: some View { Button("Weeds") { Task { await model.weedsTapped() } } }
}
