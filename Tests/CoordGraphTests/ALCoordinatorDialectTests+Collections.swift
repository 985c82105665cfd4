import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Routes listed in arrays and tuples, an element read by subscript or given by a collection's member, the value of each
/// turn of a loop, and the member of a parameter that picks the route. (The rows of lists and tables are in
/// `ALCoordinatorDialectTests+Rows`.)
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
        "    push bread @46:47",
        "    push cheese @46:47",
        "    push jam @48:48",
        "  bread @6:8",
        "    push olives @57:50",
        "    push wine @57:50",
        "  cheese @7:8",
        "    push honey @68:49",
        "    push jam @68:49",
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
        "    push wine @89:57",
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
        "    push olives @34:54",
        "    push wine @34:54",
        "  olives @6:8",
        "    push bread @44:49",
        "  wine @7:8",
        "    push jam @54:53",
        "  bread @8:8",
        "  jam @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

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
        "    push lounge @49:50",
        "    push plane @49:50",
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
        "    push massage @32:37",
        "    push pool @32:37",
        "    push sauna @32:37",
        "    push sauna @39:48",
        "    push pool @40:47",
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
        "    push loft @44:32",
        "    push sacks @44:32",
        "    push yard @44:32",
        "    push loft @49:32",
        "    push sacks @49:32",
        "    push yard @49:32",
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
        "    push bears @25:33",
        "    push lions @25:33",
        "    push seals @32:50",
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
        "    push gym @47:50",
        "    push pool @47:50",
        "    push desk @49:47",
        "  gym @6:8",
        "    push lockers @58:50",
        "    push sauna @58:50",
        "  pool @7:8",
        "  sauna @8:8",
        "  desk @9:8",
        "    push desk @67:47",
        "    push gym @67:47",
        "    push lockers @67:47",
        "    push pool @67:47",
        "    push sauna @67:47",
        "  lockers @10:8",
        "  roof @11:8",
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
        "    push cats @53:54",
        "    push dogs @53:54",
        "  dogs @6:8",
        "    push adopt @60:54",
        "    push birds @60:54",
        "  cats @7:8",
        "  birds @8:8",
        "  adopt @9:8",
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
        "    push gym @48:50",
        "    push pool @48:50",
        "    push desk @50:47",
        "  gym @6:8",
        "    push lockers @59:50",
        "    push sauna @59:50",
        "  pool @7:8",
        "  sauna @8:8",
        "  desk @9:8",
        "    push desk @68:47",
        "    push gym @68:47",
        "    push lockers @68:47",
        "    push pool @68:47",
        "    push sauna @68:47",
        "  lockers @10:8",
        "  roof @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMembersAMethodOnlyKeepsDoNotPick() throws {
    let app = try load("testMembersAMethodOnlyKeepsDoNotPick", entry: "MarketCoordinator")
    // `visit(_ stall: Stall)` passes `stall.aisle` to `log(_:)`, which neither tests it nor passes it on, before it
    // navigates to `stall.route`: the route picks, so each stall goes to its own route. The navigation's `Task` runs as
    // part of `visit`, so each action is written at the call that gives it its stall, as without the task.
    #expect(
      describe(app.graph) == [
        "MarketCoordinator stack start stalls @27:1",
        "  stalls @5:8",
        "    push bread @42:60",
        "    push fish @42:60",
        "  fish @6:8",
        "    push cheese @49:36",
        "  bread @7:8",
        "  cheese @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testElementsAtALiteralPosition() throws {
    let app = try load("testElementsAtALiteralPosition", entry: "TourCoordinator")
    // A subscript by a number written in the code reads that element of the array a constant holds, and so do `first`
    // and `last`: `steps.first!` starts at the gate, `self.steps[3]` and `steps.last!` push the seals, a local
    // `order[0]` the shop. A subscript by a value the reading cannot tell may still give any element, and so may
    // `first` of a set (`sights.first!` over `Set<TourRoute>`), which has no order; `steps[step]` after `step += 1` is
    // a step after the one shown, so never the gate (`testStepsShownInOrder`).
    // Before, each read as any element: the tour started at a route "a condition picks", with a note, and the
    // shortcut, the skip and the finale pushed every element.
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start gate @21:1",
        "  gate @5:8",
        "    push seals @27:34",
        "    push bears @31:11",
        "    push lions @31:11",
        "    push seals @31:11",
        "    push shop @36:11",
        "    push seals @39:31",
        "    push bears @43:33",
        "    push lions @43:33",
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
  @Test func testStepsShownInOrder() throws {
    let app = try load("testStepsShownInOrder", entry: "IntroCoordinator")
    // `steps[position]` after `position += 1`, the counter a stored property that only ever grows: from a step, the
    // next navigation goes to a step after it, never back to it or to one before. Before, every step pushed every
    // step (the welcome pushed itself): a false `unbounded-growth` warning and an incomplete exploration. The quiz's
    // counter is also set back to zero (`again()`), so its navigations may still go to any question, and so is the
    // trail's, from a view (`coordinator.leg = 0`: a counter that is not private may be set by other code). The start,
    // `startFlow(route: steps[position])`, is the step at the counter's initial value, with no note (before, a route
    // "a condition picks").
    #expect(
      describe(app.graph) == [
        "IntroCoordinator stack start welcome @22:1",
        "  welcome @5:8",
        "    push done @30:11",
        "    push permissions @30:11",
        "    push profile @30:11",
        "  permissions @6:8",
        "    push done @30:11",
        "    push profile @30:11",
        "  profile @7:8",
        "    push done @30:11",
        "  done @8:8",
        "QuizCoordinator stack start first @52:1",
        "  first @43:8",
        "    push first @60:11",
        "    push second @60:11",
        "    push third @60:11",
        "    push first @65:11",
        "    push second @65:11",
        "    push third @65:11",
        "  second @44:8",
        "    push first @60:11",
        "    push second @60:11",
        "    push third @60:11",
        "    push first @65:11",
        "    push second @65:11",
        "    push third @65:11",
        "  third @45:8",
        "    push first @60:11",
        "    push second @60:11",
        "    push third @60:11",
        "    push first @65:11",
        "    push second @65:11",
        "    push third @65:11",
        "TrailCoordinator stack start start @86:1",
        "  start @78:8",
        "    push start @94:11",
        "    push summit @94:11",
        "  summit @79:8",
        "    push start @94:11",
        "    push summit @94:11",
      ])
    let rules = Set(NavigationCheck.run(app.graph).findings.filter { $0.location?.line ?? 0 < 40 }.map(\.rule))
    #expect(!rules.contains("unbounded-growth"))
    #expect(!rules.contains("exploration-incomplete"))
    #expect(DialectFixture.describe(app.notes) == [])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testStepsCountedAfterTheyShow() throws {
    let app = try load("testStepsCountedAfterTheyShow", entry: "TourCoordinator")
    // The tour shows a page, then counts (`navigate(toRoute: pages[self.page])`, then `self.page += 1`; `start` the
    // same): each page still goes only to the pages after it, and the start is the first page. The laps' counter
    // starts at the largest integer and `start` adds to it before showing: no position can be told (before, adding
    // the two stopped the tool), so the start is a route "a condition picks", with its note; the counter still only
    // grows, so the laps go forward.
    #expect(
      describe(app.graph) == [
        "TourCoordinator stack start intro @14:1",
        "  intro @5:8",
        "    push camera @25:11",
        "    push finish @25:11",
        "  camera @6:8",
        "    push finish @25:11",
        "  finish @7:8",
        "LapCoordinator stack start first @44:1",
        "  first @36:8",
        "    push second @55:11",
        "  second @37:8",
      ])
    #expect(
      DialectFixture.describe(app.notes).map { $0.prefix(50) } == ["50:11 LapCoordinator starts at a route a condition"]
    )
  }
}
