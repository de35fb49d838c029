/// `GET /v1/session` and `DELETE /v1/session`: check the bearer token, and log out.
enum SessionHandlers {
    static func get(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        .json(try data.caller(caller).user)
    }

    static func delete(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        data.endSession(caller.sessionID)
        return .noContent()
    }
}
