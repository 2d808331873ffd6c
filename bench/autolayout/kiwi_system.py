#!/usr/bin/env python3
"""Times kiwisolver on a constraint system written by autolayout-bench (LayoutEngine.installedSystemText()).

Usage: kiwi_system.py FILE   -> prints one JSON line {"seconds", "constraints"}: the median of 15 runs, each a
fresh kiwi.Solver given every constraint (built beforehand, not timed) and then updateVariables().

The file holds lines `c1*v1 + c2*v2 + ... + k (==|<=|>=) 0 @priority`. Priorities map to kiwi strengths so that
kiwi's named strengths sit where UIKit's named priorities do: 1000 is required, 250 weak (1), 500 medium (1e3),
750 strong (1e6), and the values between are interpolated geometrically (1000 ** ((p - 250) / 250)), which keeps
999 (about 9.7e8) below kiwi's required strength. kiwi weighs priorities instead of ranking them, so its solution
can differ from ours where many low priorities add up; the figure compares the cost of the solve, not its result.
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

def parse(path):
    """Rows as (terms, constant, relation, priority); terms are (variable number, coefficient)."""
    rows = []
    for line in open(path):
        tokens = line.split()
        if not tokens:
            continue
        priority = float(tokens.pop()[1:])
        assert tokens.pop() == "0"
        relation = tokens.pop()
        # What is left alternates: a first term (maybe with a leading '-'), then a sign and a term each time.
        signed = [("-", tokens[0][1:]) if tokens[0].startswith("-") else ("+", tokens[0])]
        signed += list(zip(tokens[1::2], tokens[2::2]))
        terms = []
        constant = 0.0
        for sign, text in signed:
            factor = -1.0 if sign == "-" else 1.0
            if "v" in text:
                coefficient, _, number = text.rpartition("v")
                terms.append((int(number), factor * (float(coefficient[:-1]) if coefficient else 1.0)))
            else:
                constant += factor * float(text)
        rows.append((terms, constant, relation, priority))
    return rows


def strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    return 1000.0 ** ((priority - 250.0) / 250.0)


def build(rows):
    variables = {}
    constraints = []
    for terms, constant, relation, priority in rows:
        expression = constant
        for name, coefficient in terms:
            variable = variables.setdefault(name, kiwi.Variable(f"v{name}"))
            expression = expression + coefficient * variable
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        constraints.append(constraint | strength(priority))
    return constraints


def main():
    rows = parse(sys.argv[1])
    timings = []
    for _ in range(15):
        constraints = build(rows)
        solver = kiwi.Solver()
        start = time.perf_counter()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        timings.append(time.perf_counter() - start)
    print(json.dumps({"seconds": statistics.median(timings), "constraints": len(rows)}))


if __name__ == "__main__":
    main()
