#!/usr/bin/env python3
"""Differential check of `coursegen solve` against kiwisolver on random systems (a development tool, not CI).

Usage: scripts/dev/kiwi-crosscheck.py [COUNT] [SEED]   (needs bench/out/venv from `make bench`, and a built
coursegen in .build/debug or .build/release).

Each system has 2-6 variables and 3-12 constraints with small integer coefficients. Required constraints hold at a
hidden point, so the system is feasible; the others get priority 750, 500 or 250 (kiwi's strong, medium, weak).
With coefficients this small, kiwi's weighted strengths rank errors the same way as coursegen's strict priorities,
so every variable coursegen reports as determined (not ambiguous) must take kiwi's value. A line is printed for each
disagreement, then a summary; the exit status is 1 when any system disagrees.
"""
import json
import os
import random
import subprocess
import sys

import kiwisolver as kiwi

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STRENGTHS = {750: "strong", 500: "medium", 250: "weak"}


def coursegen():
    for flavour in ("release", "debug"):
        path = os.path.join(ROOT, ".build", flavour, "coursegen")
        if os.path.exists(path):
            return path
    sys.exit("kiwi-crosscheck: build coursegen first (swift build)")


def random_system(rng):
    names = [f"v{i}" for i in range(rng.randint(2, 6))]
    point = {name: rng.randint(-20, 20) for name in names}
    constraints = []
    for _ in range(rng.randint(3, 12)):
        chosen = rng.sample(names, rng.randint(1, min(3, len(names))))
        terms = sorted(((rng.choice([-2, -1, 1, 2, 3]), name) for name in chosen), key=lambda term: term[1])
        relation = rng.choice(["==", "<=", ">="])
        required = rng.random() < 0.45
        at_point = sum(c * point[n] for c, n in terms)
        if required:
            slack = 0 if relation == "==" else rng.randint(0, 5)
            constant = at_point + slack if relation == "<=" else at_point - slack
            priority = 1000
        else:
            constant = rng.randint(-30, 30)
            priority = rng.choice([750, 500, 250])
        if (terms, relation, constant, priority) not in constraints:   # duplicates are an error by design
            constraints.append((terms, relation, constant, priority))
    return names, constraints


def as_text(constraints):
    lines = []
    for terms, relation, constant, priority in constraints:
        lhs = " + ".join(f"{c}*{n}" for c, n in terms).replace("+ -", "- ")
        suffix = "" if priority == 1000 else f" @{priority}"
        lines.append(f"{lhs} {relation} {constant}{suffix}")
    return "\n".join(lines) + "\n"


def kiwi_values(names, constraints):
    solver = kiwi.Solver()
    variables = {name: kiwi.Variable(name) for name in names}
    for terms, relation, constant, priority in constraints:
        expression = sum((c * variables[n] for c, n in terms), 0.0)
        if relation == "==":
            constraint = expression == constant
        elif relation == "<=":
            constraint = expression <= constant
        else:
            constraint = expression >= constant
        if priority != 1000:
            constraint = constraint | STRENGTHS[priority]
        solver.addConstraint(constraint)
    solver.updateVariables()
    return {name: variable.value() for name, variable in variables.items()}


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 2026)
    binary = coursegen()
    compared = disagreements = values_compared = values_total = 0
    for index in range(count):
        names, constraints = random_system(rng)
        text = as_text(constraints)
        run = subprocess.run([binary, "solve"], input=text, capture_output=True, text=True)
        if run.returncode not in (0, 1):
            print(f"system {index}: coursegen solve exited {run.returncode}: {run.stderr.strip()}\n{text}")
            disagreements += 1
            continue
        ours = json.loads(run.stdout)
        if ours["broken"]:
            continue   # cannot happen (required constraints hold at the hidden point), but kiwi would throw
        theirs = kiwi_values(names, constraints)
        determined = [n for n in names if n not in ours["ambiguous"]]
        compared += 1
        values_compared += len(determined)
        values_total += len(names)
        wrong = [n for n in determined if abs(ours["variables"].get(n, 0) - theirs[n]) > 1e-6]
        if wrong:
            disagreements += 1
            values = ours["variables"]
            details = ", ".join(f"{n}: ours {values.get(n)} kiwi {theirs[n]}" for n in wrong)
            print(f"system {index}: {details}")
            print(text)
    print(f"kiwi-crosscheck: {compared} systems ({values_compared} of {values_total} values determined and "
          f"compared), {disagreements} disagreements")
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
