#!/usr/bin/env bash
# Partiscope's one entry script: installs what is missing (Debian 12 packages), builds, and then
# runs the app, the tests, the sanitizer/fuzz checks or the benchmark. See README "Set-up".
set -euo pipefail
cd "$(dirname "$0")"

usage() {
    cat <<'USAGE'
usage: ./partiscope.sh run            install what is missing, build, open the app on the default scenario
                                      (no display: render the default views to partiscope-output/ and say where)
       ./partiscope.sh test           install what is missing, build, run the whole test suite
       ./partiscope.sh asan           core, CLI and UI tests under AddressSanitizer/UBSan (preset asan)
       ./partiscope.sh fuzz [SECONDS] libFuzzer targets for every parser and importer (default 30 s each)
       ./partiscope.sh bench [ARGS]   release build + the analyze benchmark (tests/bench, see README)
       ./partiscope.sh package        release build + the Debian package (.deb) of both programs; says where it is
USAGE
}

# Debian packages the build and tests need; the fuzz target adds clang's runtime.
BASE_PACKAGES=(cmake ninja-build g++ ccache pkg-config git mawk python3
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev libgl-dev
    qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools qt6-translations-l10n
    catch2 libxxhash-dev nlohmann-json3-dev libsimdjson-dev zlib1g-dev)
# The query generator's integration tests talk to dynalite (npm) through Debian's awscli; the
# report test renders the HTML report in Debian's Chromium (headless).
# The package test builds the .deb (cpack needs dpkg-dev's dpkg-shlibdeps and `file`) and validates what it
# installs like Debian's tools do.
PACKAGE_PACKAGES=(dpkg-dev file)
TEST_PACKAGES=(awscli chromium jq "${PACKAGE_PACKAGES[@]}" desktop-file-utils appstream libxml2-utils
    shared-mime-info groff-base xdg-utils libglib2.0-bin locales)
# The suites run again under each language the window is translated into (tests/CMakeLists.txt, "locale" tests):
# a German desktop's C library writes "1,5" where printf("%.1f") is used, which a machine without the locale hides.
TEST_LOCALES=(de_DE.UTF-8 fr_FR.UTF-8 it_IT.UTF-8)
DYNALITE_DIR=build/npm-cache
FUZZ_PACKAGES=(clang libclang-rt-14-dev)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        echo "partiscope: installing ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

# Generates each of TEST_LOCALES that the machine lacks, as Debian's locale-gen would (into the system's locale
# archive, which `locale -a` lists as de_DE.utf8).
generate_locales() {
    local available locale normalised
    available=$(locale -a 2>/dev/null | tr '[:upper:]' '[:lower:]')
    for locale in "$@"; do
        normalised=$(printf '%s' "$locale" | tr '[:upper:]' '[:lower:]' | sed 's/utf-8$/utf8/')
        if ! grep -qx "$normalised" <<<"$available"; then
            echo "partiscope: generating the locale $locale"
            as_root localedef -i "${locale%%.*}" -c -f UTF-8 "$locale"
        fi
    done
}

# dynalite@4 into build/npm-cache (once); node and npm come from Debian when the machine has none.
install_dynalite() {
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        install_missing nodejs npm
    fi
    if [ ! -f "$DYNALITE_DIR/node_modules/dynalite/cli.js" ]; then
        echo "partiscope: installing dynalite@4 into $DYNALITE_DIR"
        mkdir -p "$DYNALITE_DIR"
        npm install --prefix "$DYNALITE_DIR" --no-audit --no-fund --loglevel=error dynalite@4
    fi
}

# Compiles through ccache when it is installed: its cache (~/.cache/ccache unless CCACHE_DIR says otherwise)
# outlives build/ and the clone, so a machine that has built Partiscope before rebuilds in a fraction of the time.
# Paths are hashed relative to the source folder, so a fresh clone elsewhere on the machine hits the same cache.
configure() {
    local preset=$1
    shift
    local launcher=()
    if command -v ccache >/dev/null 2>&1; then
        export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(pwd)} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
        launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    cmake --preset "$preset" "${launcher[@]}" "$@" >/dev/null
}

build() {
    local preset=$1
    shift
    configure "$preset" "$@"
    cmake --build --preset "$preset"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
run)
    install_missing "${BASE_PACKAGES[@]}"
    build dev
    gui=build/dev/app/ui/partiscope
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
        exec "$gui" "$@"
    fi
    out=partiscope-output
    written=$(QT_QPA_PLATFORM=offscreen "$gui" --render "$@" --out "$out")
    echo "partiscope: no display (DISPLAY/WAYLAND_DISPLAY unset), so the default scenario was rendered offscreen to:"
    while IFS= read -r file; do
        echo "  $(pwd)/$file"
    done <<<"$written"
    echo "To use the app interactively, run this command in a desktop session (or under xvfb-run / X forwarding)."
    ;;
test)
    install_missing "${BASE_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    generate_locales "${TEST_LOCALES[@]}"
    install_dynalite
    build dev
    ctest --preset dev -j2
    ;;
asan)
    install_missing "${BASE_PACKAGES[@]}"
    build asan
    ctest --preset asan-core -j2
    # The UI tests too: their worker threads hand documents and analyses across threads. Leak checking is
    # off for them only (Qt and fontconfig keep caches until exit).
    ctest --preset asan-ui -j2
    ;;
fuzz)
    seconds=${1:-30}
    install_missing "${BASE_PACKAGES[@]}" "${FUZZ_PACKAGES[@]}"
    build fuzz
    # Every target, as tests/fuzz/targets.cmake finds them: tests/fuzz/fuzz_<target>.cpp.
    for source in tests/fuzz/fuzz_*.cpp; do
        target=$(basename "$source" .cpp)
        target=${target#fuzz_}
        work=$(mktemp -d)
        cp -r "tests/fuzz/corpus/$target/." "$work/"
        echo "partiscope: fuzzing $target for ${seconds}s"
        "build/fuzz/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len=65536 -print_final_stats=1 "$work"
        rm -rf "$work"
    done
    ;;
bench)
    # jq is the peer the importers are timed against.
    install_missing "${BASE_PACKAGES[@]}" jq
    build release
    build/release/tests/bench/bench_analyze "$@"
    build/release/tests/bench/bench_simulate
    build/release/tests/bench/bench_import
    build/release/tests/bench/bench_trace
    ;;
package)
    install_missing "${BASE_PACKAGES[@]}" "${PACKAGE_PACKAGES[@]}"
    # Only what the package holds; the tests and benchmarks of the release preset are not built.
    configure release
    cmake --build --preset release --target partiscope partiscope-cli
    (cd build/release && cpack -G DEB >/dev/null)
    version=$(sed -n 's/^project(Partiscope VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
    deb=build/release/partiscope_${version}_$(dpkg --print-architecture).deb
    echo "partiscope: built $(pwd)/$deb"
    echo "Install it with: sudo apt install ./$deb"
    ;;
-h | --help | help | "")
    usage
    ;;
*)
    echo "partiscope: unknown command '$cmd'" >&2
    usage >&2
    exit 2
    ;;
esac
