import Models
import ProfileFeature
import ServicesTesting

let factory = ProfileFeatureFactory(service: FakeUserService(user: User(id: "u1", name: "Ada")))
print(factory)
