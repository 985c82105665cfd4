import Foundation

/// The app's one client of the bank's API; it tells the app when the session has expired.
final class APIClient {
  static let shared = APIClient()

  func fetch(_ path: String) async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: URL(string: "https://bank.example/\(path)")!)
    if (response as? HTTPURLResponse)?.statusCode == 401 {
      NotificationCenter.default.post(name: .sessionExpired, object: nil)
    }
    return data
  }
}
