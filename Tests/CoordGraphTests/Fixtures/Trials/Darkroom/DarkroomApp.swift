import SUICoordinator
import SwiftUI

@main
struct DarkroomApp: App {
  @State private var coordinator = DarkroomCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum DarkroomRoute: RouteType {
  case rolls
  case frame(Int)
  case crop(UIImage)
  case print(UIImage)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .rolls, .frame: .push
    case .crop: .sheet
    case .print: .fullScreenCover
    }
  }

  var body: some View {
    switch self {
    case .rolls: RollsView()
    case .frame(let number): FrameView(number: number)
    case .crop(let image): CropView(image: image)
    case .print(let image): PrintView(image: image)
    }
  }
}

@Coordinator(DarkroomRoute.self)
final class DarkroomCoordinator {
  func start() async {
    await startFlow(route: .rolls)
  }

  func open(frame number: Int) async { await navigate(toRoute: .frame(number)) }
  func crop(_ image: UIImage) async { await navigate(toRoute: .crop(image)) }
  func print(_ image: UIImage) async { await navigate(toRoute: .print(image)) }
  func close() async { await router.dismiss() }
}

struct RollsView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var importing = false
  private var darkroom: DarkroomCoordinator? { coordinator as? DarkroomCoordinator }

  var body: some View {
    List(1...36, id: \.self) { number in
      Button("Frame \(number)") { Task { await darkroom?.open(frame: number) } }
    }
    .toolbar { Button("Import") { importing = true } }
    .sheet(isPresented: $importing) {
      PhotoPicker { image in
        importing = false
        guard let image else { return }
        Task { await darkroom?.crop(image) }
      }
    }
  }
}

struct FrameView: View {
  let number: Int
  @State private var mailing = false

  var body: some View {
    VStack {
      Text("Frame \(number)")
      Button("Send to lab") { mailing = true }
    }
    .sheet(isPresented: $mailing) { LabMailView(subject: "Frame \(number)") }
  }
}

struct CropView: View {
  let image: UIImage
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Image(uiImage: image)
      Button("Print") {
        Task {
          let darkroom = coordinator as? DarkroomCoordinator
          await darkroom?.close()
          await darkroom?.print(image)
        }
      }
    }
  }
}

struct PrintView: View {
  let image: UIImage
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Image(uiImage: image)
    Button("Done") { dismiss() }
  }
}
