# Sourced by Tools/test-all, not run: building one package and running its tests. Uses test-all's
# `scratch`, `tools_scratch`, `flags`, `tools_flags`, `logs`, `limit`, `repeats`, `sanitizer` and
# `build_only`.

# Where a package's files go: `logs`/<its folder, `/` and `.` as `_`>, then a suffix: `.json`
# (SwiftPM's description), `.build.log`, `.built` (the build's exit status), `.log` and `.xml` (a
# run of its tests), `.report`, `.counts` (tests passed, tests failed, 1 if the package failed) and
# `.summary` (Swift Testing's last line).
key_of() {
    echo "$logs/$(echo "$1" | tr '/.' '__')"
}

# The scratch path a package builds in: ArchTools has its own unless under a sanitizer.
scratch_of() {
    [ "$1" = Tools/ArchTools ] && [ -z "$sanitizer" ] && echo "$tools_scratch" || echo "$scratch"
}

# SwiftPM's description of the package (its name, traits and targets), as SwiftPM reads the manifest.
describe() {
    local key part
    key=$(key_of "$1")
    [ -s "$key.json" ] && return
    part=$(mktemp "$key.json.XXXXXX")
    swift package --package-path "$1" dump-package >"$part" 2>"$key.json.err" && mv "$part" "$key.json"
}

# Resolves the package's dependencies, if it has no Package.resolved yet, in a scratch folder of
# its own that is thrown away, and leaves `.resolved` when done. In the shared folder, a package
# resolved there for the first time takes out every checkout its own graph does not use, and what
# is built from a checkout made again compiles again (Logging and SnapshotTesting compiled three
# times in a fresh clone); a package whose Package.resolved exists takes nothing out. Under a lock
# on the manifest: another test-all at the same time (`--sanitize thread` in a second terminal)
# may be resolving the same package, and must not read the Package.resolved this one writes.
resolve_ahead() {
    local key
    key=$(key_of "$1")
    flock "$1/Package.swift" sh -c '[ -f "$1/Package.resolved" ] ||
        swift package --package-path "$1" --scratch-path "$2" resolve' sh "$1" "$logs/resolving" \
        >"$key.resolve.log" 2>&1
    touch "$key.resolved"
}

# One field of the package's description: `name`, `traits` (space-separated, "-" for none) or
# `tests` (its test targets).
described() {
    python3 - "$(key_of "$1").json" "$2" <<'PY'
import json, sys
package = json.load(open(sys.argv[1]))
field = sys.argv[2]
if field == "name":
    print(package["name"])
elif field == "traits":
    print(" ".join(trait["name"] for trait in package.get("traits", [])) or "-")
else:
    print(" ".join(target["name"] for target in package["targets"] if target["type"] == "test"))
PY
}

# Builds the package and its tests; leaves the build's exit status in `.built`.
build_package() {
    local package=$1 key status
    key=$(key_of "$package")
    date +%s%N >"$key.started"
    describe "$package"
    until [ -e "$key.resolved" ]; do sleep 0.2; done
    local flags_here=("${flags[@]}")
    [ "$(scratch_of "$package")" = "$tools_scratch" ] && flags_here=("${tools_flags[@]}")
    timeout --kill-after=10s "$limit" swift build --build-tests --package-path "$package" \
        --scratch-path "$(scratch_of "$package")" "${flags_here[@]}" >"$key.build.log" 2>&1
    status=$?
    date +%s%N >"$key.build-ended"
    echo "$status" >"$key.built"
}

# Runs the package's test binary once (as `swift test` does: Swift Testing, in the package's
# folder, without colour) into `log` and `xml`. Sets `status`, `total`, `passed` and `failures`,
# and reports a stall or a failure into `report`.
run_once() {
    local package=$1 name=$2 log=$3 xml=$4 report=$5 binary=$6
    # In the background, and waited for: bash runs test-all's Ctrl-C trap at once in a `wait`, but
    # only after a command in the foreground ends, here a whole suite.
    (cd "$package" && NO_COLOR=1 timeout --kill-after=10s "$limit" "$binary" \
        --testing-library swift-testing --xunit-output "$xml") >"$log" 2>&1 &
    wait $!
    status=$?
    total=$(grep -oE 'Test run with [0-9]+ test' "$log" | grep -oE '[0-9]+' | tail -1)
    total=${total:-0}
    failures=$(grep -E '^✘ Test .* failed after' "$log" | grep -vc '^✘ Test run')
    passed=$((total - failures))
    local stalled
    stalled=$([ "$status" -eq 124 ] || [ "$status" -eq 137 ] && echo yes)
    if [ "$status" -ne 0 ] && [ "$failures" -eq 0 ]; then
        failures=$([ -n "$stalled" ] && echo "stalled" || echo "crashed")
    fi
    if [ -n "$stalled" ]; then
        echo "---- $name stopped at its time limit ($limit); tests started and never finished:" >>"$report"
        comm -23 <(sed -nE 's/^◇ Test ([^ (]+)\(.* started\.$/\1/p' "$log" | sort -u) \
            <(sed -nE 's/^(✔|✘) Test ([^ (]+)\(.*$/\2/p' "$log" | sort -u) >>"$report"
    elif [ "$status" -ne 0 ]; then
        echo "---- $name failed:" >>"$report"
        # The failed tests with their issues and each issue's details (an expectation's comment:
        # `↳ ` and its indented lines, at most 30); else a sanitizer's first report whole, both
        # accesses and where the memory came from (at most 300 lines); else the log's end (a crash).
        awk '/^✘ /{print; details=1; n=0; next} details && /^(↳ |  )/ && n < 30 {print; n++; next} {details=0}' \
            "$log" | head -150 >>"$report"
        if ! grep -q '^✘ ' "$log"; then
            if grep -qE '(WARNING|ERROR): [A-Za-z]+Sanitizer' "$log"; then
                sed -nE '/(WARNING|ERROR): [A-Za-z]+Sanitizer/,/^SUMMARY: /p' "$log" | head -300 >>"$report"
            else
                tail -40 "$log" >>"$report"
            fi
        fi
    fi
}

