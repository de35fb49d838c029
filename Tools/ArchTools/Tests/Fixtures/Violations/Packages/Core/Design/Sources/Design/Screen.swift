import Models

/// A rendered screen.
public struct Screen {
    public let title: String
}
