import NavigationModel
import Yams

/// Parses design text (YAML, or JSON, which is read as YAML's flow style) into one node tree.
enum DesignNodeParser {
  /// The document's root node, or the problem that stops it, placed at its line and column.
  static func parse(_ text: String, path: String) -> Result<Node, DesignProblem> {
    let start = SourceLocation(file: path, line: 1, column: 1)
    // Yams builds the node tree recursively: a document nested thousands deep would overflow the stack.
    if let place = NestingDepth.firstPlace(deeperThan: NestingDepth.limit, in: text) {
      return .failure(
        DesignProblem(
          location: SourceLocation(file: path, line: place.line, column: place.column),
          message:
            "the document nests deeper than \(NestingDepth.limit) levels here (a design nests about 8): not read"))
    }
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      return .failure(problem(for: error, text: text, path: path))
    } catch {
      return .failure(DesignProblem(location: start, message: "could not read the file as YAML: \(error)"))
    }
    guard let node else {
      return .failure(
        DesignProblem(
          location: start,
          message: "expected a design (a mapping with version, entry and coordinators), found an empty file"))
    }
    return .success(node)
  }

  private static func problem(for error: YamlError, text: String, path: String) -> DesignProblem {
    func place(_ mark: Mark) -> SourceLocation { SourceLocation(file: path, line: mark.line, column: mark.column) }
    func explain(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> DesignProblem {
      var message = "invalid YAML: \(problem)"
      if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
      if isAtEnd(mark, of: text) { message += "; the file ends early: is it truncated?" }
      return DesignProblem(location: place(mark), message: message)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return explain(context, problem, mark)
    case .reader(let problem, let offset, _, _):
      let location = offset.map { position(ofUTF8Offset: $0, in: text, path: path) }
      return DesignProblem(
        location: location ?? SourceLocation(file: path, line: 1, column: 1), message: "unreadable text: \(problem)")
    default:
      return DesignProblem(location: SourceLocation(file: path, line: 1, column: 1), message: "invalid YAML: \(error)")
    }
  }

  /// Whether `mark` is at or past the last non-blank character of `text`.
  private static func isAtEnd(_ mark: Mark, of text: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let lastLine = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return true }
    if mark.line - 1 > lastLine { return true }
    if mark.line - 1 < lastLine { return false }
    return mark.column > lines[lastLine].unicodeScalars.count
  }

  private static func position(ofUTF8Offset offset: Int, in text: String, path: String) -> SourceLocation {
    let prefix = text.utf8.prefix(offset)
    let lines = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let lastLine = lines.last.map { String(decoding: Array($0), as: UTF8.self) } ?? ""
    let column = lastLine.unicodeScalars.count + 1
    return SourceLocation(file: path, line: lines.count, column: column)
  }
}
