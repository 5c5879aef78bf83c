# Cardroom: two commands. `make run` starts the app; `make test` runs everything CI runs.
# Both install what is missing first (system packages with apt, Node packages with npm).

SHELL := /bin/bash
.DEFAULT_GOAL := run
CARGO ?= cargo
# The app and the CLI of `make app`, copied out of target/debug: a `cargo test` there puts its
# own build of them (without the embedded UI) in their place, and under `make test` one runs
# while the real-window tests start the app.
APP_DIR := target/app
APP := $(APP_DIR)/cardroom-app
export CARGO_TERM_COLOR ?= never

.PHONY: run test deps deps-test node-deps ui app app-tested cli fmt-check clippy lint-build rust-test rust-test-pg ui-test \
        browser-test e2e package package-test bindings bench bench-app bench-ui clean-data

## make run: install what is missing, build the UI and the app, start it on its database.
run: deps node-deps app
	$(APP)

## make test: formatting, lints, Rust tests, UI typecheck and unit tests, browser tests of
## the built UI, the end-to-end test of the real app under Xvfb, and the Debian package of
## the build it tested. The packages, the UI's build and the Rust build first, alone (the build
## keeps both processors busy, and everything after it waits for it); then lanes at once
## (scripts/stages.sh): the Rust tests, on SQLite then on PostgreSQL, and the package; the UI's
## tests in jsdom and Chromium; then the real window, after the browser tests and first in line
## for the processors (the other lanes are niced: their sessions' weight a tenth of its), three
## of its test files at once (each on a display and driver ports of its own). The
## window's scenes beside the other lanes, even first in line, passed once and failed once (the
## floor board not shown within 30 s after the first run, as on 5 Dec beside the browser tests
## at equal weight): not yet. Each stage's output is printed whole when it ends, and each
## stage's start, wall and processor times at the end.
##
## Its Rust is built once: every build of the workspace's own crates goes through
## clippy-driver (rustc with clippy's lints; `cargo clippy` does the same, but as a separate
## check-only build of every dependency, minutes on two cores), so `lint-build` is the lint
## and the build the tests, the app and the package then use. No incremental compilation: a
## build from clean pays its bookkeeping and never uses it.
test:
	@MAKE="$(MAKE)" CARGO_INCREMENTAL=0 APP_BUILT=1 \
	  RUSTC_WORKSPACE_WRAPPER="$$(rustc --print sysroot)/bin/clippy-driver" \
	  CLIPPY_ARGS="$(CLIPPY_DENY)" scripts/stages.sh "deps-test node-deps fmt-check ui lint-build app-tested" \
	  "after=app-tested nice=10 rust-test rust-test-pg package-test" "after=app-tested nice=10 ui-test browser-test" \
	  "after=browser-test e2e"
# clippy-driver's own way of passing `-D warnings` (what `cargo clippy -- -D warnings` sets).
CLIPPY_DENY := -D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

deps:
	@scripts/system-deps.sh build

deps-test:
	@scripts/system-deps.sh test

# Install Node packages (versions from the lock files) only when a lock file is newer than the
# installed tree. `npm ci` refuses these locks: they lack the other platforms' optional binaries.
node-deps: node_modules/.installed ui/node_modules/.installed e2e/node_modules/.installed
node_modules/.installed: package-lock.json
	npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@
ui/node_modules/.installed: ui/package-lock.json
	cd ui && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@
e2e/node_modules/.installed: e2e/package-lock.json
	cd e2e && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@

