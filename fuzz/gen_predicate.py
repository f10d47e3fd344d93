"""gen_program.py's Gen, the predicate feature: the producer chooses its
value with `if` statements over locals of its body (issue 28, point 3: an
if that only assigns the body's own scalars is copied as conditional
expressions). Four forms: `clamp` (an if/else-if bounding a local),
`edge` (a local declared without a value, set on both paths by a test of
the loop variables), `int_scale` (an int local set by a converting
assignment, and a block that sets two locals), `nested` (an if inside a
branch), `accumulate` (compound assignments, `+=` and `*=`, under ifs). The constants halve, double and shift by whole numbers, so the
values stay exact where the program needs them to be.

Drawn from a fifth random stream, tagged only when present: programs
without it are byte-identical to before."""

import random

FORMS = ["clamp", "edge", "int_scale", "nested", "accumulate"]


class PredicateMixin:
    def predicate_rng(self):
        if not hasattr(self, "_rng5"):
            self._rng5 = random.Random(self.seed * 15485863 + 11)
        return self._rng5

    def predicated_stmt(self, store, rhs, vars_):
        """The producer's statement `store(rhs)` as a block whose value an
        if chooses, or None (three programs in four)."""
        rng5 = self.predicate_rng()
        if rng5.random() >= 0.25:
            return None
        form = rng5.choice(FORMS)
        self.F.setdefault("predicate", form)
        v = vars_[rng5.randrange(len(vars_))]
        bound = rng5.choice(["2.0", "8.0", "0.5"])
        if form == "clamp":
            lines = ["double pc_v = %s;" % rhs,
                     "if (pc_v > %s) pc_v = %s; else if (pc_v < -%s) pc_v = -%s;"
                     % (bound, bound, bound, bound)]
            value = "pc_v"
        elif form == "edge":
            lines = ["double pc_w;",
                     "if ((%s %% 3) == 1) pc_w = %s; else pc_w = %s;" % (v, bound, rhs)]
            value = "pc_w"
        elif form == "int_scale":
            lines = ["double pc_v = %s;" % rhs, "int pc_k = 2;",
                     "if (pc_v < 0.0) pc_k = pc_v * 3.0; "
                     "else if (pc_v > %s) { pc_k = 1; pc_v = pc_v - 1.0; }" % bound]
            value = "pc_v * pc_k"
        elif form == "accumulate":
            lines = ["double pc_v = %s;" % rhs, "int pc_k = 1;",
                     "if ((%s %% 2) == 0) pc_v += 0.5; else { pc_v *= 2.0; pc_k += 1; }" % v,
                     "if (pc_v > %s) pc_v -= %s;" % (bound, bound)]
            value = "pc_v * pc_k"
        else:
            lines = ["double pc_v = %s;" % rhs,
                     "if ((%s %% 2) == 0) { if (pc_v > %s) pc_v = %s; } else pc_v = -pc_v;"
                     % (v, bound, bound)]
            value = "pc_v"
        return "{ " + " ".join(lines + [store(value)]) + " }"
