import Services

/// Alice's posts on page `number` of her seeded 45, newest first, 20 a page.
func alicePostIDs(page number: Int) -> [String] {
    let newest = 45 - (number - 1) * 20
    let oldest = max(1, newest - 19)
    return (oldest...newest).reversed().map { "p\($0)" }
}

/// The failures a profile screen can meet while loading, each shown as its user-facing message.
let loadFailures: [ServiceError] = [
    .offline, .timeout, .server(status: 500), .server(status: 429), .maintenance, .sessionExpired,
    .notFound, .unexpected("decoding: keyNotFound(\"userId\")"),
]
