#!/usr/bin/env bash
# `make test`'s stages: a first lane alone, then the other lanes side by side, each lane's
# stages one after another.
#
#   scripts/stages.sh "deps-test node-deps lint-build" -- "rust-test rust-test-pg" "ui-test browser-test" "e2e"
#
# Before `--`: the lane every other lane needs (packages, the builds). After it: lanes run at
# once, so a stage that waits (a server's round trips, a real window's timers) lends the
# machine to one that computes.
#
# Each stage's output goes to target/stages/STAGE.log and is printed whole when the stage
# ends, so the lanes' outputs never interleave. The first failure stops every lane. At the end
# (or at that failure) each stage's wall time and processor time are printed (user + system, of
# every process the stage waited for; a server a stage starts as a daemon is not counted, nor
# Chromium's page processes, which the browser tests keep busy on both processors):
# cpu/wall near 2 on two cores is a stage the machine is busy with, near 0 one that waits.
set -uo pipefail
make=${MAKE:-make}
logs=target/stages
rm -rf "$logs"
mkdir -p "$logs"

# The processor time, in hundredths of a second, of every child shell $1 has waited for.
children_cpu() {
  local ticks
  ticks=$(awk '{print $16 + $17}' "/proc/$1/stat")
  echo $((ticks * 100 / $(getconf CLK_TCK)))
}

# Runs one stage: its output to its log, then printed whole; its times to STAGE.time.
run_stage() {
  local stage=$1 start cpu_start status me=$BASHPID
  start=$(date +%s)
  cpu_start=$(children_cpu "$me")
  echo "== $stage started $(date -u +%H:%M:%S)"
  touch "$logs/$stage.started"
  "$make" --no-print-directory "$stage" >"$logs/$stage.log" 2>&1
  status=$?
  echo "$(($(date +%s) - start)) $(($(children_cpu "$me") - cpu_start)) $status" >"$logs/$stage.time"
  {
    echo
    echo "==== $stage: $([ "$status" -eq 0 ] && echo passed || echo "FAILED (exit $status)") ===="
    cat "$logs/$stage.log"
    echo "==== end of $stage ===="
  } | flock "$logs" cat
  return "$status"
}

# Runs a lane's stages in order, up to the first that fails.
run_lane() {
  local stage
  for stage in "$@"; do
    run_stage "$stage" || return 1
  done
}

report() {
  local total=0 wall cpu status name
  echo
  echo "make test, stage by stage (wall, then processor time, without a server's or a browser's processes):"
  for name in "${order[@]}"; do
    if [ ! -e "$logs/$name.time" ]; then
      [ -e "$logs/$name.started" ] && printf '  %-14s stopped when another stage failed\n' "$name"
      continue
    fi
    read -r wall cpu status <"$logs/$name.time"
    printf '  %-14s %4dm%02ds   cpu %4dm%02ds%s\n' "$name" $((wall / 60)) $((wall % 60)) \
      $((cpu / 6000)) $((cpu / 100 % 60)) "$([ "$status" -eq 0 ] || echo "   FAILED")"
  done
  total=$(($(date +%s) - began))
  printf '  %-14s %4dm%02ds\n' "all (at once)" $((total / 60)) $((total % 60))
}

began=$(date +%s)
declare -a order=() first=() lanes=()
seen_split=0
for arg in "$@"; do
  if [ "$arg" = "--" ]; then seen_split=1; continue; fi
  if [ "$seen_split" -eq 0 ]; then first+=("$arg"); else lanes+=("$arg"); fi
  # shellcheck disable=SC2206 # a lane's stages are words
  order+=($arg)
done

# shellcheck disable=SC2068 # a lane's stages are words
if ! run_lane ${first[@]}; then
  report
  exit 1
fi

pids=()
for lane in "${lanes[@]}"; do
  # A lane in a session of its own: a failure elsewhere stops all it started (its process
  # group), and the kernel shares the processors between the lanes' sessions evenly (Linux's
  # autogroups), so a lane of many processes, a build's, cannot starve a lane of one.
  # shellcheck disable=SC2086
  setsid bash -c "$(declare -f children_cpu run_stage run_lane); make='$make' logs='$logs'; run_lane $lane" &
  pids+=($!)
done

failed=0
while [ "${#pids[@]}" -gt 0 ]; do
  wait -n -p done_pid "${pids[@]}"
  status=$?
  remaining=()
  for pid in "${pids[@]}"; do [ "$pid" = "$done_pid" ] || remaining+=("$pid"); done
  pids=("${remaining[@]}")
  if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    failed=1
    for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
  fi
done

report
if [ "$failed" -ne 0 ]; then
  for name in "${order[@]}"; do
    [ -e "$logs/$name.time" ] && [ "$(cut -d' ' -f3 "$logs/$name.time")" != 0 ] && echo "stage $name failed"
  done
  exit 1
fi
