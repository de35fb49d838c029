/// Our modules and the dependencies the manifests declare between them, as drawn in the docs.
///
/// Drawn: the libraries of the app's layers and the app's executables, plus any `Tools/` fixture
/// they use (shown apart, dashed). Left out: test targets, `…Testing` doubles, `…Demo` and other
/// helper executables in packages, the other tools, and `app-state-table` (this tool's input):
/// they would crowd the picture without telling anything about the layering.
struct ModuleGraph: Equatable, Sendable {
    struct Node: Equatable, Sendable {
        let name: String
        let layer: Layer
    }

    struct Edge: Equatable, Sendable {
        let from: String
        let to: String
        /// The dependency is on a `Tools/` fixture.
        let isFixture: Bool
    }

    /// Sorted by layer, then name.
    let nodes: [Node]
    /// Every dependency declared, sorted by source, then target: what the module table lists.
    let edges: [Edge]
    /// The edges the pictures draw: each one that no longer path between its ends already implies
    /// (the transitive reduction), so a module that uses nearly every other one (the app) is not
    /// drawn with an arrow to each of them, round the layers.
    let drawnEdges: [Edge]

    /// The graph of `workspace`'s manifests.
    init(workspace: Workspace) {
        let drawn = workspace.modules.filter { module in
            let isApp = module.kind == .executable && module.isInRootPackage
            return (module.kind == .library || isApp) && module.layer.isAppStack
                && module.name != AppStateTableLoader.executable
        }
        let drawnNames = Set(drawn.map(\.name))
        var fixtures: [Module] = []
        var edges: [Edge] = []
        for module in drawn {
            for dependency in workspace.declaredModules(of: module) {
                if drawnNames.contains(dependency.name) {
                    edges.append(Edge(from: module.name, to: dependency.name, isFixture: false))
                } else if dependency.layer == .tools, dependency.kind == .library {
                    fixtures.append(dependency)
                    edges.append(Edge(from: module.name, to: dependency.name, isFixture: true))
                }
            }
        }
        var seen: Set<String> = []
        nodes = (drawn + fixtures).filter { seen.insert($0.name).inserted }
            .map { Node(name: $0.name, layer: $0.layer) }
            .sorted { ($0.layer, $0.name) < ($1.layer, $1.name) }
        self.edges = edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        drawnEdges = Self.reduced(self.edges)
    }

    /// The edges of `edges` that no path of two or more edges joins the ends of.
    static func reduced(_ edges: [Edge]) -> [Edge] {
        let successors = Dictionary(grouping: edges, by: \.from).mapValues { $0.map(\.to) }
        func reachable(from start: [String]) -> Set<String> {
            var seen = Set(start)
            var queue = start
            while let next = queue.popLast() {
                for successor in successors[next] ?? [] where seen.insert(successor).inserted {
                    queue.append(successor)
                }
            }
            return seen
        }
        return edges.filter { edge in
            !reachable(from: (successors[edge.from] ?? []).filter { $0 != edge.to }).contains(edge.to)
        }
    }

    /// The groups the diagrams draw, top (App) to bottom (Core), then the fixtures; empty ones left out.
    var groups: [(title: String, nodes: [Node])] {
        let order: [(String, Set<Layer>)] = [
            ("App", [.app]), ("Features", [.features]), ("Domain", [.featureKit, .services, .models]), ("Core", [.core]),
            ("Tools (dev fixtures)", [.tools]),
        ]
        return order.map { title, layers in (title, nodes.filter { layers.contains($0.layer) }) }
            .filter { !$0.nodes.isEmpty }
    }
}
