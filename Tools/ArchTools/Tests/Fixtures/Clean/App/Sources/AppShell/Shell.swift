import AppCore
import DevBackend

/// Runs the app as text.
public struct Shell {
    public init() {}
}
