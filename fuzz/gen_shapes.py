"""The pieces gen_program.py builds programs from: loops, array shapes,
regions, and the tables of what varies (forms, hazards, loop-variable
types, side effects). Python 3 standard library only."""

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
        stmt = self.stmt
        if brace_body and stmt.startswith("{ ") and stmt.endswith(" }"):
            stmt = stmt[2:-2]  # a block of statements is the braced body itself
        out.append(p + "  " * len(self.loops) + stmt)
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
