/// `GET`/`PUT /v1/me/onboarding` and `POST /v1/me/onboarding/complete`.
enum OnboardingHandlers {
    static func get(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        .json(try data.caller(caller).onboarding)
    }

    static func put(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let update = try context.body(OnboardingUpdate.self)
        guard let step = OnboardingStep(rawValue: update.step) else {
            let steps = OnboardingStep.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalid(code: "invalid_value", "The step must be one of \(steps).")
        }
        var user = try data.caller(caller)
        user.onboardingStep = step
        data.users[user.id] = user
        return .json(user.onboarding)
    }

    static func complete(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        var user = try data.caller(caller)
        user.onboardingStep = .complete
        user.onboardingCompleted = true
        data.users[user.id] = user
        return .json(user.onboarding)
    }
}
