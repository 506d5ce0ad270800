"""Print retrieve.py's JSON (from stdin) as a readable ranking table, then the raw JSON.

The query is the first argument (retrieve.py does not echo it: a query may hold a secret)."""

import json
import sys

response = json.load(sys.stdin)
if not response.get("success"):
    print(json.dumps(response, indent=2))
    sys.exit(1)
query = sys.argv[1] if len(sys.argv) > 1 else "(not given)"
print(f"query: {query}   half-life: {response['half_life_days']} days   "
      f"candidates: {response['total_candidates']}")
print(f"{'#':>2}  {'score':>6} = {'sem':>5} × {'recency':>7} × {'status':>6}  {'age(d)':>6}  id / text")
results = response["results"]
for i, r in enumerate(results, 1):
    mark = "*" if r.get("gated") else " "
    print(f"{i:>2}{mark} {r['score']:6.3f} = {r['semantic_score']:5.3f} × {r['recency_multiplier']:7.3f} × "
          f"{r['status_multiplier']:6.2f}  {r['age_days']:6.1f}  {r['id']} [{r['status']}] {r['text'][:70]}")
if any(r.get("gated") for r in results) and not all(r.get("gated") for r in results):
    print("* answers the question best (within the relevance band of the best match): these are ordered by")
    print("  the score; the rest follow by how well they match (sem), whatever their score.")
print()
print(json.dumps(response, indent=2))
