import SUICoordinator

/// Something that can build a flow for choosing a yarn, given what to do with the choice.
public protocol YarnPicking {
  @MainActor func makePicker(onPick: @escaping (String) -> Void) -> AnyCoordinatorType
}
