import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Code that runs after a close (the library's `close()`, SwiftUI's `dismiss()`): where the close dismisses, once the
/// layer is gone; where it pops, on the screen below.
extension ALCoordinatorDialectTests {
  @Test func testCodeAfterAPopToRootRunsOnTheRoot() throws {
    let app = try load("testCodeAfterAPopToRootRunsOnTheRoot", entry: "KilnCoordinator")
    // `router.popToRoot(animated: false); router.navigate(to: .fired)`, and `navigate(to: .booked)` in a pop's
    // completion: each pushes over the stack's first screen, `shelf`, where the pop lands. Before, both fired from
    // `glaze`, where the methods are asked, pushing over the screens the pop had just taken away.
    #expect(
      describe(app.graph) == [
        "KilnCoordinator stack start shelf @23:1",
        "  shelf @5:8",
        "    push piece @30:29",
        "    push fired @35:12",
        "    push booked @40:20",
        "  piece @6:8",
        "    push glaze @31:25",
        "  glaze @7:8",
        "    popToRoot @34:12",
        "    popToRoot @39:12",
        "  fired @8:8",
        "  booked @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testADismissAfterAPopToRootStaysWhereAsked() throws {
    let app = try load("testADismissAfterAPopToRootStaysWhereAsked", entry: "KilnCoordinator")
    // `router.popToRoot(animated: false); router.dismiss(animated: true)`, asked from the firing cover: the pop leaves
    // the cover up, so the dismiss still takes it away from `firing`. Only a navigation that shows a screen runs on the
    // stack's first route after a pop to the root; a dismiss moved there was a false `nothing-to-dismiss` error.
    #expect(
      describe(app.graph) == [
        "KilnCoordinator stack start shelf @25:1",
        "  shelf @5:8",
        "    push piece @32:29",
        "  piece @6:8",
        "    cover firing @33:24",
        "  firing @7:8",
        "    popToRoot @36:12",
        "    dismiss @37:12",
      ])
    #expect(NavigationCheck.run(app.graph).findings.filter { $0.severity == .error }.isEmpty)
  }

