import Foundation
import SourceIndex
import Testing

/// The source index on one fixture per idiom (named after the test, Periphery's habit).
@Suite struct SourceIndexTests {
  func fixture(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/SourceIndex/\(name).swift").path
  }

  @Test func testIndexesCoordinatorIdioms() throws {
    let path = fixture("testIndexesCoordinatorIdioms")
    let index = SourceIndexer.index(files: [path])
    #expect(index.problems.isEmpty)
    let file = try #require(index.files.first)
    #expect(file.imports == ["SUICoordinator", "SwiftUI"])
    #expect(
      file.types.map(\.name) == ["OnboardingRoute", "OnboardingCoordinator", "OnboardingCoordinator.Nested", "Broken"])

    let route = file.types[0]
    #expect(route.inheritance.map(\.name) == ["RouteType"])
    #expect(route.cases.map(\.name) == ["welcome", "detail", "terms"])
    #expect(
      route.cases[1].associatedValues == [
        ArgumentItem(label: "id", text: "String"), ArgumentItem(label: "animated", text: "Bool"),
      ])
    #expect(route.cases[0].location == SourceLocation(file: path, line: 5, column: 8))
    let style = try #require(route.functions.first { $0.name == "presentationStyle" })
    #expect(style.switchSelf.map(\.patterns) == [[".welcome", ".detail"], ["default"]])
    #expect(style.switchSelf.map(\.returns) == [".push", ".sheet"])
    let body = try #require(route.functions.first { $0.name == "body" })
    #expect(body.switchSelf.map(\.returns) == ["WelcomeView(viewModel: .init())", "DetailView(id: id)", "TermsView()"])

    let coordinator = file.types[1]
    #expect(coordinator.inheritance.first?.name == "NavigationCoordinator")
    #expect(coordinator.inheritance.first?.arguments.map(\.name) == ["OnboardingRoute"])
    #expect(coordinator.attributes.first?.name == "Coordinator")
    #expect(coordinator.attributes.first?.arguments.first?.text == "OnboardingRoute.self")
    let delegate = try #require(coordinator.properties.first { $0.name == "delegate" })
    #expect(delegate.ownership == "weak")
    #expect(delegate.type?.name == "AppDelegateProtocol")
    #expect(coordinator.properties.first { $0.name == "step" }?.attributes.map(\.name) == ["Published"])
    let showDetail = try #require(coordinator.functions.first { $0.name == "showDetail" })
    let navigate = try #require(showDetail.calls.first { $0.member == "navigate" })
    #expect(navigate.receiver == [.name("router")])
    let detail = ExpressionShape.implicitMember(
      "detail",
      [
        ArgumentItem(label: "id", text: "id", value: .reference([.name("id")])),
        ArgumentItem(label: "animated", text: "true", value: .boolean(true)),
      ])
    #expect(navigate.arguments.first?.value == detail)
    #expect(navigate.arguments.last?.value == .implicitMember("fullScreenCover", nil))
    #expect(navigate.closureHosts.isEmpty)
    #expect(showDetail.calls.first { $0.member == "finishFlow" }?.closureHosts == ["Task"])
    #expect(navigate.arguments.map(\.label) == ["toRoute", "presentationStyle"])
    #expect(navigate.arguments.last?.text == ".fullScreenCover")
    #expect(navigate.location == SourceLocation(file: path, line: 35, column: 18))  // at the member's name
    #expect(showDetail.calls.contains { $0.member == "Task" && $0.hasTrailingClosure })
    #expect(showDetail.closures.first?.captures == [ArgumentItem(label: "weak", text: "self")])

    let onboardingExtension = try #require(file.extensions.first)
    #expect(onboardingExtension.name == "OnboardingCoordinator")
    #expect(onboardingExtension.inheritance.map(\.name) == ["OnboardingActions"])
    let present = try #require(onboardingExtension.functions.first?.calls.first { $0.member == "present" })
    let home = ArgumentItem(label: nil, text: #"\.home"#, value: .keyPath(root: nil, components: ["home"]))
    let main = ArgumentItem(label: nil, text: #"\.main"#, value: .keyPath(root: nil, components: ["main"]))
    #expect(present.receiver == [.call("hasRoot", [home]), .call("focus", [main])])
    #expect(present.arguments.map(\.text) == [#"\.todo"#, "3"])
    #expect(present.arguments.map(\.value) == [.keyPath(root: nil, components: ["todo"]), .integer(3)])
  }

  /// Every kind of expression, chain and written type the readers of the raw tree tell apart.
  @Test func testReadsExpressionShapesAndTypes() throws {
    let path = fixture("testReadsExpressionShapesAndTypes")
    let file = try #require(SourceIndexer.index(files: [path]).files.first)
    #expect(file.types.map(\.name) == ["ShapesCoordinator", "Shapes", "Shapes.Route", "Counter", "Lazies"])
    let coordinator = file.types[0]
    // A collection's type is its text, with its element's type (its key's and value's) as its arguments.
    func written(_ type: TypeReference) -> String {
      guard !type.arguments.isEmpty, !type.name.hasPrefix("[") else { return type.name }
      return "\(type.name)<\(type.arguments.map(written).joined(separator: ", "))>"
    }
    #expect(
      coordinator.inheritance.map(written) == ["BaseCoordinator", "Routing<Shapes.Route>", "Cache<Int, [String]>"])
    #expect(coordinator.inheritance[2].arguments[1].arguments == [TypeReference(name: "String")])
    #expect(coordinator.inheritance[2].arguments[1].elementType == TypeReference(name: "String"))
    func property(_ name: String) throws -> PropertyItem {
      try #require(coordinator.properties.first { $0.name == name })
    }
    let limit = try property("limit")
    #expect(limit.isStatic && limit.initializer == "1_000" && limit.value == .integer(1000))
    let (title, pages) = (try property("title"), try property("pages"))
    #expect(limit.isConstant && title.isConstant && !pages.isConstant)
    let parent = try property("parent")
    #expect(parent.ownership == "unowned" && parent.type?.name == "AppCoordinator")
    #expect(try property("tabs").type?.name == "Shapes.Tabs")
    #expect(try property("title").value == .string("Plain"))
    #expect(try property("greeting").value == .other)
    #expect(try property("greeting").initializer == #""Hi \(name)""#)
    #expect(
      try property("byName").value
        == .dictionary(keys: [.string("home")], values: [.reference([.name("Page"), .name("home")])]))
    #expect(try property("none").value == .dictionary(keys: [], values: []))
    let none = try #require(try property("none").type)
    #expect(none.name == "[String: Page]" && none.arguments.map(\.name) == ["String", "Page"])
    #expect(none.elementType == TypeReference(name: "Page"))
    // A tuple type: its elements' types as arguments, and their labels (empty for none).
    let rack = try #require(try property("racks").type?.elementType)
    #expect(rack.name == "(title: String, Page)" && rack.arguments.map(\.name) == ["String", "Page"])
    #expect(rack.labels == ["title", ""])
    let home = ExpressionShape.reference([.name("Page"), .name("home")])
    #expect(
      try property("pair").value
        == .tuple([
          ArgumentItem(label: nil, text: #""a""#, value: .string("a")),
          ArgumentItem(label: "page", text: "Page.home", value: home),
        ]))
    // `a ?? b` may be either operand (`saved ?? .home ?? Page.settings`); with any other operator, no value the
    // reading can use.
    #expect(
      try property("next").value
        == .choice([
          .reference([.name("saved")]), .implicitMember("home", nil), .reference([.name("Page"), .name("settings")]),
        ]))
    #expect(try property("mixed").value == .other)
    #expect(
      try property("pages").value
        == .array([.reference([.name("Page"), .name("home")]), .implicitMember("settings", nil)]))
    #expect(coordinator.functions.map(\.name) == ["current", "start", "open"])
    // `get { pages[0] }`: the position written is kept.
    #expect(coordinator.functions[0].returns == [.element(of: .reference([.name("pages")]), key: .integer(0))])
    // `set { pages[0] = newValue }` runs in the property's function too, and gives it no value.
    #expect(coordinator.functions[0].assignments.map(\.value) == [.reference([.name("newValue")])])
    // An alias in an extension is qualified by the extended type; it keeps its target's arguments.
    #expect(file.typeAliases.map(\.name) == ["Shapes.Flow"])
    #expect(file.typeAliases.map { written($0.target) } == ["Routing<Route>"])
    // A stored property's `willSet` runs in the property's function, and gives it no value.
    let count = try #require(file.types[3].functions.first)
    #expect(count.name == "count" && count.calls.map(\.member) == ["reset"] && count.returns.isEmpty)
    // A subscript is an element of its base: a step of a chain (`entries[row].route`), or a value (`sections[0][1]`).
    #expect(
      file.types[3].functions.last?.calls.first?.arguments.map(\.value) == [
        .reference([.name("entries"), .element, .name("route")]),
        .element(of: .element(of: .reference([.name("sections")]), key: .integer(0)), key: .integer(1)),
      ])
    // A value built with a closure (`lazy var retry = UIButton(primaryAction: UIAction { ... })`) has the
    // closure's code as the property's function; one built without (`DateFormatter()`) has none.
    let lazies = try #require(file.types.last)
    #expect(lazies.functions.map(\.name) == ["retry", "reload"])
    #expect(lazies.functions[0].calls.map(\.member) == ["UIButton", "UIAction", "reload"])
    #expect(lazies.functions[0].closures.map(\.parameters) == [["sender"]])

    let start = coordinator.functions[1]
    #expect(start.calls.map(\.member) == ["start", "select", "load", "Task"])
    #expect(start.calls[0].receiver == [.name("super")])
    #expect(start.calls[0].location == SourceLocation(file: path, line: 16, column: 11))
    #expect(start.calls[1].receiver == [.name("tabs")])  // `(tabs).select`
    #expect(
      start.calls[1].arguments == [
        ArgumentItem(label: nil, text: "try! await load()", value: .call([.name("load")], [])),
        ArgumentItem(label: "at", text: "0x10", value: .other),
      ])
    #expect(start.locals.map(\.name) == ["tabs", "tabs", "handler"])
    #expect(start.locals.map(\.isConstant) == [true, true, true])  // `guard let`, `if let`, `let`
    guard case .cast(let value, let type, conditional: true)? = start.locals[0].value else {
      Issue.record("`x as? T` is not read as a cast")
      return
    }
    #expect(value == .reference([.name("parent"), .name("children"), .name("last")]))
    #expect(written(type) == "TabsCoordinator")
    #expect(start.locals[1].value == .reference([.name("tabs")]))  // `if let tabs`
    #expect(start.locals[2].type?.name == "Handler")
    #expect(start.calls[3].hasTrailingClosure)
    #expect(
      start.closures.map(\.captures) == [
        [ArgumentItem(label: "weak", text: "self"), ArgumentItem(label: "unowned", text: "parent")]
      ])
    #expect(start.closures.map(\.parameters) == [[]])
    #expect(start.assignments.map(\.target) == [[.name("self"), .name("page")]])
    #expect(start.assignments.map(\.value) == [.implicitMember("settings", nil)])
    #expect(start.assignments.map(\.inClosure) == [true])
    #expect(start.returns.isEmpty)

    let push = try #require(coordinator.functions[2].calls.first)
    #expect(push.receiver == [.name("router")])
    #expect(push.casePatterns == [.string("profile")])
    #expect(
      push.arguments.map(\.value) == [
        .implicitMember("profile", [ArgumentItem(label: "id", text: "2", value: .integer(2))])
      ])

    let route = file.types[2]
    #expect(
      route.cases.first?.associatedValues == [
        ArgumentItem(label: nil, text: "Int"), ArgumentItem(label: "label", text: "String"),
      ])
    let transition = try #require(route.functions.first)
    #expect(transition.switchSelf.map(\.patterns) == [[".pair"]])
    #expect(transition.switchSelf.map(\.patternShapes) == [[.implicitMember("pair", nil)]])
    #expect(transition.switchSelf.map(\.returns) == [nil])  // a bare `return`
  }

  @Test func linesEndingInCarriageReturnsAreCountedLikeTheCompilerDoes() throws {
    let source = "import UIKit\r\n\r\nenum R {\r  case a\n  case b\r\n}\r\n"
    let file = SourceFileIndexer.index(source: source, path: "R.swift")
    let cases = try #require(file.types.first?.cases)
    #expect(
      cases.map(\.location) == [
        SourceLocation(file: "R.swift", line: 4, column: 8), SourceLocation(file: "R.swift", line: 5, column: 8),
      ])
  }

  @Test func typesKeepTheirGenericParameters() throws {
    let source = "class Flow<Route: RouteType, Page>: Coordinator<Route> {}\nstruct Plain {}\nprotocol P {}\n"
    let file = SourceFileIndexer.index(source: source, path: "Flow.swift")
    #expect(file.types.map(\.genericParameters) == [["Route", "Page"], [], []])
  }

  @Test func genericParametersKeepTheirConstraints() throws {
    let source = "struct A<N: Nav, M>: View where M: Closes, N: Other {}\nstruct B<T> {}\n"
    let file = SourceFileIndexer.index(source: source, path: "A.swift")
    #expect(file.types.map(\.genericParameters) == [["N", "M"], ["T"]])
    // The first constraint of each, from the clause or else the `where` clause, in parameter order.
    #expect(file.types[0].genericConstraints.map { $0?.name } == ["Nav", "Closes"])
    #expect(file.types[1].genericConstraints.map { $0?.name } == [nil])
  }

  @Test func genericTypesWrittenInExpressionsKeepTheirArguments() throws {
    let source = """
      struct S {
        func f() {
          router.popToView(UIHostingController<RecipeView>.self)
          let host = UIHostingController<TimerView>(rootView: TimerView())
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "F.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    let recipe = TypeReference(name: "UIHostingController", arguments: [TypeReference(name: "RecipeView")])
    #expect(calls[0].arguments.first?.value == .reference([.specialized(recipe), .name("self")]))
    // A generic type called with its arguments written is called by its name.
    #expect(calls.map(\.member) == ["popToView", "UIHostingController", "TimerView"])
  }

  @Test func castsTellWhetherTheyAreConditional() throws {
    let source = """
      struct S {
        func f() {
          (top as? Tabs)?.select()
          (top as! Tabs).select()
          let maybe = top as? Tabs
          let surely = top as! Tabs
          let widened = tabs as Coordinator
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "F.swift")
    let function = try #require(file.types.first?.functions.first)
    let tabs = TypeReference(name: "Tabs")
    #expect(
      function.calls.map(\.receiver) == [
        [.name("top"), .conditionalCast(tabs)], [.name("top"), .cast(tabs)],
      ])
    #expect(
      function.locals.map(\.value) == [
        .cast(.reference([.name("top")]), tabs, conditional: true),
        .cast(.reference([.name("top")]), tabs, conditional: false),
        .cast(.reference([.name("tabs")]), TypeReference(name: "Coordinator"), conditional: false),
      ])
  }

  @Test func nestedTypesOfGenericTypesTakeTheirBasesArguments() throws {
    let source = """
      final class Model {
        private var sink: AsyncStream<Flower>.Continuation?
        var table: Outer<Row>.Inner<Cell>
        var plain: Outer.Inner
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "M.swift")
    let types = try #require(file.types.first?.properties.map(\.type))
    // `Continuation` has no arguments of its own: it takes `AsyncStream`'s; a nested type with its own keeps them.
    #expect(types.map { $0?.name } == ["AsyncStream.Continuation", "Outer.Inner", "Outer.Inner"])
    #expect(types.map { $0?.arguments.map(\.name) } == [["Flower"], ["Cell"], []])
  }

  @Test func chainsLongerThan128StepsAreOneStep() throws {
    // A builder chain of 200 calls: each call has a receiver of its own, and reading each in full cost n^2 (11 s for
    // 10,000 calls in a release build; 100,000 overflowed the stack). The calls nearest its start keep theirs (up to
    // 128 steps); the later ones have one step that says so. Every call is still placed at its member's name.
    let source = "struct S { func f() { root" + String(repeating: "\n  .step()", count: 200) + " } }"
    let file = SourceFileIndexer.index(source: source, path: "F.swift")
    let calls = try #require(file.types.first?.functions.first?.calls).sorted { $0.location.line < $1.location.line }
    #expect(calls.map(\.location.line) == Array(2...201))
    #expect(calls.map(\.location.column) == Array(repeating: 4, count: 200))
    #expect(calls[0].receiver == [.name("root")])
    #expect(calls[127].receiver.count == 128)
    let long: [ChainStep] = [.other("(a chain of more than 128 steps)")]
    #expect(calls[128...].allSatisfy { $0.receiver == long })
  }

  @Test func tuplePatternsDeclareAPropertyPerName() throws {
    let source = """
      final class Model {
        let (events, sink) = AsyncStream.makeStream(of: Event.self)
        var (count, route): (Int, Route) = (0, .home)
        let (_, last) = pair()
        let (only): Route = .home
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "M.swift")
    let properties = try #require(file.types.first?.properties)
    #expect(properties.map(\.name) == ["events", "sink", "count", "route", "last", "only"])
    // A value written as a tuple gives each its element; any other is each one's whole, with its position; one name in
    // parentheses is no tuple.
    #expect(properties.map(\.tuplePosition) == [0, 1, nil, nil, 1, nil])
    #expect(properties[3].value == .implicitMember("home", nil))
    #expect(properties[3].type?.name == "Route")
    #expect(properties[5].value == .implicitMember("home", nil))
    #expect(properties[5].type?.name == "Route")
    #expect(properties[1].value == properties[0].value)
    #expect(properties.map(\.location.line) == [2, 2, 3, 3, 4, 5])
    #expect(properties.map(\.isConstant) == [true, true, false, false, true, true])
  }

  @Test func propertiesTellWhetherTheyStoreAndWhoMaySetThem() throws {
    let source = """
      final class Screen: UIViewController {
        weak var coordinator: Gym?
        var flow: Optional<Flow> = nil
        var model: Model! { didSet { bind() } }
        var title: String? { "Screen" }
        var route: Route? { get { nil } set {} }
        lazy var helper: Helper? = Helper()
        public var shared: Gym?
        @objc dynamic var observed: Gym?
        override var next: Screen? { nil }
        let (a, b): (Int?, Int?) = (nil, nil)
      }
      @objcMembers final class Menu: NSObject { var item: Item? }
      """
    let file = SourceFileIndexer.index(source: source, path: "S.swift")
    let screen = try #require(file.types.first?.properties)
    #expect(screen.map(\.isOptional) == [true, true, true, true, true, true, true, true, true, false, false])
    #expect(screen.map(\.isComputed) == [false, false, false, true, true, false, false, false, true, false, false])
    #expect(screen.map(\.isLazy) == [false, false, false, false, false, true, false, false, false, false, false])
    #expect(screen[6].traits == .visibleToOtherModules)
    #expect(screen[7].traits == .callableBySelector)
    #expect(screen[8].traits == .overrides)
    #expect(file.types.last?.properties.first?.traits == .callableBySelector)
  }

  @Test func importsForTestingAreTold() throws {
    let testing = SourceFileIndexer.index(source: "import XCTest\n@testable import Shop\n", path: "T.swift")
    #expect(testing.imports == ["XCTest", "Shop"])
    #expect(testing.importsForTesting)
    let plain = SourceFileIndexer.index(source: "import SwiftUI\n@_exported import Shop\n", path: "A.swift")
    #expect(!plain.importsForTesting)
  }

  @Test func protocolCompositionsAreNamedByTheirParts() throws {
    let source = "typealias Nav = ShowsBird&ShowsFilters\nclass VM { weak var nav: (any ShowsBird  &  Closes)? }\n"
    let file = SourceFileIndexer.index(source: source, path: "VM.swift")
    #expect(file.typeAliases.map(\.target.name) == ["ShowsBird & ShowsFilters"])
    let property = try #require(file.types.first?.properties.first?.type)
    #expect(property.name == "ShowsBird & Closes")
    #expect(property.compositionParts == ["ShowsBird", "Closes"])
    #expect(TypeReference(name: "ShowsBird").compositionParts.isEmpty)
  }

  @Test func codeThatDoesNotCompileIsIndexedAsFarAsItParses() throws {
    let index = SourceIndexer.index(files: [fixture("testIndexesCoordinatorIdioms")])
    let broken = try #require(index.files.first?.types.first { $0.name == "Broken" })
    #expect(broken.inheritance.map(\.name) == ["BaseCoordinator"])
    // The file's first syntax error is kept, with its place and the compiler's wording.
    let error = try #require(index.files.first?.syntaxError)
    #expect(error.location.line == 47 && error.location.column == 13)
    #expect(error.message == "expected ')' to end parameter clause")
    #expect(error.count == 3)
    let clean = SourceFileIndexer.index(source: "struct Plain {}\n", path: "Plain.swift")
    #expect(clean.syntaxError == nil)
  }

  @Test func testRecordsWhereClosuresAreAssignedOrPassed() throws {
    let index = SourceIndexer.index(files: [fixture("testRecordsWhereClosuresAreAssignedOrPassed")])
    let wire = try #require(index.files.first?.types.first?.functions.first)
    let finishes = wire.calls.filter { $0.member == "finish" }
    #expect(finishes.map(\.closureHosts) == [[""], ["", "Task"], [""], ["run"], ["sink"], ["whenDone"]])
    // Where each closure is assigned (a constant included: `let kept = { ... }`), or the receiver of the call it is
    // passed to.
    #expect(
      finishes.map(\.closureTargets) == [
        [[.name("model"), .name("onDone")]], [[.name("self"), .name("handler")], []], [[.name("kept")]], [[]],
        [[.name("model"), .name("$page"), .call("dropFirst", [])]], [[.name("model")]],
      ])
  }

  /// `coordgraph dump-index` (hidden, for moving the swift-syntax pin) prints every field, the same on
  /// every run, and refuses a path that does not exist.
  @Test func dumpIndexPrintsEveryFieldDeterministically() throws {
    let path = "Tests/CoordGraphTests/Fixtures/SourceIndex/testIndexesCoordinatorIdioms.swift"
    let first = try runCoordgraph(["dump-index", path])
    let second = try runCoordgraph(["dump-index", path])
    #expect(first.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    #expect(first.standardOutput.contains("member: \"navigate\""))
    #expect(first.standardOutput.contains("- path: \"\(path)\""))
    let missing = try runCoordgraph(["dump-index", "No/Such/Folder"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("No/Such/Folder:1:1: error: no such file or folder"))
  }
}

/// Walking an app's folders for Swift files.
@Suite struct SwiftFileFinderTests {
}
