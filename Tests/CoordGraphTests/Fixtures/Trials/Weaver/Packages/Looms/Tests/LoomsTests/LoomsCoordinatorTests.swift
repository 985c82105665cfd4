import XCTest

@testable import Looms

final class LoomsCoordinatorTests: XCTestCase {
  struct FakePicker: YarnPicking {
    func makePicker(onPick: @escaping (String) -> Void) -> AnyCoordinatorType { LoomsCoordinator(yarnPicker: self) }
  }

  @MainActor func testShowsALoom() async {
    let coordinator = LoomsCoordinator(yarnPicker: FakePicker())
    await coordinator.showLoom("L1")
    await coordinator.showWarp("L1")
  }
}
