#!/usr/bin/env python3
"""End-to-end check of `partiscope-cli import --from dynamodb-json` with a real client (dynalite + awscli).

Starts dynalite on 127.0.0.1 at a free port, creates a table with a sort key and a GSI, writes items with a known
key distribution (some without the GSI's attribute: a sparse index), reads them back with
`aws dynamodb scan --output json --page-size 7` (several requests, merged by the CLI) and, separately, as two files
cut with `--max-items`/`--starting-token`, and takes `aws dynamodb describe-table`. The scenario `import` makes must
have exactly the keys, item counts (weights), item-collection sizes (by DynamoDB's item-size rule, computed here
independently), table size and GSI key shares that were written; `simulate` must run on it. dynalite is stopped at
the end, also on failure.

usage: test_import_dynalite.py --cli PATH --dynalite DIR
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# One dynalite harness: the server, the aws wrapper with dummy credentials, batch writes, the failure list.
from test_queries_dynalite import AWS, ENV, FAILURES, Peer, aws, check, put_all  # noqa: E402

GB = 1024.0 ** 3  # the scenario's size_gb counts 1024^3 bytes


def number_bytes(text):
    """DynamoDB's size of an N value (DG "Item sizes and formats"): 1 byte per two significant digits, plus 1.
    Significant digits: the digits without sign, decimal point, leading and trailing zeros."""
    digits = text.lstrip("+-").replace(".", "").lstrip("0").rstrip("0")
    return math.ceil(len(digits) / 2) + 1


def item_bytes(item):
    """DynamoDB's item size for the S and N attributes this test writes: name bytes + value bytes."""
    size = 0
    for name, value in item.items():
        size += len(name.encode("utf-8"))
        if "S" in value:
            size += len(value["S"].encode("utf-8"))
        elif "N" in value:
            size += number_bytes(value["N"])
        else:
            raise ValueError("the test writes only S and N attributes")
    return size


