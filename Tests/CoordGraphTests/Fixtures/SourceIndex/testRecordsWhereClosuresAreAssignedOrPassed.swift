final class Flow {
  func wire(model: Model) {
    model.onDone = { self.finish() }
    self.handler = {
      Task { self.finish() }
    }
    let kept = { self.finish() }
    run { self.finish() }
    model.$page.dropFirst().sink { _ in self.finish() }
    model.whenDone(then: { self.finish() })
  }
}
