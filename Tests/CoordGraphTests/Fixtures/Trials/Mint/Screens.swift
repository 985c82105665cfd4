import SwiftUI

@Observable
final class HomeModel {
  var balance = 12_500
  @ObservationIgnored private weak var coordinator: TransferCoordinator?

  init(coordinator: TransferCoordinator) { self.coordinator = coordinator }

  func sendMoney() {
    Task {
      guard let recipient = await coordinator?.pickRecipient() else { return }
      await coordinator?.showAmount(for: recipient)
    }
  }
}

struct HomeView: View {
  let model: HomeModel

  var body: some View {
    VStack {
      Text("\(model.balance)")
      Button("Send money") { model.sendMoney() }
    }
  }
}

/// The picker knows nothing of navigation: it hands the choice back.
final class RecipientPickerModel {
  let recipients = ["Ada", "Grace", "Linus"]
  private let onChoice: (String?) -> Void

  init(onChoice: @escaping (String?) -> Void) { self.onChoice = onChoice }

  func choose(_ name: String) { onChoice(name) }
  func cancel() { onChoice(nil) }
}

struct RecipientPickerView: View {
  let model: RecipientPickerModel

  var body: some View {
    NavigationStack {
      List(model.recipients, id: \.self) { name in
        Button(name) { model.choose(name) }
      }
      .toolbar { Button("Cancel") { model.cancel() } }
    }
    .interactiveDismissDisabled()
  }
}

@Observable
final class AmountModel {
  let recipient: String
  var cents = 0
  @ObservationIgnored private weak var coordinator: TransferCoordinator?

  init(recipient: String, coordinator: TransferCoordinator) {
    self.recipient = recipient
    self.coordinator = coordinator
  }

  func next() {
    let transfer = Transfer(recipient: recipient, cents: cents)
    Task { await coordinator?.showReview(of: transfer) }
  }
}

struct AmountView: View {
  @Bindable var model: AmountModel

  var body: some View {
    Form {
      TextField("Amount", value: $model.cents, format: .number)
      Button("Next") { model.next() }.disabled(model.cents == 0)
    }
  }
}

@Observable
final class ReviewModel {
  let transfer: Transfer
  var failed = false
  @ObservationIgnored private weak var coordinator: TransferCoordinator?

  init(transfer: Transfer, coordinator: TransferCoordinator) {
    self.transfer = transfer
    self.coordinator = coordinator
  }

  func send() {
    Task {
      guard let coordinator else { return }
      if await coordinator.confirmWithPasscode() {
        await coordinator.showReceipt(for: transfer)
      } else {
        failed = true
      }
    }
  }
}

struct ReviewView: View {
  let model: ReviewModel

  var body: some View {
    VStack {
      Text("To \(model.transfer.recipient)")
      Button("Send") { model.send() }
      if model.failed { Text("Wrong passcode") }
    }
  }
}

final class PasscodeModel {
  private let onResult: (Bool) -> Void
  var digits = ""

  init(onResult: @escaping (Bool) -> Void) { self.onResult = onResult }

  func submit() { onResult(digits == "1234") }
}

struct PasscodeView: View {
  let model: PasscodeModel

  var body: some View {
    VStack {
      SecureField("Passcode", text: .constant(""))
      Button("OK") { model.submit() }
    }
    .interactiveDismissDisabled()
  }
}

final class ReceiptModel {
  let transfer: Transfer
  private weak var coordinator: TransferCoordinator?

  init(transfer: Transfer, coordinator: TransferCoordinator) {
    self.transfer = transfer
    self.coordinator = coordinator
  }

  func done() { Task { await coordinator?.finishTransfer() } }
}

struct ReceiptView: View {
  let model: ReceiptModel

  var body: some View {
    VStack {
      Text("Sent \(model.transfer.cents) to \(model.transfer.recipient)")
      Button("Done") { model.done() }
    }
  }
}
