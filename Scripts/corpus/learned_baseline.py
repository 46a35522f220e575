#!/usr/bin/env python3
"""What the rest of the corpus can teach about one system's dark (issue 19), leave one system out.

Usage (needs numpy and scikit-learn: `pip install numpy scikit-learn`; about two minutes):

    swift build -c release --product livery-bench
    .build/release/livery-bench derive-dataset > dataset.jsonl
    Scripts/corpus/learned_baseline.py dataset.jsonl

`derive-dataset` prints every token `derive-quality` scores: its light color, its designers'
dark, derive's dark and the designers' dark page. For each system in turn, three models are
trained on the other systems' tokens (each system weighing the same, however many tokens it
has) to predict the designers' dark as it is seen over their page (OKLab), and are scored on
the system left out by `derive-quality`'s metric (ΔE OK × 100 over the designers' dark page):

  - neighbours: the mean of the 7 tokens of other systems nearest in light color (OKLab and
    alpha), a token of another role counting as 0.3 farther;
  - forest: a random forest over the light color (OKLab, chroma, hue, alpha), the token's
    lightness rank among its system's tokens, the role derive inferred, and the words of its
    name that at least three other systems use (the only words a rule learnt elsewhere could
    know);
  - forest on derive: the same forest also given derive's dark color, so it learns where
    derive goes wrong on other systems and corrects it.

A model predicts any color, not a step of the system's palette, which flatters it: a real rule
would have to land on a palette step and keep every pair passing, and these models do
neither. Each system's row and the count of systems meeting both distance goals (median ≤ 5,
p90 ≤ 15) are printed beside derive's. The script first recomputes derive's own distances from
the rows and stops if they differ from the bench's, so the metric here is the bench's.
Deterministic (fixed seeds).
"""

import json
import re
import sys
from collections import Counter

import numpy as np
from sklearn.ensemble import RandomForestRegressor

GOAL_MEDIAN, GOAL_P90 = 5.0, 15.0


def linear(c):
    c = np.asarray(c, dtype=float)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def oklab(rgb):
    r, g, b = linear(rgb[:3])
    l = np.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    m = np.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    s = np.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return np.array([
        0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
        1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
        0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
    ])


def seen(rgba, page):
    """The color as seen over an opaque page (source-over in sRGB, as Color.composited does)."""
    a = min(max(rgba[3], 0.0), 1.0)
    return oklab([rgba[i] * a + page[i] * (1 - a) for i in range(3)])


def words(name):
    """A name's words, lowercased: split at non-alphanumerics and camel-case humps, numbers left out."""
    found = set()
    for part in re.split(r"[^A-Za-z0-9]+", name):
        for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", part):
            if w.isalpha():
                found.add(w.lower())
    return found


def load(path):
    rows = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if not line.startswith("{"):
                continue  # the bench's "== suite" heading
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{number}: not a JSON row: {e}")
    if not rows:
        sys.exit(f"{path}: no rows; write it with `livery-bench derive-dataset > {path}`")
    for r in rows:
        r["target"] = seen(r["dark"], r["page"])
        r["derivedSeen"] = seen(r["derived"], r["page"])
        r["lightLab"] = oklab(r["light"][:3])
        r["words"] = words(r["name"])
        recomputed = 100 * np.linalg.norm(r["derivedSeen"] - r["target"])
        if abs(recomputed - r["distance"]) > 1e-3:
            sys.exit(f"{r['system']} {r['name']}: derive's distance {r['distance']:.4f} recomputes as "
                     f"{recomputed:.4f}; this script's metric is not the bench's")
    for system in {r["system"] for r in rows}:
        own = [r for r in rows if r["system"] == system]
        lightness = np.array([r["lightLab"][0] for r in own])
        for r in own:
            r["rank"] = float((lightness < r["lightLab"][0]).mean())
    return rows


