import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Rows: the values of a list's or a table's rows, built by their types' initialisers, nested, filtered, read by subscript
/// or from a dictionary, each a route the row's screen may show.
extension ALCoordinatorDialectTests {
  @Test func testRowsNamedLikeAPropertyOfTheView() throws {
    let app = try load("testRowsNamedLikeAPropertyOfTheView", entry: "InnCoordinator")
    // The rows of `ForEach([InnRoute.room, .spa]) { route in ... }` share their name with the view's `let route:
    // InnRoute`, built `LobbyView(route: .roof)`. Inside the closure `show(route)` passes the rows' cases; after it,
    // `show(route)` reads the property, which holds the roof only: the push is written at that call, as the rows'
    // are at theirs (before the property's one case was passed, it was written in `show`). A build that did not end the
    // row's name at its closure read the second call as one it could not tell: every route, the lobby and the bar
    // included.
    #expect(
      describe(app.graph) == [
        "InnCoordinator stack start lobby @22:1",
        "  lobby @5:8",
        "    push room @32:47",
        "    push spa @32:47",
        "    push roof @34:45",
        "  room @6:8",
        "  spa @7:8",
        "  bar @8:8",
        "  roof @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsBuiltByTheirTypesInitialiser() throws {
    let app = try load("testRowsBuiltByTheirTypesInitialiser", entry: "StudioCoordinator")
    // A struct built by its memberwise initialiser holds what it is built with: the rows of `let rows: [SettingRow] =
    // [.init(..., destination: .profile), ...]` (the annotation types `.init`; a method called on a row's member,
    // `row.title.uppercased()`, changes no row) pass the profile and the billing, the
    // rows of a method returning an array literal (`rows()`) its invites, a local `let row: SettingRow = .init(...)`
    // its export (and `badge.destination`, for badges built `Badge(isNew: true)`, an initialiser in an extension
    // that calls `self.init(destination: isNew ? .invites : .team)`, and `Badge(destination: .export)`, each of those
    // three); in the coordinator, `let row = quick[index]` then `navigate(toRoute: row.destination)` over `private
    // let quick: [SettingRow] = [.init(...)]` its terms, and a tuple row's `extra.route` its audit.
    // `coordinator.follow(link)`, which runs `navigate(toRoute: row.destination)`, passes the link's destination (the
    // help; until session 38, each case some `SettingRow` of the app is built with). A struct with an initialiser of its own (`Shortcut("help")`,
    // which sets `destination = label == "help" ? .help : .terms`) holds what that initialiser assigns. A picker's
    // binding (`$picked.destination`) may set any case, on the picked value's type alone (`Picked`, not
    // `SettingRow`). Before, every one of these calls went to every route (the lobby, the team and the audit screens
    // pushed themselves), but for the coordinator's tuple row, which was left out with a note.
    #expect(
      describe(app.graph) == [
        "StudioCoordinator stack start lobby @51:1",
        "  lobby @5:8",
        "    push terms @61:11",
        "    push audit @66:11",
        "    push billing @78:65",
        "    push profile @78:65",
        "    push team @80:47",
        "  profile @6:8",
        "    push audit @53:49",
        "    push billing @53:49",
        "    push export @53:49",
        "    push help @53:49",
        "    push invites @53:49",
        "    push lobby @53:49",
        "    push profile @53:49",
        "    push team @53:49",
        "    push terms @53:49",
        "    push help @92:53",
        "  billing @7:8",
        "  help @8:8",
        "  terms @9:8",
        "  team @10:8",
        "    push invites @107:65",
        "    push help @110:53",
        "    push terms @110:53",
        "  invites @11:8",
        "  audit @12:8",
        "    push export @120:50",
        "    push invites @120:50",
        "    push team @120:50",
        "    push export @124:32",
        "  export @13:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsNestedInSections() throws {
    let app = try load("testRowsNestedInSections", entry: "HarborCoordinator")
    // The rows of `ForEach(section.rows)`, inside `ForEach(sections) { section in ... }` over a `let` array of
    // `HarborSection(title: "Fleet", rows: [HarborRow(...), .init(title: "Crew", destination: .crew)])`, are each
    // section's rows: the dock pushes the boats and the crew and presents the weather. The `.init(...)` in a section's
    // rows is a `HarborRow`, the type of the memberwise initialiser's `rows` parameter; so a row picked by a list's
    // selection (`.onChange(of: selection) { _, picked in ... show(picked.destination) }`), whose type the reading does
    // not know, passes each case some `HarborRow` is built with. Before, both screens went to every route: the dock
    // pushed itself, and the logbook, which no row holds, looked reachable.
    #expect(
      describe(app.graph) == [
        "HarborCoordinator stack start dock @41:1",
        "  dock @5:8",
        "    present weather @57:58",
        "    push boats @57:58",
        "    push crew @57:58",
        "  boats @6:8",
        "    present tides @73:34",
        "    present weather @73:34",
        "    push boats @73:34",
        "    push crew @73:34",
        "    push fuel @73:34",
        "  crew @7:8",
        "  fuel @8:8",
        "  weather @9:8",
        "  tides @10:8",
        "  logbook @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsReadBySubscript() throws {
    let app = try load("testRowsReadBySubscript", entry: "LibraryCoordinator")
    // A table's `didSelectRowAt` reading a member of the selected row: `entries[indexPath.row].route` over a `let`
    // array of `MenuEntry(title: "Loans", route: .loans)` passes each entry's route (the shelves push the loans and
    // the fines); `let entry = sections[indexPath.section][indexPath.row]` over a `let` array of arrays each inner
    // entry's (the loans push the events and the rooms); the coordinator's own `router.navigate(to:
    // help[index].route)` its entry's (the about, presented). Before, each table went to every route some
    // `MenuEntry` holds, and the coordinator's navigation to every route of `MenuEntry`'s from where `openHelp` is
    // called.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelves @38:1",
        "  shelves @5:8",
        "    push fines @62:16",
        "    push loans @62:16",
        "  loans @6:8",
        "    present about @50:12",
        "    push events @75:16",
        "    push rooms @75:16",
        "  fines @7:8",
        "  events @8:8",
        "  rooms @9:8",
        "  about @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsOfAFilteredCollection() throws {
    let app = try load("testRowsOfAFilteredCollection", entry: "BakeryCoordinator")
    // The rows of `ForEach(shelves.filter { $0.isOpen })` may be any of the shelves (the reading does not run the
    // filter): the bread and the cakes; those of `ForEach(Array(specials.prefix(1)))` any of the specials: the pies.
    // Before, both went to every route: the counter pushed itself and the coffee, which no row holds.
    #expect(
      describe(app.graph) == [
        "BakeryCoordinator stack start counter @27:1",
        "  counter @5:8",
        "    push bread @38:50",
        "    push cakes @38:50",
        "    push pies @41:52",
        "  bread @6:8",
        "  cakes @7:8",
        "  pies @8:8",
        "  coffee @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsOfADictionarysValues() throws {
    let app = try load("testRowsOfADictionarysValues", entry: "PortCoordinator")
    // The rows of `ForEach(Array(boats.values))` over `let boats: [String: PortRoute] = ["Ferry": .ferry, "Tug": .tug]`
    // are the dictionary's values: the dock pushes the ferry and the tug. Before, every route (the dock pushed itself).
    #expect(
      describe(app.graph) == [
        "PortCoordinator stack start dock @20:1",
        "  dock @5:8",
        "    push ferry @30:49",
        "    push tug @30:49",
        "  ferry @6:8",
        "  tug @7:8",
        "  crane @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsOfAStructWithAnInitialiserInAnExtension() throws {
    let app = try load("testRowsOfAStructWithAnInitialiserInAnExtension", entry: "GardenCoordinator")
    // An initialiser declared in an extension (`init(wild: Bool)`) leaves a struct its memberwise one: the beds built
    // `Bed(name: "Roses", destination: .roses)` pass their own destinations (the walk goes to the roses and the herbs).
    // A bed built by the extension's initialiser is read by what the type's properties are given: any bed's
    // destination, the pond and the shed that `self.init(..., destination: wild ? .pond : .shed)` gives included.
    // Before, both lists went to all four.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start gate @30:1",
        "  gate @5:8",
        "    push herbs @42:51",
        "    push roses @42:51",
        "    push herbs @45:51",
        "    push pond @45:51",
        "    push roses @45:51",
        "    push shed @45:51",
        "  roses @6:8",
        "  herbs @7:8",
        "  pond @8:8",
        "  shed @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsOfATablePassedToTheCoordinator() throws {
    let app = try load("testRowsOfATablePassedToTheCoordinator", entry: "InnCoordinator")
    // `coordinator?.follow(signs[indexPath.row])` passes the sign's route to `follow(_ sign: Sign)`, which navigates to
    // `sign.route`: the hall's rooms and bar. The rooms' signs are a computed property returning an array literal
    // (`var signs: [Sign] { [...] }`): its garden and kitchen, through a local (`let sign = signs[indexPath.row]`) or a
    // subscript's member (`open(signs[0].route)`, any row's). Before, `follow(_:)` went to every sign's route from both screens
    // (the hall showed the garden), and the computed rows were any sign's.
    #expect(
      describe(app.graph) == [
        "InnCoordinator stack start hall @25:1",
        "  hall @5:8",
        "    push bar @35:18",
        "    push rooms @35:18",
        "  rooms @6:8",
        "    present garden @44:18",
        "    push kitchen @44:18",
        "    present garden @47:45",
        "    push kitchen @47:45",
        "  bar @7:8",
        "  garden @8:8",
        "  kitchen @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testRowsBuiltByAnInitialiserThatStoresItsParameter() throws {
    let app = try load("testRowsBuiltByAnInitialiserThatStoresItsParameter", entry: "HotelCoordinator")
    // `Sign`, a class, is built by `init(_ id: String, to route: HotelRoute)`, which stores its parameter
    // (`self.route = route`): each row holds the route it is built with, the lobby's the spa and the bar, the spa's
    // the pool. `Plaque`'s initialiser assigns its route in branches (`.gym`, or its parameter): a plaque may hold any
    // of the values the app's plaques are given (the roof, the gym). Before, every sign was any sign's route (the
    // lobby showed the pool and the roof, the spa the spa).
    #expect(
      describe(app.graph) == [
        "HotelCoordinator stack start lobby @45:1",
        "  lobby @5:8",
        "    push bar @55:50",
        "    push spa @55:50",
        "  spa @6:8",
        "    push pool @66:50",
        "    push gym @69:52",
        "    push roof @69:52",
        "  bar @7:8",
        "  pool @8:8",
        "  gym @9:8",
        "  roof @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
}
