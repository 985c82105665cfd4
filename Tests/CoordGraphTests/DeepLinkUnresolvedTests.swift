import NavigationChecker
import NavigationModel
import Testing

/// `deep-link-unresolved` says how a link's steps fail where it arrives: which step cannot run, or where they end.
@Suite struct DeepLinkUnresolvedTests {
  @Test func aStepThatCannotRunIsNamed() throws {
    // In the first state, `detail` is not in the stack: `popTo detail`, the second step, cannot run.
    let findings = try unresolved(
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: list, routes: {list: {actions: [push: detail]}, detail: {}}}
      deeplinks:
        - {url: detail, target: App.detail, steps: [{popToRoot: null}, {popTo: detail}]}
      """)
    #expect(
      findings.map(\.message) == [
        "deep link detail cannot run its steps to App.detail in a state where it can arrive: step 2 (popTo detail) "
          + "cannot run there"
      ])
  }

  @Test func stepsThatEndOnAnotherScreenNameIt() throws {
    // Selecting the tab leaves the sheet presented over the tabs on top: the link ends on `Home.filters`.
    let findings = try unresolved(
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: Home, tabs: [Home, Tickets]}
        Home: {kind: stack, start: search, routes: {search: {actions: [present: filters]}, filters: {}}}
        Tickets: {kind: stack, start: wallet, routes: {wallet: {}}}
      deeplinks:
        - {url: tickets, target: Tickets.wallet, steps: [{select: Tickets, in: Tabs}]}
      """)
    #expect(
      findings.map(\.message) == [
        "deep link tickets cannot run its steps to Tickets.wallet in a state where it can arrive: there it ends on "
          + "Home.filters, presented over Tickets.wallet and left up"
      ])
  }

  @Test func aCoordinatorTargetIsReachedOnWhatItShows() throws {
    // `target: Tickets` (a link that selects the tab and means the tab as it was left): it lands wherever the tickets
    // tab shows, the pass pushed on it or the QR code it presents. A sheet another tab left up over the tab bar is not
    // the tab's, and the link ends there: the same link to `Tickets.wallet` fails in those states too.
    func design(home: String) -> String {
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: Home, tabs: [Home, Tickets]}
        Home: {kind: stack, start: search, routes: \(home)}
        Tickets: {kind: stack, start: wallet, routes: {wallet: {actions: [push: pass]}, pass: {actions: [present: qr]}, qr: {}}}
      deeplinks:
        - {url: tickets, target: Tickets, steps: [{select: Tickets, in: Tabs}]}
        - {url: wallet, target: Tickets.wallet, steps: [{select: Tickets, in: Tabs}]}
      """
    }
    let withTheSheet = try unresolved(design(home: "{search: {actions: [present: filters]}, filters: {}}"))
    #expect(
      withTheSheet.map(\.message) == [
        "deep link tickets cannot run its steps to Tickets in a state where it can arrive: there it ends on "
          + "Home.filters, presented over Tickets and left up",
        "deep link wallet cannot run its steps to Tickets.wallet in a state where it can arrive: there it ends on "
          + "Home.filters, presented over Tickets.wallet and left up",
      ])
    let withoutTheSheet = try unresolved(design(home: "{search: {}}"))
    #expect(
      withoutTheSheet.map(\.message) == [
        "deep link wallet cannot run its steps to Tickets.wallet in a state where it can arrive: there it ends on "
          + "Tickets.pass"
      ])
    // Without steps, a coordinator target asks only that the coordinator is started somewhere: the tab bar, which
    // shows its tabs' screens and none of its own, is; `Help`, which nothing starts, is not.
    let withoutSteps = try unresolved(
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: Home, tabs: [Home]}
        Home: {kind: stack, start: search, routes: {search: {}}}
        Help: {kind: stack, start: faq, routes: {faq: {}}}
      deeplinks:
        - {url: tabs, target: Tabs}
        - {url: help, target: Help}
      """)
    #expect(withoutSteps.map(\.message) == ["deep link help leads to Help, which no reachable state shows"])
  }

  @Test func layersLeftOverTheTargetAreCounted() throws {
    // The link shows the wallet, then presents two layers over it; a link that ends elsewhere, with its target
    // nowhere under it, says where it ends only.
    let findings = try unresolved(
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: Home, tabs: [Home, Tickets]}
        Home: {kind: stack, start: search, routes: {search: {}}}
        Tickets: {kind: stack, start: wallet, routes: {wallet: {actions: [present: pass]}, pass: {actions: [present: qr]}, qr: {}}}
      deeplinks:
        - {url: qr, target: Tickets.wallet, steps: [{select: Tickets, in: Tabs}, {present: pass, in: Tickets}, {present: qr, in: Tickets}]}
        - {url: home, target: Tickets.wallet, steps: [{select: Home, in: Tabs}]}
      """)
    #expect(
      findings.map(\.message) == [
        "deep link qr cannot run its steps to Tickets.wallet in a state where it can arrive: there they end on "
          + "Tickets.qr, with 2 layers presented over Tickets.wallet left up",
        "deep link home cannot run its steps to Tickets.wallet in a state where it can arrive: there it ends on "
          + "Home.search",
      ])
  }

  @Test func aDismissThatMayFindNothingRunsWhereNothingIsPresented() throws {
    // The link closes what is up, then goes to `detail`: where `filters` is presented, the dismiss closes it; in the
    // first state nothing is, and only `ifAny: true` lets the link go on (code's `router.dismiss()` does nothing there).
    let design = """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: list, routes: {list: {actions: [present: filters, push: detail]}, filters: {}, detail: {}}}
      deeplinks:
        - {url: detail, target: App.detail, steps: [{dismiss: null, ifAny: true}, {popToRoot: null}, {push: detail}]}
      """
    #expect(try unresolved(design).isEmpty)
    let strict = try unresolved(design.replacingOccurrences(of: "{dismiss: null, ifAny: true}", with: "dismiss"))
    #expect(
      strict.map(\.message) == [
        "deep link detail cannot run its steps to App.detail in a state where it can arrive: step 1 (dismiss) cannot "
          + "run there"
      ])
  }

  @Test func aLinkOpenedOnlyWithACoordinatorIsIgnoredWhereNoneRuns() throws {
    // Before sign-in no `Main` runs: the app ignores the link there (`onlyWith: Main`, Jumper's `hasRoot(\.main)`), so
    // its step that runs in `Main` fails nowhere. Without `onlyWith`, it fails at launch.
    let design = """
      version: 1
      entry: App
      coordinators:
        App: {kind: root, start: login, routes: {login: {actions: [replace: Main]}}}
        Main: {kind: stack, start: feed, routes: {feed: {actions: [push: post]}, post: {}}}
        Help: {kind: stack, start: faq, routes: {faq: {}}}
      deeplinks:
        - {url: post, target: Main.post, onlyWith: Main, steps: [{popToRoot: null, in: Main}, {push: post, in: Main}]}
      """
    #expect(try unresolved(design).isEmpty)
    let everywhere = try unresolved(design.replacingOccurrences(of: "onlyWith: Main, ", with: ""))
    #expect(
      everywhere.map(\.message) == [
        "deep link post cannot run its steps to Main.post in a state where it can arrive: step 1 (popToRoot) cannot "
          + "run there"
      ])
    // Opened only with a coordinator that never runs, it never opens.
    let never = try unresolved(design.replacingOccurrences(of: "onlyWith: Main", with: "onlyWith: Help"))
    #expect(
      never.map(\.message) == [
        "deep link post never opens: no state where it can arrive runs a Help, which it is opened only with (`onlyWith`)"
      ])
  }

  @Test func aLinkAfterOneWrittenTwiceNamesItsOwnStep() throws {
    // The second `home` link is the first written again, and is explored once: the failing `item` link's message still
    // names its own step, not the one of the link at its position among those explored.
    let design = """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: item]}, item: {}}}
      deeplinks:
        - {url: home, target: App.home, steps: [{popToRoot: null}]}
        - {url: home, target: App.home, steps: [{popToRoot: null}]}
        - {url: item, target: App.item, steps: [{popTo: item}]}
      """
    #expect(
      try unresolved(design).map(\.message) == [
        "deep link item cannot run its steps to App.item in a state where it can arrive: its step (popTo item) cannot "
          + "run there"
      ])
  }

  /// The `deep-link-unresolved` findings of a design's check.
  private func unresolved(_ design: String) throws -> [Finding] {
    NavigationCheck.run(try graph(design)).findings.filter { $0.rule == "deep-link-unresolved" }
  }
}
