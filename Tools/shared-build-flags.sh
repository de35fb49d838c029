# Sourced by the repo's scripts, not run. Sets `shared_build_flags`, the compiler flags of every
# build in the scratch folders the scripts share (.build-test-all, .build-tools, .build-<sanitizer>),
# and exports them as SHARED_BUILD_FLAGS for the tools that build in such a folder themselves
# (diagrams' state table, the bench). Every build in one folder must pass the same flags: with
# other flags SwiftPM compiles everything in it again. A bare `swift build` or `swift test` uses
# its own `.build` and none of this.
#
# On 2 cores or fewer each module compiles whole (`-wmo`), not in one batch per core: each batch
# type-checks again what it uses of the module's other files, and compiling is most of what a
# fresh Tools/test-all does. On 2 cores, in fresh clones of the same trees (2026-11-27), test-all
# took 494 to 499 processor-seconds and 272 to 275 s, against 534 to 579 and 292 to 314 s in
# batches (Tools/Benchmarks/MissNotes.md has the runs). With more cores the batches of one module
# compile side by side, which a whole-module compile cannot; that was not measured here, so such
# machines keep SwiftPM's default. `-num-threads` writes one object file per source file (on that
# many threads), which the index store, and so test discovery on Linux, needs; `-disable-batch-mode`
# only spares the driver's note that `-wmo` ignores batch mode.
if [ "$(getconf _NPROCESSORS_ONLN)" -le 2 ]; then
    export SHARED_BUILD_FLAGS="-Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 -Xswiftc -disable-batch-mode"
else
    export SHARED_BUILD_FLAGS=""
fi
read -ra shared_build_flags <<<"$SHARED_BUILD_FLAGS"
