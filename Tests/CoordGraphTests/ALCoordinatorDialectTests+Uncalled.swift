import Foundation
import NavigationModel
import SwiftFrontEnd
import Testing

/// Tests of code nothing runs: navigation that only functions no code of the app calls or names lead to.
extension ALCoordinatorDialectTests {
  @Test func testMethodsNothingCallsNeverRun() throws {
    let app = try load("testMethodsNothingCallsNeverRun", entry: "GardenCoordinator")
    // `showSettings()`, which no code calls or names (a comment and a string do not), and `PromoScheduler.fire()`,
    // the only caller of `showPromo()`, never run: their navigation is left out, with a note (before, each fired from
    // every route, inferred, which hid that nothing shows `settings` and `promo`). Code that may be called where the
    // reading does not follow still fires from every route, inferred: a method only named (`let tips =
    // coordinator.showTips`), a public one (another module may call it), one a delegate's method calls (UIKit runs it).
    let inferred = ["present tips inferred @41:33", "present about inferred @43:41", "present weather inferred @45:36"]
    let routes = [
      "beds @6:8", "shed @7:8", "settings @8:8", "tips @9:8", "about @10:8", "promo @11:8", "weather @12:8",
    ]
    var expected = ["GardenCoordinator stack start beds @34:1"]
    for route in routes {
      expected.append("  \(route)")
      if route == "beds @6:8" { expected.append("    push shed @37:33") }
      expected += inferred.map { "    \($0)" }
    }
    #expect(describe(app.graph) == expected)
    #expect(app.inferredTriggers.map(\.action.summary) == ["present tips", "present about", "present weather"])
    #expect(
      DialectFixture.describe(app.notes) == [
        "39:3 GardenCoordinator.showSettings is called nowhere in the app's code (no call, reference or selector names "
          + "it), so the navigation only it leads to is left out: present settings at line 39:37",
        "51:3 PromoScheduler.fire is called nowhere in the app's code (no call, reference or selector names it), so the "
          + "navigation only it leads to is left out: present promo at line 44:34",
      ])
  }

  @Test func testScreenMethodsNothingCallsNeverRun() throws {
    let app = try load("testScreenMethodsNothingCallsNeverRun", entry: "CafeCoordinator")
    // The menu's model's `shareTapped()` and `helpTapped()`, which no code calls or names, never run: the share sheet
    // is never shown, and help only from the order screen, whose view calls `showHelp()` itself (before, a screen's
    // method fired from its routes whether anything called it or not: both from the menu too).
    #expect(
      describe(app.graph) == [
        "CafeCoordinator stack start menu @29:1",
        "  menu @5:8",
        "    push order @31:30",
        "    present rate @33:33",
        "  order @6:8",
        "    present help @34:33",
        "  share @7:8",
        "  rate @8:8",
        "  help @9:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "43:3 MenuModel.shareTapped is called nowhere in the app's code (no call, reference or selector names it), so "
          + "the navigation only it leads to is left out: present share at line 32:34",
        "44:3 MenuModel.helpTapped is called nowhere in the app's code (no call, reference or selector names it), so "
          + "the navigation only it leads to is left out: present help at line 34:33",
      ])
  }

  @Test func testPrivateHelpersOfSystemTypesNothingCallsNeverRun() throws {
    let app = try load("testPrivateHelpersOfSystemTypesNothingCallsNeverRun", entry: "GarageCoordinator")
    // A view controller's `private` and `fileprivate` methods (also those of a `private extension`) that nothing calls
    // never run, though the class derives from UIKit's: UIKit calls a method through a delegate conformance only if it
    // meets the requirement, and a private one cannot (before, each fired from the screen's route). Kept: a private
    // method an `@objc` one calls, a method that is not private (a delegate's method of that name runs), and a private
    // method of a type private to its file (it may meet the requirement of a delegate the type conforms to).
    let lift = "    present lift inferred @41:28"
    var expected = [
      "GarageCoordinator stack start bays @34:1",
      "  bays @5:8",
      "    push bay @36:40",
      "    present invoice @37:31",
      "    present wash @40:28",
      lift,
    ]
    for route in ["bay @6:8", "invoice @7:8", "parts @8:8", "tyres @9:8", "wash @10:8", "lift @11:8"] {
      expected += ["  \(route)", lift]
    }
    #expect(describe(app.graph) == expected)
    #expect(
      DialectFixture.describe(app.notes) == [
        "57:3 BaysViewController.confirmParts is called nowhere in the app's code (no call, reference or selector names "
          + "it), so the navigation only it leads to is left out: present parts at line 38:29",
        "63:3 BaysViewController.tyresTapped is called nowhere in the app's code (no call, reference or selector names "
          + "it), so the navigation only it leads to is left out: present tyres at line 39:29",
        "70:3 BaysViewController.leftoverParts is called nowhere in the app's code (no call, reference or selector "
          + "names it), so the navigation only it leads to is left out: present parts at line 38:29",
      ])
  }

  @Test func testPrivateLazyPropertiesNothingReadsNeverRun() throws {
    let app = try load("testPrivateLazyPropertiesNothingReadsNeverRun", entry: "PantryCoordinator")
    // A view controller's `private lazy var` that nothing reads is never made, so the closures it is built with never
    // run: the shopping button, never added to the view, and the shortcuts, never looked up, show nothing (before, each
    // fired from the screen's route, as the recipe button, added in `viewDidLoad`, does).
    #expect(
      describe(app.graph) == [
        "PantryCoordinator stack start shelves @30:1",
        "  shelves @5:8",
        "    push recipe @32:30",
        "  recipe @6:8",
        "  shopping @7:8",
        "  timer @8:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "44:20 ShelvesViewController.shoppingButton is read nowhere in the app's code (no code names it, so its value "
          + "is never made), so the navigation only it leads to is left out: present shopping at line 33:32",
        "48:20 ShelvesViewController.shortcuts is read nowhere in the app's code (no code names it, so its value is "
          + "never made), so the navigation only it leads to is left out: present timer at line 34:29",
      ])
  }

  @Test func testMethodsNamedAfterTheirRoutesNeverRun() throws {
    let app = try load("testMethodsNamedAfterTheirRoutesNeverRun", entry: "DeskCoordinator")
    // `settings()` and `archive(year:)`, which nothing calls, never run, though their names are written as the cases of
    // their routes (`case settings, profile`, `.settings`, `.archive(year: year)`): an enum case names no method (before,
    // both fired from every route, inferred). `.quickNote(for:)` may call the static factory of that name, and so runs
    // `note()`, from where the reading cannot tell.
    let note = "    push note inferred @34:29"
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start inbox @28:1",
        "  inbox @5:8",
        "    present profile @33:32",
        note,
        "  settings @6:8",
        note,
        "  profile @6:18",
        note,
        "  archive @7:8",
        note,
        "  note @8:8",
        note,
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "31:3 DeskCoordinator.settings is called nowhere in the app's code (no call, reference or selector names it), "
          + "so the navigation only it leads to is left out: present settings at line 31:33",
        "32:3 DeskCoordinator.archive is called nowhere in the app's code (no call, reference or selector names it), so "
          + "the navigation only it leads to is left out: push archive at line 32:41",
      ])
  }
}

