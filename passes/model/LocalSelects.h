//===- LocalSelects.h - ifs that only choose values -------------*- C++ -*-===//
//
// A producer with an `if` in its body was refused outright: its values
// "cannot be recomputed as one expression". Many can (issue 28, point 3):
// a boundary clamp (`if (v > hi) v = hi;`), a value chosen at the edges of
// the domain (`if (i == 0) w = 0; else w = ...;`). When an if, a statement
// of the loop body, assigns nothing but the body's own scalars (`=` or a
// compound `op=`), and its condition changes nothing, it is a choice of
// values: the copy writes each scalar it assigns as `(cond) ? then :
// else`, and C's `?:` evaluates only the arm the if would have run. This
// file finds such ifs; ProducerValues.h writes them.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_LOCALSELECTS_H
#define PARACODEX_PASSES_MODEL_LOCALSELECTS_H

#include <set>

namespace clang {
class IfStmt;
class Stmt;
} // namespace clang

namespace paracodex {

/// The ifs of \p LoopBody (a loop's body) that only choose values: each is
/// a statement of the body, or of a branch of another such if, with no
/// init statement or condition variable, a condition without assignments
/// or increments, and branches made of assignments (`=`, `+=`, ...) to
/// scalars of arithmetic type that the body declares, further such ifs and
/// empty statements.
std::set<const clang::IfStmt *> localSelects(const clang::Stmt *LoopBody);

} // namespace paracodex

#endif
