"""gen_program.py's Gen, the part added later: loop-variable types, terms
of them, caller temporaries and side effects around the allocation, drawn
from their own random stream (rng2) so that the older draws stay what they
were; and the check that every generated program is valid."""

from gen_shapes import PAD, IVTYPES, IVEXPRS, SIDEFX, ev, Loop, points, Invalid


class FeaturesMixin:
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
