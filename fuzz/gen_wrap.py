"""gen_program.py's Gen, the wrap feature: regions inside braces of their
own or alone in `for` loops (issue 28, point 2: bare `{ }` around a region,
a benchmark's `for (n < repeat)` timing loop around each kernel). Forms:
`braces` (some regions in `{ }`), `nested` (in `{ { } }`), `repeat` (every
region of the pair or chain alone in `for (int rp = 0; rp < K; rp++)`, with
or without braces), `repeat_differ` (the last region's loop runs once more:
must be refused, or equal), `repeat_first` (only the first region in a
loop: must be refused). A consumer that adds to its output adds K times in
the original and in the fused program alike.

Drawn from a seventh random stream, tagged only when present: programs
without it are byte-identical to before."""

import random

FORMS = ["braces", "nested", "repeat", "repeat_differ", "repeat_first"]


class WrapMixin:
    def wrap_rng(self):
        if not hasattr(self, "_rng7"):
            self._rng7 = random.Random(self.seed * 67867967 + 19)
            self._wrap_form = None
            if self._rng7.random() < 0.25:
                self._wrap_form = self._rng7.choice(FORMS)
                self._wrap_count = self._rng7.choice([1, 2, 3])
        return self._rng7

    def wrap_region(self, lines, ind, index, last):
        """The lines of the `index`-th region of the sequence (`last`: the
        sequence's last), wrapped as the program's form says."""
        rng7 = self.wrap_rng()
        form = self._wrap_form
        if form is None:
            return lines
        self.F.setdefault("wrap", form)
        if form in ("braces", "nested"):
            if rng7.random() < 0.3:
                return lines
            depth = 2 if form == "nested" else 1
            for d in range(depth):
                lines = [ind + "{"] + lines + [ind + "}"]
            return lines
        if form == "repeat_first" and index > 0:
            return lines
        count = self._wrap_count + (1 if form == "repeat_differ" and last else 0)
        head = ind + "for (int rp = 0; rp < %d; rp++)" % count
        if rng7.random() < 0.5:
            return [head] + lines
        return [head + " {"] + lines + [ind + "}"]
