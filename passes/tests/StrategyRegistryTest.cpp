//===- StrategyRegistryTest.cpp - strategies and their emitters agree ------===//
//
// A strategy the plan can choose but no emitter writes would be refused by
// fuse as a decision mismatch on the first pair that takes it; an emitter
// without a strategy is dead code. Both registries are lists of folders
// (passes/CMakeLists.txt), so this is where a half-added strategy shows.
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"
#include "passes/rewrite/StrategyEmitter.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace paracodex {
namespace {

TEST(StrategyRegistry, EveryStrategyHasAnEmitter) {
  ASSERT_FALSE(registeredStrategies().empty());
  for (const auto &S : registeredStrategies())
    EXPECT_NE(emitterFor(*S), nullptr) << "no emitter writes the strategy " << S->name();
}

TEST(StrategyRegistry, EveryEmitterWritesAStrategy) {
  for (const auto &E : registeredEmitters())
    EXPECT_NE(strategyNamed(E->strategy()), nullptr)
        << "an emitter writes `" << E->strategy() << "`, which no strategy is";
}

TEST(StrategyRegistry, NamesAndOrdersAreDistinct) {
  std::set<std::string> Names;
  std::set<unsigned> Orders;
  for (const auto &S : registeredStrategies()) {
    EXPECT_TRUE(Names.insert(S->name()).second) << "two strategies named " << S->name();
    EXPECT_TRUE(Orders.insert(S->order()).second)
        << S->name() << " shares its order: the cost model's choice would depend on the "
        << "order of files";
  }
  for (const char *Name : {"inline", "sliding-window", "map-reduce", "horizontal"})
    EXPECT_TRUE(Names.count(Name)) << Name << " is what --strategy and the reports name";
}

TEST(StrategyRegistry, AskedInOrder) {
  unsigned Last = 0;
  for (const auto &S : registeredStrategies()) {
    EXPECT_GE(S->order(), Last);
    Last = S->order();
  }
}

} // namespace
} // namespace paracodex
