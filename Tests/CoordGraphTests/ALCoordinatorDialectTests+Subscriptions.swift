import Foundation
import NavigationChecker
import NavigationModel
import SwiftFrontEnd
import Testing

/// Subscriptions: subjects, relays, published properties and async sequences, and the closures subscribed to them, which run
/// where a value is sent, set, yielded or given at once, in the arms of that value.
extension ALCoordinatorDialectTests {
  @Test func testCurrentValueSubjectsSendTheValuesTheirValueIsSetTo() throws {
    let app = try load("testCurrentValueSubjectsSendTheValuesTheirValueIsSetTo", entry: "RootCoordinator")
    // The child's `CurrentValueSubject<ProfileEvent?, Never>` is set (`coordinator?.events.value = .done`) or sent
    // to, and the parent subscribes through an operator (`profile.events.compactMap { $0 }.sink { ... }`): each arm
    // runs where its case is set or sent, exactly as with the `PassthroughSubject` of the fixture before (same
    // lines). Before, setting `value` sent nothing, and the arms fired from every route of the parent, inferred (a
    // false `unbounded-growth` warning).
    let passthrough = try load("testChildCoordinatorsReportThroughASubject", entry: "RootCoordinator")
    #expect(describe(app.graph) == describe(passthrough.graph))
    #expect(describe(app.graph).contains("  security @55:8"))
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSubscribersRunWhereTheirOwnPublisherDelivers() throws {
    let app = try load("testSubscribersRunWhereTheirOwnPublisherDelivers", entry: "MailCoordinator")
    // A closure subscribed to one publisher of the model (`$isSignedIn`, `$selected` after `compactMap`, the
    // `composed` subject, the `sent` subject whose `value` is set, here by `+=`) runs where that one delivers, not where the
    // model's other publishers do. One that joins two (`combineLatest`) runs wherever any of the model's does.
    // Before, every subscriber ran wherever any publisher delivered: the sign-in covered from the inbox, the
    // message pushed from the message.
    #expect(
      describe(app.graph) == [
        "MailCoordinator stack start inbox @37:1",
        "  inbox @6:8",
        "    push message @46:26",
        "    push compose @49:26",
        "    push unread @55:26",
        "  message @7:8",
        "    cover signIn @43:26",
        "    push unread @55:26",
        "  compose @8:8",
        "    push outbox @52:26",
        "    push unread @55:26",
        "  signIn @9:8",
        "  outbox @10:8",
        "  unread @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testRxSwiftSubjectsAndRelaysDeliverValues() throws {
    let app = try load("testRxSwiftSubjectsAndRelaysDeliverValues", entry: "ShopCoordinator")
    // RxSwift's `PublishSubject` sent `onNext(.done)` and subscribed to with `bind(onNext:)`, and RxRelay's
    // `PublishRelay` of routes, `accept(.product)`, subscribed to through an operator with `subscribe(onNext:)`,
    // deliver their values as Combine's subjects do: each arm where its case is sent, each route where it is
    // accepted; RxCocoa's `NotificationCenter.default.rx.notification(.x)` runs where `.x` is posted. Before, the
    // arms and the notification's pop fired from every route, inferred, and the relay's routes from nowhere.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalog @33:1",
        "  catalog @8:8",
        "    present help @41:62",
        "    push product @41:62",
        "    present AccountCoordinator @61:12",
        "  product @9:8",
        "    popToRoot @45:58",  // NotificationCenter.default.rx.notification(.cartEmptied), posted here
        "  help @10:8",
        "  on replaceCatalog: replace catalog @56:32",
        "AccountCoordinator stack start overview @99:1",
        "  overview @94:8",
        "    emit replaceCatalog @56:32",
        "    finish @57:29",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testPublishedEventsRunTheArmsOfTheCasesSet() throws {
    let app = try load("testPublishedEventsRunTheArmsOfTheCasesSet")
    // `model.$event.compactMap { $0 }.sink { event in switch event { ... } }` over `@Published var event: Event?`:
    // each arm runs where the model sets its case (`event = .next`), and the `.close` arm, whose case the model
    // never sets, never runs. Before, every arm fired from the welcome screen: a false `nothing-to-dismiss`
    // error for the dismiss there.
    #expect(
      describe(app.graph) == [
        "SetupCoordinator stack start welcome @35:1",
        "  welcome @17:8",
        "    push permissions @43:34",
        "    present help @44:34",
        "  permissions @18:8",
        "  help @19:8",
      ])
    #expect(NavigationCheck.run(app.graph).findings.isEmpty)
  }
}

extension ALCoordinatorDialectTests {

  @Test func testPublishedValuesSetInTheArmsOfAModelsActionSwitch() throws {
    let app = try load("testPublishedValuesSetInTheArmsOfAModelsActionSwitch", entry: "ShopCoordinator")
    // A store's `send(_ action:)` sets its published destination in the arms of a `switch` over the action
    // (`case .payTapped: destination = .receipt`), and the coordinator's subscription passes what is published on to
    // its own `switch`: each destination is shown where a view sends the action that sets it (the receipt from the
    // basket only). Before, the arms around the assignment were not read: every destination fired wherever the store
    // was sent anything (the receipt from the catalogue, the basket pushed onto itself).
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalogue @5:1",
        "  catalogue @7:10",
        "    push basket @45:25",
        "    cover help @47:23",
        "  basket @8:10",
        "    present receipt @46:26",
        "  receipt @9:10",
        "  help @10:10",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testMethodsPassedByNameForwardTheValueTheyAreCalledWith() throws {
    let app = try load("testMethodsPassedByNameForwardTheValueTheyAreCalledWith", entry: "ShopCoordinator")
    // `CatalogueView(send: coordinator.handle)` passes a method by name, which the view calls with a case
    // (`send(.basket)`): read as `{ coordinator.handle($0) }`, the case picks `handle(_:)`'s arm, so the catalogue
    // shows the basket and the help, not the receipt. `BasketView(open: coordinator.open)` passes a method whose
    // selector is its second parameter, which the closure's first value (UIKit's `.pageSheet`) does not give: every arm
    // may run from the basket (read as picking by the first value, none would). Before, every arm of `handle(_:)` ran
    // from the catalogue too.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start catalogue @29:1",
        "  catalogue @7:8",
        "    push basket @34:25",
        "    present help @35:23",
        "  basket @8:8",
        "    push basket @42:25",
        "    present help @43:23",
        "    present receipt @44:22",
        "  receipt @9:8",
        "  help @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testArmsNoPublishedValueSendsNeverRun() throws {
    let app = try load("testArmsNoPublishedValueSendsNeverRun", entry: "ZooCoordinator")
    // `gate.$event.compactMap { $0 }.sink { [weak self] event in self?.handle(event) }` passes on what the models
    // publish (`event = .lions` from the gate, `.bears` from the lions); no code publishes `.shop`, so `handle(_:)`'s
    // `.shop` arm never runs, as for code written in the subscription's own closure: the shop is never shown. Before,
    // the coordinator's `bind(_:_:)`, which subscribes, counted as an unknown moment that may pass any case: the shop
    // was pushed, inferred, from every route.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start gate @32:1",
        "  gate @6:8",
        "    push lions @44:26",
        "  lions @7:8",
        "    push bears @45:26",
        "  bears @8:8",
        "  shop @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testBindingsToAPublishedPropertySendAnyValue() throws {
    let app = try load("testBindingsToAPublishedPropertySendAnyValue", entry: "ZooCoordinator")
    // As `testArmsNoPublishedValueSendsNeverRun`, with `Picker("Go", selection: $model.event)` on the gate: the
    // control may publish any event there, so the gate may show the lions, the bears or the shop.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start gate @32:1",
        "  gate @6:8",
        "    push lions @44:26",
        "    push bears @45:26",
        "    push shop @46:25",
        "  lions @7:8",
        "    push bears @45:26",
        "  bears @8:8",
        "  shop @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testKeyPathAssignmentsPublishAnyValue() throws {
    let app = try load("testKeyPathAssignmentsPublishAnyValue", entry: "ZooCoordinator")
    // As `testArmsNoPublishedValueSendsNeverRun`, with a publisher assigned to each model's published event by key
    // path (`keeper.assign(to: \.event, on: self)` in the lions' model, `guide.assign(to: \GateModel.event, on:
    // model)` in the gate's view): any event may be published there, so either screen may show the lions, the bears
    // or the shop.
    #expect(
      describe(app.graph) == [
        "ZooCoordinator stack start gate @36:1",
        "  gate @6:8",
        "    push lions @48:26",
        "    push bears @49:26",
        "    push shop @50:25",
        "  lions @7:8",
        "    push lions @48:26",
        "    push bears @49:26",
        "    push shop @50:25",
        "  bears @8:8",
        "  shop @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesAPublisherGivesAtOnce() throws {
    let app = try load("testValuesAPublisherGivesAtOnce", entry: "ParkCoordinator")
    // Subscriptions made in `bind()`, which `start()` calls: each one passes what it receives to `handle(_:)`. At
    // once, where they are made (the gate, at the start), `$tab` gives its initial `.cafe`, `steps` (a
    // `CurrentValueSubject`) its `.bears` and the lions' `$event` the `.lions` its initialiser sets (which reaches no
    // subscriber then, so the lions do not show themselves); `$section` gives nothing (`dropFirst()`). Later, each
    // gives what the screens set or send. No code sets the section to `.shop`: the shop is never shown.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @40:1",
        "  gate @6:8",
        "    push lions @60:26",
        "    push bears @61:26",
        "    push cafe @63:25",
        "    push map @64:24",
        "    push tickets @65:28",
        "  lions @7:8",
        "    push bears @61:26",
        "  bears @8:8",
        "  shop @9:8",
        "  cafe @10:8",
        "  map @11:8",
        "  tickets @12:8",
      ])
    #expect(app.graph.home.map(\.name) == ["ParkCoordinator.bears", "ParkCoordinator.cafe", "ParkCoordinator.lions"])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testValuesMadeOfThosePublishedAreAnyValue() throws {
    let app = try load("testValuesMadeOfThosePublishedAreAnyValue", entry: "ParkCoordinator")
    // `gate.$tapped...map { _ in ParkEvent.lions }` passes on the lions whatever the gate publishes; `gate.$picked
    // ...map(\.next)` a value made of the `.cafe` it publishes: any event, from the gate.
    // `lions.$event.compactMap { $0 }.removeDuplicates()` passes on the lions' own `.bears`.
    #expect(
      describe(app.graph) == [
        "ParkCoordinator stack start gate @39:1",
        "  gate @6:8",
        "    push lions @59:26",
        "    push bears @60:26",
        "    push shop @61:25",
        "    push cafe @62:25",
        "    push map @63:24",
        "  lions @7:8",
        "    push bears @60:26",
        "  bears @8:8",
        "  shop @9:8",
        "  cafe @10:8",
        "  map @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testCallsInArmsOverAReceivedValue() throws {
    let app = try load("testCallsInArmsOverAReceivedValue", entry: "ShopCoordinator")
    // `show(_:)` is called in the arms of tests of what the shelf's subject and the help's published event deliver:
    // each call runs where its case is sent or set (the shelf sends `.cart` and `.help`, the help sets `.receipt`).
    // The `else` arm (`show(.shelf)`) runs for no value the help sets, and neither subscription gives a value where it
    // is made (a `PassthroughSubject`; an optional published property left nil): it never runs.
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start shelf @33:1",
        "  shelf @6:8",
        "    push cart @51:18",
        "    push help @51:18",
        "  cart @7:8",
        "  help @8:8",
        "    push receipt @51:18",
        "  receipt @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testChangesObservedByAViewPickTheArms() throws {
    let app = try load("testChangesObservedByAViewPickTheArms", entry: "GardenCoordinator")
    // Views pass on what they observe to `handle(_:)`: `.onChange(of: model.event)` on `@Observable` models (the
    // newer and the older closure), `.onReceive(model.$event.compactMap { $0 })` on an `ObservableObject`. Each event
    // is handled where its model sets it; no model sets `.pond`: the pond is never shown.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @45:1",
        "  beds @6:8",
        "    push roses @51:26",
        "    present tools @52:26",
        "  roses @7:8",
        "    push shed @53:25",
        "  tools @8:8",
        "  shed @9:8",
        "    push roses @51:26",
        "  pond @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testSubscriptionsRunWhereMadeWithTheFirstValue() throws {
    let app = try load("testSubscriptionsRunWhereMadeWithTheFirstValue", entry: "PierCoordinator")
    // `start()` subscribes to the berth's `signal`, a `CurrentValueSubject` made with `.crane`: its closure runs at
    // once, at launch, and pushes the crane from the boards. `listen()`, which the boards call, subscribes to the
    // berth's `events` (a `PassthroughSubject`: nothing at once) and `$status`, whose first value `.leave` is not
    // the `.crane` its closure tests (`status == .crane`): neither runs on the boards. The berth's screen sends and
    // sets the rest (and no code sends `signal`, so it may send it there).
    #expect(
      describe(app.graph) == [
        "PierCoordinator stack start boards @29:1",
        "  boards @6:8",
        "    push crane @36:46",
        "    push berth @52:29",
        "  berth @7:8",
        "    push crane @36:46",
        "    pop @43:33",
        "    push crane @48:42",
        "  crane @8:8",
      ])
    #expect(app.graph.home.map(\.name) == ["PierCoordinator.crane"])
  }

  @Test func testPublishersGivenToASubjectOfTheCoordinator() throws {
    let app = try load("testPublishersGivenToASubjectOfTheCoordinator", entry: "HarborCoordinator")
    // The coordinator subscribes to its own `steps` relay and `$pending` publisher, named alone. The dock gives its
    // buttons' taps to `steps`, each mapped to a step (`boatsButton.rx.tap.map { HarborStep.boats }.bind(to:
    // coordinator.steps)`): the boats and the fuel from there. The boats set `pending = .tides`: the tides from there.
    #expect(
      describe(app.graph) == [
        "HarborCoordinator stack start dock @24:1",
        "  dock @8:8",
        "    push boats @38:25",
        "    push fuel @39:24",
        "  boats @9:8",
        "    push tides @40:25",
        "  fuel @10:8",
        "  tides @11:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLoopsOverAPublishersValues() throws {
    let app = try load("testLoopsOverAPublishersValues", entry: "BakeryCoordinator")
    // `for await event in model.$event.compactMap({ $0 }).values` and `for await order in model.orders.values` pass
    // what they receive to `handle(_:)`, as a `sink` would: the counter's model sets `.bread` and sends `.cakes`; no
    // code publishes `.coffee`, which is never shown.
    #expect(
      describe(app.graph) == [
        "BakeryCoordinator stack start counter @28:1",
        "  counter @6:8",
        "    push bread @45:24",
        "    push cakes @46:24",
        "  bread @7:8",
        "  cakes @8:8",
        "  coffee @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testLoopsOverAStreamsValues() throws {
    let app = try load("testLoopsOverAStreamsValues", entry: "GardenCoordinator")
    // `for await flower in model.flowers` and `for try await chore in model.chores` pass what they receive to the
    // coordinator, as a `sink` would: the model yields `.roses` and `.tulips` to the flowers' continuation and `.shed`
    // to the chores', and sends `.weeds` to its channel; nothing yields `.ferns` or `.compost`, which are never shown.
    #expect(
      describe(app.graph) == [
        "GardenCoordinator stack start beds @44:1",
        "  beds @6:8",
        "    push roses @49:24",
        "    push tulips @50:25",
        "    present shed @57:13",
        "    push weeds @59:13",
        "  roses @7:8",
        "  tulips @8:8",
        "  ferns @9:8",
        "  shed @10:8",
        "  compost @11:8",
        "  weeds @12:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testStreamsMadeByMakeStream() throws {
    let app = try load("testStreamsMadeByMakeStream", entry: "KitchenCoordinator")
    // `let (routes, routeSink) = AsyncStream.makeStream(of: KitchenRoute.self)` and `let (orders, orderSink) =
    // AsyncStream<Order>.makeStream()`: each continuation feeds the stream of its element only. The routes' loop
    // navigates to the routes yielded to `routeSink` (`.soup`, and `.salad` through `yield(with: .success(.salad))`;
    // `.bill`, yielded to `orderSink`, is no route of it); the orders' loop hands `.bill` to `handle(_:)`. Nothing
    // yields `.wine` or `.dessert`.
    #expect(
      describe(app.graph) == [
        "KitchenCoordinator stack start pass @30:1",
        "  pass @5:8",
        "    push salad @35:13",
        "    push soup @35:13",
        "    push bill @45:23",
        "  soup @6:8",
        "  salad @7:8",
        "  dessert @8:8",
        "  bill @9:8",
        "  wine @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testAsyncSequencesRunWhereTheirValuesAreGiven() throws {
    let app = try load("testAsyncSequencesRunWhereTheirValuesAreGiven", entry: "HikeCoordinator")
    // A `for await` loop's body runs for each value its sequence gives, later, as a `sink`'s closure does:
    // over `model.events` it fires from the routes of the model's screen (trails: TrailsModel's), over a
    // stream of routes (`for try await route in model.routes`) wherever the model yields one to the
    // stream's continuation (`continuation.yield(.share)`, called by TrailView), and over
    // `notifications(named: .sessionEnded)` wherever the notification is posted (TrailView again).
    // Before, each loop's code ran when the method that starts it ran: the map push and the sign-in were
    // read as launch navigation (both home), the route stream's navigation was not read at all.
    #expect(
      describe(app.graph) == [
        "HikeCoordinator stack start trails @58:1",
        "  trails @9:8",
        "    push map @65:32",
        "    push trail @81:11",
        "  trail @10:8",
        "    present report @79:57",
        "    present share @79:57",
        "    cover signIn @84:31",
        "  map @11:8",
        "    popToRoot @85:44",
        "  share @12:8",
        "  report @13:8",
        "  signIn @14:8",
      ])
    #expect(app.graph.home.isEmpty)
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// Subscriptions that let one case through.
extension ALCoordinatorDialectTests {
  @Test func testSubscriptionsThroughAFilterToOneCase() throws {
    let app = try load("testSubscriptionsThroughAFilterToOneCase", entry: "ShopCoordinator")
    // Each subscription lets one case through (`filter { $0 == .help }`, `filter { event in event == ShopEvent.deals
    // }`, after an operator that keeps the values): its code runs where that case is sent, as in that case's arm.
    // Before, it ran wherever any value was sent: help and deals from both screens (both send `.refresh`).
    #expect(
      describe(app.graph) == [
        "ShopCoordinator stack start shelf @34:1",
        "  shelf @12:8",
        "    push item @51:29",
        "    present deals @52:35",
        "  item @13:8",
        "    present help @41:51",
        "  help @14:8",
        "  deals @15:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}

/// A subject held in a local before it is sent a value.
extension ALCoordinatorDialectTests {
  @Test func testASubjectSentThroughALocal() throws {
    let app = try load("testASubjectSentThroughALocal", entry: "DockCoordinator")
    // `let subject = events; subject.send(.boat)`: the model's subject is sent `.boat`, and the coordinator's
    // subscription runs that arm, from the berths. Before, a send through a local was not read, and both arms fired
    // from the berths, where the model is, as code no send of the app's was read for.
    #expect(
      describe(app.graph) == [
        "DockCoordinator stack start berths @21:1",
        "  berths @6:8",
        "    push boat @29:40",
        "  boat @7:8",
        "  fuel @8:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }

  @Test func testHelpersThatRunAClosureOnEachValueOfAnArgument() throws {
    let app = try load("testHelpersThatRunAClosureOnEachValueOfAnArgument", entry: "HiveCoordinator")
    // `listen(to: frames) { output in ... }` hands the closure to a generic helper that runs it on each value of
    // `model.outputs` (`for await output in model.outputs { await handle(output) }`), and `observe(frame.honey) { ... }`
    // to one that subscribes it to the publisher it is given (`publisher.sink(receiveValue: handle)`): each closure runs
    // where the model it was given for yields or sends (the frames' outputs on `frames`, the frame's on `frame`), told
    // apart among the helper's calls in one function; not as part of `start()`, on the first screen.
    #expect(
      describe(app.graph) == [
        "HiveCoordinator stack start frames @50:1",
        "  frames @6:8",
        "    push frame @58:31",
        "    present smoke @59:32",
        "  frame @7:8",
        "    push queen @64:32",
        "    push honey @68:26",
        "  queen @8:8",
        "  honey @9:8",
        "  smoke @10:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