def light_features(r):
    L, a, b = r["lightLab"]
    chroma = float(np.hypot(a, b))
    hue = float(np.arctan2(b, a))
    weight = min(chroma * 10, 1.0)  # a grey's hue says nothing
    return [L, a, b, chroma, np.cos(hue) * weight, np.sin(hue) * weight, r["light"][3], r["rank"]]


def neighbours(train, test, roles):
    features = np.array([list(r["lightLab"]) + [0.3 * r["light"][3]] for r in train])
    targets = np.array([r["target"] for r in train])
    train_roles = np.array([r["role"] for r in train])
    out = []
    for r in test:
        d = np.linalg.norm(features - (list(r["lightLab"]) + [0.3 * r["light"][3]]), axis=1)
        d = d + 0.3 * (train_roles != r["role"])
        out.append(targets[np.argsort(d, kind="stable")[:7]].mean(axis=0))
    return np.array(out)


def forest(train, test, roles, vocabulary, with_derived):
    def features(rs):
        rows = []
        for r in rs:
            f = light_features(r) + [float(r["role"] == role) for role in roles]
            f += [float(w in r["words"]) for w in vocabulary]
            if with_derived:
                f += list(r["derivedSeen"])
            rows.append(f)
        return np.array(rows)

    per_system = Counter(r["system"] for r in train)
    weights = np.array([1.0 / per_system[r["system"]] for r in train])
    model = RandomForestRegressor(n_estimators=200, min_samples_leaf=3, random_state=0, n_jobs=-1)
    model.fit(features(train), np.array([r["target"] for r in train]), sample_weight=weights)
    return model.predict(features(test))


def score(predicted, test):
    """Median and p90 as `derive-quality` takes them: the p90 by nearest rank."""
    d = np.sort(100 * np.linalg.norm(predicted - np.array([r["target"] for r in test]), axis=1))
    rank = min(max(int(np.ceil(0.9 * len(d))) - 1, 0), len(d) - 1)
    return float(np.median(d)), float(d[rank])


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: learned_baseline.py DATASET.jsonl  (from `livery-bench derive-dataset`)")
    rows = load(sys.argv[1])
    systems = sorted({r["system"] for r in rows})
    roles = sorted({r["role"] for r in rows})
    system_words = {s: set().union(*(r["words"] for r in rows if r["system"] == s)) for s in systems}
    models = ["derive", "neighbours", "forest", "forest on derive"]
    met = Counter()
    results = []
    for system in systems:
        test = [r for r in rows if r["system"] == system]
        train = [r for r in rows if r["system"] != system]
        counts = Counter(w for other in systems if other != system for w in system_words[other])
        vocabulary = sorted(w for w, n in counts.items() if n >= 3)
        scores = {
            "derive": score(np.array([r["derivedSeen"] for r in test]), test),
            "neighbours": score(neighbours(train, test, roles), test),
            "forest": score(forest(train, test, roles, vocabulary, False), test),
            "forest on derive": score(forest(train, test, roles, vocabulary, True), test),
        }
        for model, (median, p90) in scores.items():
            if median <= GOAL_MEDIAN and p90 <= GOAL_P90:
                met[model] += 1
        held = "held out" if test[0]["heldOut"] else "development"
        results.append((system, held, len(test), scores))
        print(f"{system} done", file=sys.stderr, flush=True)

    print("| system | tokens | " + " | ".join(f"{m} median / p90" for m in models) + " |")
    print("|---|---:|" + "---:|" * len(models))
    for system, held, n, scores in results:
        cells = " | ".join(f"{scores[m][0]:.2f} / {scores[m][1]:.2f}" for m in models)
        print(f"| {system} ({held}) | {n} | {cells} |")
    medians = " | ".join(f"{np.median([s[3][m][0] for s in results]):.2f} / "
                         f"{np.median([s[3][m][1] for s in results]):.2f}" for m in models)
    print(f"| median over systems | | {medians} |")
    print("| systems meeting median ≤ 5 and p90 ≤ 15 | | " + " | ".join(f"{met[m]} of {len(systems)}" for m in models) + " |")


if __name__ == "__main__":
    main()
