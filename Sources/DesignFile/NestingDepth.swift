import CYaml
import NavigationModel

/// How deep a YAML (or JSON) document nests, read from libyaml's events (Yams' own copy of libyaml, whose parser keeps
/// its states on a heap stack) without building any node: Yams composes nodes recursively, and so are they decoded and
/// freed, so a document nested a few thousand deep (`[[[[...]]]]`) overflowed the stack.
enum NestingDepth {
  /// The deepest nesting read: a design nests about 8 deep (coordinators, a coordinator, its routes, a route, its
  /// actions, an action); 100 levels of Yams' recursion take about 350 KB of stack, within a secondary thread's.
  static let limit = 100

  /// The place where the document first nests deeper than `limit`, or nil when it never does (or does not parse: the
  /// full parse says why).
  static func firstPlace(deeperThan limit: Int, in text: String) -> (line: Int, column: Int)? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return nil }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer -> (line: Int, column: Int)? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var depth = 0
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        switch event.type {
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          depth += 1
          if depth > limit {
            return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
          }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          depth -= 1
        case YAML_STREAM_END_EVENT:
          return nil
        default:
          break
        }
      }
      return nil
    }
  }
}