def create_orders_table(peer):
    aws(peer, "create-table", "--table-name", "Orders",
        "--attribute-definitions", "AttributeName=customer,AttributeType=S",
        "AttributeName=orderedAt,AttributeType=S", "AttributeName=status,AttributeType=S",
        "--key-schema", "AttributeName=customer,KeyType=HASH", "AttributeName=orderedAt,KeyType=RANGE",
        "--global-secondary-indexes", json.dumps([{
            "IndexName": "ByStatus",
            "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "ALL"},
            "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 50}}]),
        "--provisioned-throughput", "ReadCapacityUnits=100,WriteCapacityUnits=200")
    deadline = time.time() + 60
    while aws(peer, "describe-table", "--table-name", "Orders")["Table"]["TableStatus"] != "ACTIVE":
        if time.time() > deadline:
            raise RuntimeError("table Orders did not become ACTIVE")
        time.sleep(0.2)


def orders():
    """A known distribution: customer c1 has 9 orders, c2 5, "Zoë" 3, c4 1; every third order has no status."""
    items = []
    counts = [("c1", 9), ("c2", 5), ("Zo\u00eb", 3), ("c4", 1)]
    statuses = ["PENDING", "SHIPPED", "PENDING", "DELIVERED"]
    n = 0
    for customer, count in counts:
        for i in range(count):
            n += 1
            item = {"customer": {"S": customer}, "orderedAt": {"S": "2026-11-%02dT10:00:00Z#%d" % (i + 1, n)},
                    "total": {"N": ["12.50", "7", "1000", "0.25", "-3.125"][n % 5]},
                    "note": {"S": "x" * (n * 7 % 40)}}
            if n % 3 != 0:
                item["status"] = {"S": statuses[n % 4]}
            items.append(item)
    return items


def expected_scenario(items):
    per_key = {}
    per_status = {}
    total_bytes = 0
    for item in items:
        size = item_bytes(item)
        total_bytes += size
        entry = per_key.setdefault(item["customer"]["S"], [0, 0])
        entry[0] += 1
        entry[1] += size
        if "status" in item:
            per_status[item["status"]["S"]] = per_status.get(item["status"]["S"], 0) + 1
    return per_key, per_status, total_bytes


def close(a, b):
    return math.isclose(a, b, rel_tol=1e-12, abs_tol=0.0)


def check_scenario(path, items, label):
    with open(path, encoding="utf-8") as f:
        scenario = json.load(f)
    per_key, per_status, total_bytes = expected_scenario(items)
    table = scenario["table"]
    check(table["key_schema"]["partition_key"] == {"name": "customer", "type": "S"},
          "%s: partition key %r" % (label, table["key_schema"].get("partition_key")))
    check(table["key_schema"].get("sort_key") == {"name": "orderedAt", "type": "S"},
          "%s: sort key %r" % (label, table["key_schema"].get("sort_key")))
    check([g["name"] for g in table.get("gsis", [])] == ["ByStatus"], "%s: GSIs %r" % (label, table.get("gsis")))
    check(close(table.get("size_gb", 0), total_bytes / GB),
          "%s: table size_gb %r, expected %r (%d bytes)" % (label, table.get("size_gb"), total_bytes / GB,
                                                            total_bytes))
    keys = scenario["workload"]["keys"]
    got = {k["key"]: (k.get("weight", 1), k.get("size_gb")) for k in keys}
    check(set(got) == set(per_key), "%s: keys %r, expected %r" % (label, sorted(got), sorted(per_key)))
    for key, (count, size) in per_key.items():
        if key not in got:
            continue
        weight, size_gb = got[key]
        check(weight == count, "%s: %s weight %r, expected %d items" % (label, key, weight, count))
        check(size_gb is not None and close(size_gb, size / GB),
              "%s: %s size_gb %r, expected %r (%d bytes)" % (label, key, size_gb, size / GB, size))
    index = scenario["workload"].get("index_keys", {}).get("ByStatus", [])
    shares = {k["key"]: k["weight"] for k in index}
    expected_shares = {status: count / len(items) for status, count in per_status.items()}
    check(set(shares) == set(expected_shares), "%s: ByStatus keys %r" % (label, sorted(shares)))
    for status, share in expected_shares.items():
        check(status in shares and close(shares[status], share),
              "%s: ByStatus %s share %r, expected %r" % (label, status, shares.get(status), share))
    check(sum(shares.values()) < 1.0, "%s: the index is sparse (shares add up to less than 1)" % label)
    source = scenario.get("source", {})
    check(source.get("format") == "dynamodb-json" and source.get("items") == len(items)
          and source.get("weights") == "item-count", "%s: source %r" % (label, source))
    return scenario


def import_round_trip(cli, peer, work):
    create_orders_table(peer)
    items = orders()
    put_all(peer, "Orders", items)
    scan_path = os.path.join(work, "scan.json")
    scan = subprocess.run([AWS, "--endpoint-url", peer.endpoint, "dynamodb", "scan", "--table-name", "Orders",
                           "--output", "json", "--page-size", "7"], env=ENV, capture_output=True, text=True)
    check(scan.returncode == 0, "scan failed: %s" % scan.stderr)
    with open(scan_path, "w", encoding="utf-8") as f:
        f.write(scan.stdout)
    check(json.loads(scan.stdout)["Count"] == len(items), "the scan returned every item")
    describe_path = os.path.join(work, "describe.json")
    with open(describe_path, "w", encoding="utf-8") as f:
        json.dump(aws(peer, "describe-table", "--table-name", "Orders"), f)

    out = os.path.join(work, "s.json")
    result = subprocess.run([cli, "import", "--from", "dynamodb-json", scan_path, "--describe", describe_path,
                             "--out", out], capture_output=True, text=True)
    check(result.returncode == 0, "import failed (%d): %s" % (result.returncode, result.stderr))
    if result.returncode == 0:
        check_scenario(out, items, "scan.json")
        check("item count" in result.stderr.lower(), "the note says weights are item counts: %r" % result.stderr)
        simulated = subprocess.run([cli, "simulate", "--scenario", out], capture_output=True, text=True)
        check(simulated.returncode == 0, "simulate on the import failed: %s" % simulated.stderr)
        print("ok: a dynalite scan imports with its keys, counts, sizes and GSI shares, and simulates", flush=True)

    # The same items as one file per API page: --no-paginate makes one Scan request (of at most --limit 7 items), and
    # --exclusive-start-key continues from its LastEvaluatedKey, as a script paging by hand does.
    pages = []
    start_key = None
    while True:
        args = ["scan", "--table-name", "Orders", "--limit", "7", "--no-paginate"]
        if start_key:
            args += ["--exclusive-start-key", json.dumps(start_key)]
        page = aws(peer, *args)
        pages.append(os.path.join(work, "page%d.json" % (len(pages) + 1)))
        with open(pages[-1], "w", encoding="utf-8") as f:
            json.dump(page, f)
        start_key = page.get("LastEvaluatedKey")
        if not start_key or len(pages) > 10:
            break
    check(len(pages) >= 3, "the items came in %d pages" % len(pages))
    out_pages = os.path.join(work, "pages.json")
    # No --from: the format is guessed from the first page's content, and said.
    result = subprocess.run([cli, "import", *pages, "--describe", describe_path, "--out", out_pages],
                            capture_output=True, text=True)
    check(result.returncode == 0, "import of the pages failed (%d): %s" % (result.returncode, result.stderr))
    check("guessed --from dynamodb-json" in result.stderr, "the guess is said: %r" % result.stderr)
    if result.returncode == 0:
        check_scenario(out_pages, items, "%d pages" % len(pages))
        print("ok: %d scan pages import as one table, the format guessed" % len(pages), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--dynalite", required=True)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="partiscope-import-dynalite-")
    peer = Peer(args.dynalite)
    try:
        import_round_trip(args.cli, peer, work)
    finally:
        peer.stop()
        shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES))
        return 1
    print("all dynalite import checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
