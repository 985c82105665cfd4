import DesignFile
import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import Testing

/// Subviews and the environment: a view built inside a screen fires from the screen's routes, and a coordinator or value
/// read from SwiftUI's environment is typed by what the app puts there.
extension ALCoordinatorDialectTests {
  @Test func testSubviewsFireFromTheirScreensRoutes() throws {
    let app = try load("testSubviewsFireFromTheirScreensRoutes", entry: "DeliCoordinator")
    // Views that a screen builds run where it shows them: MenuView's rows (`DishRow(id:)` in a `List`),
    // the `BasketButton` modifier on two screens, and DishView's `DishDetails`, whose `AllergenLink`
    // calls its model; NoteField's model, bound to its text field, brings its `didSet` (push dish). Before,
    // nothing led from them to a route, and each action was inferred on every route. TipsView, which
    // MenuView shows as a sheet by itself, is a screen of its own: its dismiss is not MenuView's. Nor is
    // BasketModel menu's, though MenuView's BasketBadge holds one: it is the basket screen's model, and
    // its `didSet` fires from basket's routes only.
    #expect(
      describe(app.graph) == [
        "DeliCoordinator stack start menu @27:1",
        "  menu @5:8",
        "    push dish @29:42",
        "    present basket @30:35",
        "    present TipsView @39:8",
        "  dish @6:8",
        "    push dish @29:42",
        "    present basket @30:35",
        "    present allergens @31:38",
        "  basket @7:8",
        "    present allergens @31:38",
        "  allergens @8:8",
        "    present allergens @31:38",
        "  TipsView @39:8",
        "    dismiss @85:43",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSubviewsNavigateByThemselves() throws {
    let app = try load("testSubviewsNavigateByThemselves", entry: "ReaderCoordinator")
    // ShelfView's rows show a preview with their own `NavigationLink` and a share sheet with `.sheet`;
    // BookView's close bar, the preview's footer and the close button of the help screen (which the
    // coordinator presents without a route case) call SwiftUI's `dismiss()`. They act on the coordinator
    // of the screen that builds them. Before, a subview's own navigation had no coordinator and was left
    // out.
    #expect(
      describe(app.graph) == [
        "ReaderCoordinator stack start shelf @23:1",
        "  shelf @5:8",
        "    push book @25:38",
        "    present HelpView @26:36",
        "    push PreviewView @44:5",
        "    present ShareView @45:8",
        "  book @6:8",
        "    pop @81:42",
        "  HelpView @26:36",
        "    dismiss @90:43",
        "  PreviewView @44:5",
        "    pop @61:55",
        "  ShareView @45:8",
        "    dismiss @66:42",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSubviewsBuiltByLibraryExtensions() throws {
    let app = try load("testSubviewsBuiltByLibraryExtensions", entry: "GardenCoordinator")
    // `extension View { func closeButton() -> some View { modifier(CloseButton()) } }`: the modifier belongs
    // to each screen that calls `closeButton()`, and its close dismisses the sheet and the cover. Before,
    // nothing tied the modifier to a screen, and its close was not placed.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start plants @27:1",
        "  plants @5:8",
        "    present care @29:29",
        "    cover shop @30:29",
        "  care @6:8",
        "    dismiss @31:37",
        "  shop @7:8",
        "    dismiss @31:37",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testClosuresGivenToCellsAScreenDequeues() throws {
    let app = try load("testClosuresGivenToCellsAScreenDequeues", entry: "ClinicCoordinator")
    // Two screens dequeue `RowCell` (`as! RowCell`, and `guard let ... as? RowCell`) and give it closures of their own:
    // each closure runs where its screen shows the cell. Before, neither screen was known to show the cell: both pushes
    // were inferred on every route.
    #expect(
      describe(app.graph) == [
        "ClinicCoordinator stack start visits @21:1",
        "  visits @5:8",
        "    push invoices @23:32",
        "    push visit @24:29",
        "  invoices @6:8",
        "    push invoice @25:31",
        "  visit @7:8",
        "  invoice @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCellsAScreenRegisters() throws {
    let app = try load("testCellsAScreenRegisters", entry: "AtlasCoordinator")
    // A cell the screen registers (`collectionView.register(TagCell.self, forCellWithReuseIdentifier:)`), dequeued
    // through a helper of the app's, belongs to the screen: its own navigation fires from the screen's route (before:
    // inferred on every route).
    #expect(
      describe(app.graph) == [
        "AtlasCoordinator stack start tags @18:1",
        "  tags @5:8",
        "    push tag @20:27",
        "  tag @6:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testEnvironmentKeysOfTheApp() throws {
    let app = try load("testEnvironmentKeysOfTheApp", entry: "GardenCoordinator")
    // `@Environment(\.garden) private var garden`, with no type written: the type of the app's `var garden:
    // GardenCoordinator?` in `extension EnvironmentValues` (and of `@Entry var weatherDesk` in another, also as
    // `\EnvironmentValues.weatherDesk`). Before, the coordinator was not found, and every action was
    // inferred on every route.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @41:1",
        "  beds @20:8",
        "    push bed @43:38",
        "  bed @21:8",
        "    present weather @44:32",
        "  weather @22:8",
        "    dismiss @45:37",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testEnvironmentEntriesTypedByTheirValue() throws {
    let app = try load("testEnvironmentEntriesTypedByTheirValue", entry: "FarmCoordinator")
    // `@Entry var navigator = Navigator()` and `@Entry var farm = FarmCoordinator()` in `extension EnvironmentValues`,
    // with no type written: the type their value gives, for `@Environment(\.navigator) var navigator` and
    // `@Environment(\.farm)`. Before, neither was found: the field push and the silo sheet were inferred on every route.
    #expect(
      describe(app.graph) == [
        "FarmCoordinator stack start barn @27:1",
        "  barn @6:8",
        "    push field @32:34",
        "  field @7:8",
        "    present silo @33:33",
        "  silo @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testEnvironmentCoordinatorsOfTheNewerAPI() throws {
    let app = try load("testEnvironmentCoordinatorsOfTheNewerAPI", entry: "TripCoordinator")
    #expect(app.dialect == "ALCoordinator / SUICoordinator")  // import SUICoordinator16
    #expect(
      describe(app.graph) == [
        "TripCoordinator stack start dates @18:1",
        "  dates @5:8",
        "    push summary @21:29",  // `@Environment(TripCoordinator.self) var coordinator` in TripDates
        "  summary @6:8",
        "    finish @22:29",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
