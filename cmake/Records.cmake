# The raw records of an H200 run live packed in bench/results/RUN/raw.tar.gz
# (bench/pack_results.sh); tests that re-report a run from them (verify
# --results-from, analyze --metrics) read an unpacked copy in the build tree.
#
#   paracodex_record(RUN VAR): unpacks RUN's archive into
#   ${PROJECT_BINARY_DIR}/records/RUN (again whenever the archive changes:
#   it is a configure dependency) and sets VAR to that folder.
function(paracodex_record run var)
  set(archive "${PROJECT_SOURCE_DIR}/bench/results/${run}/raw.tar.gz")
  if(NOT EXISTS "${archive}")
    message(FATAL_ERROR "paracodex_record: ${archive} is missing")
  endif()
  set(dir "${PROJECT_BINARY_DIR}/records/${run}")
  file(SHA256 "${archive}" sum)
  set(stamp "${dir}/.unpacked-from")
  set(have "")
  if(EXISTS "${stamp}")
    file(READ "${stamp}" have)
  endif()
  if(NOT have STREQUAL sum)
    file(REMOVE_RECURSE "${dir}")
    file(ARCHIVE_EXTRACT INPUT "${archive}" DESTINATION "${dir}")
    file(WRITE "${stamp}" "${sum}")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${archive}")
  set(${var} "${dir}" PARENT_SCOPE)
endfunction()
