# Building OpenMP-offload C for NVIDIA GPUs with clang-19.
#
# paracodex_add_openmp_c_executable(NAME SOURCES ... [LIBRARIES ...] [INCLUDES ...])
#   always makes NAME_host: host-only OpenMP (target regions run on the host);
#   when a CUDA toolkit was found, also NAME_gpu: offload for
#   PARACODEX_OFFLOAD_ARCH (sm_90 by default) with the CUDA 13 cubin fix.
#
# The fix: LLVM 19's libomptarget rejects cubins written by CUDA 13's nvlink
# (new ELF header layout) and then silently runs every region on the host.
# We hand clang a CUDA directory that mirrors the real one except for
# bin/nvlink, a wrapper that runs the real nvlink and rewrites the header
# of its output to the old layout (cmake/nvlink-wrapper.sh.in).

set(PARACODEX_OFFLOAD_ARCH "sm_90" CACHE STRING "GPU architecture for the offload build")
set(PARACODEX_CUDA_PATH "/usr/local/cuda" CACHE PATH "CUDA toolkit used for the offload build")
set(PARACODEX_LLVM_LIBDIR "/usr/lib/llvm-19/lib" CACHE PATH "LLVM 19 library directory (libomp, device runtime)")

if(NOT CMAKE_C_COMPILER_ID STREQUAL "Clang" OR CMAKE_C_COMPILER_VERSION VERSION_LESS 19)
  message(FATAL_ERROR "paracodex builds OpenMP C with clang-19; configure with -DCMAKE_C_COMPILER=clang-19 "
                      "(found ${CMAKE_C_COMPILER_ID} ${CMAKE_C_COMPILER_VERSION})")
endif()

set(PARACODEX_GPU_OFFLOAD OFF)
if(EXISTS "${PARACODEX_CUDA_PATH}/bin/nvlink" AND EXISTS "${PARACODEX_CUDA_PATH}/bin/ptxas"
   AND EXISTS "${PARACODEX_LLVM_LIBDIR}/libomptarget-nvptx-${PARACODEX_OFFLOAD_ARCH}.bc")
  set(PARACODEX_GPU_OFFLOAD ON)
  set(_shim "${CMAKE_BINARY_DIR}/cuda-for-llvm19")
  file(MAKE_DIRECTORY "${_shim}/bin")
  file(GLOB _cuda_entries RELATIVE "${PARACODEX_CUDA_PATH}" "${PARACODEX_CUDA_PATH}/*")
  foreach(_e IN LISTS _cuda_entries)
    if(NOT _e STREQUAL "bin")
      file(CREATE_LINK "${PARACODEX_CUDA_PATH}/${_e}" "${_shim}/${_e}" SYMBOLIC)
    endif()
  endforeach()
  file(GLOB _cuda_bins RELATIVE "${PARACODEX_CUDA_PATH}/bin" "${PARACODEX_CUDA_PATH}/bin/*")
  foreach(_e IN LISTS _cuda_bins)
    if(NOT _e STREQUAL "nvlink")
      file(CREATE_LINK "${PARACODEX_CUDA_PATH}/bin/${_e}" "${_shim}/bin/${_e}" SYMBOLIC)
    endif()
  endforeach()
  set(REAL_NVLINK "${PARACODEX_CUDA_PATH}/bin/nvlink")
  set(HEADER_FIX "${PROJECT_SOURCE_DIR}/scripts/fix-cubin-header.sh")
  configure_file("${CMAKE_CURRENT_LIST_DIR}/nvlink-wrapper.sh.in" "${_shim}/bin/nvlink"
                 @ONLY FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                 WORLD_READ WORLD_EXECUTE)
  set(PARACODEX_CUDA_SHIM "${_shim}" CACHE INTERNAL "")
  message(STATUS "paracodex: GPU offload build for ${PARACODEX_OFFLOAD_ARCH} with ${PARACODEX_CUDA_PATH}")
else()
  message(STATUS "paracodex: no CUDA toolkit at ${PARACODEX_CUDA_PATH} (or no NVPTX device runtime): "
                 "building host-only; the *_gpu programs are skipped")
endif()

set(PARACODEX_OFFLOAD_FLAGS
    -fopenmp --offload-arch=${PARACODEX_OFFLOAD_ARCH}
    --cuda-path=${PARACODEX_CUDA_SHIM}
    --libomptarget-nvptx-bc-path=${PARACODEX_LLVM_LIBDIR})

function(paracodex_add_openmp_c_executable NAME)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBRARIES;INCLUDES" ${ARGN})
  set(_variants host)
  if(PARACODEX_GPU_OFFLOAD)
    list(APPEND _variants gpu)
  endif()
  foreach(_v IN LISTS _variants)
    set(_t ${NAME}_${_v})
    add_executable(${_t} ${ARG_SOURCES})
    target_include_directories(${_t} PRIVATE ${ARG_INCLUDES})
    if(_v STREQUAL "gpu")
      target_compile_options(${_t} PRIVATE ${PARACODEX_OFFLOAD_FLAGS})
      target_link_options(${_t} PRIVATE ${PARACODEX_OFFLOAD_FLAGS})
    else()
      target_compile_options(${_t} PRIVATE -fopenmp)
      target_link_options(${_t} PRIVATE -fopenmp)
    endif()
    # Without the rpath the binary would load an older system libomp.so.5.
    target_link_options(${_t} PRIVATE "-Wl,-rpath,${PARACODEX_LLVM_LIBDIR}")
    target_link_libraries(${_t} PRIVATE ${ARG_LIBRARIES} m)
  endforeach()
endfunction()
