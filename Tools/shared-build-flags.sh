# Sourced by the repo's scripts, not run. Sets the flags of the builds in the scratch folders the
# scripts share, and exports the app's as SHARED_BUILD_FLAGS for the tools that build in
# .build-test-all themselves (diagrams' state table, the bench). Every build in one folder must
# pass the same flags and traits: with others SwiftPM compiles everything in it again, which CI's
# Tools/compile-once-check catches. A bare `swift build` or `swift test` uses its own `.build` and
# none of this.
#
# - `shared_build_flags`: the compiler flags of every shared folder (.build-test-all, .build-tools,
#   .build-<sanitizer>). On 2 cores or fewer each module compiles whole (`-wmo`), not in one batch
#   per core: each batch type-checks again what it uses of the module's other files, and compiling
#   is most of what a fresh Tools/test-all does. On 2 cores, in fresh clones of the same trees
#   (2026-11-27), test-all took 494 to 499 processor-seconds and 272 to 275 s, against 534 to 579
#   and 292 to 314 s in batches. With more cores the batches of one module compile side by side,
#   which a whole-module compile cannot; that was not measured here, so such machines keep
#   SwiftPM's default. `-num-threads` writes one object file per source file (on that many
#   threads), which the index store, and so test discovery on Linux, needs; `-disable-batch-mode`
#   only spares the driver's note that `-wmo` ignores batch mode. `-no-emit-module-separately-wmo`
#   writes the module's interface in the job that compiles it, not in a second job that
#   type-checks every declaration again so that dependents can start sooner: on 2 cores the
#   processor is the limit, not the order. ArchTools from clean (swift-syntax): 121
#   processor-seconds, not 140 (2026-11-29); in a fresh test-all those second jobs took 189 s.
# - `app_build_flags`: those of .build-test-all, where the tests, the tools and the docs build the
#   app in debug: the shared flags, every trait of the package built (the root's `TLS`), and each
#   module's symbol graph written as it compiles, into `app_symbol_graphs`, for Tools/docs.
root=${root:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
if [ "$(getconf _NPROCESSORS_ONLN)" -le 2 ]; then
    shared_build_flags=(-Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 -Xswiftc -disable-batch-mode
        -Xswiftc -no-emit-module-separately-wmo)
else
    shared_build_flags=()
fi
app_scratch="$root/.build-test-all"
app_symbol_graphs="$app_scratch/symbol-graphs"
app_build_flags=("${shared_build_flags[@]}" --enable-all-traits
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$app_symbol_graphs")
export SHARED_BUILD_FLAGS="${app_build_flags[*]}"
