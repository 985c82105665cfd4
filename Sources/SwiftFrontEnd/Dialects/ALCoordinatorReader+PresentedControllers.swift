import NavigationModel
import SourceIndex

extension ALCoordinatorReader {
  /// UIKit's `dismiss(animated:completion:)` asked by a coordinator of a view controller of the app's that it holds (a
  /// local, a capture, a property): `terms.onAccept = { [weak terms] in terms?.dismiss(animated: true) }` after
  /// `router.present(terms)`. The controller takes away the layer it shows, as the coordinator's `router.dismiss()`
  /// would; the site is the coordinator's, and fires where the code runs (the stored closure, where the controller
  /// calls it). Nil for any other call, and for a controller type that declares a `dismiss` of its own.
  func presentedControllerDismissSite(_ call: CallItem, in context: CodeContext) -> ActionSite? {
    guard call.member == "dismiss", !call.receiver.isEmpty, call.receiver != [.name("self")],
      coordinatorNames.contains(context.typeName),
      let written = resolver.type(of: call.receiver, in: context), let controller = types.type(named: written),
      !coordinatorNames.contains(written), !types.declaresFunction("dismiss", in: written),
      ScreenNavigation.isViewController(controller, types: types)
    else { return nil }
    return ActionSite(
      action: Action(.dismiss, location: call.location), coordinator: context.typeName, context: context,
      takenBy: call)
  }
}