  @Test func testACoordinatorDismissesAControllerItPresented() throws {
    let app = try load("testACoordinatorDismissesAControllerItPresented", entry: "ShelfCoordinator")
    // The coordinator presents a terms screen and gives it `onAccept = { [weak terms] in terms?.dismiss(animated: true)
    // }`: UIKit's own dismiss of the controller it presented, run where the screen calls `onAccept`. Before, a dismiss
    // asked of a view controller rather than of a coordinator or router was not read, and nothing closed the screen.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start list @16:1",
        "  list @5:8",
        "    present TermsViewController @26:12",
        "  TermsViewController @26:12",
        "    dismiss @25:47",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterACloseRunsWhereTheLayerWasPresented() throws {
    let app = try load("testCodeAfterACloseRunsWhereTheLayerWasPresented", entry: "LibraryCoordinator")
    // The scanner, presented as a sheet, closes itself (`close()` on its first screen dismisses the sheet) and then
    // calls its `onScanned`, whose push runs once the sheet is gone: from `shelf`, which presented it. Before, only a
    // `dismiss` counted, and the push fired from the scanner's `camera`, over the sheet the close had just dismissed.
    #expect(
      describe(app.graph) == [
        "LibraryCoordinator stack start shelf @18:1",
        "  shelf @5:8",
        "    push book @25:25",
        "    present ScannerCoordinator @27:11",
        "  book @6:8",
        "ScannerCoordinator stack start camera @53:1",
        "  camera @42:8",
        "    dismiss @59:11",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCloseReadsFromTheNavigationsThatArePlaced() throws {
    let app = try load("testCloseReadsFromTheNavigationsThatArePlaced", entry: "FilmCoordinator")
    // The trailer is pushed only where `inline` is true, which no call passes; the poster is pushed only by a method
    // nothing calls. The navigations that are placed all present them, so `close()` dismisses them. Before, the
    // navigations never placed still counted: the routes were shown both ways, and `close()` was a `pop` marked
    // inferred (a trailer covered full screen that only a pop leaves: a false `no-way-back`).
    #expect(
      describe(app.graph) == [
        "FilmCoordinator stack start film @20:1",
        "  film @5:8",
        "    cover trailer @24:11",
        "    present poster @27:35",
        "  trailer @6:8",
        "    dismiss @43:49",
        "  poster @7:8",
        "    dismiss @50:49",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterACloseThatPopsRunsOnTheScreenBelow() throws {
    let app = try load("testCodeAfterACloseThatPopsRunsOnTheScreenBelow", entry: "InboxCoordinator")
    // `close()` on `thread`, a pushed screen, pops it: the sheet presented after it goes up from `threads`, the screen
    // below, not from the screen the close has just popped (as before: a close counted for nothing).
    #expect(
      describe(app.graph) == [
        "InboxCoordinator stack start threads @25:1",
        "  threads @5:8",
        "    push thread @28:29",
        "    present archived @32:11",
        "  thread @6:8",
        "    pop @31:11",
        "  archived @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterSwiftUIsDismissOfAPushedScreen() throws {
    let app = try load("testCodeAfterSwiftUIsDismissOfAPushedScreen", entry: "GardenCoordinator")
    // SwiftUI's `dismiss()` on `day`, pushed inside the planner's sheet, pops it: the tips go up from `calendar`, the
    // screen below. Before, every `dismiss` was read as closing the whole sheet, and the tips went up from the garden's
    // `beds`.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @16:1",
        "  beds @5:8",
        "    present PlannerCoordinator @19:29",
        "PlannerCoordinator stack start calendar @48:1",
        "  calendar @28:8",
        "    push day @50:32",
        "    present tips @51:33",
        "  day @29:8",
        "    pop @66:9",
        "  tips @30:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// Code after a dismiss, in a closure that runs as part of the same event.
extension ALCoordinatorDialectTests {
  @Test func testCodeInATaskStartedAfterADismiss() throws {
    let app = try load("testCodeInATaskStartedAfterADismiss", entry: "MailCoordinator")
    // "Send" dismisses the compose sheet, then starts a task that presents `sent`: once the sheet is gone, from
    // `mailbox`. Before, only code in the dismiss's own closure counted, and `sent` went up over the closed sheet.
    // "Keep open" starts the task without a dismiss: from `compose` (the one route reached both ways: before, the way
    // found first hid the other).
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start mailbox @25:1",
        "  mailbox @5:8",
        "    present compose @27:32",
        "    present sent @28:36",
        "  compose @6:8",
        "    present sent @28:36",
        "    dismiss @42:7",
        "  sent @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeInABranchAfterADismiss() throws {
    let app = try load("testCodeInABranchAfterADismiss", entry: "PharmacyCoordinator")
    // `await router.dismiss()`, then `if ordered { await pay() }`: the payment is covered once the refill's sheet is
    // gone, from `shelf`. Before, code in an `if` after the dismiss (a branch over a `Bool`, read as an arm) did not
    // count as after it, and the payment went up from `refill`, over the sheet just dismissed.
    #expect(
      describe(app.graph) == [
        "PharmacyCoordinator stack start shelf @23:1",
        "  shelf @5:8",
        "    present refill @34:11",
        "    cover PaymentCoordinator @38:11",
        "  refill @6:8",
        "    dismiss @30:28",
        "PaymentCoordinator stack start card @62:1",
        "  card @57:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeAfterADismissInADoBlock() throws {
    let app = try load("testCodeAfterADismissInADoBlock", entry: "PharmacyCoordinator")
    // `do { await router.dismiss(); try await order() }`, then `await pay()`: a `do` with no `catch` always runs its
    // body, so the payment is covered once the refill's sheet is gone, from `shelf`. Before, the body was read as one
    // side of a choice, the dismiss did not count as before the payment, and it went up from `refill`, over the sheet.
    #expect(
      describe(app.graph) == [
        "PharmacyCoordinator stack start shelf @23:1",
        "  shelf @5:8",
        "    present refill @37:11",
        "    cover PaymentCoordinator @41:11",
        "  refill @6:8",
        "    dismiss @31:30",
        "PaymentCoordinator stack start card @68:1",
        "  card @63:8",
      ])
  }

  @Test func testCodeInTheCompletionOfAClose() throws {
    let app = try load("testCodeInTheCompletionOfAClose", entry: "GarageCoordinator")
    // The booking, presented as a page sheet, closes itself with `router.close(animated:completion:)` on its first
    // screen (a dismiss there), and its completion calls `onBooked`: the garage's push runs once the sheet is gone,
    // from `cars`. Before, it pushed the garage's route from the booking's `slot`, over the sheet.
    #expect(
      describe(app.graph) == [
        "GarageCoordinator stack start cars @21:1",
        "  cars @5:8",
        "    push receipt @28:54",
        "    present BookingCoordinator @29:12",
        "  receipt @6:8",
        "BookingCoordinator stack start slot @55:1",
        "  slot @41:8",
        "    dismiss @63:12",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeInATaskStartedBeforeADismiss() throws {
    let app = try load("testCodeInATaskStartedBeforeADismiss", entry: "MailCoordinator")
    // "Send" starts a task, then dismisses the sheet: the task runs once the button's code is done, after the dismiss,
    // so `sent` is pushed from `inbox`; so is `archive`, whose task starts inside `withAnimation`. Before, both tasks
    // were read as running before the dismiss, and pushed in the closed sheet. "Save draft" starts its task with no
    // dismiss in its closure (the next button's is another closure): from `compose`.
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @29:1",
        "  inbox @5:8",
        "    present compose @31:32",
        "    push sent @32:33",
        "    push archive @34:36",
        "  compose @6:8",
        "    push drafts @33:35",
        "    dismiss @49:7",
        "    dismiss @53:7",
        "    dismiss @56:24",
        "  sent @7:8",
        "  drafts @8:8",
        "  archive @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// SwiftUI's dismiss action called by its method, `callAsFunction`.
extension ALCoordinatorDialectTests {
  @Test func testSwiftUIDismissCalledByItsMethod() throws {
    let app = try load("testSwiftUIDismissCalledByItsMethod", entry: "NotesCoordinator")
    // `Button("Back", action: goBack.callAsFunction)` passes the dismiss action's method; `dismiss.callAsFunction()`
    // calls it. Before, neither was read: each screen had no way back (a trap in the sheet and the cover).
    #expect(
      describe(app.graph) == [
        "NotesCoordinator stack start notes @28:1",
        "  notes @5:8",
        "    push note @30:29",
        "  note @6:8",
        "    present share @31:30",
        "    cover export @32:31",
        "    pop @48:5",
        "  share @7:8",
        "    dismiss @55:5",
        "  export @8:8",
        "    dismiss @62:30",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCodeAfterClosingItsOwnSheetShowsNothing() throws {
    let app = try load("testCodeAfterClosingItsOwnSheetShowsNothing", entry: "TreesCoordinator")
    // AccountCoordinator is the sheet: once `close()` or `router.dismiss()` has dismissed it, its `restart()` and its
    // push of `plan` act on a coordinator no longer shown, and show nothing. Before, they were placed on the trees'
    // rows, which the sheet was presented from: the restart as an event no coordinator up the chain handles (a false
    // `unhandled-event`), the push as a push of AccountCoordinator.plan onto the trees' stack.
    #expect(
      describe(app.graph) == [
        "TreesCoordinator stack start rows @11:1",
        "  rows @5:8",
        "    present AccountCoordinator @14:36",
        "AccountCoordinator stack start overview @38:1",
        "  overview @25:8",
        "    dismiss @43:11",
        "    dismiss @48:18",
        "  plan @26:8",
      ])
    #expect(app.graph.coordinators.allSatisfy { $0.handlers.isEmpty })
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testRouterOfTheCoordinatorThatShowsTheView() throws {
    let app = try load("testRouterOfTheCoordinatorThatShowsTheView", entry: "ShelfCoordinator")
    // `coordinator?.router.pop()`, `.popToRoot()` and `.dismiss()` in a view, where `coordinator` is the library's
    // environment coordinator: the router of the coordinator that shows the view, as `coordinator?.close()` already
    // was. Before, none was read: the review sheet had no way out but a swipe.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @25:1",
        "  shelf @5:8",
        "    push book @28:29",
        "  book @6:8",
        "    present review @29:31",
        "    pop @43:57",
        "    popToRoot @44:58",
        "  review @7:8",
        "    dismiss @51:75",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeAfterACallOfAMethodThatDismisses() throws {
    let app = try load("testCodeAfterACallOfAMethodThatDismisses", entry: "PrintCoordinator")
    // `close()` dismisses in its straight-line code: the crop's `await coordinator.close()` then `await
    // coordinator.printPhoto()` covers the print once the crop is gone, from the gallery it was presented over, as
    // `closeAndPrint()`'s own `await close()` then `navigate(toRoute: .print)` does from under the settings (the
    // gallery, or the note that presents them too). `closeIfSaved()` dismisses only in an `if`: the note's settings
    // still go up from the note. `closeSoon()` dismisses in a task, after the code that follows its call: the share
    // sheet's print goes up from the share sheet. Before, both prints were covered from the sheets they follow the
    // dismiss of.
    #expect(
      describe(app.graph) == [
        "PrintCoordinator stack start gallery @32:1",
        "  gallery @5:8",
        "    cover print @38:35",
        "    cover print @50:11",
        "    present crop @58:47",
        "    present note @59:47",
        "    present settings @60:51",
        "    present share @61:48",
        "  crop @6:8",
        "    dismiss @39:37",
        "  note @7:8",
        "    dismiss @43:39",
        "    cover print @50:11",
        "    present settings @85:27",
        "  settings @8:8",
        "    dismiss @39:37",
        "  print @9:8",
        "  share @10:8",
        "    cover print @38:35",
        "    dismiss @40:42",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeAfterABindingIsSetBackRunsOnceItsScreenIsGone() throws {
    let app = try load("testCodeAfterABindingIsSetBackRunsOnceItsScreenIsGone", entry: "ShelfCoordinator")
    // The filter's closure sets `filtering` back, closing the sheet, and then asks for the results: they are pushed on
    // the shelf once the sheet is gone; the tags' closure starts a task that shows the about sheet, and then toggles
    // `tagging` back, before the task runs: the about sheet goes up over the shelf too. Before, both fired from the
    // sheets they follow the close of, as if they were still up.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @25:1",
        "  shelf @5:8",
        "    push results @28:52",
        "    present about @29:34",
        "    present FilterView @40:8",
        "    present TagsView @46:8",
        "  results @6:8",
        "  about @7:8",
        "  FilterView @40:8",
        "    dismiss @42:11",
        "  TagsView @46:8",
        "    dismiss @49:19",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCodeAfterAProtocolMethodThatSomeConformersDismiss() throws {
    let app = try load("testCodeAfterAProtocolMethodThatSomeConformersDismiss", entry: "ProofCoordinator")
    // The caption's closer is `any SheetClosing`, which only the coordinator conforms to, and its `closeSheet()`
    // dismisses: the print after it covers the gallery, once the caption is gone. The editor's closer is `any
    // Closing`, which the draft store conforms to too, whose `close()` dismisses nothing: the print may go up over
    // the editor, and stays there (the coordinator's dismiss fires from the editor as well).
    #expect(
      describe(app.graph) == [
        "ProofCoordinator stack start gallery @38:1",
        "  gallery @5:8",
        "    cover print @44:35",
        "    present editor @59:47",
        "    present caption @60:50",
        "  editor @6:8",
        "    cover print @44:35",
        "    dismiss @45:37",
        "  caption @7:8",
        "    dismiss @46:42",
        "  print @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
