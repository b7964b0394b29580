# Sourced by scripts/test.sh: a long phase is not run again when every file
# it reads is as when it last passed on this machine, with the same tools.
# A phase's key hashes the working tree's files under its paths (tracked or
# new; git's ignored files aside: targets, node_modules, test results) and
# the tools' versions (the wasm-bindgen CLI's is Cargo.lock's); a pass writes it to target/test-passes/<phase>.
# TEST_PASSES_FRESH=1 (npm test -- --fresh, and CI) runs every phase.

passes_dir=target/test-passes
cached_phases=()

tool_versions() {
  rustc -V 2>/dev/null
  cargo nextest --version 2>/dev/null | head -1
  node -v 2>/dev/null
}

# inputs_key NAME PATHSPEC...: the key of the files under PATHSPEC (git's
# pathspecs, `:(exclude)dir` too). Outside a git checkout it never repeats.
inputs_key() {
  local name=$1 index tree
  shift
  index=$(mktemp -u "${TMPDIR:-/tmp}/test-passes-index.XXXXXX")
  # A scratch index: git hashes the files as they are now, staged or not.
  if ! tree=$(GIT_INDEX_FILE=$index git add -A -- "$@" >/dev/null 2>&1 && GIT_INDEX_FILE=$index git write-tree 2>/dev/null); then
    tree="not-a-checkout-$(date +%s%N)"
  fi
  rm -f "$index"
  printf '%s %s %s\n' "$name" "$tree" "$(tool_versions | tr '\n' ' ')" | sha256sum | cut -c1-16
}

record_pass() {
  mkdir -p "$passes_dir"
  echo "$2" > "$passes_dir/$1"
}

# unless_passed PHASE KEY COMMAND...: runs COMMAND unless PHASE last passed
# with KEY; a pass records KEY (a failure, under set -e, records nothing).
unless_passed() {
  local phase=$1 key=$2
  shift 2
  if [ "${TEST_PASSES_FRESH:-0}" != 1 ] && [ "$(cat "$passes_dir/$phase" 2>/dev/null)" = "$key" ]; then
    echo "not run again: every file it reads is as when it passed here (key $key); 'npm test -- --fresh' runs it"
    cached_phases+=("$phase")
    return 0
  fi
  rm -f "$passes_dir/$phase"
  "$@"
  record_pass "$phase" "$key"
}
