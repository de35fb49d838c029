import Design
import Models

@MainActor
struct ProfileView {
    let controller: ProfileController

    var screen: Screen {
        Screen(
            name: controller.route.screenName,
            title: controller.profile?.displayName ?? "Profile",
            sections: [aboutSection, PostListSection(controller: controller.postList).section]
                .filter { !$0.rows.isEmpty },
            actions: actions,
            banner: (controller.errorMessage ?? controller.postList.loading.errorMessage).map(Screen.Banner.error)
        )
    }

    private var aboutSection: Screen.Section {
        guard let profile = controller.profile else {
            return Screen.Section(title: "About", rows: controller.errorMessage == nil ? [.loading] : [])
        }
        return Screen.Section(
            title: "About",
            rows: [
                .value(label: "Name", value: profile.displayName),
                .value(label: "Bio", value: profile.bio.isEmpty ? "—" : profile.bio),
                .value(label: "Posts", value: String(profile.postCount)),
                .value(label: "Visibility", value: profile.isPrivate ? "Private" : "Public"),
            ]
        )
    }

    private var actions: [Screen.Action] {
        var actions: [Screen.Action] = []
        if controller.postList.canLoadMore { actions.append(Screen.Action(.postsMore, title: "Load more posts")) }
        if controller.canOpenPost { actions.append(Screen.Action(.postOpen, title: "Open a post")) }
        if controller.canEdit {
            actions += [
                Screen.Action(.profileEditName, title: "Change your display name"),
                Screen.Action(.profileEditBio, title: "Change your bio"),
            ]
        }
        return actions
    }
}
