//===- ScheduleSpecTest.cpp - schedule comments read back what was written ===//
#include "passes/model/ScheduleSpec.h"

#include <gtest/gtest.h>

namespace paracodex {
namespace {

ScheduleSpec march(std::string Var) {
  ScheduleSpec S;
  S.What = ScheduleSpec::Kind::PlaneMarch;
  S.MarchVar = std::move(Var);
  return S;
}

void expectSame(const ScheduleSpec &A, const ScheduleSpec &B) {
  EXPECT_EQ(A.What, B.What);
  EXPECT_EQ(A.MarchVar, B.MarchVar);
  EXPECT_EQ(A.Chunk, B.Chunk);
  EXPECT_EQ(A.Prefetch, B.Prefetch);
  EXPECT_EQ(A.MinPlane, B.MinPlane);
  EXPECT_EQ(A.Bare, B.Bare);
  EXPECT_EQ(A.Runs, B.Runs);
  EXPECT_EQ(A.Copies, B.Copies);
}

TEST(ScheduleSpec, PrintsWhatFuseHasAlwaysWritten) {
  ScheduleSpec M = march("i3");
  M.MinPlane = 262144;
  M.Bare = true;
  EXPECT_EQ(scheduleComment(M), "// paracodex: schedule(plane-march i3 min-plane=262144 bare)");
  M.Runs = true;
  M.Chunk = 64;
  M.Prefetch = true;
  EXPECT_EQ(scheduleComment(M),
            "// paracodex: schedule(plane-march i3 chunk=64 prefetch min-plane=262144 bare runs)");
  EXPECT_EQ(scheduleComment(ScheduleSpec::keep()), "// paracodex: schedule(keep)");
  ScheduleSpec R;
  R.What = ScheduleSpec::Kind::TwoLevelReduction;
  EXPECT_EQ(scheduleComment(R), "// paracodex: schedule(two-level reduction)");
  ScheduleSpec C;
  C.What = ScheduleSpec::Kind::MergedCopies;
  C.Copies = 3;
  EXPECT_EQ(scheduleComment(C), "// paracodex: schedule(merged-copies 3)");
}

TEST(ScheduleSpec, ReadsBackEveryKind) {
  ScheduleSpec M = march("k");
  M.Chunk = 3;
  M.Prefetch = true;
  M.MinPlane = 100;
  M.Bare = true;
  M.Runs = true;
  ScheduleSpec R;
  R.What = ScheduleSpec::Kind::TwoLevelReduction;
  ScheduleSpec C;
  C.What = ScheduleSpec::Kind::MergedCopies;
  C.Copies = 7;
  for (const ScheduleSpec &S : {M, march("i3"), ScheduleSpec::keep(), R, C}) {
    std::optional<ScheduleSpec> Back = parseScheduleComment("  " + scheduleComment(S) + "\n");
    ASSERT_TRUE(Back) << scheduleComment(S);
    expectSame(*Back, S);
  }
}

// A comment a user wrote: fuse read `plane-march` with no variable past the
// end of its words and crashed (session 18); the variable is optional.
TEST(ScheduleSpec, PlaneMarchWithoutAVariable) {
  auto S = parseScheduleComment("// paracodex: schedule(plane-march)");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->What, ScheduleSpec::Kind::PlaneMarch);
  EXPECT_EQ(S->MarchVar, "");
  S = parseScheduleComment("// paracodex: schedule(plane-march chunk=8 bare)");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->MarchVar, "");
  EXPECT_EQ(S->Chunk, 8u);
  EXPECT_TRUE(S->Bare);
}

TEST(ScheduleSpec, WhatIsNoSchedule) {
  for (const char *Line : {"// paracodex: schedule()", "// paracodex: schedule(plane-march i3",
                           "// paracodex: schedule(plane-march i3 chunk=x)",
                           "// paracodex: schedule(plane-march i3 min-plane=-1)",
                           "// paracodex: schedule(merged-copies)",
                           "// paracodex: schedule(merged-copies two)",
                           "// paracodex: schedule(two-level)", "// paracodex: schedule(tile 8)",
                           "// paracodex: schedule(keep) and more", "/* paracodex: schedule(keep) */",
                           "// schedule(keep)", ""})
    EXPECT_FALSE(parseScheduleComment(Line)) << Line;
  EXPECT_TRUE(looksLikeScheduleComment("  // paracodex: schedule(tile 8)"));
  EXPECT_FALSE(looksLikeScheduleComment("// paracodex: a bare launch"));
}

} // namespace
} // namespace paracodex
