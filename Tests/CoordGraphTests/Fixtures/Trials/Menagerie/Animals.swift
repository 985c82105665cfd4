import Jumper
import Observation
import SwiftUI
import UIKit

protocol AnimalsRouting: AnyObject {
  func showAnimal(_ name: String)
  func showFeeding(for name: String)
  func closeFeeding()
}

final class AnimalsCoordinator: NavigationCoordinable, AnimalsRouting {
  var navigation: Navigation<AnimalsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var animal = animalScreen
  @Route var feeding = feedingScreen
  @Route var keeperNotes = keeperNotesScreen

  func listScreen() -> ScreenView {
    let model = AnimalListModel()
    model.routing = self
    return UIHostingController(rootView: AnimalListView(model: model))
  }

  func animalScreen(name: String) -> ScreenView {
    UIHostingController(rootView: AnimalView(name: name, routing: self))
  }

  func feedingScreen(name: String) -> ScreenView {
    let controller = UIHostingController(rootView: FeedingView(name: name, routing: self))
    controller.modalPresentationStyle = .overFullScreen
    return controller
  }

  func keeperNotesScreen() -> ScreenView { UIHostingController(rootView: Text("Notes")) }

  func showAnimal(_ name: String) { push(\.animal, input: name) }
  func showFeeding(for name: String) { present(\.feeding, input: name) }
  func closeFeeding() { dismiss() }
}

@Observable
final class AnimalListModel {
  weak var routing: AnimalsRouting?
  var names = ["Lemur", "Otter", "Tapir"]

  func select(_ name: String) { routing?.showAnimal(name) }
}

struct AnimalListView: View {
  @State var model: AnimalListModel

  var body: some View {
    List(model.names, id: \.self) { name in
      Button(name) { model.select(name) }
    }
  }
}

struct AnimalView: View {
  let name: String
  weak var routing: AnimalsRouting?

  var body: some View {
    Button("Feeding times") { routing?.showFeeding(for: name) }
  }
}

struct FeedingView: View {
  let name: String
  weak var routing: AnimalsRouting?

  var body: some View {
    VStack {
      Text("\(name) is fed at noon")
      Button("Close") { routing?.closeFeeding() }
    }
  }
}
