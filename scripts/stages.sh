#!/usr/bin/env bash
# `make test`'s stages, one after another, each timed: at the end (or at the first failure)
# the time of every stage run is printed, so a slow stage shows at once.
set -uo pipefail
make=${MAKE:-make}
declare -a names=() secs=()
report() {
  local total=0
  echo
  echo "make test, stage by stage:"
  for i in "${!names[@]}"; do
    printf '  %-14s %4dm%02ds\n' "${names[$i]}" $((secs[$i] / 60)) $((secs[$i] % 60))
    total=$((total + secs[$i]))
  done
  printf '  %-14s %4dm%02ds\n' "total" $((total / 60)) $((total % 60))
}
for stage in "$@"; do
  start=$(date +%s)
  "$make" --no-print-directory "$stage"
  status=$?
  names+=("$stage")
  secs+=($(($(date +%s) - start)))
  if [ "$status" -ne 0 ]; then
    report
    echo "stage $stage failed (exit $status)"
    exit "$status"
  fi
done
report
