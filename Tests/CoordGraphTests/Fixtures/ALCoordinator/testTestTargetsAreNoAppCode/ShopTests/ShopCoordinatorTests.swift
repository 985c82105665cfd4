import XCTest
@testable import Shop

final class SpyShopCoordinator: ShopCoordinator {
  var shown: [String] = []
  override func cart() async { shown.append("cart") }
}

extension ShopCoordinator {
  func jumpToCart() async { await navigate(toRoute: .cart) }
}

final class ShopCoordinatorTests: XCTestCase {
  func testCart() async {
    let coordinator = SpyShopCoordinator()
    await coordinator.cart()
    XCTAssertEqual(coordinator.shown, ["cart"])
  }
}
