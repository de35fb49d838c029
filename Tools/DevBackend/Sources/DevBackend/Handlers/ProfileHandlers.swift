/// `GET`/`PATCH /v1/me/profile` and `GET /v1/users/{id}`.
enum ProfileHandlers {
    static func getMine(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        .json(data.profile(of: try data.caller(caller), seenBy: caller.userID))
    }

    static func updateMine(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let update = try context.body(ProfileUpdate.self)
        var user = try data.caller(caller)
        if let name = update.name {
            try Validation.name(name)
            user.name = name
        }
        if let bio = update.bio {
            try Validation.bio(bio)
            user.bio = bio
        }
        data.users[user.id] = user
        return .json(data.profile(of: user, seenBy: caller.userID))
    }

    static func getUser(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        guard let user = data.users[context.parameter("id")] else {
            throw .notFound("There is no user with this ID.")
        }
        return .json(data.profile(of: user, seenBy: caller.userID))
    }
}

extension BackendData {
    /// The caller's own record; a session whose user is gone is no session.
    func caller(_ caller: RequestContext.Caller) throws(APIError) -> UserRecord {
        guard let user = users[caller.userID] else {
            throw .unauthorized("The session is no longer valid; sign in again.")
        }
        return user
    }

    /// A user's profile as `viewerID` may see it: a private profile hides its bio from others.
    func profile(of user: UserRecord, seenBy viewerID: String) -> Profile {
        let hidden = user.isPrivate && user.id != viewerID
        return Profile(
            userId: user.id, name: user.name, bio: hidden ? "" : user.bio,
            postCount: posts(by: user.id).count, isPrivate: user.isPrivate
        )
    }
}
