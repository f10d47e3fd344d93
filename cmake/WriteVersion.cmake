# Writes OUT (a C header) with PARACODEX_VERSION: the project version, plus
# `git describe` when SOURCE_DIR is a git checkout. Run at every build; the
# file is rewritten only when the text changes, so nothing rebuilds for it.
set(text "${PROJECT_VERSION}")
find_program(GIT git)
if(GIT AND EXISTS "${SOURCE_DIR}/.git")
  execute_process(COMMAND "${GIT}" -C "${SOURCE_DIR}" describe --always --dirty --tags
                  OUTPUT_VARIABLE described OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE failed ERROR_QUIET)
  if(NOT failed AND described)
    set(text "${text} (${described})")
  endif()
endif()
set(content "#define PARACODEX_VERSION \"${text}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL content)
  file(WRITE "${OUT}" "${content}")
endif()
