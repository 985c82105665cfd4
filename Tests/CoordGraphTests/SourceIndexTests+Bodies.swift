import Foundation
import SourceIndex
import Testing

/// What the index keeps of function bodies: the cases, arms, branches and closures around calls and
/// assignments.
extension SourceIndexTests {
  @Test func callsInIfCaseAndAfterGuardCaseKeepThePattern() throws {
    let source = """
      final class C {
        func handle(_ event: Event) {
          if case .close = event { dismiss() } else { popToRoot() }
          if ready { pop() }
          guard case .open(let id) = event else { return }
          show(id)
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    // (The pattern `.open(let id)` reads as an implicit member call, as in `switch` cases.)
    #expect(calls.map(\.member) == ["dismiss", "popToRoot", "pop", "open", "show"])
    // The `else` runs for every case but `.close`; `if ready` tests a stored property (no parameter has the name).
    #expect(
      calls.map(\.casePatterns).prefix(3) == [
        [.implicitMember("close", nil)], [.otherCases(than: ["close"])], [.propertyTest("ready", .flag("ready", true))],
      ])
    // After `guard case`, the rest of the block is in the case's arm.
    guard case .implicitMember("open", _)? = calls.last?.casePatterns.first else {
      Issue.record("show(id) has no case pattern: \(calls.last?.casePatterns ?? [])")
      return
    }
  }

  @Test func aSwitchStatementReturnsWhatItsArmsReturn() throws {
    let source = """
      final class C {
        func statement(_ index: Int) -> Route {
          switch index {
          case 0: return .cheese
          default: return .fruit
          }
        }
        func expression(_ index: Int) -> Route {
          switch index {
          case 0: .cheese
          default: .fruit
          }
        }
        func branches(_ open: Bool) -> Route {
          if open { return .stall } else { return .closed }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let functions = try #require(file.types.first?.functions)
    // A `switch` (or `if`) whose arms `return` is a statement: the body returns what its `return`s do, and not the
    // `switch` itself as a value it cannot read. One whose arms are values is the body's value.
    #expect(functions[0].returns == [.implicitMember("cheese", nil), .implicitMember("fruit", nil)])
    #expect(functions[1].returns == [.choice([.implicitMember("cheese", nil), .implicitMember("fruit", nil)])])
    #expect(functions[2].returns == [.implicitMember("stall", nil), .implicitMember("closed", nil)])
  }

  @Test func codeForTheCasesATestLeavesKeepsThem() throws {
    let source = """
      final class C {
        func handle(_ event: Event, page: Int) {
          switch event {
          case .open, .close(let animated), .move(_, to: let place): a()
          default: b()
          }
          switch event {
          case .open where page > 1: c()
          default: d()
          }
          switch event {
          case .page(1): e()
          default: f()
          }
          if event == .open || event == .close { g() } else if .move == event { h() } else { i() }
          if event == .open && page > 1 { j() } else { k() }
          if case .open = event, page > 1 { l() } else { m() }
          let local = event
          if local == .open { n() } else { o() }
          if mode == .edit { r() } else if self.mode == .view { s() }
          switch self.mode { case .edit: t() default: u() }
          let copy = mode
          switch copy { case .edit: v() default: break }
          items.forEach { item in if case .edit = item { w() } }
          switch self { case .edit: x() default: break }
          switch host { case "help": y() default: break }
          guard event == .open else { p(); return }
          q()
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    let patterns = Dictionary(uniqueKeysWithValues: calls.map { ($0.member, $0.casePatterns) })
    // A `default:` after arms that name whole cases (any associated values bound or left out) runs for the others.
    #expect(patterns["b"] == [.otherCases(than: ["open", "close", "move"])])
    // After an arm with `where`, or one that matches a value, `default:` may run for the cases named too.
    #expect(patterns["d"] == [])
    #expect(patterns["f"] == [])
    // Equality tests of a parameter are arms; each `else` runs for what its test leaves.
    #expect(patterns["g"] == [.implicitMember("open", nil), .implicitMember("close", nil)])
    #expect(patterns["h"] == [.otherCases(than: ["open", "close"]), .implicitMember("move", nil)])
    #expect(patterns["i"] == [.otherCases(than: ["open", "close"]), .otherCases(than: ["move"])])
    // A test with more to it may fail for the case it names: its `else` is no arm.
    #expect(patterns["j"] == [.implicitMember("open", nil)])
    #expect(patterns["k"] == [])
    #expect(patterns["l"] == [.implicitMember("open", nil)])
    #expect(patterns["m"] == [])
    // A local tested by equality: no arm (no caller gives its value).
    #expect(patterns["n"] == [])
    #expect(patterns["o"] == [])
    // A stored property tested by equality: the route that built the screen gives its value.
    #expect(patterns["r"] == [.propertyTest("mode", .implicitMember("edit", nil))])
    #expect(
      patterns["s"] == [
        .propertyTest("mode", .otherCases(than: ["edit"])), .propertyTest("mode", .implicitMember("view", nil)),
      ])
    // A switch over the property is its arm too; one over a local or a closure's parameter is not the property's.
    // A local built from no parameter is no parameter's either: its own (`localTest`).
    #expect(patterns["t"] == [.propertyTest("mode", .implicitMember("edit", nil))])
    #expect(patterns["u"] == [.propertyTest("mode", .otherCases(than: ["edit"]))])
    #expect(patterns["v"] == [.localTest("copy", .implicitMember("edit", nil))])
    #expect(patterns["w"] == [.implicitMember("edit", nil)])
    // `switch self` is no property's (a route enum's arms).
    #expect(patterns["x"] == [.implicitMember("edit", nil)])
    // A string is no case: a switch over a property's string keeps it as a link's name.
    #expect(patterns["y"] == [.string("help")])
    // A `guard`'s `else` runs for the cases its test leaves; the rest of the block for the case it names.
    #expect(patterns["p"] == [.otherCases(than: ["open"])])
    #expect(patterns["q"] == [.implicitMember("open", nil)])
  }

  @Test func testsOfABoolParameterKeepTheirBranch() throws {
    let source = """
      final class C {
        func show(editing: Bool, animated: Bool, count: Int) {
          if editing { a() } else { b() }
          if !animated { c() } else if editing { d() }
          if count > 1, editing { e() } else { f() }
          let local = true
          if local { g() }
          if editing == false { k2() } else { k3() }
          if animated == true && count > 1 { k4() } else { k5() }
          switch animated {
          case true: m1()
          case false: m2()
          }
          switch editing {
          case true: n1()
          default: n2()
          }
          guard editing else { h(); return }
          i()
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    let patterns = Dictionary(uniqueKeysWithValues: calls.map { ($0.member, $0.casePatterns) })
    #expect(patterns["a"] == [.flag("editing", true)])
    #expect(patterns["b"] == [.flag("editing", false)])
    #expect(patterns["c"] == [.flag("animated", false)])
    #expect(patterns["d"] == [.flag("animated", true), .flag("editing", true)])
    // With another condition beside it, the test decides the body only.
    #expect(patterns["e"] == [.flag("editing", true)])
    #expect(patterns["f"] == [])
    // A local is no parameter: no caller gives its value.
    #expect(patterns["g"] == [])
    // `== false` and `== true` read as `!` and the name; with more to the condition, the `else` is no branch.
    #expect(patterns["k2"] == [.flag("editing", false)])
    #expect(patterns["k3"] == [.flag("editing", true)])
    #expect(patterns["k4"] == [.flag("animated", true)])
    #expect(patterns["k5"] == [])
    // `case true:` over the parameter is its branch, as `if animated` is.
    #expect(patterns["m1"] == [.flag("animated", true)])
    #expect(patterns["m2"] == [.flag("animated", false)])
    #expect(patterns["n1"] == [.flag("editing", true)])
    #expect(patterns["n2"] == [.flag("editing", false)])  // `default:` after `case true:`
    #expect(patterns["h"] == [.flag("editing", false)])
    #expect(patterns["i"] == [.flag("editing", true)])
  }

  @Test func armsOfASwitchOverATupleTestEachElement() throws {
    let source = """
      final class C {
        var ready = false
        func next(_ course: Course, tipped: Bool) {
          switch (course, tipped, ready) {
          case (.dessert, true, false): a()
          case (.starter, _, _), (_, true, _): b()
          case let (.main, paid, _): c(paid)
          default: d()
          }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    #expect(
      calls.map(\.casePatterns) == [
        [.implicitMember("dessert", nil), .flag("tipped", true), .propertyTest("ready", .flag("ready", false))],
        [],  // no element is tested by both items
        [.implicitMember("main", nil)],  // a binding tests nothing
        [],
      ])
  }

  @Test func caseArmsOfSelfKeepWhatTheirPatternsBind() throws {
    let source = """
      enum R {
        func view() -> V {
          switch self {
          case let .a(x, _, y): A(x, y)
          case .b(id: var z), .c(let z): B(z)
          case .d(5, let w): D(w)
          case .e: E()
          }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "R.swift")
    let arms = try #require(file.types.first?.functions.first?.switchSelf)
    #expect(
      arms.first?.patternShapes.first.map { if case .implicitMember("a", _) = $0 { true } else { false } } == true)
    #expect(
      arms.map { $0.bindings.map { "\($0.name) \($0.caseName) \($0.position)" } } == [
        ["x a 0", "y a 2"], ["z b 0", "z c 0"], ["w d 1"], [],
      ])
  }

  @Test func contentClosuresGivenAValueKeepWhatTheyReadFromIt() throws {
    let source = """
      struct V {
        func body() {
          a.sheet(item: $s) { $0.content }
          b.sheet(item: $s) { (item: Sheet) in item.view() }
          c.sheet(item: $s) { item in other.content }
          d.navigationDestination(for: Path.self) { path in path.destination }
          e.map { $0.content }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "V.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    let read = calls.filter { $0.member != "view" }.map {
      $0.arguments.first { $0.label == ArgumentItem.parameterMemberLabel }?.value
    }
    #expect(
      read == [
        .reference([.name("$0"), .name("content")]), .call([.name("$0"), .name("view")], []), nil,
        .reference([.name("$0"), .name("destination")]), nil,
      ])
  }

  @Test func callsKeepTheBranchesOfTheIfsAroundThem() throws {
    let source = """
      struct S {
        func f() {
          a()
          if x { b() } else if y { c() } else { d() }
          if z {
            e { if w { g() } }
          }
          guard v else { h(); return }
          k()
          if u > 2 { m(); return }
          n()
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "S.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    // Each branch by its `if` chain (where its first body starts) and its side: an `else if` is no branch of its own
    // but the chain's next side, a closure keeps the branches around it, and a `guard`'s `else` is a branch, the rest
    // of the block after it the other side; so is the rest of the block after an `if` with no `else` that returns.
    func at(_ text: String) -> Int {
      source.utf8.distance(from: source.startIndex, to: source.range(of: text)!.lowerBound)
    }
    let chain = at("{ b()")
    func branch(_ chain: Int, _ side: Int) -> Int { CallItem.branch(chain: chain, side: side) }
    #expect(
      calls.map { "\($0.member) \($0.branches)" } == [
        "a []", "b [\(branch(chain, 0))]", "c [\(branch(chain, 1))]", "d [\(branch(chain, 2))]",
        "e [\(branch(at("{\n      e"), 0))]", "g [\(branch(at("{\n      e"), 0)), \(branch(at("{ g()"), 0))]",
        "h [\(branch(at("{ h()"), 0))]", "k [\(branch(at("{ h()"), 1))]",
        "m [\(branch(at("{ h()"), 1)), \(branch(at("{ m()"), 0))]",
        "n [\(branch(at("{ h()"), 1)), \(branch(at("{ m()"), 1))]",
      ])
    // The sides of one chain exclude each other; branches of two `if`s, one inside the other, do not.
    let branches = calls.map(\.branches)
    #expect(CallItem.branchesExcludeEachOther(branches[1][0], branches[2][0]))
    #expect(CallItem.branchesExcludeEachOther(branches[1][0], branches[3][0]))
    #expect(CallItem.branchesExcludeEachOther(branches[2][0], branches[3][0]))
    #expect(!CallItem.branchesExcludeEachOther(branches[1][0], branches[1][0]))
    #expect(!CallItem.branchesExcludeEachOther(branches[5][0], branches[5][1]))
    #expect(!CallItem.branchesExcludeEachOther(branches[1][0], branches[4][0]))
    #expect(CallItem.branchesExcludeEachOther(branches[6][0], branches[7][0]))
    #expect(CallItem.branchesExcludeEachOther(branches[8][1], branches[9][1]))
    // Each arm of a `switch` is a side of it, the `switch` named by where its subject is.
    let arms = """
      struct T {
        func f() {
          switch state {
          case .a: p()
          case .b, .c: q()
          default: r()
          }
          s()
        }
      }
      """
    let armCalls = try #require(
      SourceFileIndexer.index(source: arms, path: "T.swift").types.first?.functions.first?.calls)
    let subject = arms.utf8.distance(from: arms.startIndex, to: arms.range(of: "state {")!.lowerBound)
    #expect(
      armCalls.map(\.branches) == [
        [CallItem.branch(chain: subject, side: 0)], [CallItem.branch(chain: subject, side: 1)],
        [CallItem.branch(chain: subject, side: 2)], [],
      ])
    // After an `if` and its `else if`s with no last `else`, each body leaving the block, the rest of the block is the
    // chain's next side; where some body goes on (`else if d { t() }`), it is no side of that chain.
    let chains = """
      struct U {
        func f() {
          if a { p(); return } else if b { q(); return }
          r()
          if c { s(); return } else if d { t() }
          v()
        }
      }
      """
    let chainCalls = try #require(
      SourceFileIndexer.index(source: chains, path: "U.swift").types.first?.functions.first?.calls)
    func offset(_ text: String) -> Int {
      chains.utf8.distance(from: chains.startIndex, to: chains.range(of: text)!.lowerBound)
    }
    let first = offset("{ p()")
    let second = offset("{ s()")
    #expect(
      chainCalls.map(\.branches) == [
        [CallItem.branch(chain: first, side: 0)], [CallItem.branch(chain: first, side: 1)],
        [CallItem.branch(chain: first, side: 2)],
        [CallItem.branch(chain: first, side: 2), CallItem.branch(chain: second, side: 0)],
        [CallItem.branch(chain: first, side: 2), CallItem.branch(chain: second, side: 1)],
        [CallItem.branch(chain: first, side: 2)],
      ])
  }

  @Test func assignmentsKeepTheClosuresAroundThem() throws {
    let source = """
      struct V {
        func body() {
          a = 1
          x.sheet(isPresented: $b) { E(onDone: { b = false }) }
          Task { c = nil }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "V.swift")
    let assignments = try #require(file.types.first?.functions.first?.assignments)
    #expect(assignments.map(\.closureHosts) == [[], ["sheet", "E"], ["Task"]])
    #expect(assignments.map(\.inClosure) == [false, true, true])
  }

  @Test func assignmentsKeepTheStepOfACounter() throws {
    // `+= n` and `-= n` by an integer literal keep the step (`1_000` as written); any other assignment, none. A
    // subscript by a name or `self.` member keeps it as the key (`steps[index]`), as it keeps a number or a case.
    let source = """
      final class Pager {
        func next() {
          index += 1
          self.index -= 1_000
          index = 0
          index *= 2
          index += offset
          show(steps[index], steps[self.index], steps[model.index])
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "Pager.swift")
    let function = try #require(file.types.first?.functions.first)
    #expect(function.assignments.map(\.step) == [1, -1000, nil, nil, nil])
    #expect(
      function.calls.first?.arguments.map(\.value) == [
        .element(of: .reference([.name("steps")]), key: .reference([.name("index")])),
        .element(of: .reference([.name("steps")]), key: .reference([.name("self"), .name("index")])),
        .element(of: .reference([.name("steps")])),
      ])
  }

  @Test func equalityTestsOfAClosuresParameterAreItsArms() throws {
    // `status == .crane` on a closure's parameter is read as `if case .crane = status` is: a bare pattern (the arm of
    // the value the closure receives); on a local of that name, nothing.
    let source = """
      final class C {
        func listen() {
          model.$status.sink { status in
            if status == .crane { x() }
            if case .leave = status { y() }
          }
          model.$status.sink { if $0 == .leave { w() } }
          let other = Status.leave
          if other == .crane { z() }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    #expect(calls.first { $0.member == "x" }?.casePatterns == [.implicitMember("crane", nil)])
    #expect(calls.first { $0.member == "y" }?.casePatterns == [.implicitMember("leave", nil)])
    #expect(calls.first { $0.member == "w" }?.casePatterns == [.implicitMember("leave", nil)])
    #expect(calls.first { $0.member == "z" }?.casePatterns == [])
  }

  @Test func aMapToOneCaseKeepsTheCase() throws {
    // `map { _ in .fuel }` and `map { HarborStep.boats }` in a chain keep the case their closure returns, after the
    // step's own arguments; `map { $0.route }` keeps its member, which names no case (the front end reads it as none).
    let source = """
      final class C {
        func f() {
          a.rx.tap.map { _ in .fuel }.bind(to: steps)
          b.rx.tap.map { HarborStep.boats }.bind(to: steps)
          c.map { $0.route }.bind(to: steps)
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let binds = try #require(file.types.first?.functions.first?.calls.filter { $0.member == "bind" })
    let mapped = binds.map { call -> ExpressionShape? in
      guard case .call("map", let arguments)? = call.receiver.last else { return nil }
      return arguments.first { $0.label == ArgumentItem.mappedCaseLabel }?.value
    }
    #expect(
      mapped == [
        .implicitMember("fuel", nil), .reference([.name("HarborStep"), .name("boats")]),
        .reference([.name("$0"), .name("route")]),
      ])
  }
}
