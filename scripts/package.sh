#!/usr/bin/env bash
# make package: the Debian package of Cardroom with Tauri's bundler, from the app and the CLI
# already built for PROFILE (`release`, the room's package, or `debug`, the build `make test`
# has just tested). It holds the app, the `cardroom` CLI, the desktop entry, the icons and the
# licences; Tauri declares WebKitGTK and GTK, and `dpkg-shlibdeps` any other library the
# binaries link. Prints the package's path.
#   scripts/package.sh release|debug
set -euo pipefail
cd "$(dirname "$0")/.."

profile="${1:-release}"
case "$profile" in
  release) bundle_flags=() bin=target/release ;;
  # `make app`'s copy (Makefile: APP_DIR), not target/debug, where a test build may be.
  debug) bundle_flags=(--debug) bin=target/app ;;
  *) echo "package: the profile is release or debug, not $profile" >&2; exit 2 ;;
esac
for b in cardroom-app cardroom; do
  [ -x "$bin/$b" ] || { echo "package: $bin/$b is not built (make package builds it)" >&2; exit 1; }
done

stage="target/package/$profile"
rm -rf "$stage"
mkdir -p "$stage"
node scripts/licences.mjs "$stage/copyright" >/dev/null
# The version and the maintainer: the workspace's, in Cargo.toml (one place for both).
workspace_field() { sed -n '/^\[workspace.package\]/,/^\[/p' Cargo.toml | sed -n "s/^$1 = \[\?\"\([^\"]*\)\".*/\1/p"; }
version="$(workspace_field version)"
maintainer="$(workspace_field authors)"
# Debian's changelog for a package built here (a native package: no upstream changelog).
{
  echo "cardroom ($version) stable; urgency=medium"
  echo
  echo "  * Cardroom $version. What changed is the project's git history."
  echo
  echo " -- $maintainer  $(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")"
} | gzip -9n > "$stage/changelog.gz"
# The binaries, stripped (the bundler strips nothing, and a debug build's symbols would make
# the package ten times larger), in a target folder of the package's own, where the bundler
# (through CARGO_TARGET_DIR) takes the app from.
mkdir -p "$stage/target/$profile"
for b in cardroom-app cardroom; do
  install -m 0755 "$bin/$b" "$stage/target/$profile/$b"
  strip --strip-unneeded "$stage/target/$profile/$b"
done
# Libraries the binaries link beyond Tauri's own (SQLite is built in).
depends="$(cd "$stage" && mkdir -p debian && touch debian/control && \
  dpkg-shlibdeps -O --ignore-missing-info "target/$profile/cardroom-app" "target/$profile/cardroom" 2>/dev/null | \
  sed -n 's/^shlibs:Depends=//p')"
rm -rf "$stage/debian"
node -e '
  const [stage, profile, depends] = process.argv.slice(1);
  const abs = (p) => require("path").resolve(p);
  const config = { bundle: { linux: { deb: {
    depends: depends.split(",").map((d) => d.trim()).filter(Boolean),
    files: {
      "/usr/bin/cardroom": abs(`${stage}/target/${profile}/cardroom`),
      "/usr/share/doc/cardroom/copyright": abs(`${stage}/copyright`),
      "/usr/share/doc/cardroom/changelog.gz": abs(`${stage}/changelog.gz`),
    },
  } } } };
  require("fs").writeFileSync(`${stage}/tauri.package.json`, JSON.stringify(config, null, 2));
' "$stage" "$profile" "$depends"
CARGO_TARGET_DIR="$PWD/$stage/target" npx tauri bundle "${bundle_flags[@]}" --bundles deb --ci \
  --config "$stage/tauri.package.json" >&2
ls "$stage/target/$profile"/bundle/deb/*.deb
