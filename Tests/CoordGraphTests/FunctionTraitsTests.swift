import Foundation
import SourceIndex
import Testing

/// What the index reads of who may call a function besides the app's Swift code, and where the app names a function.
@Suite struct FunctionTraitsTests {
  private func traits(_ source: String) -> [String: FunctionTraits] {
    let file = SourceFileIndexer.index(source: source, path: "Traits.swift")
    let functions = (file.types + file.extensions).flatMap { type in
      type.functions.map { ("\(type.name).\($0.name)", $0) }
    }
    return Dictionary(functions.map { ($0.0, $0.1.traits) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func modifiersAndAttributesSayWhoMayCallAFunction() {
    let read = traits(
      """
      final class Shop: NavigationCoordinator<ShopRoute> {
        override func start(animated: Bool) {}
        public func openCart() {}
        open func openHelp() {}
        @objc func closeTapped() {}
        @IBAction func buyTapped(_ sender: Any) {}
        dynamic func refresh() {}
        private func plain() {}
        init() {}
        static func make() -> Shop { Shop() }
        class func shared() -> Shop { Shop() }
      }
      public extension Shop { func fromOutside() {} }
      @objc extension Shop { func bySelector() {} }
      @objcMembers final class Menu: NSObject { func item() {} }
      """)
    #expect(read["Shop.start"] == .overrides)
    #expect(read["Shop.openCart"] == .visibleToOtherModules)
    #expect(read["Shop.openHelp"] == .visibleToOtherModules)
    #expect(read["Shop.closeTapped"] == .callableBySelector)
    #expect(read["Shop.buyTapped"] == .callableBySelector)
    #expect(read["Shop.refresh"] == .callableBySelector)
    #expect(read["Shop.plain"] == .filePrivate)
    #expect(read["Shop.init"] == [])
    #expect(read["Shop.make"] == .typeMember)
    #expect(read["Shop.shared"] == .typeMember)
    #expect(read["Shop.fromOutside"] == .visibleToOtherModules)
    #expect(read["Shop.bySelector"] == .callableBySelector)
    #expect(read["Menu.item"] == .callableBySelector)
  }

  @Test func privateFunctionsAndTypesPrivateToTheirFileAreTold() {
    let source = """
      final class Bays: UITableViewController {
        private func confirm() {}
        fileprivate func tyres() {}
        private static func make() -> Bays { Bays() }
        private(set) var count = 0
        func wash() {}
        private final class Picker: NSObject, UIPickerViewDelegate { func pick() {} }
      }
      private extension Bays { func leftover() {} }
      fileprivate extension Bays { @objc func bySelector() {} }
      private struct Row { func tap() {} }
      """
    let read = traits(source)
    #expect(read["Bays.confirm"] == .filePrivate)
    #expect(read["Bays.tyres"] == .filePrivate)
    #expect(read["Bays.make"] == [.filePrivate, .typeMember])
    #expect(read["Bays.wash"] == [])
    #expect(read["Bays.Picker.pick"] == [])
    #expect(read["Bays.leftover"] == .filePrivate)
    #expect(read["Bays.bySelector"] == [.filePrivate, .callableBySelector])
    #expect(read["Row.tap"] == [])
    let file = SourceFileIndexer.index(source: source, path: "Traits.swift")
    #expect(file.types.filter(\.isFilePrivate).map(\.name) == ["Bays.Picker", "Row"])
    #expect(file.types.first { $0.name == "Bays" }?.properties.first?.traits == [])
  }

  @Test func namesAreMentionedByCodeNotByCommentsStringsOrTheirDeclarations() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let first = folder.appendingPathComponent("A.swift")
    let second = folder.appendingPathComponent("B.swift")
    try """
    // showSettings() is called nowhere
    func showSettings() {}
    func showTips() {}
    let text = "showTips \\(1) showHelp"
    let path = \\Garden.showShed
    let action = #selector(showPromo)
    """.write(to: first, atomically: true, encoding: .utf8)
    try """
    func `showAbout`() {}
    let label = Button(showWeather: true)
    let value = `showAbout`
    """.write(to: second, atomically: true, encoding: .utf8)
    let names: Set = ["showSettings", "showTips", "showHelp", "showShed", "showPromo", "showAbout", "showWeather"]
    let files = [
      NameMentions.File(path: first.path, declared: ["showSettings": 1, "showTips": 1]),
      NameMentions.File(path: second.path, declared: ["showAbout": 1]),
    ]
    #expect(NameMentions.mentioned(names, in: files) == ["showShed", "showPromo", "showAbout", "showWeather"])
    // A declaration the index does not count leaves the name written more often than declared: the lexer reads the
    // file, and finds no mention in a comment or a declaration.
    let undeclared = [NameMentions.File(path: first.path, declared: [:])]
    #expect(NameMentions.mentioned(["showSettings"], in: undeclared, threads: 1).isEmpty)
    // Whole words only, at the file's ends too: `show45` and `myshow4` are other names.
    let edges = folder.appendingPathComponent("C.swift")
    try "show4()\nfunc show4() {}\nshow45(); myshow4()\nlet f = show4".write(
      to: edges, atomically: true, encoding: .utf8)
    let others = folder.appendingPathComponent("D.swift")
    try "func show4() {}\nshow45(); myshow4(); show4x()".write(to: others, atomically: true, encoding: .utf8)
    #expect(
      NameMentions.mentioned(["show4"], in: [NameMentions.File(path: edges.path, declared: ["show4": 2])]) == ["show4"])
    #expect(
      NameMentions.mentioned(["show4"], in: [NameMentions.File(path: others.path, declared: ["show4": 1])]).isEmpty)
    // A file that cannot be read may mention any of them.
    let gone = NameMentions.File(path: folder.appendingPathComponent("gone.swift").path, declared: [:])
    #expect(NameMentions.mentioned(["showSettings"], in: [gone]) == ["showSettings"])
  }

