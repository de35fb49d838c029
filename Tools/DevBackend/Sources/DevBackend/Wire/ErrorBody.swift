/// `Error` in the API document: every 4xx and 5xx answer carries one.
struct ErrorBody: Codable, Equatable {
    let code: String
    let message: String
}
