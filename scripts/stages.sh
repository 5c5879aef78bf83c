#!/usr/bin/env bash
# `make test`'s stages, one after another, each timed: at the end (or at the first failure)
# the time of every stage run is printed, so a slow stage shows at once, with the processor time
# its processes used (user + system, of every process the stage waited for; a server a stage
# starts as a daemon is not counted): cpu/wall near 2 on two cores is a stage the machine is
# busy with, near 0 one that waits.
set -uo pipefail
make=${MAKE:-make}
declare -a names=() secs=() cpus=()
# The processor time, in hundredths of a second, of every child process waited for so far.
children_cpu() {
  local ticks
  ticks=$(awk '{print $16 + $17}' /proc/$$/stat)
  echo $((ticks * 100 / $(getconf CLK_TCK)))
}
report() {
  local total=0 cpu=0
  echo
  echo "make test, stage by stage:"
  for i in "${!names[@]}"; do
    printf '  %-14s %4dm%02ds   cpu %4dm%02ds\n' "${names[$i]}" $((secs[$i] / 60)) $((secs[$i] % 60)) \
      $((cpus[$i] / 6000)) $((cpus[$i] / 100 % 60))
    total=$((total + secs[$i]))
    cpu=$((cpu + cpus[$i]))
  done
  printf '  %-14s %4dm%02ds   cpu %4dm%02ds\n' "total" $((total / 60)) $((total % 60)) $((cpu / 6000)) $((cpu / 100 % 60))
}
for stage in "$@"; do
  start=$(date +%s)
  cpu_start=$(children_cpu)
  echo "== stage $stage, $(date -u +%H:%M:%S)"
  "$make" --no-print-directory "$stage"
  status=$?
  names+=("$stage")
  secs+=($(($(date +%s) - start)))
  cpus+=($(($(children_cpu) - cpu_start)))
  if [ "$status" -ne 0 ]; then
    report
    echo "stage $stage failed (exit $status)"
    exit "$status"
  fi
done
report
