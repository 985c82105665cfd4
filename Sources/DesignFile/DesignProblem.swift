import NavigationModel

/// A problem that stops a design file from being read as a design: always placed at a line and column.
public struct DesignProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What was expected and what was found.
  public var message: String

  /// Creates a problem.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `path:line:column: error: message`, the compiler's form that editors parse.
  public var description: String { "\(location): error: \(message)" }
}

/// A design file that could not be loaded, with every problem found in it.
public struct DesignLoadError: Error, Sendable, CustomStringConvertible {
  /// The problems, in file order.
  public var problems: [DesignProblem]

  /// Creates the error; problems are sorted by location.
  public init(problems: [DesignProblem]) {
    self.problems = problems.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }

  /// One line per problem.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
