import ArgumentParser

/// Options for reading an app's Swift sources.
struct SourceOptions: ParsableArguments {
  @Option(
    name: .customLong("exclude"),
    help: ArgumentHelp("Skip Swift files and folders whose path matches this glob (repeatable).", valueName: "glob"))
  var excludes: [String] = []

  @Option(
    help: ArgumentHelp(
      "The entry coordinator of Swift sources, when the app delegate does not show it.", valueName: "type"))
  var entry: String?
}
