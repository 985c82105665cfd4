import UIKit

// A stand-in for a checkout of the library's own sources (a package's Sources/<Module>/ folder), written for this
// test: its classes declare the library's methods.
open class BaseCoordinator: NSObject {
  open func start(animated: Bool = true) {}
  public func finishFlow(animated: Bool = true, completion: (() -> Void)? = nil) { completion?() }
  public func restartApp() { finishFlow() }
}

open class NavigationCoordinator<Route>: BaseCoordinator {
  public let root = UINavigationController()
  public init(parent: BaseCoordinator? = nil, presentationStyle: UIModalPresentationStyle = .fullScreen) {}
}
