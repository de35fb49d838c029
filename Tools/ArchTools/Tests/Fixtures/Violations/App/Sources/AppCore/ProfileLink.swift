import ProfileFeature

/// Names the profile feature outside the composition root, three ways.
let ownProfile: ProfileRoute? = nil
let host = "profile"
let help = "open \("Profile") or a \("post")"
