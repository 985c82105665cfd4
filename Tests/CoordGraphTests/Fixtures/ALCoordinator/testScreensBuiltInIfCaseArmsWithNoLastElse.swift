import SUICoordinator
import SwiftUI

enum LockerRoute: RouteType {
  case lockers
  case locker(Int)
  case key(Int)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    if case .lockers = self {
      LockersView()
    } else if case .locker(let number) = self {
      LockerView(number: number)
    } else if case .key(let number) = self {
      Text("Key \(number)")
    }
  }
}

final class LockerCoordinator: Coordinator<LockerRoute> {
  override func start() async { await startFlow(route: .lockers) }
  func open(_ number: Int) async { await navigate(toRoute: .locker(number)) }
  func key(_ number: Int) async { await navigate(toRoute: .key(number)) }
}

struct LockersView: View {
  @EnvironmentObject var coordinator: LockerCoordinator
  var body: some View { Button("Open 7") { Task { await coordinator.open(7) } } }
}

struct LockerView: View {
  let number: Int
  @EnvironmentObject var coordinator: LockerCoordinator
  var body: some View { Button("Key") { Task { await coordinator.key(number) } } }
}
