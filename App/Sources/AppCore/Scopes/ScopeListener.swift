/// Where scopes report what happens in them: the root, which acts only for the current scope.
@MainActor
protocol ScopeListener: AnyObject {
    /// Something happened in scope `id` that the root may act on.
    func scope(_ id: ScopeID, reports event: ScopeEvent) async

    /// A window's navigation in scope `id` was written, or what a write started has loaded: the
    /// screens may be new, to report now unless a command is still at work.
    func scopeNavigated(_ id: ScopeID)
}
