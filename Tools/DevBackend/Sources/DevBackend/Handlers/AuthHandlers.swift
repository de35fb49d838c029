/// `POST /v1/auth/login`, `/signup` and `/refresh`: the routes that need no bearer token.
enum AuthHandlers {
    /// The most accounts the backend holds, the seed's included. The data file is written whole
    /// on every change, so without a bound a script of sign-ups cost time growing with its square.
    static let accountCapacity = 1_000

    static func login(_ context: RequestContext, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let login = try context.body(LoginRequest.self)
        guard let user = data.user(withEmail: login.email), user.password == login.password else {
            throw .invalidCredentials()
        }
        let session = data.startSession(for: user.id, now: context.now, lifetime: context.accessTokenLifetime)
        return .json(AuthResult(user: user.user, session: session))
    }

    static func signup(_ context: RequestContext, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let signup = try context.body(SignupRequest.self)
        try Validation.email(signup.email)
        try Validation.password(signup.password)
        try Validation.name(signup.name)
        guard data.user(withEmail: signup.email) == nil else {
            throw .conflict(code: "email_taken", "An account with this email already exists.")
        }
        guard data.users.count < accountCapacity else {
            throw .invalid(
                code: "account_limit",
                "This backend holds \(accountCapacity) accounts, as many as it may; sign in to one of them.")
        }
        let user = UserRecord(
            id: "u-" + TokenGenerator.make().prefix(12).lowercased(), email: signup.email, password: signup.password,
            name: signup.name, bio: "", onboardingStep: .welcome, onboardingCompleted: false, settings: UserSettings()
        )
        data.users[user.id] = user
        let session = data.startSession(for: user.id, now: context.now, lifetime: context.accessTokenLifetime)
        return .json(AuthResult(user: user.user, session: session), status: 201)
    }

    static func refresh(_ context: RequestContext, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let refresh = try context.body(RefreshRequest.self)
        guard let session = data.rotate(refreshToken: refresh.refreshToken, now: context.now, lifetime: context.accessTokenLifetime) else {
            throw APIError(status: 401, code: "invalid_refresh_token", message: "The session has ended; sign in again.")
        }
        return .json(session)
    }
}
