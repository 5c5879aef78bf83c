#!/usr/bin/env bash
# `make test`'s stages, in lanes that run at once, each lane's stages one after another.
#
#   scripts/stages.sh "deps-test node-deps ui lint-build" "after=lint-build nice=10 rust-test rust-test-pg" \
#     "after=lint-build nice=10 ui-test browser-test" "after=browser-test e2e"
#
# A lane's words are its stages, in order, and two settings:
# - `after=STAGE`: the lane starts once STAGE (of another lane) has passed;
# - `nice=N`: the lane yields the processors to the lanes without it (see below).
#
# Each lane runs in a session of its own, so a failure elsewhere stops all it started (its
# process group), and Linux shares the processors between sessions (autogroups), not between
# processes: a lane of many processes, a build's, cannot starve a lane of one. A lane's `nice`
# is its session's weight: at 10, a tenth of a lane at 0 while both want the processors, and
# all they leave. So the tests that only compute (Chromium's, Vitest's, the Rust tests) take
# whatever the build and the real window leave, and the window, which waits on timers and
# must answer within its scenes' limits, is served first.
#
# Each stage's output goes to target/stages/STAGE.log and is printed whole when the stage
# ends, so the lanes' outputs never interleave. The first failure stops every lane. At the end
# (or at that failure) each stage's start, wall time and processor time are printed (user +
# system, of every process the stage waited for; a server a stage starts as a daemon is not
# counted, nor Chromium's page processes, which the browser tests keep busy).
set -uo pipefail
make=${MAKE:-make}
logs=target/stages
rm -rf "$logs"
mkdir -p "$logs"
began=$(date +%s)

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
  echo "$(($(date +%s) - start)) $(($(children_cpu "$me") - cpu_start)) $status $((start - began))" >"$logs/$stage.time"
  {
    echo
    echo "==== $stage: $([ "$status" -eq 0 ] && echo passed || echo "FAILED (exit $status)") ===="
    cat "$logs/$stage.log"
    echo "==== end of $stage ===="
  } | flock "$logs" cat
  return "$status"
}

# Runs a lane: waits for its `after` stage, takes its `nice`, then its stages in order, up to
# the first that fails.
run_lane() {
  local word after="" nice=0 stages=()
  for word in "$@"; do
    case "$word" in
      after=*) after=${word#after=} ;;
      nice=*) nice=${word#nice=} ;;
      *) stages+=("$word") ;;
    esac
  done
  if [ -n "$after" ]; then
    until [ -e "$logs/$after.time" ]; do sleep 1; done
    [ "$(cut -d' ' -f3 "$logs/$after.time")" = 0 ] || return 1
  fi
  if [ "$nice" != 0 ]; then
    renice -n "$nice" -p "$BASHPID" >/dev/null
    # The session's weight among the others (autogroups); without them, the processes' nice.
    echo "$nice" >"/proc/$BASHPID/autogroup" 2>/dev/null || true
  fi
  for word in "${stages[@]}"; do
    run_stage "$word" || return 1
  done
}

report() {
  local total wall cpu status start name
  echo
  echo "make test, stage by stage (start, wall, then processor time, without a server's or a browser's processes):"
  for name in "${order[@]}"; do
    if [ ! -e "$logs/$name.time" ]; then
      [ -e "$logs/$name.started" ] && printf '  %-14s stopped when another stage failed\n' "$name"
      continue
    fi
    read -r wall cpu status start <"$logs/$name.time"
    printf '  %-14s at %2dm%02ds  %4dm%02ds   cpu %4dm%02ds%s\n' "$name" $((start / 60)) $((start % 60)) \
      $((wall / 60)) $((wall % 60)) $((cpu / 6000)) $((cpu / 100 % 60)) "$([ "$status" -eq 0 ] || echo "   FAILED")"
  done
  total=$(($(date +%s) - began))
  printf '  %-14s %4dm%02ds\n' "all (at once)" $((total / 60)) $((total % 60))
}

# Every lane's stages, in the order the report gives them, and the nices the lanes take.
declare -a order=()
lane_nices=" "
for lane in "$@"; do
  # shellcheck disable=SC2086 # a lane's words
  for word in $lane; do
    case "$word" in
      after=*) ;;
      nice=*) [[ "$lane_nices" == *" ${word#nice=} "* ]] || lane_nices+="${word#nice=} " ;;
      *) order+=("$word") ;;
    esac
  done
done

# A niced lane keeps its weight in the sessions its processes start: Playwright starts Chromium
# in a session of its own, and pg_ctl the server, and a new session is a new autogroup at
# weight 0, which would take the processors from the window as much as the window's own
# session. Every second, each process of this user at a lane's nice gets that nice as its
# session's weight.
keep_weights() {
  local pid ni
  while sleep 1; do
    while read -r pid ni; do
      case "$lane_nices" in *" $ni "*) echo "$ni" >"/proc/$pid/autogroup" 2>/dev/null ;; esac
    done < <(ps -u "$(id -u)" -o pid=,ni=)
  done
}
if [ "$lane_nices" != " " ]; then
  keep_weights &
  weigher=$!
  trap 'kill "$weigher" 2>/dev/null' EXIT
fi

pids=()
for lane in "$@"; do
  # shellcheck disable=SC2086
  setsid bash -c "$(declare -f children_cpu run_stage run_lane); make='$make' logs='$logs' began=$began; run_lane $lane" &
  pids+=($!)
done

failed=0
while [ "${#pids[@]}" -gt 0 ]; do
  # Wakes when a lane ends. Not `wait -n -p`: when two lanes end together, bash may already
  # have reaped the second, and `wait -n` then refuses its pid ("no such job"). A plain `wait
  # PID` gives the status of a lane bash has reaped.
  wait -n "${pids[@]}" 2>/dev/null || sleep 0.2
  remaining=()
  for pid in "${pids[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then
      remaining+=("$pid")
      continue
    fi
    wait "$pid"
    status=$?
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
      failed=1
      for other in "${pids[@]}"; do [ "$other" = "$pid" ] || kill -TERM -- "-$other" 2>/dev/null; done
    fi
  done
  pids=("${remaining[@]}")
done

report
if [ "$failed" -ne 0 ]; then
  for name in "${order[@]}"; do
    [ -e "$logs/$name.time" ] && [ "$(cut -d' ' -f3 "$logs/$name.time")" != 0 ] && echo "stage $name failed"
  done
  exit 1
fi
