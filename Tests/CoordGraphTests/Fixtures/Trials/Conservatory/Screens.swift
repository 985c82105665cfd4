import SUICoordinator
import SwiftUI

struct HousesView: View {
  let plants = [1, 2, 3]

  var body: some View {
    List(plants, id: \.self) { id in
      PlantRow(id: id)
    }
  }
}

struct PlantRow: View {
  let id: Int
  @Environment(GlasshouseRouter.self) private var router

  var body: some View {
    Button("Plant \(id)") { router.open(plant: id) }
  }
}

struct PlantView: View {
  let id: Int
  @Environment(GlasshouseRouter.self) private var router

  var body: some View {
    VStack {
      Text("Plant \(id)")
      Button("Water") { router.water(id) }
    }
  }
}

struct WateringView: View {
  let plant: Int
  @Environment(GlasshouseRouter.self) private var router

  var body: some View {
    Button("Watered") { router.done() }
  }
}

struct ClimateView: View {
  var body: some View {
    Text("22°C, 70% humidity")
  }
}