# The UI's build (typechecked first), made again only when its sources change: `make run`,
# the app, the browser tests and the package share one.
ui: ui/dist/index.html
UI_SOURCES := $(shell find ui/src ui/public -type f 2>/dev/null) $(wildcard ui/e2e/*.ts ui/e2e/*.tsx) \
  ui/index.html ui/vite.config.ts ui/tsconfig.json ui/package.json
ui/dist/index.html: $(UI_SOURCES) ui/node_modules/.installed
	npm --prefix ui run build
	@touch $@

# The app with its UI embedded (what `tauri build` does), plus the CLI, in one build: built
# apart, the CLI's own feature set rebuilt the crates below it (three minutes on two cores).
app: ui
	$(CARGO) build -p cardroom-app -p cardroom-cli $(APP_FEATURES)
	$(COPY_APP)
# The app and the CLI in target/debug copied to APP_DIR (see there).
COPY_APP = @mkdir -p $(APP_DIR) && cp target/debug/cardroom-app target/debug/cardroom $(APP_DIR)/

# Every build of the app under `make test` (tests included) embeds the UI, as `make app` does:
# the window tests and the package then take the app and the CLI the tests' build made
# (`app-tested`), and the app is not compiled a second time for them (three minutes).
APP_FEATURES := --features cardroom-app/custom-protocol
app-tested:
	@test -x target/debug/cardroom-app -a -x target/debug/cardroom || { echo "app-tested: run make lint-build first" >&2; exit 1; }
	$(COPY_APP)
# Under `make test` (APP_BUILT set) the window tests and the package use that copy.
APP_NEEDED := $(if $(APP_BUILT),ui,app)

# The CLI alone (the benches drive the room through it).
cli:
	$(CARGO) build -p cardroom-cli

fmt-check:
	$(CARGO) fmt --all -- --check

clippy:
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

# Every target of the workspace (benches and examples too) built, through clippy-driver
# under `make test` (above): a lint is an error here, as in `make clippy`.
lint-build: ui
	@case "$$RUSTC_WORKSPACE_WRAPPER" in *clippy-driver) ;; \
	  *) echo "lint-build runs under make test (which sets clippy-driver as the wrapper)" >&2; exit 2;; esac
	$(CARGO) test --workspace --all-targets --locked --no-run $(APP_FEATURES)

rust-test:
	$(CARGO) test --workspace --locked $(APP_FEATURES)

## The store's and the room's test suites again, and the CLI's server tests, on PostgreSQL (a
## server of the tests' own), with the binaries rust-test built (scripts/test-pg.mjs).
rust-test-pg:
	CARGO=$(CARGO) node scripts/test-pg.mjs $(APP_FEATURES)

# The typecheck is the UI build's (`ui`). Then the test harnesses' own rule: the ports they
# hand out (scripts/free-port.mjs).
ui-test: ui
	npm --prefix ui test
	node --test scripts/free-port.test.mjs

browser-test: ui
	npm --prefix ui run build:mock
	npm --prefix ui run test:browser

# Under `make test` the app is the tests' build (`app-tested`), copied before this lane starts
# the window: a cargo here would also wait on the Rust lane's tests for the build folder's lock.
e2e: $(APP_NEEDED)
	cd e2e && timeout 900 dbus-run-session -- npm test

## make package: the room's Debian package (the app, the `cardroom` CLI, the desktop entry,
## the icons, the licences) from a release build: target/package/release/target/release/
## bundle/deb/Cardroom_VERSION_amd64.deb (README: Installing in a room).
package: deps ui
	$(CARGO) build --release --locked -p cardroom-app -p cardroom-cli $(APP_FEATURES)
	scripts/package.sh release

## The package of the debug build `make test` has just tested (a release build would double
## the compile), checked: what it declares and holds, its CLI run from the unpacked files, an
## install and removal into a root of its own, lintian (scripts/package.test.mjs).
package-test: $(APP_NEEDED)
	scripts/package.sh debug > target/package-debug.txt
	CARDROOM_DEB="$$(tail -1 target/package-debug.txt)" node --test scripts/package.test.mjs

## make bindings: regenerate ui/src/bindings.ts from the Rust commands, and the UI's
## fixtures (ui/src/fixtures/*.json) from a real room.
bindings:
	CARDROOM_UPDATE_BINDINGS=1 $(CARGO) test -p cardroom-app --test app typescript_bindings
	CARDROOM_UPDATE_BINDINGS=1 $(CARGO) test -p cardroom-app --test app fixtures::

## make bench: the criterion benchmarks (not part of make test).
bench:
	$(CARGO) bench --workspace

## make bench-ui: the floor board's re-render in the production build in Chromium, 30 tables
## against 3 (not part of make test).
bench-ui: ui
	npm --prefix ui run build:mock
	cd ui && node --test bench/floor-render.bench.mjs

## make bench-app: the release app's start and idle memory against an empty Tauri 2 window
## built alike (bench/empty-window), and the dealer console's tap → commit → repaint against a
## bare fsync, in real windows under Xvfb (not part of make test).
bench-app: deps-test node-deps ui cli
	$(CARGO) build --release -p cardroom-app $(APP_FEATURES)
	cd bench/empty-window && CARGO_TARGET_DIR=$(CURDIR)/target $(CARGO) build --release
	cd e2e && dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" node bench/app.mjs
	cd e2e && dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" node bench/console.mjs