  /// An enum case and an implicit member are no mention of a method of their name (a route and the coordinator's method
  /// that shows it often share one), unless the implicit member calls a static function of that name; a member read on a
  /// value is one, whatever the value is written as.
  @Test func enumCasesAndImplicitMembersNameNoMethod() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let cases = folder.appendingPathComponent("Cases.swift")
    try """
    enum Route { case settings, help
      case archive(year: Int) }
    func go(route: Route) {
      navigate(toRoute: .settings)
      if case .help = route {}
      switch route { case .archive(let year): print(year); default: break }
      show([.archive(year: 1)], fallback: route == .help ? .settings : nil)
    }
    """.write(to: cases, atomically: true, encoding: .utf8)
    let file = [NameMentions.File(path: cases.path, declared: [:])]
    #expect(NameMentions.mentioned(["settings", "help", "archive"], in: file).isEmpty)
    #expect(NameMentions.mentioned(["settings", "archive"], in: file, typeMembers: ["archive"]) == ["archive"])
    let members = folder.appendingPathComponent("Members.swift")
    try """
    coordinator.settings()
    model?.help()
    items[0].archive(year: 1)
    list!.open()
    Button { }.close()
    let share = \\.share
    let made = Self.make()
    let text = "x".uppercased()
    switch pair { case (1, isReady()): break; default: break }
    """.write(to: members, atomically: true, encoding: .utf8)
    let names: Set = ["settings", "help", "archive", "open", "close", "share", "make", "uppercased", "isReady"]
    #expect(NameMentions.mentioned(names, in: [NameMentions.File(path: members.path, declared: [:])]) == names)
  }

  /// The name written on its own in the body of a function of that name is a local, a parameter or the function calling
  /// itself: no mention. Written as a member there (`self.retry()`, `child.close()`), in another function's body, or
  /// after a requirement that has no body, it is one.
  @Test func aFunctionsOwnNameInItsBodyIsNoMention() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let own = folder.appendingPathComponent("Own.swift")
    try """
    final class Shop {
      func checkout(style: Int = { 1 }()) {
        let checkout = Checkout(style: style)
        router.navigate(to: checkout)
        func checkout2() { checkout.start() }
      }
      func retry(after delay: Int) { if delay > 0 { retry(after: delay - 1) } }
      func share(share: Bool) { print(share) }
    }
    """.write(to: own, atomically: true, encoding: .utf8)
    let file = [NameMentions.File(path: own.path, declared: ["checkout": 1, "retry": 1, "share": 1])]
    #expect(NameMentions.mentioned(["checkout", "retry", "share"], in: file).isEmpty)
    let members = folder.appendingPathComponent("Members.swift")
    try """
    protocol Closing { func close() }
    final class Model {
      func close() { coordinator.close() }
      func retry() { self.retry() }
      func open() { close() }
    }
    func done() {}
    let later = done
    """.write(to: members, atomically: true, encoding: .utf8)
    let declared = ["close": 2, "retry": 1, "open": 1, "done": 1]
    #expect(
      NameMentions.mentioned(
        ["close", "retry", "done"], in: [NameMentions.File(path: members.path, declared: declared)])
        == ["close", "retry", "done"])
  }

  /// A call through a property nothing sets runs nowhere: the places of its member name are no mentions.
  @Test func skippedPlacesAreNoMentions() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let screen = folder.appendingPathComponent("Screen.swift")
    try """
    final class Summary {
      weak var coordinator: Gym?
      func done() { coordinator?.backToList() }
      func again() { coordinator?.backToList() }
    }
    """.write(to: screen, atomically: true, encoding: .utf8)
    let both: Set = [NameMentions.Place(line: 3, column: 30), NameMentions.Place(line: 4, column: 31)]
    let skipped = [NameMentions.File(path: screen.path, declared: [:], skipped: ["backToList": both])]
    #expect(NameMentions.mentioned(["backToList"], in: skipped).isEmpty)
    let one = [NameMentions.File(path: screen.path, declared: [:], skipped: ["backToList": [both.first!]])]
    #expect(NameMentions.mentioned(["backToList"], in: one) == ["backToList"])
  }

  /// Writes of a name that the index does not read as assignments (`NameWrites`): an assignment outside the types'
  /// functions, `&x.name`, a key path, a tuple assignment; a local declared with the name, a comment, a string, a
  /// comparison, a label, a parameter's default value and an argument in parentheses are none.
  @Test func writesTheIndexDoesNotSeeAreFound() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let quiet = folder.appendingPathComponent("Quiet.swift")
    try """
    // coordinator = nil
    let text = "coordinator = nil"
    if let coordinator = coordinator, coordinator == other {}
    let coordinator = Gym()
    guard var flow = screen.flow else { return }
    make(coordinator: flow, keyPath: path)
    init(coordinator: Gym? = nil) {}
    guard let first = pick(coordinator), let second = pick((coordinator)) else { return }
    screen.coordinator = coordinator
    """.write(to: quiet, atomically: true, encoding: .utf8)
    let names: Set = ["coordinator", "flow", "gym"]
    // One assignment, which the index holds: nothing unseen.
    #expect(
      NameWrites.writtenUnseen(names, in: [NameWrites.File(path: quiet.path, assigned: ["coordinator": 1])]).isEmpty)
    #expect(
      NameWrites.writtenUnseen(names, in: [NameWrites.File(path: quiet.path, assigned: [:])], threads: 1)
        == ["coordinator"])
    let loud = folder.appendingPathComponent("Loud.swift")
    try """
    swap(&screen.flow, &other)
    let path = \\Screen.gym
    let paths = [\\.coordinator]
    """.write(to: loud, atomically: true, encoding: .utf8)
    #expect(NameWrites.writtenUnseen(names, in: [NameWrites.File(path: loud.path, assigned: [:])]) == names)
    // A tuple assignment writes each name in its parentheses.
    let tuple = folder.appendingPathComponent("Tuple.swift")
    try "(screen.coordinator, (count, other.flow)) = (self, (1, nil))".write(
      to: tuple, atomically: true, encoding: .utf8)
    #expect(
      NameWrites.writtenUnseen(names, in: [NameWrites.File(path: tuple.path, assigned: [:])]) == [
        "coordinator", "flow",
      ])
    // A file that cannot be read may write any of them.
    let gone = NameWrites.File(path: folder.appendingPathComponent("gone.swift").path, assigned: [:])
    #expect(NameWrites.writtenUnseen(["flow"], in: [gone]) == ["flow"])
  }
}
