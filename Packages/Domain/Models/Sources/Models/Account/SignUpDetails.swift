/// What a new account is created from; encodes as the sign-up request body `{email, password, name}`.
public struct SignUpDetails: Codable, Equatable, Sendable {
    /// The email address to sign up with.
    public let email: String
    /// The chosen password, as typed.
    public let password: String
    /// The display name.
    public let name: String

    /// Creates sign-up details.
    public init(email: String, password: String, name: String) {
        self.email = email
        self.password = password
        self.name = name
    }

    /// The details ready to send, checked in field order (email, password, name).
    public func validated() throws(ValidationError) -> SignUpDetails {
        let email = try Validation.email(email)
        try Validation.password(password)
        let name = try Validation.displayName(name)
        return SignUpDetails(email: email, password: password, name: name)
    }
}

extension SignUpDetails: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The details with the password redacted.
    public var description: String { redactedDescription(of: self) }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["email": email, "password": Redacted(), "name": name], displayStyle: .struct)
    }
}
