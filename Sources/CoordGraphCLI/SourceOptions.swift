import ArgumentParser

/// Which Swift files of the folders given are read.
struct SwiftFileOptions: ParsableArguments {
  @Option(
    name: .customLong("exclude"),
    help: ArgumentHelp("Skip Swift files and folders whose path matches this glob (repeatable).", valueName: "glob"))
  var excludes: [String] = []
}

/// Options for reading an app's Swift sources.
struct SourceOptions: ParsableArguments {
  @OptionGroup var files: SwiftFileOptions

  @Option(
    help: ArgumentHelp(
      "The entry coordinator of Swift sources, when the app delegate does not show it.", valueName: "type"))
  var entry: String?

  /// The globs of the files and folders to skip.
  var excludes: [String] { files.excludes }
}
