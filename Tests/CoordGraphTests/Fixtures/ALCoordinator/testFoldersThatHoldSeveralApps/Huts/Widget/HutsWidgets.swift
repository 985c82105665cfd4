import SwiftUI
import WidgetKit

@main
struct HutsWidgets: WidgetBundle {
  var body: some Widget { NearestHutWidget() }
}
