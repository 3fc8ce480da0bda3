#!/usr/bin/env bash
# Type-checks the package's library and executable targets for iOS (and macOS, given a macOS SDK) against an Apple
# SDK, at the minimums Package.swift declares: no build, no link. Swift 6 mode with warnings as errors, so actor-
# isolation misuse against UIKit, deprecations and availability all fail the check.
#
# usage: Scripts/typecheck-apple.sh [IPHONEOS_SDK]
#   The iOS SDK is the argument, else $INSETSIM_APPLE_SDK, else on a Mac `xcrun --show-sdk-path --sdk iphoneos`.
#   The macOS SDK is $INSETSIM_APPLE_MACOS_SDK, else on a Mac `xcrun --show-sdk-path --sdk macosx`; without one
#   the macOS check is skipped (said so).
#
# Each target is checked in dependency order against the modules of those before it; the UIKit recorder is checked
# at the iOS minimum and at the SDK's own version (where every deprecation shows), and the recorder code of
# the Recording article
# (Scripts/apple-sdk/RecorderUsage.swift) against the recorder's public interface. XCTest and Swift Testing are not
# part of an SDK, so InsetSimTesting's helpers (behind `#if canImport`) and the test targets are left to `swift test`.
#
# On Linux (a swift.org toolchain) the toolchain's own Dispatch and CoreFoundation module maps clash with the SDK's:
# the check then uses a private resource directory with the os/Dispatch API notes that only Apple's toolchain ships
# (copied in Scripts/apple-sdk/). An SDK whose standard library is older than Swift 6 (the iOS 17 SDKs carry 5.10)
# lacks Swift 6 library API the sources use; those errors are listed as such and do not fail the check.
#
# Exit status: 0 passed, 1 errors, 2 usage (no SDK).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

ios_sdk=${1:-${INSETSIM_APPLE_SDK:-}}
macos_sdk=${INSETSIM_APPLE_MACOS_SDK:-}
if [ "$(uname)" = Darwin ]; then
  [ -n "$ios_sdk" ] || ios_sdk=$(xcrun --show-sdk-path --sdk iphoneos)
  [ -n "$macos_sdk" ] || macos_sdk=$(xcrun --show-sdk-path --sdk macosx 2>/dev/null || true)
fi
if [ -z "$ios_sdk" ] || [ ! -d "$ios_sdk/usr/lib/swift" ]; then
  echo "usage: Scripts/typecheck-apple.sh IPHONEOS_SDK (or set INSETSIM_APPLE_SDK; on a Mac: xcrun --show-sdk-path --sdk iphoneos)" >&2
  [ -z "$ios_sdk" ] || echo "'$ios_sdk' is not an SDK (no usr/lib/swift in it)" >&2
  exit 2
fi

work=$root/.build/apple-typecheck
rm -rf "$work/modules" "$work/logs"
mkdir -p "$work/modules" "$work/logs" "$work/module-cache"
swiftc=$(command -v swiftc)
common=(-swift-version 6 -package-name insetsim -warnings-as-errors -module-cache-path "$work/module-cache")
if [ "$(uname)" != Darwin ]; then
  lib=$(cd "$(dirname "$swiftc")/../lib" && pwd)
  rd=$work/resource-dir
  mkdir -p "$rd/apinotes"
  [ -e "$rd/clang" ] || ln -s "$(ls -d "$lib"/clang/* | head -1)" "$rd/clang"
  [ -e "$rd/shims" ] || ln -s "$lib/swift/shims" "$rd/shims"
  [ -e "$rd/host" ] || ln -s "$lib/swift/host" "$rd/host"
  cp Scripts/apple-sdk/*.apinotes "$rd/apinotes/"
  common+=(-resource-dir "$rd")
fi

# Targets (library and executable, dependencies first) and platform minimums, from SwiftPM itself.
swift package describe --type json > "$work/package.json"
plan=$(python3 - "$work/package.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
mins = {p["name"]: p["version"] for p in d.get("platforms", [])}
print("platform|ios|" + mins.get("ios", ""))
print("platform|macos|" + mins.get("macos", ""))
targets = {t["name"]: t for t in d["targets"] if t["type"] in ("library", "executable")}
done = []
def visit(name):
    if name in done or name not in targets: return
    for dep in targets[name].get("target_dependencies", []) or []: visit(dep)
    done.append(name)
for name in sorted(targets): visit(name)
for name in done:
    t = targets[name]
    sources = " ".join(t["path"] + "/" + s for s in sorted(t.get("sources", [])) if s.endswith(".swift"))
    print("|".join(["target", name, t["type"], ",".join(t.get("target_dependencies", []) or []), sources]))
PY
)
ios_min=$(printf '%s\n' "$plan" | awk -F'|' '$1=="platform" && $2=="ios" {print $3}')
macos_min=$(printf '%s\n' "$plan" | awk -F'|' '$1=="platform" && $2=="macos" {print $3}')
if [ -z "$ios_min" ]; then echo "Package.swift declares no iOS minimum (platforms:)" >&2; exit 1; fi

# The SDK's own version and its standard library's compiler version.
sdk_version() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]+"/SDKSettings.json"))["Version"])' "$1"; }
stdlib_swift() { sed -n 's/^\/\/ swift-compiler-version: Apple Swift version \([0-9.]*\).*/\1/p' "$1"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface | head -1; }
# Errors an SDK with a pre-6 standard library reports for Swift 6 library API: typed throws through Optional.map,
# Sequence.count(where:) (and the error that follows from it), CommandLine.arguments as a computed property, and
# Swift 6.2's SendableMetatype (the check's compiler is newer than 6.2; the SDK's library is not).
sdk_only='cannot find type .SendableMetatype. in scope|thrown expression type .any Error. cannot be converted to error type|cannot call value of non-function type .Int.|cannot infer contextual base in reference to member|reference to static property .arguments. is not concurrency-safe|no macro named .isolation.|extra argument .isolation. in call'

