import Jumper
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let nursery = NurseryCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = nursery.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class NurseryCoordinator: NavigationCoordinable {
  var navigation: Navigation<NurseryCoordinator> = .init(initial: \.beds)

  @Route var beds = bedsScreen
  @Route var bed = bedScreen
  @Route var seedling = seedlingScreen
  @Route var care = careScreen
  @Route var basket = basketCoordinator

  func bedsScreen() -> Screen<BedsViewModel> {
    let viewModel = BedsViewModel(coordinator: self)
    return Screen(screenView: SwiftUIScreen(content: BedsView(viewModel: viewModel)), viewModel: viewModel)
  }

  func bedScreen(name: String) -> ScreenView {
    SwiftUIScreen(
      content: BedView(
        name: name,
        onSeedling: { [weak self] in self?.push(\.seedling, input: "\(name) seedling") },
        onGuide: { [weak self] in self?.showGuide(for: name) }))
  }

  func seedlingScreen(name: String) -> ScreenView {
    SwiftUIScreen(
      content: SeedlingView(
        name: name,
        onBuy: { [weak self] in self?.present(\.basket, input: name) },
        onBackToBeds: { [weak self] in self?.pop(to: \.beds) }))
  }

  func careScreen() -> ScreenView {
    SwiftUIScreen(content: CareView(), modalPresentationStyle: .pageSheet)
  }

  func basketCoordinator(plant: String) -> BasketCoordinator {
    BasketCoordinator(plant: plant)
  }

  func showGuide(for name: String) {
    push {
      \NurseryCoordinator.seedling
      \NurseryCoordinator.care
    }
  }
}

final class BedsViewModel: ObservableObject {
  weak var coordinator: NurseryCoordinator?
  @Published var beds = ["Roses", "Herbs"]

  init(coordinator: NurseryCoordinator) { self.coordinator = coordinator }

  func open(_ name: String) { coordinator?.push(\.bed, input: name) }
  func careTips() { coordinator?.present(\.care) }
}

struct BedsView: View {
  @ObservedObject var viewModel: BedsViewModel

  var body: some View {
    List(viewModel.beds, id: \.self) { name in
      Button(name) { viewModel.open(name) }
    }
    .toolbar { Button("Care tips") { viewModel.careTips() } }
  }
}

struct BedView: View {
  let name: String
  let onSeedling: () -> Void
  let onGuide: () -> Void

  var body: some View {
    VStack {
      Button("Seedling", action: onSeedling)
      Button("Guide", action: onGuide)
    }
  }
}

struct SeedlingView: View {
  let name: String
  let onBuy: () -> Void
  let onBackToBeds: () -> Void

  var body: some View {
    VStack {
      Button("Buy", action: onBuy)
      Button("All beds", action: onBackToBeds)
    }
  }
}

struct CareView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Got it") { dismiss() }
  }
}
