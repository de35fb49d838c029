/// The word a mistyped one most likely meant: the nearest by edits, if it is near enough.
public enum Suggestion {
    /// The word of `words` fewest edits from `typed` (one to three, a third of its length); nil if none.
    public static func nearest(to typed: String, among words: [String]) -> String? {
        let limit = min(3, max(1, typed.count / 3))
        let typed = Array(typed.lowercased())
        return words
            .map { (word: $0, distance: distance(typed, Array($0.lowercased()))) }
            .filter { $0.distance <= limit }
            .min { $0.distance < $1.distance }?.word
    }

    /// "; did you mean WORD?" for the nearest of `words` to `typed`, or "" when none is near enough.
    public static func didYouMean(_ typed: String, among words: [String]) -> String {
        nearest(to: typed, among: words).map { "; did you mean \($0)?" } ?? ""
    }

    /// The edits (insert, delete, replace, swap two neighbours) from `a` to `b`.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty, a.count < 64, b.count < 64 else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
