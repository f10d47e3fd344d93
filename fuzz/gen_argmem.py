"""gen_program.py's Gen, the argmem feature: the consumer stores its value
through functions of the program's own that touch only the arrays they
are handed (issue 28, point 4: LULESH's `CalcElemShapeFunctionDerivatives(
x_local, ..., B, &determ[k])`; passes/model/ArgumentMemory.h). Four forms:
`local` (a helper fills an array the region declares, the store sums it),
`elem` (the helper stores through `&y[...]`), `rows` (a row `m[1]` of a
2-D region array), `nested` (a helper hands its pointer on to another).
The helpers halve and add halves back, so the stored value is exactly the
one without them.

Drawn from a sixth random stream, tagged only when present: programs
without it are byte-identical to before."""

import random

FORMS = ["local", "elem", "rows", "nested"]

DEFS = {
    "local": ["static void am_halves(double *b, double v)",
              "{",
              "  b[0] = v * 0.5;",
              "  b[1] = v - b[0];",
              "}"],
    "elem": ["static void am_store(double *d, double v)",
             "{",
             "  *d = v;",
             "}"],
    "rows": ["static void am_rows(double m[][2], double v)",
             "{",
             "  for (int r = 0; r < 2; r++) {",
             "    m[r][0] = v * 0.5;",
             "    m[r][1] = v - m[r][0];",
             "  }",
             "}"],
    "nested": ["static void am_inner(double *d, double v)",
               "{",
               "  d[0] = v;",
               "}",
               "static void am_outer(double *b, double v)",
               "{",
               "  am_inner(b + 1, v);",
               "  b[0] = 0.0;",
               "}"],
}


class ArgMemMixin:
    def argmem_rng(self):
        if not hasattr(self, "_rng6"):
            self._rng6 = random.Random(self.seed * 49979687 + 13)
        return self._rng6

    def argmem_stmt(self, target, rhs):
        """The consumer's store of \\p rhs in the element \\p target (an
        lvalue's text) through a helper, or None (three programs in four).
        One form per program: argmem_defs() gives its helpers."""
        rng6 = self.argmem_rng()
        if rng6.random() >= 0.25:
            return None
        form = self.F.get("argmem") or rng6.choice(FORMS)
        self.F["argmem"] = form
        if form == "local":
            return "{ double am_b[2]; am_halves(am_b, %s); %s = am_b[0] + am_b[1]; }" % (rhs, target)
        if form == "elem":
            return "am_store(&%s, %s);" % (target, rhs)
        if form == "rows":
            return ("{ double am_m[2][2]; am_rows(am_m, %s); %s = am_m[1][0] + am_m[1][1]; }"
                    % (rhs, target))
        return "{ double am_b[2]; am_outer(am_b, %s); %s = am_b[1] + am_b[0]; }" % (rhs, target)

    def argmem_defs(self):
        """The definitions of the helpers the program's form calls (the
        form is the generated program's tag: an attempt the generator
        threw away leaves nothing behind)."""
        form = self.F.get("argmem")
        return DEFS[form] + [""] if form else []
