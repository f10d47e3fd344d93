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

from gen_shapes import FORMS, HAZARDS, shift, Loop, Invalid, Shape, Region
from gen_features import FeaturesMixin
from gen_emit import EmitMixin
from gen_twin import TwinMixin
from gen_helper import HelperMixin
from gen_predicate import PredicateMixin
from gen_argmem import ArgMemMixin
from gen_wrap import WrapMixin


class Gen(FeaturesMixin, EmitMixin, TwinMixin, HelperMixin, PredicateMixin, ArgMemMixin,
          WrapMixin):
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
        chosen = self.predicated_stmt(lambda v: self.write_stmt(arr, vars_, v, wform), rhs, vars_)
        if chosen:
            stmt = chosen
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
            if yform == "sub":
                stmt = self.argmem_stmt(self.S.acc(out, list(vars_)), rhs) or stmt
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
