import ProfileFeature

/// The composition root: the one file that may name a feature.
let features = ["profile"]