failures=0
checks=0
sdk_only_count=0
# check_log LABEL LOG OLD_STDLIB STATUS: prints the compiler's errors; counts failures, setting aside the SDK-only
# ones when the SDK's standard library is older than Swift 6.
check_log() {
  local label=$1 log=$2 old_stdlib=$3 status=$4
  checks=$((checks + 1))
  local errors others
  errors=$(grep -E '^[^ ].*: error: ' "$log" || true)
  if [ -z "$errors" ]; then
    if [ "$status" != 0 ] || grep -qE 'error:' "$log"; then
      echo "FAIL  $label"; sed 's/^/      /' "$log" | head -40; failures=$((failures + 1)); return
    fi
    echo "ok    $label"; return
  fi
  if [ "$old_stdlib" = yes ]; then
    others=$(printf '%s\n' "$errors" | grep -vE "$sdk_only" || true)
    local n; n=$(printf '%s\n' "$errors" | grep -cE "$sdk_only" || true)
    sdk_only_count=$((sdk_only_count + n))
    if [ -z "$others" ]; then
      echo "ok    $label, but for $n error(s) from the SDK's older standard library:"
      printf '%s\n' "$errors" | sed "s|^$root/||; s/^/        /"
      return
    fi
    echo "FAIL  $label"
    printf '%s\n' "$others" | sed "s|^$root/||; s/^/      /"
    [ "$n" = 0 ] || echo "      (and $n error(s) from the SDK's older standard library)"
  else
    echo "FAIL  $label"
    printf '%s\n' "$errors" | sed "s|^$root/||; s/^/      /"
  fi
  failures=$((failures + 1))
}

# check_platform SDK OS MIN: every target for OS at MIN (and the recorder at the SDK's version).
check_platform() {
  local sdk=$1 os=$2 min=$3
  local version stdlib old=no arch triple out
  version=$(sdk_version "$sdk")
  stdlib=$(stdlib_swift "$sdk")
  case "$stdlib" in [0-5].*) old=yes ;; esac
  arch=arm64
  [ "$os" = ios ] || arch=x86_64  # arm64 Macs start at macOS 11
  triple=$arch-apple-$os$min
  out=$work/modules/$os
  mkdir -p "$out"
  echo "$os: SDK $version at $sdk (standard library: Swift ${stdlib:-?}); minimum $min"
  while IFS='|' read -r kind name type deps sources; do
    [ "$kind" = target ] || continue
    local missing="" dep
    for dep in ${deps//,/ }; do [ -e "$out/$dep.swiftmodule" ] || missing="$missing $dep"; done
    # shellcheck disable=SC2086
    if [ -n "$missing" ]; then
      echo "skip  $name for $triple: needs$missing, whose interface could not be made with this SDK"
      continue
    fi
    local flags=("${common[@]}" -sdk "$sdk" -I "$out")
    local triples=("$triple")
    # shellcheck disable=SC2086
    if grep -qs '^import UIKit' $sources && [ "$version" != "$min" ]; then triples+=("$arch-apple-$os$version"); fi
    local t
    for t in "${triples[@]}"; do
      local status=0
      # shellcheck disable=SC2086
      "$swiftc" -typecheck -continue-building-after-errors -module-name "$name" -target "$t" "${flags[@]}" $sources \
        > "$work/logs/$os-$name-$t.log" 2>&1 || status=$?
      check_log "$name for $t" "$work/logs/$os-$name-$t.log" "$old" "$status"
    done
    if [ "$type" = library ]; then
      # The public interface for the targets after it; function bodies are not needed (nor, so, compiled).
      # shellcheck disable=SC2086
      "$swiftc" -emit-module -wmo -Xfrontend -experimental-skip-non-inlinable-function-bodies -module-name "$name" \
        -target "$triple" "${flags[@]}" -emit-module-path "$out/$name.swiftmodule" $sources \
        > "$work/logs/$os-$name-module.log" 2>&1 || rm -f "$out/$name.swiftmodule"
    fi
    if [ "$os" = ios ] && [ "$name" = InsetSimRecorder ] && [ -e "$out/$name.swiftmodule" ]; then
      local status=0
      "$swiftc" -typecheck -module-name RecorderUsage -target "$triple" "${flags[@]}" Scripts/apple-sdk/RecorderUsage.swift \
        > "$work/logs/$os-RecorderUsage.log" 2>&1 || status=$?
      check_log "the recorder code of the Recording article (Scripts/apple-sdk/RecorderUsage.swift) for $triple" "$work/logs/$os-RecorderUsage.log" "$old" "$status"
    fi
  done <<< "$plan"
}

check_platform "$ios_sdk" ios "$ios_min"
if [ -n "$macos_sdk" ] && [ -d "$macos_sdk" ]; then
  check_platform "$macos_sdk" macos "$macos_min"
else
  echo "macos: skipped — no macOS SDK (set INSETSIM_APPLE_MACOS_SDK; on a Mac: xcrun --show-sdk-path --sdk macosx)"
fi

if [ "$checks" = 0 ]; then
  echo "typecheck-apple: nothing was checked" >&2
  exit 1
fi
if [ "$failures" -gt 0 ]; then
  echo "typecheck-apple: $failures check(s) failed (logs in .build/apple-typecheck/logs)"
  exit 1
fi
if [ "$sdk_only_count" -gt 0 ]; then
  echo "typecheck-apple: passed, but for $sdk_only_count error(s) that only an SDK with a pre-6 standard library reports"
else
  echo "typecheck-apple: passed"
fi
