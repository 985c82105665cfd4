import Quick
import Nimble
@testable import Shop

final class StubShopCoordinator: ShopCoordinator {}

final class ShopSpec: QuickSpec {
  override class func spec() {
    it("starts at the list") { await StubShopCoordinator().start() }
  }
}
