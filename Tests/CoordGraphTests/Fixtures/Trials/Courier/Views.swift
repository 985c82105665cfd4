import SwiftUI

struct ParcelListView: View {
  @ObservedObject var store: Store

  var body: some View {
    List(store.parcels, id: \.self) { id in
      Button(id) { store.send(.openParcel(id)) }
    }
    .refreshable { store.send(.refresh) }
    .toolbar { Button("Help") { store.send(.showHelp) } }
  }
}

struct ParcelView: View {
  let id: String
  @ObservedObject var store: Store

  var body: some View {
    Button("Deliver") { store.send(.signature(id)) }
  }
}

struct SignatureView: View {
  let id: String
  @ObservedObject var store: Store

  var body: some View {
    Button("Signed") { store.send(.closeSheet) }
  }
}

struct HelpView: View {
  @ObservedObject var store: Store

  var body: some View {
    Button("Close") { store.send(.closeSheet) }
  }
}
