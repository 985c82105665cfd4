// A stand-in for the newer package's shared core module, written for this test.
public enum TransitionPresentationStyle { case push, sheet, fullScreenCover }
