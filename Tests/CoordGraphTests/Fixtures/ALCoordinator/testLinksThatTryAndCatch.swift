import SUICoordinator
import SwiftUI

@main
struct TillApp: App {
  @State private var shop = OrderCoordinator()
  var body: some Scene {
    WindowGroup {
      shop.getView()
        .onOpenURL { url in Task { await shop.open(url) } }
    }
  }
}

struct Order: Hashable { let id: String }

final class API {
  static let shared = API()
  func order(_ id: String) async throws -> Order { Order(id: id) }
}

enum OrderRoute: RouteType {
  case list, detail(Order), problem, signIn, failure

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .problem: .sheet
    case .signIn: .fullScreenCover
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .list: ListView()
    case .detail(let order): Text(order.id)
    case .problem: ProblemView()
    case .signIn: Text("Sign in")
    case .failure: Text("Failure")
    }
  }
}

final class OrderCoordinator: Coordinator<OrderRoute> {
  override func start() async { await startFlow(route: .list) }

  func open(_ url: URL) async {
    switch url.host() {
    case "order":
      do {
        let order = try await API.shared.order(url.lastPathComponent)
        await navigate(toRoute: .detail(order))
      } catch {
        await navigate(toRoute: .problem)
      }
    case "result":
      let result = await load(url.lastPathComponent)
      switch result {
      case .success(let order): await navigate(toRoute: .detail(order))
      case .failure: await navigate(toRoute: .problem)
      }
    default:
      break
    }
  }

  func load(_ id: String) async -> Result<Order, Error> {
    do { return .success(try await API.shared.order(id)) } catch { return .failure(error) }
  }

  func show(_ order: Order) async { await navigate(toRoute: .detail(order)) }
  func fail() async { await navigate(toRoute: .problem) }
  func close() async { await router.dismiss() }
}

@MainActor final class ListModel: ObservableObject {
  weak var coordinator: OrderCoordinator?
  init(coordinator: OrderCoordinator?) { self.coordinator = coordinator }
  func select(_ id: String) async {
    do {
      let order = try await API.shared.order(id)
      await coordinator?.show(order)
    } catch {
      await coordinator?.fail()
    }
  }
}

struct ListView: View {
  @EnvironmentObject var coordinator: OrderCoordinator
  var body: some View {
    Button("One") { Task { await ListModel(coordinator: coordinator).select("1") } }
  }
}
struct ProblemView: View {
  @EnvironmentObject var coordinator: OrderCoordinator
  var body: some View { Button("OK") { Task { await coordinator.close() } } }
}
