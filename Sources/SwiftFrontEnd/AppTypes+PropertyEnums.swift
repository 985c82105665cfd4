import SourceIndex

extension AppTypes {
  /// The app's enum that the stored property `name` of `type` (its own or an extension's) is declared as, if it is one
  /// (`let route: ClubRoute`, `var step: TourStep?`).
  func enumType(ofProperty name: String, in type: AppType) -> AppType? {
    guard let written = type.property(named: name)?.type?.name,
      let declared = self.type(named: written, inside: type.name), declared.declaration.kind == "enum"
    else { return nil }
    return declared
  }
}
