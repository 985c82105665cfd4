import NavigationModel
import SourceIndex

/// SwiftUI screens closed by setting back the binding that presents them: `showsHelp = false` (or
/// `showsHelp.toggle()`, which can only turn it off while the screen shows) inside
/// `.fullScreenCover(isPresented: $showsHelp) { ... }` (in the content itself, or in a closure the content
/// passes on: `EditorView(onDone: { showsEditor = false })`), `sheet = nil` for `.sheet(item: $sheet)`, and
/// `isPresented = false` in a view given the binding (`FilterView(isPresented: $showsFilter)`, where
/// `@Binding var isPresented: Bool`).
extension ScreenNavigation {
  /// One such close: where it is written, and the code it runs in.
  struct BindingClose: Sendable {
    /// Where the binding is set back.
    var place: SettingBack
    /// The shown view's type and function it is written in; nil when it is written in the presenting
    /// view's content closure (it then fires from what the content shows there).
    var shownCode: (typeName: String, function: FunctionItem)?
    /// For one written in the content closure, the arm it is in (it closes what that arm shows), if any.
    var arm: ScreenNavigation.ContentArm?
  }

  /// The closes of the presentation made by `calls[index]` (a modifier given `isPresented:` or `item:`), in
  /// `function` of `type`.
  static func bindingCloses(
    of index: Int, in calls: [CallItem], function: FunctionItem, of type: AppType, types: AppTypes
  ) -> [BindingClose] {
    let call = calls[index]
    guard let (bindingValue, binding) = presentationBinding(of: call) else { return [] }
    let inContent = contentClosure(of: index, in: calls)
    var closes: [BindingClose] = []
    for place in settingsBack(of: binding, in: function) where inContent(place.closureHosts, place.location) {
      let arm = ContentArm(place.casePatterns, place.branches, in: call)
      closes.append(BindingClose(place: place, shownCode: nil, arm: arm.isEmpty ? nil : arm))
    }
    // A view built in the content and given the binding (`FilterView(isPresented: $showsFilter)`) that sets
    // its own `@Binding` property back.
    for inner in calls[(index + 1)...] where inContent(inner.closureHosts, inner.location) {
      guard let written = inner.writtenTypeName,
        let shown = types.type(named: types.declaredName(written, inside: type.name))
      else { continue }
      for argument in inner.arguments where argument.value == bindingValue {
        guard let label = argument.label,
          shown.property(named: label)?.attributes.contains(where: { $0.name == "Binding" }) == true
        else { continue }
        for own in shown.functions {
          for place in settingsBack(of: [.name(label)], in: own) {
            closes.append(BindingClose(place: place, shownCode: (shown.name, own), arm: nil))
          }
        }
      }
    }
    return closes
  }

  /// The binding given to a presentation (`isPresented: $showsHelp`, `item: $sheet`, `isPresented:
  /// $model.showsEditor`) and the place it binds (`showsHelp`, `model.showsEditor`).
  static func presentationBinding(of call: CallItem) -> (value: ExpressionShape, place: [ChainStep])? {
    guard
      let value = call.arguments.first(where: { $0.label == "isPresented" || $0.label == "item" })?.value,
      case .reference(var chain) = value, let first = chain.first?.name, first.hasPrefix("$"), first.count > 1
    else { return nil }
    chain[0] = .name(String(first.dropFirst()))
    return (value, chain)
  }

  /// The places in a function that set `place` (or `self.place`) back: an assignment of `false` or of a
  /// literal such as `nil` (a value that is no case, call, reference or `true`), or `place.toggle()`; in
  /// source order.
  private static func settingsBack(of place: [ChainStep], in function: FunctionItem) -> [SettingBack] {
    let names = { (chain: [ChainStep]) in
      chain == place || (chain.first == .name("self") && chain.dropFirst().elementsEqual(place))
    }
    var found: [SettingBack] = []
    for assignment in function.assignments where names(assignment.target) {
      switch assignment.value {
      case .other, .boolean(false), .nilLiteral: break
      default: continue
      }
      found.append(
        SettingBack(
          location: assignment.location, closureHosts: assignment.closureHosts,
          casePatterns: assignment.casePatterns, branches: assignment.branches))
    }
    for call in function.calls where call.member == "toggle" && call.arguments.isEmpty && names(call.receiver) {
      found.append(
        SettingBack(
          location: call.location, closureHosts: call.closureHosts, casePatterns: call.casePatterns,
          branches: call.branches))
    }
    return found.sorted { ($0.location.line, $0.location.column ?? 0) < ($1.location.line, $1.location.column ?? 0) }
  }
}

/// A place that sets a presentation's binding back: an assignment or a `toggle()`, with what the index
/// keeps of its surroundings.
struct SettingBack: Sendable {
  var location: SourceLocation
  /// The closures around it (`AssignmentItem.closureHosts`, `CallItem.closureHosts`).
  var closureHosts: [String]
  /// The enum cases whose `case` arms hold it.
  var casePatterns: [ExpressionShape]
  /// The `if` branches around it (`CallItem.branches`).
  var branches: [Int]
}
