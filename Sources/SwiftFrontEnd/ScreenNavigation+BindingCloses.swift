import NavigationModel
import SourceIndex

/// SwiftUI screens closed by setting back the binding that presents them: `showsHelp = false` inside
/// `.fullScreenCover(isPresented: $showsHelp) { ... }` (in the content itself, or in a closure the content
/// passes on: `EditorView(onDone: { showsEditor = false })`), `sheet = nil` for `.sheet(item: $sheet)`, and
/// `isPresented = false` in a view given the binding (`FilterView(isPresented: $showsFilter)`, where
/// `@Binding var isPresented: Bool`).
extension ScreenNavigation {
  /// One such close: where it is written, and the code it runs in.
  struct BindingClose: Sendable {
    /// The assignment that sets the binding back.
    var assignment: AssignmentItem
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
    var closes = function.assignments.filter { assignment in
      inContent(assignment.closureHosts, assignment.location) && sets(assignment, backTo: binding)
    }.map { assignment in
      let arm = ContentArm(assignment.casePatterns, assignment.branches, in: call)
      return BindingClose(assignment: assignment, shownCode: nil, arm: arm.isEmpty ? nil : arm)
    }
    // A view built in the content and given the binding (`FilterView(isPresented: $showsFilter)`) that sets
    // its own `@Binding` property back.
    for inner in calls[(index + 1)...] where inContent(inner.closureHosts, inner.location) {
      guard inner.receiver.isEmpty, inner.member.first?.isUppercase == true,
        let shown = types.type(named: types.declaredName(inner.member, inside: type.name))
      else { continue }
      for argument in inner.arguments where argument.value == bindingValue {
        guard let label = argument.label,
          shown.property(named: label)?.attributes.contains(where: { $0.name == "Binding" }) == true
        else { continue }
        for own in shown.functions {
          for assignment in own.assignments where sets(assignment, backTo: [.name(label)]) {
            closes.append(BindingClose(assignment: assignment, shownCode: (shown.name, own), arm: nil))
          }
        }
      }
    }
    return closes
  }

  /// The binding given to a presentation (`isPresented: $showsHelp`, `item: $sheet`, `isPresented:
  /// $model.showsEditor`) and the place it binds (`showsHelp`, `model.showsEditor`).
  private static func presentationBinding(of call: CallItem) -> (value: ExpressionShape, place: [ChainStep])? {
    guard
      let value = call.arguments.first(where: { $0.label == "isPresented" || $0.label == "item" })?.value,
      case .reference(var chain) = value, let first = chain.first?.name, first.hasPrefix("$"), first.count > 1
    else { return nil }
    chain[0] = .name(String(first.dropFirst()))
    return (value, chain)
  }

  /// Whether an assignment sets `place` (or `self.place`) to a literal such as `false` or `nil` (a value
  /// that is no case, call or reference).
  private static func sets(_ assignment: AssignmentItem, backTo place: [ChainStep]) -> Bool {
    let target = assignment.target
    guard target == place || (target.first == .name("self") && target.dropFirst().elementsEqual(place)) else {
      return false
    }
    if case .other = assignment.value { return true }
    return false
  }
}
