# Sourced by the ArchTools wrappers (arch-check, diagrams, module-report, new-feature), not run.
# `run_arch_tool TOOL ARG...` builds the ArchTools executable TOOL and runs it on this repo in place
# of the wrapper, in the scratch folder Tools/test-all builds ArchTools in (or
# $ARCH_TOOLS_SCRATCH_PATH), with the flags of every build there.
source "$root/Tools/shared-build-flags.sh"

run_arch_tool() {
    local tool=$1
    shift
    exec swift run --package-path "$root/Tools/ArchTools" --scratch-path "${ARCH_TOOLS_SCRATCH_PATH:-$root/.build-tools}" \
        "${shared_build_flags[@]}" -q "$tool" --root "$root" "$@"
}
