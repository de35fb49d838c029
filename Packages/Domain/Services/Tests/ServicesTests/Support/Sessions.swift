import Foundation
import Models

/// Sessions for tests: made-up tokens, whole-second expiry (as the session file keeps it).
enum Sessions {
    static let first = Session(
        accessToken: "access-1", refreshToken: "refresh-1", expiresAt: Date(timeIntervalSince1970: 1_800_000_000)
    )
    static let second = Session(
        accessToken: "access-2", refreshToken: "refresh-2", expiresAt: Date(timeIntervalSince1970: 1_800_000_900)
    )
}
