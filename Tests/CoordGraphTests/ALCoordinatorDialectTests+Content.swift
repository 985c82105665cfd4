import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// SwiftUI content closures: a screen per arm of a `switch` or branch of an `if` there, and content shown
/// through its value, a method of the view or an initialiser passed by name.
extension ALCoordinatorDialectTests {
  @Test func testContentThatSwitchesShowsAScreenPerArm() throws {
    let app = try load("testContentThatSwitchesShowsAScreenPerArm", entry: "NestCoordinator")
    // `.sheet(item: $sheet) { item in switch item { ... } }` and `.navigationDestination(for:) { path in switch
    // path { ... } }` show one screen per arm (before, the first arm's view was the screen and the others'
    // code fired from it: NotesView's push and close from EggsView, WeatherView's back from NestView).
    #expect(
      describe(app.graph) == [
        "NestCoordinator stack start nests @11:1",
        "  nests @5:8",
        "    present EggsView @38:6",
        "    present NotesView @38:6",
        "    push NestView @46:6",
        "    push WeatherView @46:6",
        "  EggsView @38:6",
        "    dismiss @58:42",
        "  NotesView @38:6",
        "    push NoteView @64:12",
        "    dismiss @65:36",
        "  NestView @46:6",
        "  WeatherView @46:6",
        "    pop @80:42",
        "  NoteView @64:12",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testContentShownThroughItsValue() throws {
    let app = try load("testContentShownThroughItsValue", entry: "PondCoordinator")
    // A content closure that builds nothing itself shows what its value builds (`.sheet(item: $sheet) {
    // $0.content }`, `.navigationDestination(for: PondPath.self) { path in path.destination }`, read from the
    // value's `switch self`), or what a method of the view builds (`{ item in sheetView(for: item) }`), a
    // screen per arm; so does an initialiser passed by name (`content: HeronView.init`). Before, none of these was read: FishView's dismiss was a pop of `shore`.
    #expect(
      describe(app.graph) == [
        "PondCoordinator stack start pond @18:1",
        "  pond @5:8",
        "    push shore @20:34",
        "    present FishView @59:6",
        "    present LiliesView @59:6",
        "    push DepthView @60:6",
        "    push ReedsView @60:6",
        "  shore @6:8",
        "    cover FishView @69:8",
        "    cover LiliesView @69:8",
        "  FishView @59:6",
        "    dismiss @83:42",
        "  LiliesView @59:6",
        "  DepthView @60:6",
        "    pop @92:42",
        "  ReedsView @60:6",
        "    present HeronView @99:8",  // `.sheet(item: $heron, content: HeronView.init)`
        "  HeronView @99:8",
        "    dismiss @110:46",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testContentThatBranchesShowsAScreenPerBranch() throws {
    let app = try load("testContentThatBranchesShowsAScreenPerBranch", entry: "WrenCoordinator")
    // `.sheet(isPresented:) { if isPro { SeedsView() } else { UpgradeView() } }` shows one screen per branch,
    // as a `switch` there does; so does an `if` / `else if` / `else` inside a `NavigationStack`, where a
    // branch that builds only the library's views (`ProgressView()`) shows no screen of the app. Before, the
    // first branch's view was the screen and the others' code fired from it: UpgradeView's push from
    // SeedsView, LogPreviewView's close from LogView. The binding set back in one branch closes that branch's
    // screen only.
    #expect(
      describe(app.graph) == [
        "WrenCoordinator stack start feeders @11:1",
        "  feeders @5:8",
        "    present SeedsView @26:6",
        "    present UpgradeView @26:6",
        "    cover LogPreviewView @33:6",
        "    cover LogView @33:6",
        "  SeedsView @26:6",
        "    dismiss @49:42",
        "  UpgradeView @26:6",
        "    dismiss @30:51",  // `showsSeeds = false` in the `else` branch closes UpgradeView only
        "    push PlansView @54:5",
        "  LogView @33:6",
        "  LogPreviewView @33:6",
        "    dismiss @68:43",
        "  PlansView @54:5",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testScreensClosedBySettingTheirBindingBack() throws {
    let app = try load("testScreensClosedBySettingTheirBindingBack", entry: "KiteCoordinator")
    // A presented screen is closed by setting back the binding that presents it: in the content closure
    // (`.overlay { Button("Close") { showsHelp = false } }`), in a closure the content passes on
    // (`EditorView(onDone: { showsEditor = false })`, `close: { self.spool = nil }` for `item: $spool`), or in a
    // view given the binding (`FilterView(isPresented: $showsFilter)` setting its `@Binding` back; a pushed
    // `WindView(shown: $showsWind)` pops), also a view model's (`$model.showsTips`). Setting it back outside
    // the content (the toolbar's "Reset") closes nothing shown, nor does a view given another binding
    // (`strict: $showsWind`). `toggle()` sets a binding back as `= false` does (GuideView, MapView: before,
    // two dead ends with no way back). Setting it to `true` closes nothing (MapView's `keepShown()`: before, a
    // second dismiss). Before, none of these was read, and `check` called HelpView and SpoolView dead ends
    // with no way back.
    #expect(
      describe(app.graph) == [
        "KiteCoordinator stack start kites @11:1",
        "  kites @5:8",
        "    present EditorView @37:6",
        "    present FilterView @40:6",
        "    cover HelpView @43:6",
        "    cover SpoolView @47:6",
        "    push WindView @50:6",
        "    present TipsView @53:6",
        "    present GuideView @56:6",
        "    cover MapView @59:6",
        "  EditorView @37:6",
        "    dismiss @38:28",
        "  FilterView @40:6",
        "    dismiss @86:23",
        "  HelpView @43:6",
        "    dismiss @45:38",
        "  SpoolView @47:6",
        "    dismiss @48:40",
        "  WindView @50:6",
        "    pop @102:42",
        "  TipsView @53:6",
        "    dismiss @54:27",  // `model.showsTips = false` for `isPresented: $model.showsTips`
        "  GuideView @56:6",
        "    dismiss @57:63",  // `model.showsGuide.toggle()`, which can only turn it off while it shows
        "  MapView @59:6",
        "    dismiss @111:50",  // `isShown.toggle()` on the view's `@Binding`
      ])
    #expect(app.inferredTriggers.isEmpty)
    #expect(NavigationCheck.run(app.graph).findings.map(\.rule).isEmpty)
  }

  @Test func testAWrappedControllerClosedBySettingItsBindingBack() throws {
    let app = try load("testAWrappedControllerClosedBySettingItsBindingBack", entry: "AlbumCoordinator")
    // `PhotoPicker`, a `UIViewControllerRepresentable`, has no `body`: the content closure's `importing = false`, in
    // the closure it is given, closes it as code of its first function. Before, the close was dropped (no `body` to
    // write it in), and the picker closed by a swipe alone.
    #expect(
      describe(app.graph) == [
        "AlbumCoordinator stack start album @13:1",
        "  album @6:8",
        "    present PhotoPicker @24:8",
        "  PhotoPicker @24:8",
        "    dismiss @26:11",
      ])
  }

  @Test func testPresentationsWhosePrivateStateNothingSets() throws {
    let app = try load("testPresentationsWhosePrivateStateNothingSets", entry: "KioskCoordinator")
    // `.sheet(isPresented: $showsHelp)` where no code of the view sets the private `@State` but to `false`: the help
    // never shows, and a note says so. A button that sets `showsAbout`, a toggle given `$showsLegal`, a subview given
    // `$showsTips` (as `isPresented:`, which it sets to `true`), and a state that is not private (`showsNews`, which a
    // construction of the view may give) still present. Before, the help was a screen of the lobby.
    #expect(
      describe(app.graph) == [
        "KioskCoordinator stack start lobby @16:1",
        "  lobby @11:8",
        "    present AboutView @35:6",
        "    cover LegalView @36:6",
        "    present NewsView @37:6",
        "    present TipsView @38:6",
        "  AboutView @35:6",
        "  LegalView @36:6",
        "  NewsView @37:6",
        "  TipsView @38:6",
      ])
    #expect(app.notes.map(\.location.line) == [34])
    #expect(app.notes.first?.message.hasPrefix("LobbyView.showsHelp is never set to present") == true)
  }

  @Test func testWrappedControllersClosedByTheDismissTheyHandOn() throws {
    let app = try load("testWrappedControllersClosedByTheDismissTheyHandOn", entry: "DeskCoordinator")
    // A wrapped UIKit controller's delegate closes its sheet with the dismiss action its screen hands it
    // (`Coordinator(dismiss: dismiss)`, then `dismiss()`), or through the screen itself (`Coordinator(self)`, then
    // `parent.dismiss()`, in a closure too; `ImagePickerCoordinator(parent: self)`, declared apart, then
    // `parent.presentationMode.wrappedValue.dismiss()`; `Coordinator(mode: presentationMode)`, then
    // `mode.wrappedValue.dismiss()`). A delegate handed nothing (PrintPreview's, whose
    // `DismissAction?` nothing sets) closes nothing. Before, none of these closes was read, and each sheet closed by a
    // swipe alone.
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start desk @14:1",
        "  desk @7:8",
        "    present MailComposer @34:6",
        "    present DocumentScanner @35:6",
        "    present ImagePicker @36:6",
        "    cover PrintPreview @37:6",
        "    present CodeReader @38:6",
        "  MailComposer @34:6",
        "    dismiss @65:7",
        "  DocumentScanner @35:6",
        "    dismiss @90:14",
        "    dismiss @94:46",
        "  ImagePicker @36:6",
        "    dismiss @121:42",
        "  PrintPreview @37:6",
        "  CodeReader @38:6",
        "    dismiss @162:25",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testADismissActionHandedToAModelClosesItsScreen() throws {
    let app = try load("testADismissActionHandedToAModelClosesItsScreen", entry: "NoteCoordinator")
    // The editor hands its dismiss action to its model (`.onAppear { model.dismiss = dismiss }`, the model made by the
    // property's value), whose `save()` calls it (`dismiss?()`); the tags screen hands its presentation mode
    // (`presentation?.wrappedValue.dismiss()`). Each closes its sheet. Before, neither close was read.
    #expect(
      describe(app.graph) == [
        "NoteCoordinator stack start notes @25:1",
        "  notes @5:8",
        "    present editor @35:47",
        "    present tags @36:47",
        "  editor @6:8",
        "    dismiss @45:5",
        "  tags @7:8",
        "    dismiss @63:44",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testPresentationsOfSharedStateFireWhereItIsSet() throws {
    let app = try load("testPresentationsOfSharedStateFireWhereItIsSet", entry: "ShelfCoordinator")
    // The shelf, at the root of the stack, presents `.sheet(item: $sheets.sheet)` and `.fullScreenCover(isPresented:
    // $sheets.showsSettings)` of an `@Observable` `SheetRouter` the screens share. The pushed book sets them
    // (`sheets.sheet = .share(title)`, `sheets.showsSettings = true`): SwiftUI presents those over the book, each arm by
    // its case (the share sheet, not the report). The shelf sets `.report` itself: the report stays on the shelf. The
    // settings screen sets the property back (`sheets.showsSettings = false`): a dismiss. Before, both sheets and the
    // cover were presented from the shelf, where nothing asks for the share sheet or the settings, and the settings
    // screen had no way out.
    #expect(
      describe(app.graph) == [
        "ShelfCoordinator stack start shelf @36:1",
        "  shelf @23:8",
        "    push book @39:44",
        "    present ReportView @53:6",
        "  book @24:8",
        "    present ShareSheet @67:23",
        "    cover SettingsView @68:26",
        "  ReportView @53:6",
        "    dismiss @79:42",
        "  ShareSheet @67:23",
        "  SettingsView @68:26",
        "    dismiss @84:42",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

extension ALCoordinatorDialectTests {
  @Test func testSharedStateClosedByAScreenNestedInItsHolder() throws {
    let app = try load("testSharedStateClosedByAScreenNestedInItsHolder", entry: "DeskCoordinator")
    // The cover's screen is `DeskView.TermsView`, written `TermsView()` inside the holder: its `prompts.showsTerms =
    // false` closes the cover the form asks for. (A first version told the screen by the last part of its name, and so
    // missed a nested screen written by its own name, and took any other `TermsView` for it.)
    #expect(
      describe(app.graph) == [
        "DeskCoordinator stack start desk @22:1",
        "  desk @9:8",
        "    push form @25:33",
        "  form @10:8",
        "    cover TermsView @55:43",
        "  TermsView @55:43",
        "    dismiss @41:46",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
