#!/usr/bin/env python3
"""Random producer-consumer OpenMP offload programs for differential fuzzing.

    gen_program.py SEED            prints the program for SEED
    gen_program.py SEED --features prints only its feature tags

Each program is one C99 file: a function `compute` whose target regions
pass values through malloc'd temporaries (or, for horizontal pairs, share
an iteration space), and a `main` that fills the inputs with deterministic
values, calls `compute` once and prints every output element with
"%.17g" and a checksum.  The same seed always gives the same text.

Every generated program is checked here, by enumerating its loops with the
concrete sizes main uses, to be valid: no access outside an allocation, no
read of a temporary element that nothing initialised, no two iterations of
a parallel loop writing one element.  Whether a pair may legally be fused
is not decided here: the fuzzer only compares what the fused program
prints with what the original prints.

Python 3 standard library only.
"""

import random
import sys

PAD = 3  # inputs have PAD extra elements (rows, planes) in the outermost dimension

FORMS = ["ttdpf", "ttloop", "tpf", "tbrace", "tnobrace", "tteams"]

_COMMON = ["norestrict", "map_per_region", "reassign", "mixed_forms"]
_TEMP = ["tri_p", "partial_prod", "ptrarith_t", "localptr", "narrow_temp"]
HAZARDS = {
    "pair": _COMMON + _TEMP + ["tri_c", "shadow", "iter_next", "read_after_region",
                               "read_after_host", "ptrarith_y", "inplace"],
    "chain3": _COMMON + _TEMP + ["tri_c", "shadow", "ptrarith_y"],
    "mapreduce": _COMMON + _TEMP,
    "horizontal": _COMMON + ["partial_prod", "hdiffspace", "hdep"],
}

# Loop variable types (tags ivtype, vtp, vtc).  Every loop range here ends
# below 20, so even `char` holds it.  `idx_t` is `typedef long idx_t;`.
IVTYPES = ["int", "long", "size_t", "unsigned", "unsigned char", "char", "short", "idx_t"]

# Terms of the loop variable added to a producer's expression (tag ivexpr):
# their value depends on the variable's type (signedness, width, `sizeof`),
# and `sizeof i` without parentheses breaks when `i` is replaced by text.
IVEXPRS = ["none", "div", "mul", "sizeof", "sizeofnp"]

# Side effects where the temporary is allocated and freed, and in the
# header of a host loop around the pair (tag sidefx).
SIDEFX = ["allocsize", "comma_alloc", "comma_free", "forhdr", "foralloc"]


# --------------------------------------------------------------------------
# small helpers

def par(e):
    """Parenthesise e unless it is a plain name or number."""
    e = str(e)
    return e if e.replace("_", "").isalnum() else "(" + e + ")"


def ev(expr, env):
    """Evaluate a C integer expression (names, + - * /, parentheses)."""
    return eval(str(expr).replace("/", "//"), {"__builtins__": {}}, env)


def shift(v, d):
    if d == 0:
        return v
    return "%s %s %d" % (v, "+" if d > 0 else "-", abs(d))


class Loop:
    def __init__(self, var, lo, op, bound, ctype="int"):
        self.var, self.lo, self.op, self.bound = var, str(lo), op, str(bound)
        self.ctype = ctype  # the loop variable's C type (IVTYPES)

    def c(self):
        return "for (%s %s = %s; %s %s %s; %s++)" % (
            self.ctype, self.var, self.lo, self.var, self.op, self.bound, self.var)

    def rng(self, env):
        lo = ev(self.lo, env)
        hi = ev(self.bound, env) - (1 if self.op == "<" else 0)
        return range(lo, hi + 1)


def points(loops, env):
    """Every iteration of a loop nest, as dicts of loop variable values."""
    if not loops:
        yield dict(env)
        return
    first = loops[0]
    for v in first.rng(env):
        e2 = dict(env)
        e2[first.var] = v
        yield from points(loops[1:], e2)


class Invalid(Exception):
    pass


# --------------------------------------------------------------------------
# the shape of the arrays: dimensions, extents, index style

class Shape:
    def __init__(self, rng, dims, style):
        self.dims, self.style = dims, style
        if dims == 1:
            self.ext = ["n"]
        elif dims == 2:
            self.ext = ["ny", "nx"] if style == "flat" else ["ny", "NX"]
        else:
            self.ext = ["nz", "ny", "nx"] if style == "flat" else ["nz", "NY", "NX"]
        self.params = [e for e in self.ext if e.islower()]
        self.macros = [e for e in self.ext if e.isupper()]
        self.size = {}

    def pick_sizes(self, rng, square):
        if self.dims == 1:
            vals = [rng.randint(5, 13)]
        elif self.dims == 2:
            vals = [rng.randint(4, 8), rng.randint(4, 8)]
        else:
            vals = [rng.randint(3, 6), rng.randint(3, 6), rng.randint(3, 6)]
        if square:  # triangular nests: inner extents at least the outer ones
            vals = sorted(vals)
        for e, v in zip(self.ext, vals):
            self.size[e] = v

    # C text -----------------------------------------------------------------
    def acc(self, a, idx):
        if self.dims == 1:
            return "%s[%s]" % (a, idx[0])
        if self.style == "array":
            return a + "".join("[%s]" % e for e in idx)
        return "%s[%s]" % (a, self.flat(idx))

    def flat(self, idx):
        if self.dims == 1:
            return str(idx[0])
        if self.style == "macro":
            return "%s(%s)" % ("IDX" if self.dims == 2 else "IDX3", ", ".join(idx))
        if self.dims == 2:
            return "%s * %s + %s" % (par(idx[0]), self.ext[1], par(idx[1]))
        return "(%s * %s + %s) * %s + %s" % (par(idx[0]), self.ext[1], par(idx[1]),
                                             self.ext[2], par(idx[2]))

    def ptr_write(self, a, idx):
        """The same element written as pointer arithmetic."""
        if self.style == "array" and self.dims > 1:
            inner = "*(%s + %s)" % (a, idx[0])
            for e in idx[1:-1]:
                inner = "*(%s + %s)" % (inner, e)
            return "*(%s + %s)" % (inner, idx[-1])
        return "*(%s + %s)" % (a, self.flat(idx))

    def count(self, pad=0):
        """Element count (flat styles) or row count (array style) of a section."""
        outer = self.ext[0] if not pad else "%s + %d" % (self.ext[0], pad)
        if self.style == "array" and self.dims > 1:
            return outer
        return " * ".join([par(outer)] + self.ext[1:]) if self.dims > 1 else outer

    def elems(self, pad=0):
        """Total element count as a C expression."""
        outer = self.ext[0] if not pad else "%s + %d" % (self.ext[0], pad)
        return " * ".join([par(outer)] + self.ext[1:]) if self.dims > 1 else outer

    def section(self, a, pad=0):
        return "%s[0:%s]" % (a, self.count(pad))

    def ptr_decl(self, ctype, a, const=False, restrict=False):
        q = ("const " if const else "") + ctype
        r = "restrict " if restrict else ""
        if self.style == "array" and self.dims > 1:
            return "%s (*%s%s)%s" % (q, r, a, "".join("[%s]" % e for e in self.ext[1:]))
        return "%s *%s%s" % (q, r, a)

    def malloc(self, ctype, a, rng):
        if self.style == "array" and self.dims > 1:
            return "malloc((size_t)%s * sizeof *%s)" % (self.ext[0], a)
        n = self.elems()
        if rng.random() < 0.5:
            return "malloc((size_t)%s * sizeof(%s))" % (par(n), ctype)
        return "malloc(sizeof(%s) * %s)" % (ctype, par(n))

    def inbounds(self, idx, pad=0):
        for d, (v, e) in enumerate(zip(idx, self.ext)):
            hi = self.size[e] + (pad if d == 0 else 0)
            if v < 0 or v >= hi:
                return False
        return True

    def all_points(self):
        env = dict(self.size)
        loops = [Loop("_q%d" % d, 0, "<", e) for d, e in enumerate(self.ext)]
        return [tuple(p["_q%d" % d] for d in range(self.dims)) for p in points(loops, env)]


