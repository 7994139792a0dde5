# Every fuzz target: tests/fuzz/fuzz_<name>.cpp, with its seed corpus in tests/fuzz/corpus/<name>/. The libFuzzer
# build (CMakeLists.txt here), the corpus replay of the regular build (replay/) and `./partiscope.sh fuzz` all
# take the list from the files, so a new target is fuzzed and replayed without being listed anywhere.
file(GLOB _partiscope_fuzz_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_LIST_DIR}/fuzz_*.cpp")
set(PARTISCOPE_FUZZ_TARGETS "")
foreach(_source IN LISTS _partiscope_fuzz_sources)
    get_filename_component(_name "${_source}" NAME_WE)
    string(REGEX REPLACE "^fuzz_" "" _name "${_name}")
    list(APPEND PARTISCOPE_FUZZ_TARGETS "${_name}")
endforeach()
list(SORT PARTISCOPE_FUZZ_TARGETS)
