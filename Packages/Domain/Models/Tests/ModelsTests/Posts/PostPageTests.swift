import Testing

@testable import Models

@Test func postPageWithACursorHasMore() throws {
    let json = #"{"posts":[],"nextCursor":"p25"}"#
    let page = try WireJSON.decode(PostPage.self, from: json)
    #expect(page == PostPage(posts: [], nextCursor: "p25"))
    #expect(page.hasMore)
}

@Test func postPageWithANullCursorIsTheLast() throws {
    let page = try WireJSON.decode(PostPage.self, from: #"{"posts":[],"nextCursor":null}"#)
    #expect(page.nextCursor == nil)
    #expect(!page.hasMore)
}

@Test func lastPostPageEncodesItsCursorAsNull() throws {
    #expect(try WireJSON.encode(PostPage(posts: [], nextCursor: nil)) == #"{"nextCursor":null,"posts":[]}"#)
}

@Test func postPageRoundTripsThroughJSON() throws {
    let page = PostPage(posts: [samplePost], nextCursor: "p4")
    let json = try WireJSON.encode(page)
    #expect(
        json
            == #"{"nextCursor":"p4","posts":[{"authorId":"u-alice","body":"First!","createdAt":"2026-01-02T03:04:05Z","id":"p5","title":"Hello"}]}"#
    )
    #expect(try WireJSON.decode(PostPage.self, from: json) == page)
}

@Test func postPagesHoldTwentyPostsByDefault() {
    #expect(PostPage.defaultLimit == 20)
}