# --------------------------------------------------------------------------
# regions

class Region:
    """One target region: a loop nest with one assignment (or update) in it."""

    def __init__(self, form, loops, stmt, collapse=1, reduction=None):
        if reduction and form == "tteams":
            form = "tbrace"  # a reduction goes on the loop directive inside `target`
        self.form, self.loops, self.stmt = form, loops, stmt
        self.collapse, self.reduction = collapse, reduction
        self.maps = []      # (type, section) on the region
        self.reads = {}     # array -> list of index expression tuples
        self.writes = {}    # array -> index expression tuple (one write per array)

    def emit(self, ind, brace_body):
        col = " collapse(%d)" % self.collapse if self.collapse > 1 else ""
        red = " reduction(%s: s)" % self.reduction if self.reduction else ""
        maps = "".join(" map(%s: %s)" % (t, ", ".join(secs)) for t, secs in group_maps(self.maps))
        if self.reduction:
            maps += " map(tofrom: s)"
        out = []
        p = ind
        if self.form == "ttdpf":
            out.append("#pragma omp target teams distribute parallel for%s%s%s" % (col, red, maps))
        elif self.form == "ttloop":
            out.append("#pragma omp target teams loop%s%s%s" % (col, red, maps))
        elif self.form == "tpf":
            out.append("#pragma omp target parallel for%s%s%s" % (col, red, maps))
        elif self.form == "tnobrace":
            out.append("#pragma omp target%s" % maps)
            out.append("#pragma omp teams distribute parallel for%s%s" % (col, red))
        elif self.form == "tbrace":
            out.append("#pragma omp target%s" % maps)
            out.append(p + "{")
            out.append("#pragma omp teams distribute parallel for%s%s" % (col, red))
            p = ind + "  "
        elif self.form == "tteams":
            out.append("#pragma omp target teams%s" % maps)
            out.append(p + "{")
            out.append("#pragma omp distribute parallel for%s" % col)
            p = ind + "  "
        for d, l in enumerate(self.loops):
            out.append(p + "  " * d + l.c() + (" {" if brace_body and d == len(self.loops) - 1 else ""))
        out.append(p + "  " * len(self.loops) + self.stmt)
        if brace_body:
            out.append(p + "  " * (len(self.loops) - 1) + "}")
        if self.form in ("tbrace", "tteams"):
            out.append(ind + "}")
        return out


def group_maps(maps):
    order, d = [], {}
    for t, s in maps:
        if t not in d:
            d[t] = []
            order.append(t)
        if s not in d[t]:
            d[t].append(s)
    return [(t, d[t]) for t in order]


# --------------------------------------------------------------------------
# the generator

