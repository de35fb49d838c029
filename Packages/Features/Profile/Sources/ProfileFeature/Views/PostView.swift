import Design

@MainActor
struct PostView {
    let controller: PostController

    var screen: Screen {
        Screen(
            name: ProfileRoute.post(id: controller.postID).screenName,
            title: controller.post?.title ?? "Post",
            sections: sections,
            banner: controller.loading.errorMessage.map(Screen.Banner.error)
        )
    }

    private var sections: [Screen.Section] {
        guard let post = controller.post else {
            return controller.loading.errorMessage == nil ? [Screen.Section(rows: [.loading])] : []
        }
        return [
            Screen.Section(rows: [.text(post.body)]),
            Screen.Section(rows: [.value(label: "Published", value: PublishedDate.text(post.createdAt))]),
        ]
    }
}
