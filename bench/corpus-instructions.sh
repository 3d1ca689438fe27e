#!/bin/bash
# Instruction counts (callgrind, millions, all threads summed) of `ctxlens lint` on each corpus
# repository, per build, and of `node -e 0` once: a measure of the work a change adds or removes
# that the host's speed does not move (CPU time here drifts by ±40 %). NODE_EXTRA_CA_CERTS is
# unset (node 20 loads that file as it starts), ASLR is off, `--random-seed=1`; each build gets a
# cache directory per repository, warmed by one plain run first. Needs valgrind and setarch.
#
#   bash bench/corpus-instructions.sh [--corpus DIR] label=BIN [label=BIN …]
#   e.g. bash bench/corpus-instructions.sh old=/tmp/old/bundle/ctxlens.cjs new=bundle/ctxlens.cjs
# Prints `node N`, then one line per repository: its name and one count per build.
C=../shared/corpus/real
if [ "$1" = "--corpus" ]; then C=$2; shift 2; fi
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
ir() { # DIR PREFIX CMD… → millions of instructions, all threads
  local d=$1 p=$2; shift 2
  (cd "$d" && env -u NODE_EXTRA_CA_CERTS setarch "$(uname -m)" -R valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$p.%p" "$@" >/dev/null 2>&1)
  local s=0 v f; for f in "$p".*; do v=$(grep '^summary:' "$f" | awk '{print $2}'); s=$((s + ${v:-0})); done; rm -f "$p".*; echo $((s / 1000000))
}
echo "node $(ir "$T" "$T/n" node --random-seed=1 -e 0)"
for r in $(ls "$C"); do [ -d "$C/$r" ] || continue
  row="$r"
  for lb in "$@"; do l=${lb%%=*}; b=$(realpath "${lb#*=}")
    export CTXLENS_CACHE_DIR="$T/cache-$l-$r"
    (cd "$C/$r" && env -u NODE_EXTRA_CA_CERTS node "$b" lint >/dev/null 2>&1)
    row="$row $(ir "$C/$r" "$T/$l-$r" node --random-seed=1 "$b" lint)"
  done
  echo "$row"
done
