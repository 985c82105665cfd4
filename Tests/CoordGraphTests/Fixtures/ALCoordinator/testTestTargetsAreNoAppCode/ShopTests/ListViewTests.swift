import Testing
@testable import Shop

struct ListHarness {
  let coordinator = ShopCoordinator()
  func open() async { await coordinator.detail() }
}

@Suite struct ListViewTests {
  @Test func opensTheDetail() async {
    await ListHarness().open()
  }
}
