import DevBackend
import ProfileFeature

final class AppStateController {
    private(set) var launched = false
}
