/// An email and password to sign in with; encodes as the sign-in request body `{email, password}`.
public struct Credentials: Codable, Equatable, Sendable {
    /// The email address to sign in as.
    public let email: String
    /// The password, as typed.
    public let password: String

    /// Creates credentials.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// The credentials ready to send, or the first rule they break.
    public func validated() throws(ValidationError) -> Credentials {
        let email = try Validation.email(email)
        guard !password.isEmpty else { throw .passwordMissing }
        return Credentials(email: email, password: password)
    }
}

extension Credentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The credentials with the password redacted.
    public var description: String { redactedDescription(of: self) }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["email": email, "password": Redacted()], displayStyle: .struct)
    }
}
