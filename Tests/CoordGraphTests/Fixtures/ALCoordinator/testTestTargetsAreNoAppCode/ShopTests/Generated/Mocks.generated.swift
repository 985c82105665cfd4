// Generated mocks: no test framework imported, the app's module imported for testing.
@testable import Shop

final class ShopCoordinatorMock: ShopCoordinator {
  var detailCalls = 0
  override func detail() async { detailCalls += 1 }
}
