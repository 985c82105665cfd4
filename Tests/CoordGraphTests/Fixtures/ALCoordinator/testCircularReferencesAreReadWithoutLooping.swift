// Does not compile: properties, locals, classes and protocols that refer to each other in circles.
import SUICoordinator
enum R: RouteType { case a; var presentationStyle: TransitionPresentationStyle { .push } }
final class C: Coordinator<R> {
  var x = y
  var y = x
  func go() { x.navigate(toRoute: .a) }
  func loop() { let p = q; let q = p; p.pop() }
}
class Base: Base2 {}
class Base2: Base {}
final class D: Base { func f() { self.pop() } }
protocol P: Q {}
protocol Q: P {}
