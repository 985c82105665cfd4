import SourceIndex

/// An app opening a URL of its own: `openURL(URL(string: "port://ferry")!)` of SwiftUI's `@Environment(\.openURL)`,
/// `Link("Ferry", destination: URL(string: "port://ferry")!)`, `UIApplication.shared.open(URL(string: ...)!)`. The
/// system hands such a URL to the app's `.onOpenURL` closures: each call there that passes the closure's URL on
/// (`coordinator.handle(url)`) runs from where the app opens it, with the URL in its place, so that the arms the
/// URL's strings pick (`URLStrings`) fire from that screen. A URL of the web or of the system's apps (`https:`,
/// `mailto:`, `tel:`, ...) opens no code of the app; a URL not built from a literal is not followed.
struct InAppLinks: Sendable {
  /// A call in an `.onOpenURL` closure that passes the closure's URL on, with the context it is written in.
  struct Handler: Sendable {
    var receiver: [ChainStep]
    var member: String
    var arguments: [ArgumentItem]
    /// The positions of the arguments that pass the URL.
    var urlArguments: [Int]
    var context: CodeContext
  }

  let handlers: [Handler]
  /// The app declares a function named `openURL`: a call of that name is the app's, not SwiftUI's action.
  private let declaresOpenURL: Bool

  /// The schemes whose URLs open another app or the web, never the app's own code.
  static let foreignSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "telprompt", "sms", "facetime", "facetime-audio", "maps", "itms-apps",
    "itms-appss", "itms-services", "app-settings", "music", "shortcuts", "file", "data", "message", "x-web-search",
  ]

  /// The handlers found in each type's code (`handlers(in:)`, read on all the cores).
  init(handlers: [[Handler]], types: AppTypes) {
    self.handlers = Array(handlers.joined())
    declaresOpenURL = !self.handlers.isEmpty && types.declaresFunction(named: "openURL")
  }

  /// The calls in a type's `.onOpenURL` closures that pass the closure's URL on, and the methods it names to be
  /// given the URL (`.onOpenURL(perform: coordinator.open)`: the call `coordinator.open(url)`).
  static func handlers(in type: AppType) -> [Handler] {
    var handlers: [Handler] = []
    for function in type.functions {
      // `.onOpenURL(perform:)` modifies a view or a scene: it is looked for in the functions that build one (`var
      // body: some View`, `some Scene`); a closure given to `.onOpenURL`, in those that have closures. Most functions
      // are neither, and their calls are passed over.
      let hasClosures = !function.closures.isEmpty
      let buildsView = function.returnType.map { Self.viewTypes.contains($0.name) } ?? false
      guard hasClosures || buildsView else { continue }
      for call in function.calls {
        if buildsView, let named = namedHandler(of: call) {
          handlers.append(
            Handler(
              receiver: named.receiver, member: named.member, arguments: [urlArgument], urlArguments: [0],
              context: CodeContext(typeName: type.name, function: function).at(call.location)))
        }
        guard hasClosures, call.closureHosts.contains("onOpenURL") else { continue }
        let passed = call.arguments.indices.filter { namesClosureParameter(call.arguments[$0].value, in: function) }
        guard !passed.isEmpty else { continue }
        handlers.append(
          Handler(
            receiver: call.receiver, member: call.member, arguments: call.arguments, urlArguments: passed,
            context: CodeContext(typeName: type.name, function: function)))
      }
    }
    return handlers
  }

  /// The URL a call opens in the app, when it is one of the app's own built from a literal; nil otherwise.
  func opened(by call: CallItem) -> ExpressionShape? {
    let arguments = call.arguments
    let url: ExpressionShape?
    switch call.member {
    case "openURL" where !declaresOpenURL && (call.receiver.isEmpty || call.receiver == [.name("self")]):
      url = arguments.first.flatMap { $0.label == nil ? $0.value : nil }
    case "open"
    where call.receiver.count == 2 && call.receiver[1] == .name("shared")
      && (call.receiver[0] == .name("UIApplication") || call.receiver[0] == .name("NSWorkspace")):
      url = arguments.first.flatMap { $0.label == nil ? $0.value : nil }
    case "Link" where call.receiver.isEmpty:
      url = arguments.value(labelled: "destination")
    default:
      return nil
    }
    guard let url, let text = URLStrings.literal(url), let colon = text.firstIndex(of: ":"),
      !Self.foreignSchemes.contains(text[..<colon].lowercased())
    else { return nil }
    return url
  }

  /// The calls that opening `url` where `call` is runs: each handler's, made there, with the URL for the closure's.
  func calls(runBy call: CallItem, opening url: ExpressionShape) -> [(call: CallItem, context: CodeContext)] {
    handlers.map { handler in
      var arguments = handler.arguments
      for position in handler.urlArguments { arguments[position].value = url }
      return (call.running(handler.member, on: handler.receiver, with: arguments), handler.context)
    }
  }

  /// The method that `.onOpenURL(perform: coordinator.open)` names to be given the URL: its receiver (none for the
  /// type's own, `perform: handle` or `self.handle`) and its name. Nil for any other call.
  static func namedHandler(of call: CallItem) -> (receiver: [ChainStep], member: String)? {
    guard call.member == "onOpenURL", case .reference(let chain)? = call.arguments.value(labelled: "perform"),
      case .name(let method)? = chain.last
    else { return nil }
    let receiver = chain.dropLast()
    return (receiver == [.name("self")] ? [] : Array(receiver), method)
  }

  /// The call `.onOpenURL(perform: coordinator.open)` makes with the URL, `coordinator.open(url)`, made where it is
  /// written. Nil for any other call.
  static func namedHandlerCall(of call: CallItem) -> CallItem? {
    namedHandler(of: call).map { call.running($0.member, on: $0.receiver, with: [urlArgument]) }
  }

  /// The types a function that builds a view or a scene returns (`some View` is read as `View`).
  private static let viewTypes: Set<String> = ["View", "Scene", "AnyView", "SwiftUI.View", "SwiftUI.Scene"]

  /// The URL the system gives a method named to be given it, as an argument whose value the reading does not know.
  private static let urlArgument = ArgumentItem(label: nil, text: "url", value: .other)

  /// Whether a value is a closure's parameter by name (`url` in `{ url in ... }`, `$0`, also unwrapped: `guard let url`),
  /// and no parameter of the function.
  private static func namesClosureParameter(_ value: ExpressionShape, in function: FunctionItem) -> Bool {
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
      !function.parameters.contains(where: { $0.name == name })
    else { return false }
    return CallGraph.namesClosureParameter(name, in: function)
  }
}
