import Testing

/// Classes of the app that derive from others: a base class's code and methods on its subclasses' routes, and the
/// overrides a call on the base class may run.
extension ALCoordinatorDialectTests {
  /// The forms' fixtures' graph, where the form's model's overrides (the receipt's push, help's present) fire on the form.
  static let formsWithOverridesOnTheForm = [
    "FormsCoordinator stack start menu @33:1",
    "  menu @5:8",
    "    push form @35:34",
    "    push form @36:34",
    "  form @6:8",
    "    push receipt @37:36",
    "    present help @38:33",
    "  receipt @7:8",
    "  help @8:8",
  ]

  @Test func testCoordinatorBaseClassesNeverBuilt() throws {
    let app = try load("testCoordinatorBaseClassesNeverBuilt", entry: "DeskCoordinator")
    // `OneNoteCoordinator` is the team's base for one-screen flows: subclassed by two coordinators, built nowhere. Its
    // start runs in each subclass, which shows the note; the base is no coordinator of the graph (before, it was, and
    // was reported never started, its note never shown). `PlainCoordinator` is subclassed too, but the desk builds it:
    // it stays. `FancyCoordinator`, built nowhere, has no subclass: it stays, and is reported never started.
    #expect(
      describe(app.graph) == [
        "TipsCoordinator stack start note @22:1",
        "  note @5:8",
        "NewsCoordinator stack start note @26:1",
        "  note @5:8",
        "PlainCoordinator stack start note @31:1",
        "  note @5:8",
        "FancyCoordinator stack start note @37:1",
        "  note @5:8",
        "DeskCoordinator stack start desk @49:1",
        "  desk @40:8",
        "    present TipsCoordinator @53:24",
        "    present NewsCoordinator @54:24",
        "    present PlainCoordinator @55:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testBaseClassesOfScreensRunOnTheirSubclassesRoutes() throws {
    let app = try load("testBaseClassesOfScreensRunOnTheirSubclassesRoutes", entry: "GardenCoordinator")
    // `ModalScreen.viewDidLoad` adds a close button whose action calls `dismissScreen()`, which `GardenScreen` declares;
    // no route builds a `ModalScreen`, but the water's and the help's screens derive from it: the dismiss fires from
    // those two routes. Before, the base class belonged to no route and the dismiss fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @30:1",
        "  beds @7:8",
        "    push bed @35:27",
        "  bed @8:8",
        "    present water @36:25",
        "    cover help @37:28",
        "  water @9:8",
        "    dismiss @38:25",
        "  help @10:8",
        "    dismiss @38:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensOwnNavigationInABaseClass() throws {
    let app = try load("testScreensOwnNavigationInABaseClass", entry: "NotesCoordinator")
    // `ModalViewController.closeTapped()` calls UIKit's own `dismiss(animated:)`; no route builds a
    // `ModalViewController`, but `tags` builds a `TagsViewController`, which derives from it: the dismiss fires from
    // `tags`. Before, the base class's own navigation belonged to no coordinator and was left out (only the sheet's
    // swipe-down closed `tags`; a cover would have been a dead end).
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start notes @26:1",
        "  notes @5:8",
        "    present tags @28:28",
        "  tags @6:8",
        "    dismiss @38:30",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMethodsInheritedFromAModelsBaseClassRunWhereTheyAreCalled() throws {
    let app = try load("testMethodsInheritedFromAModelsBaseClassRunWhereTheyAreCalled", entry: "ShopCoordinator")
    // `goBack()` is declared by `ScreenModel`, the models' base class, and called by the item's view on its
    // `ItemModel`: the call runs the base class's method, so the pop fires from the item's route. Before, the call
    // named `ItemModel.goBack`, which nothing declares, and the pop fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @29:1",
        "  catalog @7:8",
        "    push item @31:29",
        "    push about @33:30",
        "  item @8:8",
        "    present cart @32:29",
        "    pop @34:36",
        "  cart @9:8",
        "    dismiss @35:37",
        "  about @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOverridesOfSubclassesRunWhereTheBaseMethodIsCalled() throws {
    let app = try load("testOverridesOfSubclassesRunWhereTheBaseMethodIsCalled", entry: "FormsCoordinator")
    // The form's view holds a `FormModel` and calls `submit()`, which the base class leaves empty and its subclasses
    // override (`EmailFormModel` shows the receipt, `PhoneFormModel` help): the call may run each override, so both
    // fire where the view calls it, on the form. Before, the call ran only the base's empty method, and the receipt's
    // push and help's present, which nothing then led to, fired from every route, inferred (the push also from the
    // receipt itself: a false unbounded growth).
    #expect(describe(app.graph) == Self.formsWithOverridesOnTheForm)
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOverridesTheBaseClassCallsOnItselfRunOnTheirOwnRoutes() throws {
    let app = try load("testOverridesTheBaseClassCallsOnItselfRunOnTheirOwnRoutes", entry: "DeskCoordinator")
    // The lists' base class calls `primaryTapped()` on itself from its button; each list overrides it. On `self` the
    // value is the list whose screen shows, so each override fires from its own route only: the inbox composes, the
    // outbox archives (following the overrides from the base class's code would put both on both lists).
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start inbox @26:1",
        "  inbox @5:8",
        "    push outbox @28:30",
        "    present compose @29:27",
        "  outbox @6:8",
        "    push archive @30:27",
        "  compose @7:8",
        "  archive @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testOverridesAModelsBaseClassCallsOnItselfRunWhereItsCodeRuns() throws {
    let app = try load("testOverridesAModelsBaseClassCallsOnItselfRunWhereItsCodeRuns", entry: "FormsCoordinator")
    // The form's view calls `submitTapped()`, which the models' base class declares and which calls `submit()` on
    // itself; the subclasses override `submit()`. A model belongs to no route of its own, so each override fires where
    // the base class's code runs: on the form. Before, nothing led to the overrides, and both the receipt's push and
    // help's present fired from every route, inferred.
    #expect(describe(app.graph) == Self.formsWithOverridesOnTheForm)
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testAStartInheritedFromTheAppsBaseClass() throws {
    let app = try load("testAStartInheritedFromTheAppsBaseClass", entry: "ShopFlow")
    // `start()` declared once, in the app's generic base class, as `startFlow(route: initialRoute)`, each coordinator
    // overriding `initialRoute`: each starts at its override's route (the shelf, the FAQ), with no note. Before, the
    // inherited `start` was not read: each started at its enum's first case, and a note said `initialRoute` could not
    // be told.
    #expect(
      describe(app.graph) == [
        "ShopFlow stack start shelf @22:1",
        "  intro @11:8",
        "  shelf @11:15",
        "    present HelpFlow @24:33",
        "    present cart @45:47",
        "  cart @11:22",
        "HelpFlow stack start faq @38:1",
        "  contact @28:8",
        "  faq @28:17",
        "    push contact @52:70",
      ])
    #expect(app.notes.isEmpty)
  }
}
