import NavigationModel
import SourceIndex

/// An app read from Swift sources: its navigation graph and what the reading had to guess.
public struct SwiftApp: Sendable {
  /// The graph, as a design file would give it.
  public var graph: NavigationGraph
  /// The dialect that read it.
  public var dialect: String
  /// Actions whose trigger could not be followed to a screen: each fires from every route of its
  /// coordinator, marked `inferred`. One entry per action, with the routes it was placed on.
  public var inferredTriggers: [InferredTrigger]
  /// Files that could not be read (the rest were).
  public var problems: [IndexProblem]
  /// What the reading had to assume or could not find, in source order.
  public var notes: [ReadingNote] = []
}

/// An action placed on every route of its coordinator because nothing showed where it fires from.
public struct InferredTrigger: Sendable, Hashable {
  /// The action.
  public var action: Action
  /// The coordinator that runs it.
  public var coordinator: String
}

/// Why an app's sources gave no graph.
public struct SwiftAppError: Error, Sendable {
  /// Where (the folder or file given).
  public var location: SourceLocation
  /// What went wrong and what to do.
  public var message: String
  /// Files that could not be read.
  public var problems: [IndexProblem]
  /// What the reading had assumed or missed before it stopped, in source order.
  public var notes: [ReadingNote] = []
}
