@_exported import UIKCoordinator
@_exported import UIKit
