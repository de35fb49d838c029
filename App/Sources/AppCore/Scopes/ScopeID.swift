/// Which scope is which: each scope the app makes has its own, so work that outlives its scope,
/// and what a scope reports, can be told apart from the current scope's.
struct ScopeID: Hashable, Sendable {
    enum Kind: Sendable {
        case launching, signedOut, onboarding, signedIn, failed
    }

    let kind: Kind
    private let serial: Int

    /// The scope of `kind` made `serial`-th by its factory.
    init(_ kind: Kind, serial: Int) {
        self.kind = kind
        self.serial = serial
    }
}
