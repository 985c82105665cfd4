import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Routes listed in arrays: the rows of a SwiftUI list, an element read by subscript, the value of each turn of a loop.
extension ALCoordinatorDialectTests {
  @Test func testCasesListedInArrays() throws {
    let app = try load("testCasesListedInArrays", entry: "DeliCoordinator")
    // `coordinator.show(route)` in the rows of `ForEach([DeliRoute.bread, .cheese])` passes those two cases; the rows
    // of `List(model.aisles)` (a view model's `let aisles: [DeliRoute] = [.olives, DeliRoute.wine]`) those two; a
    // `static let` read by subscript (`Specials.today[0]`) its one; a loop over a local array (`for stop in tasting`)
    // each of its cases; the rows of `ForEach(Array(shelf.enumerated()), id: \.offset) { index, jar in ... }` each case
    // of the shelf. An array the screen may change (`@State private var picks`) may hold any case: its rows go
    // to every route. Before, every one of these calls went to every route: the counter pushed itself, and the
    // receipt, which only the picks can reach, was reached from every screen.
    #expect(
      describe(app.graph) == [
        "DeliCoordinator stack start counter @33:1",
        "  counter @5:8",
        "    push bread @35:47",
        "    push cheese @35:47",
        "    push jam @35:47",
        "  bread @6:8",
        "    push olives @35:47",
        "    push wine @35:47",
        "  cheese @7:8",
        "    push honey @35:47",
        "    push jam @35:47",
        "  olives @8:8",
        "    push bread @35:47",
        "    push cheese @35:47",
        "    push counter @35:47",
        "    push honey @35:47",
        "    push jam @35:47",
        "    push olives @35:47",
        "    push receipt @35:47",
        "    push wine @35:47",
        "  wine @9:8",
        "  jam @10:8",
        "  honey @11:8",
        "    push wine @35:47",
        "  receipt @12:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesListedInACoordinatorsArrays() throws {
    let app = try load("testRoutesListedInACoordinatorsArrays", entry: "MuseumCoordinator")
    // `router.navigate(to: halls[index])` over `private let halls: [MuseumRoute] = [.paintings, .sculpture]` goes to
    // those two routes, `Self.extras[0]` (a `static let`) to the shop, and a loop over the halls to each hall. Before,
    // none of them was read: every hall and the shop were reported never shown. A local dictionary's lookup
    // (`byKind[kind]`, unwrapped by `if let route`) goes to each of its values (before, it was not read either: the
    // fossils and the cafe were never shown). A `var` array (`later[index]`) may hold anything: that navigation is still
    // not read, and a note says so.
    #expect(
      describe(app.graph) == [
        "MuseumCoordinator stack start lobby @23:1",
        "  lobby @5:8",
        "    push paintings @31:41",
        "    push sculpture @31:41",
        "    push shop @32:29",
        "    push paintings @36:14",
        "    push sculpture @36:14",
        "  paintings @6:8",
        "  sculpture @7:8",
        "  fossils @8:8",
        "  shop @9:8",
        "    push cafe @41:42",
        "    push fossils @41:42",
        "  cafe @10:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "33:41 the route this `navigate` shows, `later[index]`, is not one the reading can tell: the call is left out"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRoutesListedInTuples() throws {
    let app = try load("testRoutesListedInTuples", entry: "DeliCoordinator")
    // Rows that are tuples: `shelf.route` for `[(title: "Olives", route: DeliRoute.olives), (title: "Wine", route:
    // .wine)]` passes each tuple's `route`, and `pair.1` for `[("Bread", .bread)]` the second value; a tuple whose labels
    // only its type names (`[(title: String, route: DeliRoute)] = [("Jam", .jam)]`) is read by the type's labels: the
    // wine's rack pushes the jam. Before, every row went to every route (until session 37, the rack still did).
    #expect(
      describe(app.graph) == [
        "DeliCoordinator stack start counter @24:1",
        "  counter @5:8",
        "    push olives @26:47",
        "    push wine @26:47",
        "  olives @6:8",
        "    push bread @26:47",
        "  wine @7:8",
        "    push jam @26:47",
        "  bread @8:8",
        "  jam @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRowsNamedLikeAPropertyOfTheView() throws {
    let app = try load("testRowsNamedLikeAPropertyOfTheView", entry: "InnCoordinator")
    // The rows of `ForEach([InnRoute.room, .spa]) { route in ... }` share their name with the view's `let route:
    // InnRoute`, built `LobbyView(route: .roof)`. Inside the closure `show(route)` passes the rows' cases; after it,
    // `show(route)` reads the property, which holds the roof. A build that did not end the row's name at its closure
    // read the second call as one it could not tell: every route, the lobby and the bar included.
    #expect(
      describe(app.graph) == [
        "InnCoordinator stack start lobby @22:1",
        "  lobby @5:8",
        "    push roof @24:46",
        "    push room @24:46",
        "    push spa @24:46",
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
        "    push billing @53:49",
        "    push profile @53:49",
        "    push team @53:49",
        "    push terms @61:11",
        "    push audit @66:11",
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
        "    push help @54:48",
        "  billing @7:8",
        "  help @8:8",
        "  terms @9:8",
        "  team @10:8",
        "    push help @53:49",
        "    push invites @53:49",
        "    push terms @53:49",
        "  invites @11:8",
        "  audit @12:8",
        "    push export @53:49",
        "    push invites @53:49",
        "    push team @53:49",
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
        "    present weather @43:49",
        "    push boats @43:49",
        "    push crew @43:49",
        "  boats @6:8",
        "    present tides @43:49",
        "    present weather @43:49",
        "    push boats @43:49",
        "    push crew @43:49",
        "    push fuel @43:49",
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
        "    push fines @44:12",
        "    push loans @44:12",
        "  loans @6:8",
        "    push events @44:12",
        "    push rooms @44:12",
        "    present about @50:12",
        "  fines @7:8",
        "  events @8:8",
        "  rooms @9:8",
        "  about @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testInitialisersOfUnknownTypeToldByTheirLabels() throws {
    let app = try load("testInitialisersOfUnknownTypeToldByTheirLabels", entry: "GateCoordinator")
    // `planner.add(.init(reason: "Storm", destination: .shelter))` builds a type the reading does not tell, so a
    // `destination` it sets may hold any case; but only in a type whose initialiser takes both labels: `Detour`, not
    // `Ticket` (a struct whose memberwise initialiser has no `reason`). The tickets, built `Ticket(id: 1, destination:
    // .lounge)` and `.plane`, keep their two cases: `board(_ ticket: Ticket)` pushes those. Before, the `.init` set
    // every `destination` of the app to any case: the hall pushed itself and the shelter.
    #expect(
      describe(app.graph) == [
        "GateCoordinator stack start hall @35:1",
        "  hall @5:8",
        "    push lounge @41:46",
        "    push plane @41:46",
        "  lounge @6:8",
        "  plane @7:8",
        "  shelter @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testInitialisersTypedByTheParameterTheyArePassedTo() throws {
    let app = try load("testInitialisersTypedByTheParameterTheyArePassedTo", entry: "SpaCoordinator")
    // `coordinator.book(.init(guest: "Ann", destination: .sauna))` builds a `Booking`, the type of `book(_:)`'s
    // parameter, as `bookAll([.init(...)])` does for `[Booking]`: with `Booking(guest: "Bo", destination: .pool)`,
    // each `booking.destination` is one of the sauna, the pool and the massage (the gym is never shown). `book(_:)`
    // navigates to its booking's destination, which its callers pass: the sauna and the pool (until session 38, the
    // massage too). Before, the `.init` of a type the reading did not tell made every `destination` any case: the
    // lobby pushed itself and the gym.
    #expect(
      describe(app.graph) == [
        "SpaCoordinator stack start lobby @26:1",
        "  lobby @5:8",
        "    push pool @29:47",
        "    push sauna @29:47",
        "    push massage @32:37",
        "    push pool @32:37",
        "    push sauna @32:37",
        "  sauna @6:8",
        "  pool @7:8",
        "  massage @8:8",
        "  gym @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testArraysChangedInPlace() throws {
    let app = try load("testArraysChangedInPlace", entry: "MillCoordinator")
    // A local changed in place does not hold only what it is built with: `routes[0] = .stones` after `var routes =
    // [MillRoute.wheel]` may give any case (the turn goes to every route), and `stops[0].destination = .loft` or
    // `stop.destination = .yard` make the member any case a `Stop` is given (the sacks, the loft and the yard). Before,
    // the turn pushed the wheel alone and both others the sacks alone: routes they do reach were missed.
    #expect(
      describe(app.graph) == [
        "MillCoordinator stack start gate @26:1",
        "  gate @5:8",
        "    push gate @28:47",
        "    push loft @28:47",
        "    push sacks @28:47",
        "    push stones @28:47",
        "    push wheel @28:47",
        "    push yard @28:47",
        "    push loft @29:48",
        "    push sacks @29:48",
        "    push yard @29:48",
        "    push loft @30:48",
        "    push sacks @30:48",
        "    push yard @30:48",
        "  wheel @6:8",
        "  stones @7:8",
        "  sacks @8:8",
        "  loft @9:8",
        "  yard @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testReceiversReadThroughASubscript() throws {
    let app = try load("testReceiversReadThroughASubscript", entry: "ParkCoordinator")
    // A receiver through an element of a collection: `keepers[0].coordinator.showLions()` for `let keepers: [Keeper]`,
    // and `wardens.first?.coordinator.showBears()`: each an element's type (`Keeper`), so the call runs the
    // coordinator's method from where it is written. Before, both were actions inferred on every route.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @19:1",
        "  gate @5:8",
        "    push lions @21:34",
        "    push bears @22:34",
        "  lions @6:8",
        "  bears @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testElementsGivenByACollectionsMembers() throws {
    let app = try load("testElementsGivenByACollectionsMembers", entry: "ZooCoordinator")
    // A member that gives an element of a collection reads as a subscript does: `coordinator.show(feeding.first!)` over
    // `let feeding: [ZooRoute] = [.seals]` pushes the seals, and the coordinator's `navigate(toRoute:
    // highlights.randomElement()!)` over `private let highlights: [ZooRoute] = [.lions, .bears]` each highlight.
    // Before, the first went to every route (the entrance pushed itself) and the second was left out with a note.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start entrance @21:1",
        "  entrance @5:8",
        "    push seals @24:46",
        "    push bears @25:33",
        "    push lions @25:33",
        "  lions @6:8",
        "  bears @7:8",
        "  seals @8:8",
        "  shop @9:8",
      ])
    #expect(app.notes.isEmpty)
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
        "    push bread @29:50",
        "    push cakes @29:50",
        "    push pies @29:50",
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
        "    push ferry @22:47",
        "    push tug @22:47",
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
        "    push herbs @32:49",
        "    push roses @32:49",
        "    push herbs @33:49",
        "    push pond @33:49",
        "    push roses @33:49",
        "    push shed @33:49",
        "  roses @6:8",
        "  herbs @7:8",
        "  pond @8:8",
        "  shed @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testMembersOfAParameterPickTheRoute() throws {
    let app = try load("testMembersOfAParameterPickTheRoute", entry: "ClubCoordinator")
    // `enter(_ door: Door)` navigates to `door.route`: a caller picks the route by the door it passes, as `open(door.route)`
    // would; the lobby's rows pass the gym and the pool, `knock(on:)` passes its door on (`enter(door)`), the gym's rows
    // through it the sauna and the lockers, and the lobby's `.init(id: "Desk", route: .desk)` the desk. The desk's
    // `roof`, given by no code the reading sees, may be any door the app builds (no door is built with the roof).
    // Before, every caller of `enter(_:)` and `knock(on:)` went to every door of the app: the lobby and the gym
    // pushed themselves.
    #expect(
      describe(app.graph) == [
        "ClubCoordinator stack start lobby @30:1",
        "  lobby @5:8",
        "    push desk @34:11",
        "    push gym @34:11",
        "    push pool @34:11",
        "  gym @6:8",
        "    push lockers @34:11",
        "    push sauna @34:11",
        "  pool @7:8",
        "  sauna @8:8",
        "  desk @9:8",
        "    push desk @34:11",
        "    push gym @34:11",
        "    push lockers @34:11",
        "    push pool @34:11",
        "    push sauna @34:11",
        "  lockers @10:8",
        "  roof @11:8",
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
        "    push bar @27:38",
        "    push rooms @27:38",
        "  rooms @6:8",
        "    present garden @27:38",
        "    push kitchen @27:38",
        "    present garden @28:41",
        "    push kitchen @28:41",
        "  bar @7:8",
        "  garden @8:8",
        "  kitchen @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testValuesPassedOnByViewModelsPickTheRoute() throws {
    let app = try load("testValuesPassedOnByViewModelsPickTheRoute", entry: "PetCoordinator")
    // A view passes a row to its model's `select(_ pen: Pen)`, which passes it on to the coordinator's `visit(_ pen:
    // Pen)` (through `weak var coordinator: PetCoordinator?`, or `weak var router: PetRouting?`, a protocol the
    // coordinator conforms to), which navigates to `pen.route`: each screen goes to its own rows' pens. Before, both
    // screens went to every pen of the app (the dogs pushed themselves).
    #expect(
      describe(app.graph) == [
        "PetCoordinator stack start shelter @31:1",
        "  shelter @5:8",
        "    push cats @33:40",
        "    push dogs @33:40",
        "  dogs @6:8",
        "    push adopt @33:40",
        "    push birds @33:40",
        "  cats @7:8",
        "  birds @8:8",
        "  adopt @9:8",
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
        "    push bar @47:48",
        "    push spa @47:48",
        "  spa @6:8",
        "    push gym @47:48",
        "    push pool @47:48",
        "    push roof @47:48",
        "  bar @7:8",
        "  pool @8:8",
        "  gym @9:8",
        "  roof @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testMembersOfAParameterUnwrappedPickTheRoute() throws {
    let app = try load("testMembersOfAParameterUnwrappedPickTheRoute", entry: "ClubCoordinator")
    // As `testMembersOfAParameterPickTheRoute`, with an optional member unwrapped first (`guard let route = door.route
    // else { return }`, then `navigate(toRoute: route)`): each caller's doors still pick. Before, every caller of
    // `enter(_:)` and `knock(on:)` went to every door of the app.
    #expect(
      describe(app.graph) == [
        "ClubCoordinator stack start lobby @30:1",
        "  lobby @5:8",
        "    push desk @35:11",
        "    push gym @35:11",
        "    push pool @35:11",
        "  gym @6:8",
        "    push lockers @35:11",
        "    push sauna @35:11",
        "  pool @7:8",
        "  sauna @8:8",
        "  desk @9:8",
        "    push desk @35:11",
        "    push gym @35:11",
        "    push lockers @35:11",
        "    push pool @35:11",
        "    push sauna @35:11",
        "  lockers @10:8",
        "  roof @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMembersAMethodOnlyKeepsDoNotPick() throws {
    let app = try load("testMembersAMethodOnlyKeepsDoNotPick", entry: "MarketCoordinator")
    // `visit(_ stall: Stall)` passes `stall.aisle` to `log(_:)`, which neither tests it nor passes it on, before it
    // navigates to `stall.route`: the route picks, so each stall goes to its own route.
    #expect(
      describe(app.graph) == [
        "MarketCoordinator stack start stalls @27:1",
        "  stalls @5:8",
        "    push bread @32:18",
        "    push fish @32:18",
        "  fish @6:8",
        "    push cheese @32:18",
        "  bread @7:8",
        "  cheese @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
