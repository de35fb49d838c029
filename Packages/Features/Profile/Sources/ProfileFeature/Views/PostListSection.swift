import Design

@MainActor
struct PostListSection {
    static let privateMessage = "This profile is private. Only its owner can see the posts."
    static let emptyMessage = "No posts yet."

    let controller: PostListController

    var section: Screen.Section {
        Screen.Section(title: "Posts", rows: rows)
    }

    private var rows: [Screen.Row] {
        if controller.isPrivate {
            return [.text(Self.privateMessage)]
        }
        var rows = controller.posts.map { post in
            Screen.Row.item(id: post.id.rawValue, title: post.title, detail: PublishedDate.text(post.createdAt))
        }
        if controller.loading.isRunning || (!controller.hasLoadedFirstPage && controller.loading.errorMessage == nil) {
            rows.append(.loading)
        } else if controller.reachedEnd {
            if controller.posts.isEmpty { rows.append(.text(Self.emptyMessage)) }
            rows.append(.endOfList)
        }
        return rows
    }
}
