final class Flow {
  func wire(model: Model) {
    model.onDone = { self.finish() }
    self.handler = {
      Task { self.finish() }
    }
    let kept = { self.finish() }
    run { self.finish() }
  }
}
