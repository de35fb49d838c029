/// What the program tells the editor about its own language: completions, and which characters are
/// a secret.
public protocol LineAssistant: Sendable {
    /// The completion for the word that ends `textBeforeCursor`.
    func completion(forTextBeforeCursor textBeforeCursor: String) -> Completion
    /// The ranges of `line`'s characters (as offsets) to show as `*`.
    func secretRanges(in line: String) -> [Range<Int>]
}

extension LineAssistant {
    /// No completion unless the assistant gives one.
    public func completion(forTextBeforeCursor textBeforeCursor: String) -> Completion { .none }

    /// No secret unless the assistant names one.
    public func secretRanges(in line: String) -> [Range<Int>] { [] }
}

/// An assistant that knows nothing: no completion, no secret.
public struct NoAssistance: LineAssistant {
    /// The assistant that knows nothing.
    public init() {}
}