# Adds the last run to the sums of the `test_package` that called it (bash functions see their
# caller's locals). A package that did not build, crashed or stalled counts as one failed test.
tally() {
    [ "$status" -ne 0 ] && package_failed=1
    sum_passed=$((sum_passed + passed))
    sum_failed=$((sum_failed + $([[ "$failures" =~ ^[0-9]+$ ]] && echo "$failures" || echo 1)))
    failing+=$'\n'$(sed -nE 's/^✘ Test ([^ (]+)\(.* failed after.*$/\1/p' "$log" | grep -v '^run$')
}

# Names each test target of the package that ran no test (none, or all skipped) in `xml`.
targets_without_tests() {
    python3 - "$1" "$2" <<'PY'
import sys, xml.etree.ElementTree as tree
ran = {}
try:
    for case in tree.parse(sys.argv[1]).iter("testcase"):
        if case.find("skipped") is None:
            module = case.get("classname", "").split(".")[0]
            ran[module] = ran.get(module, 0) + 1
except (OSError, tree.ParseError):
    pass
print(" ".join(target for target in sys.argv[2].split() if not ran.get(target)))
PY
}

# Runs the package's suite `repeats` times once it is built (none with `build_only`), and prints
# its row, and any failure, warning of our own code, or test target without a test on stderr.
test_package() {
    local package=$1 name key log report runs=1 failing warnings names build_tenths test_tenths empty
    local sum_passed=0 sum_failed=0 package_failed=0 status=0 total=0 passed=0 failures=0 traits started
    name=$([ "$package" = . ] && echo "(root)" || basename "$package")
    key=$(key_of "$package")
    log="$key.log"
    report="$key.report"
    : >"$report"
    : >"$log"
    traits=$(described "$package" traits 2>/dev/null || echo "?")
    [ -n "$sanitizer" ] && traits="- (off)"
    started=$(date +%s%N)
    if [ "$(cat "$key.built" 2>/dev/null)" != 0 ]; then
        status=1 total=0 passed=0 failures=build
        {
            echo "---- $name did not build:"
            grep -E '^/[^ ]+: error: |^error: ' "$key.build.log" | head -20
            grep -qE '^/[^ ]+: error: |^error: ' "$key.build.log" || tail -40 "$key.build.log"
        } >>"$report"
        cp "$key.build.log" "$log"
        tally
    elif [ -z "$build_only" ]; then
        local binary
        binary="$(scratch_of "$package")/debug/$(described "$package" name)PackageTests.xctest"
        run_once "$package" "$name" "$log" "$key.xml" "$report" "$binary"
        tally
        empty=$(targets_without_tests "$key.xml" "$(described "$package" tests)")
        if [ "$status" -eq 0 ] && { [ "$total" -eq 0 ] || [ -n "$empty" ]; }; then
            package_failed=1
            sum_failed=$((sum_failed + 1))
            failures=empty
            echo "---- $name: a suite that runs no test fails: ${empty:-the package} ran none" >>"$report"
        fi
        while [ "$runs" -lt "$repeats" ]; do
            run_once "$package" "$name" "$log" "$key.xml" "$report" "$binary"
            tally
            runs=$((runs + 1))
        done
    fi
    # Our own code must compile without warnings (dependencies' warnings are theirs).
    warnings=$(grep -E '^/[^ ]+:[0-9]+:[0-9]+: warning:' "$key.build.log" | grep -v '/\.build' | grep "^$root/" | sort -u)
    build_tenths=$((($(cat "$key.build-ended") - $(cat "$key.started")) / 100000000))
    test_tenths=$((($(date +%s%N) - started) / 100000000))
    if [ -n "$build_only" ]; then
        printf '%-28s %7s %5d.%d  %s\n' "$name" "$([ "$status" -eq 0 ] && echo yes || echo no)" \
            $((build_tenths / 10)) $((build_tenths % 10)) "$traits"
    elif [ "$repeats" -eq 1 ]; then
        printf '%-28s %7s %7s %7s %5d.%d+%d.%d  %s\n' "$name" "$total" "$passed" "$failures" \
            $((build_tenths / 10)) $((build_tenths % 10)) $((test_tenths / 10)) $((test_tenths % 10)) "$traits"
    else
        names=$(echo "$failing" | grep -v '^$' | sort | uniq -c | awk '{printf "%s%s (%d)", sep, $2, $1; sep=", "}')
        printf '%-28s %7s %7s %5d.%d+%d.%d  %s\n' "$name" "$total" "$runs" $((build_tenths / 10)) \
            $((build_tenths % 10)) $((test_tenths / 10)) $((test_tenths % 10)) "${names:-none}"
    fi
    if [ -n "$warnings" ]; then
        package_failed=1
        { echo "---- $name compiled with warnings:"; echo "$warnings"; } >>"$report"
    fi
    # One write, so a report does not interleave with the other lane's lines.
    [ -s "$report" ] && cat "$report" >&2
    echo "$sum_passed $sum_failed $package_failed" >"$key.counts"
    printf '%-12s %s\n' "$name" "$(grep -E 'Test run with [0-9]+ test' "$log" | tail -1)" >"$key.summary"
}
