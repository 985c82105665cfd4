import SwiftUI
import WidgetKit

struct ContentView: View {
  var body: some View { Text("Widget") }
}
