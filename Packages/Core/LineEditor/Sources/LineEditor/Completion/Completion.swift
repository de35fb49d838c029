/// What Tab may put in place of the word before the cursor.
public struct Completion: Equatable, Sendable {
    /// How many characters before the cursor belong to the word being completed.
    public var wordLength: Int
    /// The words that may stand there, in the order to list them.
    public var candidates: [String]

    /// A completion of the last `wordLength` characters before the cursor by one of `candidates`.
    public init(wordLength: Int, candidates: [String]) {
        self.wordLength = wordLength
        self.candidates = candidates
    }

    /// Nothing to complete.
    public static let none = Completion(wordLength: 0, candidates: [])
}
