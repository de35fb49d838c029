/// A link as the shell prints it: user info, query values and fragment values shown as `***`.
enum RedactedURL {
    static func text(_ link: String) -> String {
        var rest = Substring(link)
        var result = ""
        if let scheme = rest.range(of: "://") {
            result += rest[..<scheme.upperBound]
            rest = rest[scheme.upperBound...]
            let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
            let authority = rest[..<authorityEnd]
            if let at = authority.lastIndex(of: "@") {
                result += "***" + authority[at...]
            } else {
                result += authority
            }
            rest = rest[authorityEnd...]
        }
        let fragmentStart = rest.firstIndex(of: "#") ?? rest.endIndex
        var beforeFragment = rest[..<fragmentStart]
        if let queryStart = beforeFragment.firstIndex(of: "?") {
            result += beforeFragment[...queryStart]
            result += masked(beforeFragment[beforeFragment.index(after: queryStart)...], bareValues: true)
            beforeFragment = beforeFragment[beforeFragment.endIndex...]
        }
        result += beforeFragment
        if fragmentStart < rest.endIndex {
            result += "#" + masked(rest[rest.index(after: fragmentStart)...], bareValues: false)
        }
        return result
    }

    private static func masked(_ pairs: Substring, bareValues: Bool) -> String {
        pairs.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            if let equals = pair.firstIndex(of: "=") { return pair[...equals] + "***" }
            return bareValues && !pair.isEmpty ? "***" : String(pair)
        }.joined(separator: "&")
    }
}

extension ShellEvent {
    var redacted: ShellEvent {
        guard case .app(.deepLink(let url, let outcome, let reason)) = self else { return self }
        return .app(.deepLink(url: RedactedURL.text(url), outcome: outcome, reason: reason))
    }
}
