"""gen_program.py's Gen, the helper feature: region bodies call a function
of the program's own instead of reading `alpha` directly (issue 28, point
4: a function whose body computes a number from numbers is pure, and its
call may be recomputed like an operator). `helper=static` defines it as a
static function, `helper=declare` inside `declare target`; its body
halves and doubles, so the values stay exact and the output is the one
without it.

Drawn from a fourth random stream, tagged only when present: programs
without it are byte-identical to before."""

import random
import re

NAME = "pc_bend"
ASSIGNS_ALPHA = re.compile(r"^\s*alpha\s*[-+*/]?=[^=]")


class HelperMixin:
    def pick_helper(self):
        rng4 = random.Random(self.seed * 32452843 + 7)
        if rng4.random() >= 0.25:
            return "none"
        return rng4.choice(["static", "declare"])

    def with_helper(self, C):
        """compute's lines \\p C with `alpha` read through the helper in
        every statement but the header, pragmas and assignments to alpha;
        the helper's definition in self.helper_defs."""
        self.helper_defs = []
        how = self.pick_helper()
        if how == "none":
            return C
        out = C[:1]
        used = False
        for line in C[1:]:
            if line.startswith("#") or ASSIGNS_ALPHA.match(line) or "alpha" not in line:
                out.append(line)
                continue
            new = re.sub(r"\balpha\b", "%s(alpha)" % NAME, line)
            used = used or new != line
            out.append(new)
        if not used:
            return C
        self.F["helper"] = how
        body = ["static double %s(double v)" % NAME, "{", "  double h = v * 0.5;",
                "  return h + h;", "}"]
        if how == "declare":
            body = ["#pragma omp declare target"] + body + ["#pragma omp end declare target"]
        self.helper_defs = body + [""]
        return out
