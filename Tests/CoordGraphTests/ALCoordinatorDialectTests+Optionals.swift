import SwiftFrontEnd
import Testing

/// Routes read through optionals: `??`, an unwrapped property, a property that starts as `nil`.
extension ALCoordinatorDialectTests {
  @Test func testRoutesHeldByAnOptionalPropertyOrGivenByNilCoalescing() throws {
    let app = try load("testRoutesHeldByAnOptionalPropertyOrGivenByNilCoalescing", entry: "LibraryCoordinator")
    // `private var pending: LibraryRoute? = nil`, set to `.lastBook` by `bookOpened()`: `navigate(toRoute: pending ??
    // .intro)` shows either, and `guard let pending ...; navigate(toRoute: pending)` the book. Before, `nil` as the
    // initial value read as a value the reading could not tell (any case, so none was named), and `??` as no value
    // at all: both calls were left out with a note, and only the shelf was reachable.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelf @28:1",
        "  shelf @11:8",
        "    push intro @36:11",
        "    push lastBook @36:11",
        "    push lastBook @41:11",
        "  lastBook @12:8",
        "  intro @13:8",
        "  settings @14:8",
      ])
    #expect(app.notes.isEmpty)
  }

  @Test func testAChildKeptElseMade() throws {
    let app = try load("testAChildKeptElseMade", entry: "HomeCoordinator")
    // `let coordinator = profile ?? ProfileCoordinator(presentationStyle: .fullScreen)`: the child kept from an earlier
    // visit, else a new one, is one coordinator, presented as its construction asks (full screen: a cover). Before,
    // the call was left out with a note.
    #expect(
      describe(app.graph) == [
        "HomeCoordinator stack start home @24:1",
        "  home @15:8",
        "    cover ProfileCoordinator @36:12",
        "ProfileCoordinator stack start profile @50:1",
        "  profile @41:8",
        "    finish @45:54",
      ])
    #expect(app.notes.isEmpty)
  }
}

/// A child coordinator found among `children` by what `compactMap` keeps of one type.
extension ALCoordinatorDialectTests {
  @Test func testAChildFoundAmongChildrenByCompactMap() throws {
    let app = try load("testAChildFoundAmongChildrenByCompactMap", entry: "PostTabs")
    // `children.compactMap { $0 as? ParcelsCoordinator }.first?.track()` in a URL handler, and `let mail =
    // children.lazy.compactMap({ child in child as? MailCoordinator }).last` in a method the inbox's button calls: the
    // child of that type, as `children.first { $0 is T } as? T` is read. Before, neither call's receiver had a type:
    // the tracking push was no step of the link and fired from every parcels route, and the compose sheet from every
    // mail route, both inferred.
    #expect(
      describe(app.graph) == [
        "PostTabs tabs start MailCoordinator tabs MailCoordinator,ParcelsCoordinator @26:1",
        "MailCoordinator stack start inbox @58:1",
        "  inbox @42:8",
        "    present compose @60:32",
        "  compose @43:8",
        "ParcelsCoordinator stack start list @70:1",
        "  list @64:8",
        "  tracking @65:8",
      ])
    #expect(
      DialectFixture.describe(app.graph.deepLinks) == [
        // `children.compactMap { $0 as? ParcelsCoordinator }.first?.track()` runs only where one is a child.
        "parcel -> ParcelsCoordinator.tracking: select ParcelsCoordinator in PostTabs, push tracking in ParcelsCoordinator "
          + "(only with ParcelsCoordinator)"
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testNilPicksTheBranchesThatTestIt() throws {
    let app = try load("testNilPicksTheBranchesThatTestIt", entry: "KitchenCoordinator")
    // `func open(_ dish: Dish?)` with `guard let dish else { ... }`, `if let picked = dish { ... } else { ... }` and `if
    // dish != nil`: a caller that passes `nil` runs the branch where the parameter holds none, one that passes a case
    // the branch where it holds one; the chef's optional property may be either, and runs both. Before, `nil` picked
    // nothing: every branch fired from every caller (the pantry pushed the shopping list, the list asked the chef).
    #expect(
      describe(app.graph) == [
        "KitchenCoordinator stack start pantry @33:1",
        "  pantry @5:8",
        "    present newRecipe @37:40",
        "    push recipe @39:11",
        "    push empty @47:13",
        "  recipe @6:8",
        "    push shopping @45:13",
        "    push chef @52:28",
        "  shopping @7:8",
        "  chef @8:8",
        "    present newRecipe @37:40",
        "    push recipe @39:11",
        "  newRecipe @9:8",
        "  empty @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testAStoredPropertyOfOneCasePicksItsArm() throws {
    let app = try load("testAStoredPropertyOfOneCasePicksItsArm", entry: "PlanCoordinator")
    // `next(after: current)` with `let current: Step = .one`, a stored property of the calling type that holds one
    // case only, and `next(after: resumed)` with `private var resumed = Step.two`, which no code assigns: the arm of that
    // case, not the `nil` branch nor the other arm (before, all three fired from both screens; `Step.two` typed no
    // property).
    #expect(
      describe(app.graph) == [
        "PlanCoordinator stack start plans @18:1",
        "  plans @7:8",
        "    push first @26:22",
        "  overview @7:15",
        "  first @7:25",
        "    push second @27:22",
        "  second @7:32",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// A local unwrapped by a binding of its own name.
extension ALCoordinatorDialectTests {
  @Test func testAnUnwrappedLocalKeepsTheTypeOfTheLocalItUnwraps() throws {
    let app = try load("testAnUnwrappedLocalKeepsTheTypeOfTheLocalItUnwraps", entry: "GardenCoordinator")
    // `let garden = coordinator as? GardenCoordinator`, then `if let garden { await garden.open(name) }` (and `guard let
    // garden = garden`) in a task: the binding has the type of the local it unwraps, so the calls are the bed list's.
    // Before, the binding was read with every local of its name hidden, so its type was unknown and both pushes fired
    // from every route of the coordinator, inferred.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @20:1",
        "  beds @5:8",
        "    push bed @23:43",
        "    push tools @24:34",
        "  bed @6:8",
        "  tools @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// A route an optional's `map` makes.
extension ALCoordinatorDialectTests {
  @Test func testARouteMadeByAnOptionalsMap() throws {
    let app = try load("testARouteMadeByAnOptionalsMap", entry: "DeskCoordinator")
    // `startFlow(route: pending.map { .order(id: $0) } ?? .welcome)` starts at either (a choice, with the start
    // choice's note), and `navigate(toRoute: savedDraft.map { DeskRoute.draft($0) } ?? .compose)` presents either.
    // Before, the map was no route the reading could tell, and both calls were left out with a note.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start order @27:1",
        "  welcome @5:8",
        "    present compose @37:11",
        "    present draft @37:11",
        "  order @6:8",
        "  draft @7:8",
        "  compose @8:8",
      ])
    #expect(app.notes.map(\.message).contains { $0.contains("a condition picks (order or welcome)") })
  }
}
