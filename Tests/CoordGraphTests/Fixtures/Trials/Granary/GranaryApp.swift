import SUICoordinator
import SwiftUI

@main
struct GranaryApp: App {
  @State private var root = RootCoordinator(store: AccountStore())

  var body: some Scene {
    WindowGroup {
      root.getView()
        .onOpenURL { url in Task { await root.open(url) } }
    }
  }
}

final class AccountStore {
  var token: String?
}

/// A screen's model that tells its coordinator what happened through a stream of outputs.
protocol OutputEmitting: AnyObject {
  associatedtype Output: Sendable
  var outputs: AsyncStream<Output> { get }
}

enum RootRoute: RouteType {
  case launch
  case signIn(SignInModel)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .launch: ProgressView()
    case .signIn(let model): SignInView(model: model)
    }
  }
}

final class RootCoordinator: Coordinator<RootRoute> {
  let store: AccountStore
  private var market: MarketTabs?

  init(store: AccountStore) {
    self.store = store
    super.init()
  }

  override func start() async {
    await startFlow(route: .launch)
    if store.token == nil {
      await showSignIn()
    } else {
      await showMarket()
    }
  }

  private func showSignIn() async {
    let model = SignInModel()
    Task { [weak self] in
      for await output in model.outputs {
        switch output {
        case .signedIn(let token):
          self?.store.token = token
          await self?.showMarket()
        case .forgotPassword:
          await self?.showRecovery()
        }
      }
    }
    await navigate(toRoute: .signIn(model))
  }

  private func showRecovery() async {
    let recovery = RecoveryCoordinator()
    await navigate(to: recovery, presentationStyle: .sheet)
  }

  private func showMarket() async {
    let market = MarketTabs(store: store)
    self.market = market
    await navigate(to: market, presentationStyle: .fullScreenCover)
  }

  func open(_ url: URL) async {
    guard url.host() == "lot", let id = url.pathComponents.last else { return }
    await market?.showLot(id)
  }
}

final class SignInModel: OutputEmitting {
  enum Output: Sendable {
    case signedIn(token: String)
    case forgotPassword
  }

  let outputs: AsyncStream<Output>
  private let continuation: AsyncStream<Output>.Continuation

  init() {
    (outputs, continuation) = AsyncStream.makeStream(of: Output.self)
  }

  func submit(email: String) {
    continuation.yield(.signedIn(token: email))
  }

  func forgot() { continuation.yield(.forgotPassword) }
}

struct SignInView: View {
  let model: SignInModel
  @State private var email = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
      Button("Sign in") { model.submit(email: email) }
      Button("Forgot password?") { model.forgot() }
    }
  }
}

enum RecoveryRoute: RouteType {
  case email
  case sent

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .email: RecoveryEmailView()
    case .sent: RecoverySentView()
    }
  }
}

final class RecoveryCoordinator: Coordinator<RecoveryRoute> {
  override func start() async { await startFlow(route: .email) }

  func sent() async { await navigate(toRoute: .sent) }
}

struct RecoveryEmailView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Send link") { Task { await (coordinator as? RecoveryCoordinator)?.sent() } }
  }
}

struct RecoverySentView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await (coordinator as? RecoveryCoordinator)?.finishFlow() } }
  }
}
