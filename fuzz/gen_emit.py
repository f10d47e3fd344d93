"""gen_program.py's Gen, the part that writes C: `compute` with its
regions, the allocation and freeing of the temporaries, and `main`."""

from gen_shapes import PAD, par, Region


class EmitMixin:
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
        main_regions = [R for R, _ in self.regions]
        for what, obj in seq:
            if what == "region":
                region_lines = self._region_lines(obj, inner, brace)
                if any(obj is R for R in main_regions):
                    k = next(i for i, R in enumerate(main_regions) if obj is R)
                    region_lines = self.wrap_region(region_lines, inner, k,
                                                    k == len(main_regions) - 1)
                lines += region_lines
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

        C = self.with_twin(C, outs, has_red, ct)
        C = self.with_helper(C)

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
        L += self.helper_defs
        L += self.argmem_defs()
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
