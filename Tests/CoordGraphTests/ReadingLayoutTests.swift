import Foundation
import NavigationChecker
import NavigationModel
import SourceIndex
import SwiftFrontEnd
import SwiftParser
import SwiftSyntax
import Testing

/// What an app's code means does not depend on how it is laid out or named: the order of its declarations, the files
/// they sit in, whether a type's methods are written in its body or in extensions elsewhere, what its types are called,
/// whether its choices are `switch`es or `if case` chains.
/// Each Swift sample is read again after such a rewrite (made here with SwiftParser, into a temporary folder), and must
/// give the same coordinators, routes, actions and findings, places aside (and names given back).
@Suite struct ReadingLayoutTests {
  static let samples = ["Courier", "Pantry", "Voyage"]

  @Test(arguments: samples)
  func oneFilePerDeclarationInReverseOrder(sample: String) throws {
    let original = try Self.read(Self.files(of: sample))
    let declarations = try Self.files(of: sample).flatMap { file in
      let tree = Parser.parse(source: file.text)
      let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }.map(\.trimmedDescription)
      return tree.statements.filter { !$0.item.is(ImportDeclSyntax.self) }.map { item in
        (imports + ["", item.trimmedDescription, ""]).joined(separator: "\n")
      }
    }
    #expect(declarations.count > 20)
    // The finder reads files in name order: the last declaration comes first.
    let rewritten = declarations.enumerated().map { index, text in
      (path: String(format: "D%04d.swift", declarations.count - index), text: text)
    }
    #expect(try Self.read(rewritten) == original)
  }

  @Test(arguments: samples)
  func methodsMovedToExtensionsInOtherFiles(sample: String) throws {
    let files = try Self.files(of: sample)
    let original = try Self.read(files)
    var rewritten: [(path: String, text: String)] = []
    var moved = 0
    for file in files {
      let tree = Parser.parse(source: file.text)
      let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }.map(\.trimmedDescription)
      var kept: [String] = []
      for statement in tree.statements {
        guard let (name, members) = Self.typeMembers(statement.item),
          case let (stays, methods) = Self.splitMethods(members), !methods.isEmpty
        else {
          kept.append(statement.description)
          continue
        }
        kept.append(Self.replacingMembers(of: statement.item, with: stays) ?? statement.description)
        moved += methods.count
        let body = methods.map { $0.replacingOccurrences(of: "private func", with: "func") }.joined(separator: "\n")
        rewritten.append(
          (
            path: "Moved/\(name)+\(rewritten.count).swift",
            text: (imports + ["", "extension \(name) {", body, "}", ""]).joined(separator: "\n")
          ))
      }
      rewritten.append((path: file.path, text: kept.joined()))
    }
    #expect(moved > 20)
    #expect(try Self.read(rewritten) == original)
  }

  @Test(arguments: samples)
  func typesRenamed(sample: String) throws {
    let files = try Self.files(of: sample)
    let original = try Self.read(files)
    let declared = Self.walking(files, with: TypeNames(viewMode: .sourceAccurate))
    #expect(declared.names.count > 20)
    // No name the reading could lean on is left: `AppCoordinator`, `SceneDelegate`, `HomeView` become `Tq<n>x`.
    var renames: [String: String] = [:]
    for (index, name) in declared.names.sorted().enumerated() { renames[name] = "Tq\(index)x" }
    let renamer = Renamer(renames)
    let rewritten = Self.rewritten(files, by: renamer)
    let read = try Self.read(rewritten) { text in
      renames.reduce(text) { text, rename in text.replacingOccurrences(of: rename.value, with: rename.key) }
    }
    #expect(read == original)
  }

  @Test(arguments: samples)
  func switchesWrittenAsIfCaseChains(sample: String) throws {
    let rewriter = SwitchesAsIfs()
    #expect(try Self.readTheSame(Self.files(of: sample), rewrittenBy: rewriter))
    #expect(rewriter.count >= 2)
  }

  /// `switch x { case .a: A  case .b(let v): B  default: C }` written as `if case .a = x { A } else if case .b(let v) =
  /// x { B } else { C }`, the last arm as the `else` (an exhaustive switch's last case too, where it binds nothing). A
  /// switch with several patterns in an arm, a `where`, a `break` or `fallthrough`, a string or other value matched, or
  /// a last case that binds, is left as it is.
  private final class SwitchesAsIfs: SyntaxRewriter {
    var count = 0
    override func visit(_ node: SwitchExprSyntax) -> ExprSyntax {
      let visited = super.visit(node)
      guard let node = visited.as(SwitchExprSyntax.self), let chain = Self.chain(of: node),
        let expression = Parser.parse(source: chain).statements.first?.item.as(ExprSyntax.self)
          ?? Parser.parse(source: chain).statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
      else { return visited }
      count += 1
      return expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private static func chain(of node: SwitchExprSyntax) -> String? {
      var arms: [(pattern: String?, body: String)] = []
      for element in node.cases {
        guard let arm = element.as(SwitchCaseSyntax.self), arm.attribute == nil else { return nil }
        let body = arm.statements.map(\.trimmedDescription).joined(separator: "\n")
        if arm.statements.contains(where: { $0.item.is(BreakStmtSyntax.self) || $0.item.is(FallThroughStmtSyntax.self) }
        ) {
          return nil
        }
        switch arm.label {
        case .default: arms.append((nil, body))
        case .case(let label):
          guard label.caseItems.count == 1, let item = label.caseItems.first, item.whereClause == nil else {
            return nil
          }
          let pattern = item.pattern.trimmedDescription
          guard pattern.hasPrefix(".") else { return nil }
          arms.append((pattern, body))
        }
      }
      guard arms.count > 1, let last = arms.last, !(last.pattern ?? "").contains("let ") else { return nil }
      let subject = node.subject.trimmedDescription
      var text = ""
      for (index, arm) in arms.enumerated() {
        guard index < arms.count - 1 else {
          text += " else {\n\(arm.body)\n}"
          break
        }
        guard let pattern = arm.pattern else { return nil }
        text += (index == 0 ? "if" : " else if") + " case \(pattern) = \(subject) {\n\(arm.body)\n}"
      }
      return text
    }
  }

  /// The names of the types an app declares, nested ones too.
  private final class TypeNames: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    private func add(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
      names.insert(name.text)
      return .visitChildren
    }
  }

  /// Renames every identifier it has a new name for.
  private final class Renamer: SyntaxRewriter {
    let renames: [String: String]
    init(_ renames: [String: String]) {
      self.renames = renames
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
      guard case .identifier(let name) = token.tokenKind, let new = renames[name] else { return token }
      return token.with(\.tokenKind, .identifier(new))
    }
  }

  /// A class's or struct's name and members.
  private static func typeMembers(_ item: CodeBlockItemSyntax.Item) -> (String, MemberBlockItemListSyntax)? {
    if let type = item.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
    if let type = item.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
    return nil
  }

  /// The members that stay in the type (an override cannot be declared in an extension) and the methods that move.
  private static func splitMethods(_ members: MemberBlockItemListSyntax) -> ([MemberBlockItemSyntax], [String]) {
    var stays: [MemberBlockItemSyntax] = []
    var methods: [String] = []
    for member in members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        !function.modifiers.contains(where: { $0.name.text == "override" })
      {
        methods.append(function.description)
      } else {
        stays.append(member)
      }
    }
    return (stays, methods)
  }

  private static func replacingMembers(of item: CodeBlockItemSyntax.Item, with members: [MemberBlockItemSyntax])
    -> String?
  {
    let list = MemberBlockItemListSyntax(members)
    if let type = item.as(ClassDeclSyntax.self) {
      return type.with(\.memberBlock, type.memberBlock.with(\.members, list)).description
    }
    if let type = item.as(StructDeclSyntax.self) {
      return type.with(\.memberBlock, type.memberBlock.with(\.members, list)).description
    }
    return nil
  }

  /// `visitor`, having walked every file.
  static func walking<Visitor: SyntaxVisitor>(_ files: [(path: String, text: String)], with visitor: Visitor) -> Visitor
  {
    for file in files { visitor.walk(Parser.parse(source: file.text)) }
    return visitor
  }

  /// Whether the files read the same once each is rewritten by `rewriter` (which counts what it rewrote).
  static func readTheSame(_ files: [(path: String, text: String)], rewrittenBy rewriter: SyntaxRewriter) throws -> Bool
  {
    try read(rewritten(files, by: rewriter)) == read(files)
  }

  /// The files, each rewritten by `rewriter`.
  static func rewritten(_ files: [(path: String, text: String)], by rewriter: SyntaxRewriter) -> [(
    path: String, text: String
  )] {
    files.map { file in (path: file.path, text: rewriter.rewrite(Parser.parse(source: file.text)).description) }
  }

  /// A sample's Swift files, by path inside the sample.
  static func files(of sample: String) throws -> [(path: String, text: String)] {
    let root = packageRoot.appendingPathComponent("Samples/\(sample)").path
    return try SwiftFileFinder().files(in: [root]).map { path in
      (path: String(path.dropFirst(root.count + 1)), text: try String(contentsOfFile: path, encoding: .utf8))
    }
  }

  /// What an app's files read as, places aside: each coordinator (by name) with its routes and their actions, each
  /// sorted, and the check's findings, by rule and subject; every name as `named` gives it back.
  static func read(_ files: [(path: String, text: String)], named: (String) -> String = { $0 }) throws
    -> [String]
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    let app = try SwiftAppLoader.load(files: SwiftFileFinder().files(in: [folder.path]), source: folder.path).get()
    var lines: [String] = []
    for coordinator in app.graph.coordinators {
      var head = "\(coordinator.name) \(coordinator.kind.rawValue) start \(coordinator.start.name)"
      head += " tabs \(coordinator.tabs.map(\.name).joined(separator: ","))"
      lines.append(named(head))
      for route in coordinator.routes {
        let actions = route.actions.map { named("\($0.summary) \($0.confidence)") }.sorted()
        lines.append(named("\(coordinator.name).\(route.name): ") + actions.joined(separator: "; "))
      }
    }
    let findings = NavigationCheck.run(app.graph).findings.map { named("\($0.rule) \($0.subject)") }
    return lines.sorted() + findings.sorted()
  }
}
