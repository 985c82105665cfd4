extension String {
  /// Whether the name starts with an ASCII capital (`Row`, `ShopCoordinator`): a type's name, by Swift's
  /// habit. Tested on bytes: it runs for many calls, and Unicode properties cost more.
  var startsWithASCIICapital: Bool { utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } == true }

  /// Whether the name starts with an ASCII small letter (`onFinish`): a property's or a method's name.
  var startsWithASCIISmallLetter: Bool { utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } == true }
}
