import Foundation
import SourceIndex

/// The strings of a URL the app builds from a literal (`URL(string: "shop://cart/42")!`), as a method that tests
/// its URL parameter's strings may test them (`switch url.host { case "cart": ... }`, `case "/cart/42":`,
/// `url.lastPathComponent == "42"`): its host, its path, and each of the path's components, in that order. Read with
/// Foundation's `URLComponents`.
enum URLStrings {
  /// Whether a type, by its written name, holds such a URL (compared, not hashed: asked of every parameter).
  static func isURLType(_ name: String) -> Bool { name == "URL" || name == "URLComponents" }

  /// The strings of `value` when it builds a URL from a string literal (`URL(string:)`, `URLComponents(string:)`);
  /// empty for any other value, and for a string that is no URL.
  static func of(_ value: ExpressionShape) -> [String] {
    guard case .call(let chain, let arguments) = value, chain.count == 1, case .name(let type) = chain[0],
      isURLType(type), arguments.count == 1, arguments[0].label == "string",
      case .string(let text) = arguments[0].value, let components = URLComponents(string: text)
    else { return [] }
    var strings: [String] = []
    func add(_ string: String?) {
      guard let string, !string.isEmpty, string != "/", !strings.contains(string) else { return }
      strings.append(string)
    }
    add(components.host)
    add(components.path)
    for component in components.path.split(separator: "/") { add(String(component)) }
    return strings
  }
}
