/// The formats a diagram can be written in.
public enum RenderFormat: String, Sendable, CaseIterable {
  case svg, png, pdf, dot
}

/// A diagram that could not be rendered.
public struct RenderError: Error, Sendable, CustomStringConvertible {
  /// What went wrong and, where known, how to fix it.
  public var description: String

  init(_ description: String) { self.description = description }
}
