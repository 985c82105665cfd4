import NavigationModel

/// In this module a location is always coordgraph's (SwiftSyntax has one too).
typealias SourceLocation = NavigationModel.SourceLocation
