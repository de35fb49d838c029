/// Named weak references, to prove that objects were released: `alive` names those still held.
struct WeakReferences {
    private final class Box {
        weak var object: AnyObject?

        init(_ object: AnyObject?) {
            self.object = object
        }
    }

    private var boxes: [(name: String, box: Box)] = []

    /// The names watched while they did not exist, so a test can't pass by watching nothing.
    private(set) var missing: [String] = []

    /// How many objects were watched.
    var count: Int { boxes.count }

    /// Watches `object` under `name`.
    mutating func watch(_ name: String, _ object: AnyObject?) {
        boxes.append((name, Box(object)))
        if object == nil { missing.append(name) }
    }

    /// The names of the watched objects that still exist.
    var alive: [String] {
        boxes.filter { $0.box.object != nil }.map(\.name)
    }
}
