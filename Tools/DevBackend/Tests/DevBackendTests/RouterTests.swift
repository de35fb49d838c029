import Testing

@testable import DevBackend

struct RouterTests {
    private let router = Router()

    @Test func matchesAPathTemplateAndExtractsItsParameter() {
        #expect(router.match(method: "GET", path: "/v1/users/u-bob/posts") == .found(.getUserPosts, parameters: ["id": "u-bob"]))
    }

    @Test func matchesALiteralPath() {
        #expect(router.match(method: "POST", path: "/v1/me/onboarding/complete") == .found(.completeOnboarding, parameters: [:]))
    }

    @Test func aKnownPathWithAnotherMethodIsNotAllowed() {
        #expect(router.match(method: "PUT", path: "/v1/session") == .methodNotAllowed(allowed: ["GET", "DELETE"]))
    }

    @Test(arguments: ["/v1/nothing", "/v1/session/", "/v1/users/", "/v1/users/u-bob/posts/extra", "/", ""])
    func anUnknownPathIsNotFound(path: String) {
        #expect(router.match(method: "GET", path: path) == .notFound)
    }

    @Test func routeNamesSplitIntoMethodAndPath() {
        #expect(DevBackend.Route.getPost.method == "GET")
        #expect(DevBackend.Route.getPost.path == "/v1/posts/{id}")
    }
}
