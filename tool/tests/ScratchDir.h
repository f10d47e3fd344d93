//===- ScratchDir.h - a fresh directory per test ---------------*- C++ -*-===//
#ifndef PARACODEX_TOOL_TESTS_SCRATCHDIR_H
#define PARACODEX_TOOL_TESTS_SCRATCHDIR_H

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <unistd.h>

/// A test fixture whose Dir is an empty directory, removed afterwards.
class ScratchDirTest : public ::testing::Test {
protected:
  std::filesystem::path Dir;
  void SetUp() override {
    Dir = std::filesystem::temp_directory_path() /
          ("paracodex-test-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(Dir);
    std::filesystem::create_directories(Dir);
  }
  void TearDown() override { std::filesystem::remove_all(Dir); }
};

#endif
