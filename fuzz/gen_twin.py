"""gen_program.py's Gen, the twin-array feature: arrays of one name that are
two arrays (issue 27: the model keys arrays by declaration). compute's body
goes into a block of its own, under an outer `double *t` of the function
that is program state (`twin=outer`), and/or is followed by a sibling
block with its own `t` and a producer-consumer pair of its own
(`twin=sibling`, `twin=both`). A tool that merged the two `t`s would
see uses that are not there, or miss ones that are.

Drawn from a third random stream, decided after everything else, and tagged
only when present: programs without it are byte-identical to before."""

import random

TWIN_LEN = 6  # the outer t's elements
SIBLING_LEN = 3  # what the sibling pair touches: every x and output has more


class TwinMixin:
    def pick_twin(self, ct):
        """none, outer, sibling or both; never for a caller's `t` (a
        parameter of compute: a second `t` of its scope is no C)."""
        rng3 = random.Random(self.seed * 15485863 + 11)
        if ct or rng3.random() >= 0.3:
            return "none"
        return rng3.choice(["outer", "sibling", "both"])

    def with_twin(self, C, outs, has_red, ct):
        """compute's lines \\p C with the shadowing added (C[0] the header,
        C[1] its `{`, the body up to its closing `}`, a blank line)."""
        how = self.pick_twin(ct)
        flat = self.S.style != "array" or self.S.dims == 1
        if how in ("sibling", "both") and not (outs and flat):
            how = "outer" if how == "both" else "none"  # no flat output to write
        if how == "none":
            return C
        self.F["twin"] = how
        ind = "  "
        close = len(C) - 1
        while C[close] != "}":
            close -= 1
        body = C[2:close]
        # compute's side-effect counter stays in the function's scope
        head, ret = [], []
        if self.kv:
            head = [body.pop(0)]
            if body and body[-1].strip().startswith("return "):
                ret = [body.pop()]
        inner = [l if not l or l.startswith("#") else ind + l for l in body]
        while inner and inner[-1] == "":
            inner.pop()
        out = C[:2] + head
        if how in ("outer", "both"):
            n = TWIN_LEN
            out += [ind + "double *t = malloc((size_t)%d * sizeof(double));" % n,
                    "#pragma omp target teams distribute parallel for map(from: t[0:%d])" % n,
                    ind + "for (int q = 0; q < %d; q++)" % n,
                    ind + "  t[q] = 0.5 * q + alpha;",
                    ""]
        out += [ind + "{"] + inner + [ind + "}"]
        if how in ("sibling", "both"):
            n, y = SIBLING_LEN, outs[0]
            restrict = "restrict " if self.restrict else ""
            out += [ind + "{",
                    ind + "  double *%st = malloc((size_t)%d * sizeof(double));" % (restrict, n),
                    "#pragma omp target teams distribute parallel for map(to: x[0:%d]) map(alloc: t[0:%d])" % (n, n),
                    ind + "  for (int q = 0; q < %d; q++)" % n,
                    ind + "    t[q] = x[q] * 2.0 + alpha;",
                    "#pragma omp target teams distribute parallel for map(alloc: t[0:%d]) map(tofrom: %s[0:%d])" % (n, y, n),
                    ind + "  for (int q = 0; q < %d; q++)" % n,
                    ind + "    %s[q] += t[q] - 1.0;" % y,
                    ind + "  free(t);",
                    ind + "}"]
        if how in ("outer", "both"):
            # the outer t is read on the host after the block
            if outs and flat:
                out.append(ind + "%s[0] += t[%d];" % (outs[0], TWIN_LEN - 1))
            elif has_red:
                out.append(ind + "*out += t[%d];" % (TWIN_LEN - 1))
            out.append(ind + "free(t);")
        out += ret
        return out + C[close:]
