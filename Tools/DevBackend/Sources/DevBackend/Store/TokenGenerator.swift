/// Makes random, unguessable, opaque strings for tokens and session IDs.
enum TokenGenerator {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// 43 characters of a 64-letter alphabet: 258 bits from the system's secure generator.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<43).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}
