/// How many links the router accepted and refused.
struct LinkTally: Sendable {
    let accepted = Counter()
    let refused = Counter()
}