class Gen:
    def __init__(self, seed):
        self.seed = seed
        self.rng = random.Random(seed * 7919 + 17)
        # The features added after the first version draw from their own
        # stream, so that a seed's program keeps its old shape underneath.
        self.rng2 = random.Random(seed * 104729 + 5)

    def c2(self, xs, weights=None):
        if weights:
            return self.rng2.choices(xs, weights=weights)[0]
        return self.rng2.choice(xs)

    def p2(self, p):
        return self.rng2.random() < p

    def choice(self, xs, weights=None):
        if weights:
            return self.rng.choices(xs, weights=weights)[0]
        return self.rng.choice(xs)

    def hz(self, name, p):
        """Whether hazard `name` is in this program."""
        if self.hmode == "clean":
            return False
        if self.hmode == "one":
            return name == self.hone
        return self.chance(p)

    def chance(self, p):
        return self.rng.random() < p

    def generate(self):
        for attempt in range(200):
            try:
                return self.try_generate()
            except Invalid:
                continue
        raise RuntimeError("seed %d: no valid program in 200 attempts" % self.seed)

    # ------------------------------------------------------------------
    def try_generate(self):
        r = self.rng
        F = {}
        self.F = F
        kind = self.choice(["pair", "chain3", "mapreduce", "horizontal"], [60, 14, 13, 13])
        F["kind"] = kind
        dims = self.choice([1, 2, 3], [45, 35, 20])
        if kind == "mapreduce":
            dims = self.choice([1, 2], [70, 30])
        style = "flat" if dims == 1 else self.choice(["flat", "macro", "array"])
        F["dims"] = dims
        F["style"] = style
        S = Shape(r, dims, style)
        self.S = S
        self.exact = kind in ("mapreduce",) or (kind == "horizontal")
        # hazards: what may make a pair unfusable or trip the rewrite.  A
        # third of the programs have none, half exactly one, the rest any.
        hs = [h for h in HAZARDS[kind] if dims >= 2 or h not in ("tri_p", "tri_c")]
        self.hmode = self.choice(["clean", "one", "free"], [30, 50, 20])
        self.hone = self.choice(hs) if self.hmode == "one" else None
        F["hmode"] = self.hmode
        if self.hone:
            F["hazard"] = self.hone
        self.pick_new_features(kind)
        tri_p = dims >= 2 and self.hz("tri_p", 0.2)
        tri_c = dims >= 2 and not tri_p and self.hz("tri_c", 0.12)
        S.pick_sizes(r, tri_p or tri_c)
        self.env = dict(S.size)
        self.restrict = not self.hz("norestrict", 0.15)
        F["restrict"] = int(self.restrict)
        if self.hz("map_per_region", 0.2):
            self.mapstyle = "per_region"
        else:
            self.mapstyle = self.choice(["data_all", "data_temp", "nomap_temp", "enter_exit"], [50, 18, 14, 18])
        F["map"] = self.mapstyle
        self.shadow = self.hz("shadow", 0.15)
        self.use_m = self.shadow or self.chance(0.25)
        self.env["m"] = r.randint(1, 2)
        F["shadow"] = int(self.shadow)
        self.reassign = self.hz("reassign", 0.15)
        F["scalar_reassign"] = int(self.reassign)
        self.iter = None
        if kind == "pair":
            self.iter = "next" if self.hz("iter_next", 0.1) else ("plain" if self.chance(0.12) else None)
        F["host_loop"] = self.iter or "none"
        self.read_after = None
        if kind == "pair" and self.iter != "next":
            if self.hz("read_after_region", 0.1):
                self.read_after = "region"
            elif self.hz("read_after_host", 0.1):
                self.read_after = "host"
        F["read_after"] = self.read_after or "none"
        self.pvars = ["i", "j", "k"][:dims]
        self.same_form = not self.hz("mixed_forms", 0.4)
        self.form0 = self.choice(FORMS)
        self.uses_math = False
        self.inplace = False

        self.regions = []      # (Region, role)
        self.between = {}      # index in regions -> host statements before it
        self.temps = []        # (name, ctype)
        self.local_ptrs = []   # (name, target) declared before the regions
        self.init_temps = {}   # temp -> "host" | "device"

        if kind == "pair":
            self.gen_pair(tri_p, tri_c)
        elif kind == "chain3":
            self.gen_chain(tri_p, tri_c)
        elif kind == "mapreduce":
            self.gen_mapreduce(tri_p)
        else:
            self.gen_horizontal()
        self.assign_types()
        self.check()
        F["ttype"] = "+".join(sorted(set(c for _, c in self.temps))) or "none"
        code = self.emit()
        return code, F

    # ------------------------------------------------------------------
    def form(self, i):
        if self.same_form:
            return self.form0
        return self.choice(FORMS)

    def loops_for(self, vars_, ranges, tri):
        loops = []
        for d, (v, (lo, hi_off)) in enumerate(zip(vars_, ranges)):
            e = self.S.ext[d]
            if tri and d == len(vars_) - 1:
                loops.append(Loop(v, lo, "<=", vars_[d - 1]))
                continue
            if hi_off == 0 and self.chance(0.2):
                loops.append(Loop(v, lo, "<=", "%s - 1" % e))
            else:
                loops.append(Loop(v, lo, "<", shift(e, -hi_off)))
        return loops

    def collapse_for(self, loops, tri, reduction=False):
        n = len(loops)
        if n == 1:
            return 1
        mx = n - 1 if tri else n
        if mx < 2 or self.chance(0.25):
            return 1
        return self.rng.randint(2, mx)

    def full_range(self):
        return [(0, 0)] * self.S.dims

    def prod_range(self):
        if not self.hz("partial_prod", 0.3):
            return self.full_range()
        rr = [(0, 0)] * self.S.dims
        d = self.rng.randrange(self.S.dims)
        rr[d] = self.choice([(1, 0), (0, 1), (1, 1)])
        return rr

    def xacc(self, vars_, d0shift=0):
        idx = list(vars_)
        s = d0shift
        if s:
            idx[0] = shift(idx[0], s) if isinstance(s, int) else "%s + %s" % (idx[0], s)
        return self.S.acc("x", idx), tuple(idx)

    def producer_expr(self, vars_, exact, need_alpha=False):
        """An expression of x at the producer's point; returns (text, x index tuples)."""
        m = "m" if self.use_m else 0
        x0, i0 = self.xacc(vars_, m)
        x1, i1 = self.xacc(vars_, (m + " + 1") if m else 1)
        if exact:
            opts = ["fabs(%s)" % x0, "%s * %s" % (x0, x0), "2.0 * %s + 1.0" % x0,
                    "%s - alpha" % x0, "alpha * %s" % x0, "%s + %s" % (x0, x1)]
            w = [3, 2, 1, 2, 2, 1]
        else:
            lv = vars_[-1]
            opts = ["alpha * %s + 0.5" % x0, "%s * %s - alpha" % (x0, x0),
                    "(%s + %s) * 0.5" % (x0, x1), "sqrt(fabs(%s) + alpha)" % x0,
                    "%s * 1.5 + (double)%s" % (x0, lv), "%s / (alpha + 2.0)" % x0,
                    "fabs(%s) * 0.3 + 0.1" % x0]
            w = [3, 2, 2, 1, 2, 1, 1]
        if need_alpha:
            keep = [k for k, o in enumerate(opts) if "alpha" in o]
            opts = [opts[k] for k in keep]
            w = [w[k] for k in keep]
        e = self.choice(opts, w)
        if "sqrt" in e or "fabs" in e:
            self.uses_math = True
        term = self.iv_term(vars_)
        if term:
            e = "%s + %s" % (e, term)
        reads = [i0] + ([i1] if x1 in e else [])
        return e, reads

    def write_stmt(self, arr, vars_, rhs, form):
        if form == "sub":
            return "%s = %s;" % (self.S.acc(arr, list(vars_)), rhs)
        if form == "ptrarith":
            return "%s = %s;" % (self.S.ptr_write(arr, list(vars_)), rhs)
        raise ValueError(form)

    def read_pattern(self, vars_):
        """The consumer's reads of a temporary: list of index expression tuples
        and the range of the consumer loop per dimension."""
        dims = self.S.dims
        base = list(vars_)
        pat = self.choice(["point", "stencil", "rev", "stride", "multi"], [25, 40, 12, 12, 11])
        if self.inplace:
            pat = "stencil"
        dv = self.rng.randrange(dims)
        reads = []
        rng_ = [[0, 0] for _ in range(dims)]
        if pat == "point":
            reads = [tuple(base)]
        elif pat == "stencil":
            offs = self.choice([[-1, 0, 1], [-1, 1], [-1, 0], [0, 1], [1], [-1]])
            for o in offs:
                idx = list(base)
                idx[dv] = shift(base[dv], o)
                reads.append(tuple(idx))
            rng_[dv] = [max(0, -min(offs)), max(0, max(offs))]
        elif pat == "rev":
            idx = list(base)
            idx[dv] = "%s - 1 - %s" % (self.S.ext[dv], base[dv])
            reads = [tuple(idx)]
            if self.chance(0.5):
                reads.append(tuple(base))
        elif pat == "stride":
            idx = list(base)
            idx[dv] = "2 * %s + 1" % base[dv]
            reads = [tuple(idx)]
            rng_[dv] = "stride"
        else:  # multi: a 5-point (or 2-D cross) stencil
            if dims == 1:
                offs = [-2, -1, 0, 1, 2]
                for o in offs:
                    reads.append((shift(base[0], o),))
                rng_[0] = [2, 2]
            else:
                d2 = (dv + 1) % dims
                reads.append(tuple(base))
                for d in (dv, d2):
                    for o in (-1, 1):
                        idx = list(base)
                        idx[d] = shift(base[d], o)
                        reads.append(tuple(idx))
                    rng_[d] = [1, 1]
        self.F.setdefault("read", pat)
        return reads, rng_

    def consumer_loops(self, vars_, rng_, tri):
        loops = []
        for d, v in enumerate(vars_):
            e = self.S.ext[d]
            rd = rng_[d]
            if tri and d == len(vars_) - 1:
                lo = rd[0] if rd != "stride" else 0
                loops.append(Loop(v, lo, "<=", vars_[d - 1]))
            elif rd == "stride":
                loops.append(Loop(v, 0, "<=", "(%s - 2) / 2" % e))
            else:
                lo, hi = rd
                if self.chance(0.15):
                    lo += 1
                if self.chance(0.15):
                    hi += 1
                if hi == 0 and self.chance(0.2):
                    loops.append(Loop(v, lo, "<=", "%s - 1" % e))
                else:
                    loops.append(Loop(v, lo, "<", shift(e, -hi)))
        return loops

    def weights(self, n):
        return [self.choice(["0.25", "0.5", "1.0", "0.75", "2.0", "1.5"]) for _ in range(n)]

    def tread(self, t, idx):
        return self.S.acc(t, list(idx))

    def temp_decl(self, name):
        ctype = self.choice(["float", "int"]) if self.hz("narrow_temp", 0.3) else "double"
        self.temps.append((name, ctype))
        return ctype

    def cvars(self):
        """Consumer loop variable names: the producer's, others, or one named like m."""
        vs = list(self.pvars)
        if self.chance(0.25):
            vs = ["u", "v", "w"][: self.S.dims]
        if self.shadow:
            vs[0] = "m"
        return vs

    # -- kinds ---------------------------------------------------------
    def producer(self, t, vars_, tri, exact=False, reads_from=None):
        """A region writing temporary t at its loop point."""
        rr = self.prod_range()
        loops = self.loops_for(vars_, rr, tri)
        if reads_from is None:
            rhs, xr = self.producer_expr(vars_, exact, need_alpha=self.reassign)
            reads = {"x": xr}
            if self.inplace:  # the producer also reads the consumer's output
                rhs = "%s + 0.5 * %s" % (rhs, self.S.acc("y", list(vars_)))
                reads["y"] = [tuple(vars_)]
        else:
            src, pattern, crng = reads_from
            rhs, reads = pattern
            loops = crng
        wform = "sub"
        if self.hz("ptrarith_t", 0.15):
            wform = "ptrarith"
        elif self.hz("localptr", 0.15):
            wform = "localptr"
        self.F.setdefault("wform", wform)
        arr = t
        if wform == "localptr":
            arr = "tp" if t == "t" else "tp2"
            self.local_ptrs.append((arr, t))
            wform = "sub"
        stmt = self.write_stmt(arr, vars_, rhs, wform)
        R = Region(self.form(0), loops, stmt, self.collapse_for(loops, tri))
        R.reads = reads
        R.writes = {arr: tuple(vars_)}
        R.alias = {arr: t}
        return R

    def consumer(self, t, vars_, tri_c, out="y", reduction=None):
        reads, rng_ = self.read_pattern(vars_)
        loops = self.consumer_loops(vars_, rng_, tri_c)
        w = self.weights(len(reads))
        terms = ["%s * %s" % (wi, self.tread(t, ri)) for wi, ri in zip(w, reads)]
        if len(terms) == 1 and self.chance(0.5):
            terms = [self.tread(t, reads[0])]
        rhs = " + ".join(terms)
        xr = []
        if reduction is None and self.chance(0.3):
            xa, xi = self.xacc(vars_)
            rhs += " + %s" % (xa if not self.reassign else "alpha * " + xa)
            xr = [xi]
        elif self.reassign and reduction is None and self.chance(0.5):
            rhs = "alpha * (%s)" % rhs
        if reduction == "+":
            stmt = "s += %s;" % rhs
        elif reduction == "max":
            stmt = "s = fmax(s, %s);" % rhs
            self.uses_math = True
        else:
            yform = "ptrarith" if self.hz("ptrarith_y", 0.15) else "sub"
            if self.inplace and self.chance(0.5):
                yform = "ptrarith"
            if yform == "ptrarith":
                self.F["yform"] = "ptrarith"
            stmt = self.write_stmt(out, vars_, rhs, yform)
        R = Region(self.form(1), loops, stmt, self.collapse_for(loops, tri_c), reduction)
        R.reads = {t: reads}
        if xr:
            R.reads["x"] = xr
        if reduction is None:
            R.writes = {out: tuple(vars_)}
        R.alias = {}
        return R

    def gen_pair(self, tri_p, tri_c):
        self.inplace = self.hz("inplace", 0.1)
        self.F["inplace"] = int(self.inplace)
        self.temp_decl("t")
        P = self.producer("t", self.pvars, tri_p)
        cv = self.cvars()
        C = self.consumer("t", cv, tri_c)
        self.F["tri"] = "prod" if tri_p else ("cons" if tri_c else "none")
        self.regions = [(P, "producer"), (C, "consumer")]
        if self.reassign:
            self.between[1] = ["alpha = alpha * 0.5 + 0.25;"]
        if self.read_after == "region":
            vs = list(self.pvars)
            R = Region(self.form(2), self.loops_for(vs, self.full_range(), False),
                       self.write_stmt("z", vs, "%s * 2.0 + 1.0" % self.S.acc("t", vs), "sub"))
            R.collapse = self.collapse_for(R.loops, False)
            R.reads = {"t": [tuple(vs)]}
            R.writes = {"z": tuple(vs)}
            R.alias = {}
            self.regions.append((R, "reader"))
        if self.iter == "next":
            vs = list(self.pvars)
            R = Region(self.form(2), self.loops_for(vs, self.full_range(), False),
                       self.write_stmt("z", vs, "%s + %s" % (self.S.acc("z", vs), self.S.acc("t", vs)), "sub"))
            R.collapse = self.collapse_for(R.loops, False)
            R.reads = {"t": [tuple(vs)], "z": [tuple(vs)]}
            R.writes = {"z": tuple(vs)}
            R.alias = {}
            self.regions.insert(0, (R, "reader"))
            self.between = {k + 1: v for k, v in self.between.items()}
            self.init_temps["t"] = "host"

    def gen_chain(self, tri_p, tri_c):
        self.temp_decl("t")
        self.temp_decl("t2")
        P = self.producer("t", self.pvars, tri_p)
        # middle: reads t with a pattern, writes t2 at its point
        vs = self.cvars() if self.chance(0.5) else list(self.pvars)
        reads, rng_ = self.read_pattern(vs)
        loops = self.consumer_loops(vs, rng_, tri_c)
        w = self.weights(len(reads))
        rhs = " + ".join("%s * %s" % (wi, self.tread("t", ri)) for wi, ri in zip(w, reads))
        if self.reassign:
            rhs = "alpha * (%s)" % rhs
        M = Region(self.form(1), loops, self.write_stmt("t2", vs, rhs, "sub"),
                   self.collapse_for(loops, tri_c))
        M.reads = {"t": reads}
        M.writes = {"t2": tuple(vs)}
        M.alias = {}
        C = self.consumer("t2", self.cvars(), False)
        self.F["tri"] = "prod" if tri_p else ("cons" if tri_c else "none")
        self.regions = [(P, "producer"), (M, "middle"), (C, "consumer")]
        if self.reassign:
            self.between[self.choice([1, 2])] = ["alpha = alpha * 0.5 + 0.25;"]

    def gen_mapreduce(self, tri_p):
        self.temp_decl("t")
        P = self.producer("t", self.pvars, tri_p, exact=True)
        red = self.choice(["+", "max"], [60, 40])
        self.F["reduction"] = red
        cv = self.cvars()
        if self.chance(0.7):
            # the plain map -> reduce: read at the point over the producer's range
            loops = [Loop(cv[d], l.lo, l.op, l.bound.replace(self.pvars[d - 1], cv[d - 1]) if d else l.bound)
                     for d, l in enumerate(P.loops)]
            reads = [tuple(cv)]
            self.F["read"] = "point"
            rhs = self.tread("t", reads[0])
            stmt = "s += %s;" % rhs if red == "+" else "s = fmax(s, %s);" % rhs
            if red == "max":
                self.uses_math = True
            C = Region(self.form(1), loops, stmt, self.collapse_for(loops, tri_p), red)
            C.reads = {"t": reads}
            C.writes = {}
            C.alias = {}
        else:
            C = self.consumer("t", cv, False, reduction=red)
        self.F["tri"] = "prod" if tri_p else "none"
        self.regions = [(P, "producer"), (C, "consumer")]
        if self.reassign:
            self.between[1] = ["alpha = alpha * 0.5 + 0.25;"]

    def gen_horizontal(self):
        vs = list(self.pvars)
        loops = self.loops_for(vs, self.prod_range(), False)
        col = self.collapse_for(loops, False)
        rhs, xr = self.producer_expr(vs, True)
        A = Region(self.form(0), loops, self.write_stmt("y", vs, rhs, "sub"), col)
        A.reads = {"x": xr}
        A.writes = {"y": tuple(vs)}
        A.alias = {}
        vs2 = list(vs) if self.chance(0.6) else ["u", "v", "w"][: self.S.dims]
        loops2 = [Loop(vs2[d], l.lo, l.op, l.bound) for d, l in enumerate(loops)]
        if self.hz("hdiffspace", 0.15):  # a different iteration space: not horizontal at all
            loops2[0] = Loop(vs2[0], loops[0].lo, "<", shift(self.S.ext[0], -2))
            self.F["hspace"] = "different"
        else:
            self.F["hspace"] = "same"
        if self.hz("hdep", 0.4):
            variant = self.choice(["dep_rev", "dep_point", "dep_point_red"])
        else:
            variant = self.choice(["indep", "indep_red"])
        self.F["hvariant"] = variant
        xa, xi = self.xacc(vs2)
        red = None
        if variant == "indep":
            stmt = self.write_stmt("z", vs2, "%s * %s - alpha" % (xa, xa), "sub")
            reads, writes = {"x": [xi]}, {"z": tuple(vs2)}
        elif variant == "indep_red":
            red = "+"
            stmt = "s += %s%s;" % ("alpha * " if self.reassign else "", xa)
            reads, writes = {"x": [xi]}, {}
        elif variant == "dep_rev":
            idx = list(vs2)
            idx[0] = "%s - 1 - %s" % (self.S.ext[0], vs2[0])
            stmt = self.write_stmt("z", vs2, "%s * 0.5 + %s" % (self.S.acc("y", idx), xa), "sub")
            reads, writes = {"y": [tuple(idx)], "x": [xi]}, {"z": tuple(vs2)}
        elif variant == "dep_point":
            stmt = self.write_stmt("z", vs2, "%s * 2.0 - %s" % (self.S.acc("y", vs2), xa), "sub")
            reads, writes = {"y": [tuple(vs2)], "x": [xi]}, {"z": tuple(vs2)}
        else:
            red = "+"
            stmt = "s += %s;" % self.S.acc("y", vs2)
            reads, writes = {"y": [tuple(vs2)]}, {}
        B = Region(self.form(1), loops2, stmt, col, red)
        B.reads, B.writes, B.alias = reads, writes, {}
        self.regions = [(A, "first"), (B, "second")]
        if self.reassign:
            self.between[1] = ["alpha = alpha * 0.5 + 0.25;"]

    # -- the features added later (their own random stream) --------------
    def pick_new_features(self, kind):
        """Loop variable types, terms of them, temporaries of the caller,
        side effects around the allocation: decided from rng2."""
        F = self.F
        self.vtmode = self.c2(["int", "same", "mixed"], [40, 30, 30])
        if self.vtmode == "int":
            self.vtp = self.vtc = "int"
        elif self.vtmode == "same":
            self.vtp = self.vtc = self.c2(IVTYPES[1:], [3, 3, 2, 1, 1, 1, 3])
        else:
            self.vtp, self.vtc = self.rng2.sample(IVTYPES, 2)
        self.vt_perdim = self.vtmode == "mixed" and self.p2(0.3)
        F["ivtype"] = self.vtmode + ("_perdim" if self.vt_perdim else "")
        F["vtp"] = self.vtp.replace(" ", "_")
        F["vtc"] = self.vtc.replace(" ", "_")
        self.ivexpr = self.c2(IVEXPRS, [50, 13, 13, 12, 12])
        F["ivexpr"] = "none"  # set when a producer expression takes the term
        has_t = kind != "horizontal"
        # the temporary `t` allocated by the caller and passed to a static
        # compute (tags talloc, calias, cread, cwrap, cchain, ccalls, calloc)
        self.talloc = "caller" if has_t and self.p2(0.4) else "local"
        F["talloc"] = self.talloc
        self.cread = False
        self.calias, self.cwrap, self.cchain, self.ccalls, self.calloc = "none", "none", False, 1, False
        self.callee_back = False
        if self.talloc == "caller":
            self.calias = self.c2(["none", "chain", "paren", "copy"], [55, 15, 15, 15])
            # the caller reading the temporary after the call: a hazard
            if self.hmode == "one" and self.p2(0.3):
                self.hone = "caller_read"
                F["hazard"] = self.hone
            self.cread = (self.hmode == "one" and self.hone == "caller_read") or \
                         (self.hmode == "free" and self.p2(0.4))
            self.cwrap = self.c2(["none", "brace", "single", "enterexit"], [45, 20, 20, 15])
            if self.cread:
                # who copies the device's t back for main to read: compute
                # (`target update from`, `exit data map(from:)`: a use the
                # tool sees in compute), or main's own map around the call
                # (only the alias or main's read shows the use)
                if self.p2(0.3):
                    self.callee_back = True
                elif self.cwrap == "none":
                    self.cwrap = self.c2(["brace", "single", "enterexit"])
                F["cback"] = "compute" if self.callee_back else "main"
            self.cchain = self.p2(0.2)
            self.ccalls = 2 if self.p2(0.15) else 1
            self.calloc = self.p2(0.2)
            F["calias"] = self.calias
            F["cread"] = int(self.cread)
            F["cwrap"] = self.cwrap
            F["cchain"] = int(self.cchain)
            F["ccalls"] = self.ccalls
            F["calloc"] = int(self.calloc)
        # with the caller's read as the one hazard, nothing else in the
        # caller that a tool might refuse for: the alias must decide
        lone = self.hmode == "one" and self.hone == "caller_read"
        self.nullchk = has_t and self.p2(0.25) and not lone
        self.sizeofp = has_t and self.p2(0.3)
        F["nullchk"] = int(self.nullchk)
        F["sizeofp"] = int(self.sizeofp)
        fx = set()
        if has_t:
            if self.p2(0.15):
                fx.add("allocsize")
            if self.p2(0.12):
                fx.add("comma_free")
            r = self.rng2.random()
            if r < 0.1 and not lone:
                fx.add("comma_alloc")
            elif r < 0.16 and self.talloc == "local":
                fx.add("foralloc")
        if self.p2(0.1):
            fx.add("forhdr")
        self.sidefx = fx
        F["sidefx"] = "+".join(x for x in SIDEFX if x in fx) or "none"

    def iv_term(self, vars_):
        """A term of one loop variable for a producer expression, or None."""
        if self.ivexpr == "none":
            return None
        v = self.c2(list(vars_))
        self.F["ivexpr"] = self.ivexpr
        if self.ivexpr == "div":
            return "(double)((%s - 5) / 2 %% 7)" % v
        if self.ivexpr == "mul":
            return "(double)((%s * 3 - 7) %% 11)" % v
        if self.ivexpr == "sizeof":
            return "(double)sizeof(%s)" % v
        return "(double)sizeof %s * 0.5" % v

    def region_type(self, role):
        if self.vtmode == "int":
            return "int"
        if role in ("producer", "first"):
            return self.vtp
        if role in ("consumer", "second") or self.vtmode == "same":
            return self.vtc
        return self.c2(IVTYPES)

    def assign_types(self):
        for R, role in self.regions:
            base = self.region_type(role)
            for l in R.loops:
                l.ctype = self.c2(IVTYPES) if self.vt_perdim else base

    # -- validity --------------------------------------------------------
    def check(self):
        """Enumerate every region with the concrete sizes: bounds, races,
        initialisation of temporaries; decide which temporaries need an
        initialisation (host or device) to make the program deterministic."""
        S = self.S
        env = dict(self.env)
        temps = {t for t, _ in self.temps}
        alias_of = {}
        for p, t in self.local_ptrs:
            alias_of[p] = t
        written = {t: set() for t in temps}
        allpts = set(S.all_points())
        needs_init = set(self.init_temps)
        n_iter = 2 if self.iter else 1
        for it in range(n_iter):
            for R, role in self.regions:
                pts = list(points(R.loops, env))
                if not pts:
                    raise Invalid("empty region")
                for arr, idxs in R.reads.items():
                    base = alias_of.get(arr, arr)
                    for p in pts:
                        for idx in idxs:
                            v = tuple(ev(e, p) for e in idx)
                            pad = PAD if base == "x" else 0
                            if not S.inbounds(v, pad):
                                raise Invalid("read out of bounds")
                            if base in temps and v not in written[base]:
                                needs_init.add(base)
                for arr, idx in R.writes.items():
                    base = alias_of.get(arr, arr)
                    seen = set()
                    for p in pts:
                        v = tuple(ev(e, p) for e in idx)
                        if not S.inbounds(v):
                            raise Invalid("write out of bounds")
                        if v in seen:
                            raise Invalid("race")
                        seen.add(v)
                        if base in temps:
                            written[base].add(v)
        # a host read of t after the regions reads every element
        if (self.read_after == "host" or self.cread) and written["t"] != allpts:
            needs_init.add("t")
        for t in sorted(needs_init):
            if t not in self.init_temps:
                self.init_temps[t] = self.choice(["host", "device"])
        # init regions write everything; a host loop reading t before the
        # producer needs the values on the host side as well
        if self.init_temps:
            self.F["init"] = "+".join(sorted(set(self.init_temps.values())))
            self.F["cover"] = "partial"
        else:
            self.F["init"] = "none"
            self.F["cover"] = "full"
        for R, _ in self.regions:
            if R.collapse > 1:
                self.F["collapse"] = max(self.F.get("collapse", 1), R.collapse)
        self.F.setdefault("collapse", 1)
        forms = sorted(set(R.form for R, _ in self.regions))
        self.F["forms"] = "+".join(forms)

    # -- C text -----------------------------------------------------------
    def emit(self):
        S = self.S
        ind = "  "
        ct = self.talloc == "caller"   # `t` is the caller's, a parameter of compute
        fx = self.sidefx
        rs = self.restrict
        has_red = any(R.reduction for R, _ in self.regions)
        uses = set()
        for R, _ in self.regions:
            uses.update(R.reads.keys())
            uses.update(R.writes.keys())
        outs = [a for a in ("y", "z") if a in uses or (a == "z" and self.read_after == "host")]
        self.outs = outs
        tctype = dict(self.temps).get("t", "double")
        # compute's side-effect counter (returned), main's (printed)
        self.kv = None
        if "forhdr" in fx or (not ct and fx & {"comma_alloc", "comma_free", "foralloc"}):
            self.kv = "k" if S.dims < 3 else "kc"
        self.main_kv = ct and bool(fx & {"comma_alloc", "comma_free"})
        retv = "return %s;" % self.kv if self.kv else "return;"
        params = [S.ptr_decl("double", "x", const=True, restrict=rs)]
        params += [S.ptr_decl("double", a, restrict=rs) for a in outs]
        if ct:
            params.append(S.ptr_decl(tctype, "t", restrict=rs))
        if has_red:
            params.append("double *%sout" % ("restrict " if rs else ""))
        params += ["int %s" % e for e in S.params]
        params += ["double alpha", "int m"]
        self.cparams = params
        C = []
        C.append("%s%s compute(%s)" % ("static " if ct else "", "int" if self.kv else "void",
                                       ", ".join(params)))
        C.append("{")
        if self.kv:
            C.append(ind + "int %s = 0;" % self.kv)
        tsec = {t: S.section(t) for t, _ in self.temps}
        foralloc = None
        for t, ctype in self.temps:
            split = self.chance(0.2)
            old = S.malloc(ctype, t, self.rng)
            if t == "t" and ct:
                continue
            if t == "t":
                lines, foralloc = self.alloc_lines(ctype, t, old, split, retv, "compute")
                C += [ind + l for l in lines]
            elif split:
                C.append(ind + S.ptr_decl(ctype, t) + ";")
                C.append(ind + "%s = %s;" % (t, old))
            else:
                C.append(ind + "%s = %s;" % (S.ptr_decl(ctype, t), old))
        B = []  # from here to the frees: inside `for (t = malloc(...); ...)` under foralloc
        if has_red:
            init = "0.0" if any(R.reduction == "+" for R, _ in self.regions) else "-1.0e30"
            B.append(ind + "double s = %s;" % init)
        # host initialisation of temporaries
        for t, how in sorted(self.init_temps.items()):
            if how == "host":
                vs = ["q%d" % d for d in range(S.dims)]
                for d, v in enumerate(vs):
                    B.append(ind + "  " * d + "for (int %s = 0; %s < %s; %s++)" % (v, v, S.ext[d], v))
                ctype = dict(self.temps)[t]
                expr = " + ".join(vs)
                B.append(ind + "  " * len(vs) + "%s = (%s)((%s) %% 5) - 2;" % (S.acc(t, vs), ctype, expr))
                if t == "t" and ct and self.cwrap != "none":
                    # mapped by the caller already: the maps below copy nothing
                    B.append("#pragma omp target update to(%s)" % tsec[t])
        for p, t in self.local_ptrs:
            ctype = dict(self.temps)[t]
            B.append(ind + "%s = %s;" % (S.ptr_decl(ctype, p), t))
        B.append("")

        ms = self.mapstyle
        xsec = S.section("x", PAD)
        osec = [S.section(a) for a in outs]
        temp_map_type = {t: ("to" if self.init_temps.get(t) == "host" else "alloc") for t, _ in self.temps}
        # region-level maps
        for R, role in self.regions:
            if ms in ("data_temp", "per_region", "enter_exit"):
                arrs = set(R.reads) | set(R.writes)
                for a in sorted(arrs):
                    if a == "x":
                        R.maps.append(("to", xsec))
                    elif a in ("y", "z"):
                        R.maps.append(("tofrom", S.section(a)))
                    elif ms == "per_region":
                        R.maps.append(("tofrom" if a in R.writes else "to", S.section(a)))
        # device initialisation regions
        pre = []
        for t, how in sorted(self.init_temps.items()):
            if how == "device":
                vs = list(self.pvars)
                loops = self.loops_for(vs, self.full_range(), False)
                R = Region(self.form(3), loops, "%s = %s;" % (S.acc(t, vs), "-1" if dict(self.temps)[t] == "int" else "-1.5"))
                R.collapse = self.collapse_for(loops, False)
                ty = self.region_type("init")
                for l in loops:
                    l.ctype = ty
                if ms == "per_region":
                    R.maps.append(("tofrom", S.section(t)))
                pre.append(R)
        # the region sequence with host statements in between
        seq = []
        for R in pre:
            seq.append(("region", R))
        loop_regions = []
        for k, (R, role) in enumerate(self.regions):
            for st in self.between.get(k, []):
                loop_regions.append(("host", st))
            loop_regions.append(("region", R))
        if self.iter:
            seq.append(("loop_open", None))
            seq += loop_regions
            seq.append(("loop_close", None))
        elif "forhdr" in fx:
            seq.append(("once_open", None))
            seq += loop_regions
            seq.append(("loop_close", None))
        else:
            seq += loop_regions

        brace = self.chance(0.2)
        data_open = []
        if ms == "data_all":
            maps = ["map(to: %s)" % xsec]
            if osec:
                maps.append("map(tofrom: %s)" % ", ".join(osec))
            groups = {}
            for t, _ in self.temps:
                groups.setdefault(temp_map_type[t], []).append(tsec[t])
            for ty, secs in groups.items():
                maps.append("map(%s: %s)" % (ty, ", ".join(secs)))
            data_open = ["#pragma omp target data " + " ".join(maps)]
        elif ms == "data_temp" and self.temps:
            groups = {}
            for t, _ in self.temps:
                groups.setdefault(temp_map_type[t], []).append(tsec[t])
            data_open = ["#pragma omp target data " + " ".join(
                "map(%s: %s)" % (ty, ", ".join(secs)) for ty, secs in groups.items())]
        elif ms == "nomap_temp":
            maps = ["map(to: %s)" % xsec]
            if osec:
                maps.append("map(tofrom: %s)" % ", ".join(osec))
            data_open = ["#pragma omp target data " + " ".join(maps)]
        enter = []
        if ms == "enter_exit" and self.temps:
            groups = {}
            for t, _ in self.temps:
                groups.setdefault(temp_map_type[t], []).append(tsec[t])
            for ty, secs in groups.items():
                enter.append("#pragma omp target enter data map(%s: %s)" % (ty, ", ".join(secs)))

        inner = ind + ("  " if data_open else "")
        lines = []
        for what, obj in seq:
            if what == "region":
                lines += self._region_lines(obj, inner, brace)
                lines.append("")
            elif what == "host":
                lines.append(inner + obj)
                lines.append("")
            elif what == "loop_open":
                if "forhdr" in fx:
                    lines.append(inner + "for (int it = (%s++, 0); it < 2; it++, %s += 3) {" % (self.kv, self.kv))
                else:
                    lines.append(inner + "for (int it = 0; it < 2; it++) {")
                inner += "  "
            elif what == "once_open":
                lines.append(inner + "for (int once = (%s++, 0); once < 1; once++, %s += 3) {" % (self.kv, self.kv))
                inner += "  "
            elif what == "loop_close":
                inner = inner[:-2]
                lines.append(inner + "}")
        while lines and lines[-1] == "":
            lines.pop()

        # the device copy of t back on the host: for a host read after the
        # consumer here, or for the caller's read after the call
        after_dev = []
        if (self.read_after == "host" and (ms in ("data_all", "data_temp", "enter_exit")
                                           or (ct and self.cwrap != "none"))) \
                or (self.callee_back and ms in ("data_all", "data_temp")):
            after_dev = ["#pragma omp target update from(%s)" % tsec["t"]]
        if self.read_after == "host":
            vs = ["q%d" % d for d in range(S.dims)]
            host = []
            for d, v in enumerate(vs):
                host.append("  " * d + "for (int %s = 0; %s < %s; %s++)" % (v, v, S.ext[d], v))
            host.append("  " * len(vs) + "%s += (double)%s;" % (S.acc("z", vs), S.acc("t", vs)))

        B += [ind + l if not l.startswith("#") else l for l in enter]
        if data_open:
            B += data_open
            B.append(ind + "{")
        B += lines
        if self.read_after == "host" or after_dev:
            B.append("")
            B += after_dev
        if data_open:
            B.append(ind + "}")
        if self.read_after == "host":
            B.append("")
            B += [ind + l for l in host]
        if ms == "enter_exit":
            for t, _ in self.temps:
                ty = "delete"
                if t == "t" and ct and self.callee_back:
                    ty = "from"
                elif t == "t" and ct and self.cwrap != "none":
                    ty = "release"  # `delete` would unmap the caller's mapping
                B.append("#pragma omp target exit data map(%s: %s)" % (ty, tsec[t]))
        B.append("")
        if has_red:
            B.append(ind + "*out = s;")
        if foralloc:
            C.append(ind + "for (t = %s, %s++; t != NULL; free(t), t = NULL) {" % (foralloc, self.kv))
            C += [l if l.startswith("#") or not l else "  " + l for l in B]
            while C[-1] == "":
                C.pop()
            C.append(ind + "}")
            C.append("")
        else:
            C += B
        for t, _ in self.temps:
            if t == "t" and (ct or foralloc):
                continue
            if t == "t" and "comma_free" in fx:
                C.append(ind + "free(%s), %s += 10;" % (t, self.kv))
            else:
                C.append(ind + "free(%s);" % t)
        if self.kv:
            C.append(ind + "return %s;" % self.kv)
        C.append("}")
        C.append("")

        # the file: header, typedef, counting allocator, macros, functions
        L = []
        L.append("/* paracodex fuzz program, seed %d */" % self.seed)
        L.append("/* features: %s */" % " ".join("%s=%s" % kv for kv in sorted(self.F.items())))
        L.append("#include <stdio.h>")
        L.append("#include <stdlib.h>")
        if self.uses_math:
            L.append("#include <math.h>")
        L.append("")
        all_loops = [l for R, _ in self.regions for l in R.loops] + [l for R in pre for l in R.loops]
        if any(l.ctype == "idx_t" for l in all_loops):
            L.append("typedef long idx_t;")
            L.append("")
        if "allocsize" in fx:
            L += ["static size_t n_alloc, n_counted;", "",
                  "/* counts its calls and what it is given: the allocation's side effects */",
                  "static size_t count(size_t n)", "{", "  n_alloc++;", "  n_counted += n;",
                  "  return n;", "}", ""]
        for e in S.macros:
            L.append("#define %s %d" % (e, S.size[e]))
        if S.style == "macro":
            if S.dims == 2:
                L.append("#define IDX(i, j) ((i) * NX + (j))")
            else:
                L.append("#define IDX3(i, j, k) (((i) * NY + (j)) * NX + (k))")
        if S.macros:
            L.append("")
        L += C
        if self.cchain:
            names = ["x"] + outs + ["t"] + (["out"] if has_red else []) + S.params + ["alpha", "m"]
            L.append("static %s run(%s)" % ("int" if self.kv else "void", ", ".join(params)))
            L.append("{")
            L.append(ind + "%scompute(%s);" % ("return " if self.kv else "", ", ".join(names)))
            L.append("}")
            L.append("")
        L += self.emit_main(has_red)
        return "\n".join(L) + "\n"

    def alloc_expr(self, ctype, t, old, where):
        """The allocation of temporary t: the old text, or with `sizeof *t`,
        a counted size with `m++` in it, or calloc (in main)."""
        S = self.S
        fx = self.sidefx
        calloc = where == "main" and self.calloc
        if not (self.sizeofp or "allocsize" in fx or calloc):
            return old
        n = S.count()
        unit = "sizeof *%s" % t if (self.sizeofp or (S.style == "array" and S.dims > 1)) \
            else "sizeof(%s)" % ctype
        if calloc:
            cnt = "(size_t)%s" % par(n)
            if "allocsize" in fx:
                cnt = "count((size_t)%s + (size_t)m++)" % par(n)
            return "calloc(%s, %s)" % (cnt, unit)
        if "allocsize" in fx:
            return "malloc(count(%s * ((size_t)%s + (size_t)m++)))" % (unit, par(n))
        return "malloc((size_t)%s * %s)" % (par(n), unit)

    def alloc_lines(self, ctype, t, old, split, retv, where):
        """compute's allocation of its own t: (lines, for-header allocation)."""
        fx = self.sidefx
        expr = self.alloc_expr(ctype, t, old, where)
        decl = self.S.ptr_decl(ctype, t)
        out = []
        fa = None
        if "foralloc" in fx:
            out.append(decl + ";")
            fa = expr
        elif "comma_alloc" in fx:
            out.append(decl + ";")
            out.append("%s++, %s = %s;" % (self.kv, t, expr))
        elif split:
            out += [decl + ";", "%s = %s;" % (t, expr)]
        else:
            out.append("%s = %s;" % (decl, expr))
        if self.nullchk and not fa:
            out += ["if (%s == NULL) {" % t,
                    '  fprintf(stderr, "%s: no memory for %s\\n");' % (where, t),
                    "  " + retv, "}"]
        return out, fa

    def caller_alloc(self, ind):
        """main's allocation of t (talloc=caller), with its alias if any."""
        S = self.S
        fx = self.sidefx
        ctype = dict(self.temps)["t"]
        expr = self.alloc_expr(ctype, "t", S.malloc(ctype, "t", self.rng2), "main")
        dt, da = S.ptr_decl(ctype, "t"), S.ptr_decl(ctype, "ta")
        pre = "k++, " if "comma_alloc" in fx else ""
        out = []
        if self.calias == "chain":
            out += [dt + ";", da + ";", "%sta = t = %s;" % (pre, expr)]
        elif self.calias == "paren":
            out += [dt + ";", "%s = (%st = %s);" % (da, pre, expr)]
        else:
            if pre or self.p2(0.2):
                out += [dt + ";", "%st = %s;" % (pre, expr)]
            else:
                out.append("%s = %s;" % (dt, expr))
            if self.calias == "copy":
                out.append("%s = t;" % da)
        if self.nullchk:
            out += ["if (t == NULL) {", '  fprintf(stderr, "main: no memory for t\\n");',
                    "  free(x);", "  return -1;", "}"]
        return [ind + l for l in out]

    def _region_lines(self, R, ind, brace):
        out = []
        for l in R.emit(ind, brace):
            out.append(l if l.startswith("#") else (l if l.startswith(ind) else ind + l))
        return out

    def emit_main(self, has_red):
        S = self.S
        ct = self.talloc == "caller"
        fx = self.sidefx
        L = ["int main(void)", "{"]
        ind = "  "
        for e in S.params:
            L.append(ind + "int %s = %d;" % (e, S.size[e]))
        alpha = self.choice(["0.75", "1.25", "0.5", "1.5"]) if self.exact else self.choice(["1.3", "0.7", "1.1", "2.3", "0.45"])
        L.append(ind + "double alpha = %s;" % alpha)
        # `m++` in t's allocation: the regions see m + 1
        L.append(ind + "int m = %d;" % (self.env["m"] - (1 if "allocsize" in fx else 0)))
        xn = S.elems(PAD)
        on = S.elems()
        L.append(ind + "double *x = malloc((size_t)%s * sizeof(double));" % par(xn))
        for a in self.outs:
            L.append(ind + "double *%s = malloc((size_t)%s * sizeof(double));" % (a, par(on)))
        if has_red:
            L.append(ind + "double s = 0.0;")
        if self.main_kv:
            L.append(ind + "int k = 0;")
        if self.kv:
            L.append(ind + "int r = 0;")
        k1 = self.rng.randint(1, 27)
        if self.exact:
            L.append(ind + "for (int q = 0; q < %s; q++)" % xn)
            L.append(ind + "  x[q] = (double)((q * 37 + %d) %% 29) / 8.0 - 1.5;" % k1)
        else:
            L.append(ind + "for (int q = 0; q < %s; q++)" % xn)
            L.append(ind + "  x[q] = (double)((q * 37 + %d) %% 29) * 0.1 - 1.3;" % k1)
        if self.outs:
            L.append(ind + "for (int q = 0; q < %s; q++) {" % on)
            for a, mul in zip(self.outs, ("0.25", "0.5")):
                L.append(ind + "  %s[q] = (double)(q %% 7) * %s;" % (a, mul))
            L.append(ind + "}")
        if ct:
            L += self.caller_alloc(ind)
        args = []
        if S.style == "array" and S.dims > 1:
            tail = "".join("[%s]" % e for e in S.ext[1:])
            args.append("(const double (*)%s)x" % tail)
            args += ["(double (*)%s)%s" % (tail, a) for a in self.outs]
        else:
            args.append("x")
            args += self.outs
        if ct:
            args.append("t")
        if has_red:
            args.append("&s")
        args += S.params
        args += ["alpha", "m"]
        call = "%s%s(%s);" % ("r += " if self.kv else "", "run" if self.cchain else "compute", ", ".join(args))
        if self.cwrap == "none":
            L += [ind + call] * self.ccalls
        elif self.cwrap == "enterexit":
            L.append("#pragma omp target enter data map(to: %s)" % S.section("t"))
            L += [ind + call] * self.ccalls
            L.append("#pragma omp target exit data map(from: %s)" % S.section("t"))
        else:
            L.append("#pragma omp target data map(tofrom: %s)" % S.section("t"))
            if self.cwrap == "brace":
                L.append(ind + "{")
                L += [ind + "  " + call] * self.ccalls
                L.append(ind + "}")
            elif self.ccalls == 2:
                L.append(ind + "for (int rep = 0; rep < 2; rep++)")
                L.append(ind + "  " + call)
            else:
                L.append(ind + call)
        if self.cread:  # what the producer wrote, read by the caller (through the alias if any)
            rd = "ta" if self.calias != "none" else "t"
            vs = ["q%d" % d for d in range(S.dims)]
            for d, v in enumerate(vs):
                L.append(ind + "  " * d + "for (int %s = 0; %s < %s; %s++)" % (v, v, S.ext[d], v))
            L.append(ind + "  " * len(vs) + 'printf("t %%.17g\\n", (double)%s);' % S.acc(rd, vs))
        L.append(ind + "double checksum = 0.0;")
        for a in self.outs:
            L.append(ind + "for (int q = 0; q < %s; q++) {" % on)
            L.append(ind + '  printf("%s[%%d] %%.17g\\n", q, %s[q]);' % (a, a))
            L.append(ind + "  checksum += %s[q];" % a)
            L.append(ind + "}")
        if has_red:
            L.append(ind + 'printf("s %.17g\\n", s);')
            L.append(ind + "checksum += s;")
        L.append(ind + 'printf("checksum %.17g\\n", checksum);')
        if self.kv:
            L.append(ind + 'printf("r %d\\n", r);')
        if ct:
            fr = "ta" if self.calias != "none" and (not self.cread or self.p2(0.5)) else "t"
            if "comma_free" in fx:
                L.append(ind + "free(%s), k += 10;" % fr)
            else:
                L.append(ind + "free(%s);" % fr)
        if self.main_kv:
            L.append(ind + 'printf("k %d\\n", k);')
        if "allocsize" in fx:
            L.append(ind + 'printf("allocations %zu counted %zu\\n", n_alloc, n_counted);')
        L.append(ind + "free(x);")
        for a in self.outs:
            L.append(ind + "free(%s);" % a)
        L.append(ind + "return 0;")
        L.append("}")
        return L


def generate(seed):
    """(C text, feature dict) for seed."""
    return Gen(seed).generate()


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 2
    seed = int(argv[1])
    code, feats = generate(seed)
    if "--features" in argv[2:]:
        print(" ".join("%s=%s" % kv for kv in sorted(feats.items())))
    else:
        sys.stdout.write(code)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
