import Combine
import SUICoordinator
import SwiftUI

enum HiveRoute: RouteType {
  case frames(FramesModel)
  case frame(FrameModel)
  case queen
  case honey
  case smoke
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .smoke: .sheet
    default: .push
    }
  }
  @ViewBuilder var body: some View {
    switch self {
    case .frames(let model): FramesView(model: model)
    case .frame(let model): FrameView(model: model)
    default: Text("Hive")
    }
  }
}

protocol Emitting: AnyObject {
  associatedtype Output
  var outputs: AsyncStream<Output> { get }
}

final class FramesModel: Emitting {
  enum Output { case open, smoke }
  let outputs: AsyncStream<Output>
  private let sink: AsyncStream<Output>.Continuation
  init() { (outputs, sink) = AsyncStream.makeStream(of: Output.self) }
  func openTapped() { sink.yield(.open) }
  func smokeTapped() { sink.yield(.smoke) }
}

final class FrameModel: Emitting {
  enum Output { case queen }
  let outputs: AsyncStream<Output>
  private let sink: AsyncStream<Output>.Continuation
  let honey = PassthroughSubject<Void, Never>()
  init() { (outputs, sink) = AsyncStream.makeStream(of: Output.self) }
  func queenTapped() { sink.yield(.queen) }
  func honeyTapped() { honey.send() }
}

final class HiveCoordinator: Coordinator<HiveRoute> {
  private var bag = Set<AnyCancellable>()

  override func start() async {
    let frames = FramesModel()
    let frame = FrameModel()
    listen(to: frames) { [weak self] output in
      switch output {
      case .open: await self?.navigate(toRoute: .frame(frame))
      case .smoke: await self?.navigate(toRoute: .smoke)
      }
    }
    listen(to: frame) { [weak self] output in
      switch output {
      case .queen: await self?.navigate(toRoute: .queen)
      }
    }
    observe(frame.honey) { [weak self] in
      Task { await self?.navigate(toRoute: .honey) }
    }
    await startFlow(route: .frames(frames))
  }

  private func listen<Model: Emitting>(to model: Model, _ handle: @escaping (Model.Output) async -> Void) {
    Task {
      for await output in model.outputs { await handle(output) }
    }
  }

  private func observe<Value>(_ publisher: PassthroughSubject<Value, Never>, _ handle: @escaping (Value) -> Void) {
    publisher.sink(receiveValue: handle).store(in: &bag)
  }
}

struct FramesView: View {
  let model: FramesModel
  var body: some View {
    Button("Open", action: model.openTapped)
    Button("Smoke", action: model.smokeTapped)
  }
}

struct FrameView: View {
  let model: FrameModel
  var body: some View {
    Button("Queen", action: model.queenTapped)
    Button("Honey", action: model.honeyTapped)
  }
}
