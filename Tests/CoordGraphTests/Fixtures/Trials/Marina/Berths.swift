import SUICoordinator
import SwiftUI

enum BerthsRoute: RouteType {
  case list
  case berth(Int)
  case transfer(BerthTransferCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .list: BerthListView()
    case .berth(let number): BerthView(number: number)
    case .transfer(let flow): flow.getView()
    }
  }
}

final class BerthsCoordinator: Coordinator<BerthsRoute> {
  override func start() async {
    await startFlow(route: .list)
  }

  func open(berth number: Int) async {
    await navigate(toRoute: .berth(number))
  }

  func transfer(berth number: Int) async {
    let flow = BerthTransferCoordinator(berth: number)
    await navigate(to: flow, presentationStyle: .sheet)
  }

  func report(_ problem: String) async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .sheet) { ProblemSentView(problem: problem) })
  }
}

struct BerthListView: View {
  @Environment(\.coordinator) private var coordinator
  private var berths: BerthsCoordinator? { coordinator as? BerthsCoordinator }

  var body: some View {
    List(1..<20, id: \.self) { number in
      Button("Berth \(number)") { Task { await berths?.open(berth: number) } }
        .swipeActions {
          Button("Transfer") { Task { await berths?.transfer(berth: number) } }
        }
    }
  }
}

struct BerthView: View {
  let number: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Report a problem") {
      Task {
        do {
          try await BerthService.report(number)
        } catch {
          await (coordinator as? BerthsCoordinator)?.report(error.localizedDescription)
        }
      }
    }
  }
}

enum BerthService {
  static func report(_ number: Int) async throws {}
}

struct ProblemSentView: View {
  let problem: String
  var body: some View { Text(problem) }
}

enum TransferRoute: RouteType {
  case choose(berth: Int)
  case confirm(from: Int, to: Int)
  case done

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .choose(let berth): ChooseBerthView(from: berth)
    case .confirm(let from, let to): ConfirmTransferView(from: from, to: to)
    case .done: TransferDoneView()
    }
  }
}

final class BerthTransferCoordinator: Coordinator<TransferRoute> {
  let berth: Int

  init(berth: Int) {
    self.berth = berth
    super.init()
  }

  override func start() async {
    await startFlow(route: .choose(berth: berth))
  }

  func choose(_ target: Int) async { await navigate(toRoute: .confirm(from: berth, to: target)) }
  func confirm() async { await navigate(toRoute: .done) }
  func finish() async { await finishFlow() }
}

struct ChooseBerthView: View {
  let from: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(1..<20, id: \.self) { number in
      Button("Berth \(number)") { Task { await (coordinator as? BerthTransferCoordinator)?.choose(number) } }
    }
    .toolbar { Button("Cancel") { Task { await (coordinator as? BerthTransferCoordinator)?.finish() } } }
  }
}

struct ConfirmTransferView: View {
  let from: Int
  let to: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Confirm") { Task { await (coordinator as? BerthTransferCoordinator)?.confirm() } }
  }
}

struct TransferDoneView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await (coordinator as? BerthTransferCoordinator)?.finish() } }
  }
}