/// Tests of calls made through a property that nothing sets.
extension ALCoordinatorDialectTests {
  @Test func testModelsWhoseCoordinatorIsNeverSet() throws {
    let app = try load("testModelsWhoseCoordinatorIsNeverSet", entry: "ClinicCoordinator")
    // The coordinator builds the exam's model without giving it itself (`.exam(ExamModel())`), and nothing else sets
    // `ExamModel.coordinator`: the model's `coordinator?.finishExam()` runs nowhere, so the exam's pop is left out, with
    // a note at the property (before, the pop fired from the exam). The waiting room's model, given its coordinator
    // on a local of its type, and the bill's, by its initialiser, navigate as before.
    #expect(
      describe(app.graph) == [
        "ClinicCoordinator stack start waiting @25:1",
        "  waiting @5:8",
        "    push exam @33:33",
        "    present bill @34:33",
        "  exam @6:8",
        "  bill @7:8",
        "    dismiss @36:41",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(
      DialectFixture.describe(app.notes) == [
        "35:3 ClinicCoordinator.finishExam is called nowhere in the app's code (nothing names it but calls through a "
          + "property that nothing sets, which run nowhere), so the navigation only it leads to is left out: pop at line "
          + "35:42",
        "46:12 ExamModel.coordinator is never set (it has no initial value and no code of the app assigns it), so the "
          + "calls through it run nowhere and the navigation they lead to is left out: coordinator.finishExam() at line "
          + "47:45",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testCallsThroughAComputedPropertyOfAPropertyNeverSet() throws {
    let app = try load("testCallsThroughAComputedPropertyOfAPropertyNeverSet", entry: "WorkshopCoordinator")
    // The tools screen calls `workshop?.closeTools()`, where `workshop` is computed from `owner as?
    // WorkshopCoordinator`, and nothing sets `owner`: the call runs nowhere, so the tools' dismiss is left out, with a
    // note at `owner`. Before, only calls made right through the property counted, and the dismiss fired from `tools`.
    #expect(
      describe(app.graph) == [
        "WorkshopCoordinator stack start bench @26:1",
        "  bench @5:8",
        "    present tools @31:29",
        "  tools @6:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(
      DialectFixture.describe(app.notes) == [
        "32:3 WorkshopCoordinator.closeTools is called nowhere in the app's code (nothing names it but calls through a "
          + "property that nothing sets, which run nowhere), so the navigation only it leads to is left out: dismiss at "
          + "line 32:30",
        "36:12 WorkshopScreen.owner is never set (it has no initial value and no code of the app assigns it), so the "
          + "calls through it run nowhere and the navigation they lead to is left out: workshop.closeTools() at line "
          + "46:33",
      ])
  }
}

extension ALCoordinatorDialectTests {
  @Test func testOverloadsNamedOnlyAsAValueMayRun() throws {
    let app = try load("testOverloadsNamedOnlyAsAValueMayRun", entry: "ShelfCoordinator")
    // No call reaches either `reveal`, but `handlers()` hands one on as a value: the name is written three times in a
    // file that declares it twice, so the functions may run, and their pushes fire from every route, inferred. The
    // declarations are counted once for the two overloads' keys; counted once per key (four), the file would seem to
    // write the name no more often than it declares it, and both pushes would be left out as code nothing runs.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start list @31:1",
        "  list @14:8",
        "    push item inferred @34:43",
        "    push search inferred @35:48",
        "  item @15:8",
        "    push item inferred @34:43",
        "    push search inferred @35:48",
        "  search @16:8",
        "    push item inferred @34:43",
        "    push search inferred @35:48",
      ])
    #expect(app.notes.isEmpty)
  }
  @Test func testMethodsNamedLikeTheirLocalsNeverRun() throws {
    let app = try load("testMethodsNamedLikeTheirLocalsNeverRun", entry: "BasketCoordinator")
    // `func checkout()` whose name is written only as its own local (`let checkout = PaymentCoordinator(...)`), and
    // `func voucher(attempts:)` that only calls itself: neither runs, and their navigation is left out with a note.
    // Before, the local and the call of itself counted as mentions: both fired from every route, inferred.
    #expect(
      describe(app.graph) == [
        "BasketCoordinator stack start basket @21:1",
        "  basket @5:8",
        "  voucher @6:8",
        "PaymentCoordinator stack start card @45:1",
        "  card @38:8",
      ])
    #expect(
      DialectFixture.describe(app.notes) == [
        "25:3 BasketCoordinator.checkout is called nowhere in the app's code (no call, reference or selector names it), "
          + "so the navigation only it leads to is left out: cover PaymentCoordinator at line 27:12",
        "31:3 BasketCoordinator.voucher is called nowhere in the app's code (no call, reference or selector names it), "
          + "so the navigation only it leads to is left out: push voucher at line 32:45",
      ])
  }
}

/// A case written with its enum's name is no mention of a method of that name.
extension ALCoordinatorDialectTests {
  @Test func testMethodsNamedLikeACaseWrittenWithItsEnum() throws {
    let app = try load("testMethodsNamedLikeACaseWrittenWithItsEnum", entry: "KennelCoordinator")
    // `groom()` pushes `KennelRoute.groom`, and nothing else names `groom`: it never runs. Before, the case written
    // with its enum's name (`KennelRoute.groom`, inside `groom()` itself) counted as a mention of the method, which
    // then seemed called where the reading does not follow: the push fired from every route, inferred. `walk()` is
    // called from the runs screen's action.
    #expect(
      describe(app.graph) == [
        "KennelCoordinator stack start runs @20:1",
        "  runs @5:8",
        "    push walk @25:24",
        "  walk @6:8",
        "  groom @7:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(
      DialectFixture.describe(app.notes) == [
        "26:3 KennelCoordinator.groom is called nowhere in the app's code (no call, reference or selector names it), so "
          + "the navigation only it leads to is left out: push groom at line 26:25"
      ])
  }
}
