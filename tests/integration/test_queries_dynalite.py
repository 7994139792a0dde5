#!/usr/bin/env python3
"""End-to-end check of `partiscope-cli queries` against a real DynamoDB API (dynalite + awscli).

Starts dynalite on 127.0.0.1 at a free port, creates tables whose key attributes are reserved
words (`status`, `date`), writes items under each strategy's physical keys, runs every generated
request through `aws dynamodb query --cli-input-json`, and checks the merged result. Then runs
the generated `cli` commands through bash with adversarial keys, syntax-checks the python and
javascript output, and checks bad inputs. dynalite is stopped at the end, also on failure.

Also: a scenario's table (key schema, a GSI on `status`, an LSI on `date`) is created, orders are written under
the table's and the GSI's strategies, and every access pattern's generated requests must return exactly the items
its key and sort-key condition select, computed here independently.

usage: test_queries_dynalite.py --cli PATH --dynalite DIR --scenario FILE
"""
import argparse
import json
import os
import py_compile
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message, flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Peer:
    def __init__(self, dynalite_dir):
        self.port = free_port()
        self.endpoint = "http://127.0.0.1:%d" % self.port
        cli = os.path.join(dynalite_dir, "node_modules", "dynalite", "cli.js")
        if not os.path.exists(cli):
            raise SystemExit("dynalite not found at %s (./partiscope.sh test installs it)" % cli)
        self.process = subprocess.Popen(["node", cli, "--host", "127.0.0.1", "--port", str(self.port)],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise SystemExit("dynalite did not start")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


AWS = "/usr/bin/aws" if os.path.exists("/usr/bin/aws") else "aws"
ENV = dict(os.environ, AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x", AWS_DEFAULT_REGION="us-east-1",
           AWS_PAGER="", AWS_CONFIG_FILE="/dev/null", AWS_SHARED_CREDENTIALS_FILE="/dev/null")


def aws(peer, *args):
    result = subprocess.run([AWS, "--endpoint-url", peer.endpoint, "--output", "json", "dynamodb"] + list(args),
                            env=ENV, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("aws %s failed: %s" % (" ".join(args[:1]), result.stderr.strip()))
    return json.loads(result.stdout) if result.stdout.strip() else {}


def partiscope(cli, *args):
    return subprocess.run([cli] + list(args), capture_output=True, text=True)


def create_table(peer, name, pk="status", sk="date"):
    attributes = ["AttributeName=%s,AttributeType=S" % pk]
    schema = ["AttributeName=%s,KeyType=HASH" % pk]
    if sk:
        attributes.append("AttributeName=%s,AttributeType=S" % sk)
        schema.append("AttributeName=%s,KeyType=RANGE" % sk)
    aws(peer, "create-table", "--table-name", name, "--attribute-definitions", *attributes, "--key-schema", *schema,
        "--billing-mode", "PAY_PER_REQUEST")
    # A new table is CREATING for a while (dynalite: 500 ms; DynamoDB: longer); writes before it is ACTIVE
    # fail with ResourceNotFoundException, as in DynamoDB. A fast machine got there first.
    deadline = time.time() + 60
    while aws(peer, "describe-table", "--table-name", name)["Table"]["TableStatus"] != "ACTIVE":
        if time.time() > deadline:
            raise RuntimeError("table %s did not become ACTIVE" % name)
        time.sleep(0.2)


def put_all(peer, table, items):
    # BatchWriteItem takes 25 items per call; each aws process start costs most of a second.
    for start in range(0, len(items), 25):
        batch = {table: [{"PutRequest": {"Item": item}} for item in items[start:start + 25]]}
        aws(peer, "batch-write-item", "--request-items", json.dumps(batch))


def run_requests(peer, directory):
    """Every generated request file through `aws dynamodb query --cli-input-json`, concurrently."""
    files = [os.path.join(directory, name) for name in sorted(os.listdir(directory))]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda path: aws(peer, "query", "--cli-input-json", "file://" + path), files))
    return [item for result in results for item in result.get("Items", [])]


STRATEGIES = [
    ("none", []),
    ("random", ["--strategy", "random", "--shards", "4"]),
    ("calculated", ["--strategy", "calculated", "--shards", "5", "--source", "playerId"]),
    ("calchash", ["--strategy", "calculated", "--shards", "5", "--fn", "hash", "--source", "playerId"]),
    ("mod", ["--strategy", "mod", "--shards", "10", "--source", "playerId"]),
    ("range", ["--strategy", "range", "--boundaries", "100,200", "--source", "playerId"]),
    ("lookup", ["--strategy", "lookup", "--fn", "hash", "--source", "playerId"]),
]


def strategy_round_trips(cli, peer, work):
    map_file = os.path.join(work, "shards.map")
    with open(map_file, "w") as f:
        f.write("# 6 virtual shards on 3 physical ones\n0,dbA\n1,dbA\n2,dbB\n3,dbB\n4,dbC\n5,dbC\n")
    logical = "BOARD#global"
    for name, flags in STRATEGIES:
        flags = [f if f != "shards.map" else map_file for f in flags]
        if name == "lookup":
            flags = flags + ["--map", map_file]
        table = "Board_" + name
        create_table(peer, table)
        written = set()
        items = []
        for i in range(1, 25):
            player = 37 * i
            date = ("PLAYER#%04d" if i % 3 else "OTHER#%04d") % player
            if name == "random":
                physical = "%s#%d" % (logical, i % 4 + 1)  # the writer picks any suffix 1..4
            else:
                item_file = os.path.join(work, "item.json")
                with open(item_file, "w") as f:
                    json.dump({"status": logical, "playerId": player}, f)
                result = partiscope(cli, "queries", "--table", table, "--pk-name", "status", "--item", item_file,
                                    *flags)
                check(result.returncode == 0, "%s: point read failed: %s" % (name, result.stderr))
                requests = json.loads(result.stdout)
                check(len(requests) == 1, "%s: a point read is one request" % name)
                physical = requests[0]["ExpressionAttributeValues"][":pk"]["S"]
            items.append({"status": {"S": physical}, "date": {"S": date}, "playerId": {"N": str(player)}})
            written.add((physical, date))
        put_all(peer, table, items)
        conditions = [([], written),
                      (["--sk-name", "date", "--sk-op", "begins_with", "--sk-value", "PLAYER#"],
                       {w for w in written if w[1].startswith("PLAYER#")})]
        if name == "mod":
            conditions += [
                (["--sk-name", "date", "--sk-op", "between", "--sk-value", "OTHER#0000", "--sk-value2", "OTHER#0500"],
                 {w for w in written if "OTHER#0000" <= w[1] <= "OTHER#0500"}),
                (["--sk-name", "date", "--sk-op", "ge", "--sk-value", "PLAYER#0500"],
                 {w for w in written if w[1] >= "PLAYER#0500"}),
                (["--sk-name", "date", "--sk-op", "lt", "--sk-value", "OTHER#0500"],
                 {w for w in written if w[1] < "OTHER#0500"})]
        for condition, expected in conditions:
            out_dir = tempfile.mkdtemp(dir=work)
            result = partiscope(cli, "queries", "--table", table, "--pk-name", "status", "--logical-key", logical,
                                "--out-dir", out_dir, *(flags + condition))
            check(result.returncode == 0, "%s: fan-out failed: %s" % (name, result.stderr))
            items = run_requests(peer, out_dir)
            got = {(item["status"]["S"], item["date"]["S"]) for item in items}
            check(got == expected and len(items) == len(expected),
                  "%s %s: merged %d items, expected %d" % (name, condition[2:3], len(items), len(expected)))
        print("ok: %s strategy round-trips through dynalite" % name, flush=True)


ADVERSARIAL = ["it's", "$(touch X)", "`id`", "a b", '"', "\\", "k" * 2048, "emoji \U0001F600 ünï", "tab\there",
               "semi;colon && echo pwned", "new\nline"]


def adversarial_cli(cli, peer, work):
    table = "Adversarial"
    create_table(peer, table, pk="name", sk=None)  # `name` is a reserved word too
    put_all(peer, table, [{"name": {"S": key}, "marker": {"S": "found"}} for key in ADVERSARIAL])
    sandbox = tempfile.mkdtemp(dir=work)

    def run_generated(key):
        result = partiscope(cli, "queries", "--table", table, "--pk-name", "name", "--logical-key", key,
                            "--format", "cli")
        check(result.returncode == 0, "cli format failed for %r: %s" % (key[:20], result.stderr))
        script = ("aws() { %s --endpoint-url %s --output json \"$@\"; }\n" % (AWS, peer.endpoint)) + result.stdout
        run = subprocess.run(["bash", "-c", script], cwd=sandbox, env=ENV, capture_output=True, text=True)
        check(run.returncode == 0, "bash run failed for %r: %s" % (key[:20], run.stderr))
        items = json.loads(run.stdout).get("Items", []) if run.stdout.strip() else []
        check(len(items) == 1 and items[0]["name"]["S"] == key, "key %r did not come back exactly" % key[:20])

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(run_generated, ADVERSARIAL))
    check(os.listdir(sandbox) == [], "something else executed: %s" % os.listdir(sandbox))
    print("ok: generated cli commands pass %d adversarial keys through bash unchanged" % len(ADVERSARIAL), flush=True)


def sdk_syntax(cli, work):
    flags = ["--table", "Board", "--pk-name", "status", "--sk-name", "date", "--sk-op", "begins_with",
             "--sk-value", "PLAYER#", "--logical-key", "it's \"quoted\" \\ $(x) \U0001F600", "--strategy", "mod",
             "--shards", "10"]
    python = partiscope(cli, "queries", *flags, "--format", "python")
    check(python.returncode == 0, "python format failed: " + python.stderr)
    path = os.path.join(work, "shards.py")
    with open(path, "w") as f:
        f.write(python.stdout)
    try:
        py_compile.compile(path, doraise=True)
    except py_compile.PyCompileError as e:
        check(False, "generated python does not compile: %s" % e)
    namespace = {}
    source = python.stdout.replace("import boto3\n", "")  # boto3 is not needed to read the requests
    exec(compile(source, path, "exec"), namespace)
    check(len(namespace["SHARD_REQUESTS"]) == 10, "python: 10 shard requests")
    check(namespace["SHARD_REQUESTS"][3]["ExpressionAttributeValues"][":pk"]["S"].endswith("#3"),
          "python: the key survives the literal exactly")
    javascript = partiscope(cli, "queries", *flags, "--format", "javascript")
    check(javascript.returncode == 0, "javascript format failed: " + javascript.stderr)
    path = os.path.join(work, "shards.mjs")
    with open(path, "w") as f:
        f.write(javascript.stdout)
    node = subprocess.run(["node", "--check", path], capture_output=True, text=True)
    check(node.returncode == 0, "generated javascript does not parse: " + node.stderr)
    print("ok: python compiles and javascript parses", flush=True)


def bad_inputs(cli):
    base = ["queries", "--table", "Board", "--pk-name", "status"]
    cases = {
        "2049-byte key": base + ["--logical-key", "k" * 2049],
        "empty key": base + ["--logical-key", ""],
        "begins_with on N": base + ["--logical-key", "a", "--sk-name", "n", "--sk-type", "N", "--sk-op",
                                    "begins_with", "--sk-value", "1"],
        "unknown format": base + ["--logical-key", "a", "--format", "yaml"],
        "between without second value": base + ["--logical-key", "a", "--sk-name", "d", "--sk-op", "between",
                                                "--sk-value", "1"],
        "reversed N between": base + ["--logical-key", "a", "--sk-name", "d", "--sk-type", "N", "--sk-op",
                                      "between", "--sk-value", "10", "--sk-value2", "9.5"],
        "invalid number": base + ["--logical-key", "a", "--sk-name", "d", "--sk-type", "N", "--sk-op", "eq",
                                  "--sk-value", "1e400"],
    }
    for name, args in cases.items():
        result = partiscope(cli, *args)
        first = result.stderr.splitlines()[0] if result.stderr else ""
        check(result.returncode == 2 and first.startswith("partiscope-cli: ") and result.stdout == "",
              "%s: expected exit 2 with a one-line reason, got %d %r" % (name, result.returncode, first))
    print("ok: %d bad inputs exit 2 with a reason" % len(cases), flush=True)


def reserved_words_match(dynalite_dir, cli):
    # The list in core must be dynalite's (itself the Developer Guide's): every word needs a placeholder.
    source = open(os.path.join(dynalite_dir, "node_modules", "dynalite", "validations", "index.js")).read()
    start = source.index("RESERVED_WORDS = {")
    block = source[start:source.index("}", start)]
    words = [line.strip().split(":")[0] for line in block.splitlines()[1:] if ":" in line]
    check(len(words) == 573, "dynalite lists %d reserved words" % len(words))
    sample = words[::37] + ["status", "Date", "NAME"]
    for word in sample:
        result = partiscope(cli, "queries", "--table", "Board", "--pk-name", word, "--logical-key", "a")
        check("ExpressionAttributeNames" in result.stdout, "reserved word %s not placeholdered" % word)
    print("ok: reserved words match dynalite's list", flush=True)


def shard_keys(logical, strategy):
    """The physical keys a logical key is written under, by the strategy's documented suffixes (README)."""
    kind = strategy.get("kind", "none")
    sep = strategy.get("separator", "#")
    if kind == "none":
        return [logical]
    if kind == "random":
        return ["%s%s%d" % (logical, sep, i) for i in range(1, strategy["shards"] + 1)]
    if kind == "mod":
        return ["%s%s%d" % (logical, sep, i) for i in range(strategy["shards"])]
    raise ValueError("the access-pattern test writes random and mod strategies only, not " + kind)


def matches(value, condition):
    if condition is None:
        return True
    op, bound = condition["op"], condition["value"]
    return {"eq": value == bound, "lt": value < bound, "le": value <= bound, "gt": value > bound,
            "ge": value >= bound, "begins_with": value.startswith(bound),
            "between": bound <= value <= condition.get("value2", "")}[op]


def create_table_like(peer, scenario):
    """The scenario's table with its key schema, GSIs and LSIs (all projecting every attribute)."""
    table = scenario["table"]
    schema = table["key_schema"]
    attributes = {schema["partition_key"]["name"]: schema["partition_key"]["type"]}
    key = [{"AttributeName": schema["partition_key"]["name"], "KeyType": "HASH"}]
    if "sort_key" in schema:
        attributes[schema["sort_key"]["name"]] = schema["sort_key"]["type"]
        key.append({"AttributeName": schema["sort_key"]["name"], "KeyType": "RANGE"})
    gsis, lsis = [], []
    for gsi in table.get("gsis", []):
        index_key = [{"AttributeName": gsi["partition_key"]["name"], "KeyType": "HASH"}]
        attributes[gsi["partition_key"]["name"]] = gsi["partition_key"]["type"]
        if "sort_key" in gsi:
            index_key.append({"AttributeName": gsi["sort_key"]["name"], "KeyType": "RANGE"})
            attributes[gsi["sort_key"]["name"]] = gsi["sort_key"]["type"]
        gsis.append({"IndexName": gsi["name"], "KeySchema": index_key, "Projection": {"ProjectionType": "ALL"}})
    for lsi in table.get("lsis", []):
        attributes[lsi["sort_key"]["name"]] = lsi["sort_key"]["type"]
        lsis.append({"IndexName": lsi["name"], "Projection": {"ProjectionType": "ALL"},
                     "KeySchema": [key[0], {"AttributeName": lsi["sort_key"]["name"], "KeyType": "RANGE"}]})
    request = {"TableName": table["name"], "KeySchema": key, "BillingMode": "PAY_PER_REQUEST",
               "AttributeDefinitions": [{"AttributeName": n, "AttributeType": t} for n, t in attributes.items()]}
    if gsis:
        request["GlobalSecondaryIndexes"] = gsis
    if lsis:
        request["LocalSecondaryIndexes"] = lsis
    aws(peer, "create-table", "--cli-input-json", json.dumps(request))
    deadline = time.time() + 60
    while aws(peer, "describe-table", "--table-name", table["name"])["Table"]["TableStatus"] != "ACTIVE":
        if time.time() > deadline:
            raise RuntimeError("table %s did not become ACTIVE" % table["name"])
        time.sleep(0.2)


def order_items(scenario):
    """Orders of two customers over three months, written under the table's strategy; their status under the
    GSI's strategy (some without a status: a sparse index). Decoys sit on unsharded and out-of-range keys."""
    gsi = scenario["table"]["gsis"][0]
    table_shards = shard_keys("", scenario["strategy"])
    status_shards = shard_keys("", gsi["strategy"])
    items = []
    for i in range(90):
        customer = "CUSTOMER#42" if i % 3 else "CUSTOMER#7"
        day = "2026-%02d-%02d" % (10 + i % 3, 1 + (i * 7) % 28)
        item = {"PK": customer + table_shards[i % len(table_shards)], "SK": "ORDER#%s#%03d" % (day, i),
                "date": "2026-%02d-%02d" % (10 + (i + 1) % 3, 1 + (i * 5) % 28), "createdAt": day + "T12:00:00Z"}
        if i % 10 != 9:
            status = ["PENDING", "SHIPPED", "DELIVERED"][(i // 3) % 3]  # every status in every month
            item["status"] = status + status_shards[(i // 2) % len(status_shards)]
        items.append(item)
    # Decoys: the logical key itself, a shard past the strategy's last, another customer's prefix.
    items.append({"PK": "CUSTOMER#42", "SK": "ORDER#2026-11-02#900", "date": "2026-11-03", "status": "PENDING",
                  "createdAt": "2026-11-02T00:00:00Z"})
    items.append({"PK": "CUSTOMER#42#9", "SK": "ORDER#2026-11-02#901", "date": "2026-11-03",
                  "status": "PENDING#9", "createdAt": "2026-11-02T00:00:00Z"})
    items.append({"PK": "CUSTOMER#421#1", "SK": "ORDER#2026-11-02#902", "date": "2026-11-03",
                  "status": "PENDINGX#1", "createdAt": "2026-11-02T00:00:00Z"})
    return items


def expected_items(scenario, pattern, items):
    """The items a pattern must return, computed from the written items and the pattern alone."""
    table = scenario["table"]
    target = pattern.get("target", "table")
    pk_name = table["key_schema"]["partition_key"]["name"]
    sk_name = table["key_schema"]["sort_key"]["name"]
    strategy = scenario["strategy"]
    for gsi in table.get("gsis", []):
        if gsi["name"] == target:
            pk_name, sk_name, strategy = gsi["partition_key"]["name"], gsi["sort_key"]["name"], gsi["strategy"]
    for lsi in table.get("lsis", []):
        if lsi["name"] == target:
            sk_name = lsi["sort_key"]["name"]
    keys = set(shard_keys(pattern["key"], strategy))
    return {(item["PK"], item["SK"]) for item in items
            if item.get(pk_name) in keys and sk_name in item
            and matches(item[sk_name], pattern.get("sort_key_condition"))}


def access_pattern_round_trips(cli, peer, work, scenario_path):
    with open(scenario_path) as f:
        scenario = json.load(f)
    create_table_like(peer, scenario)
    items = order_items(scenario)
    put_all(peer, scenario["table"]["name"], [{k: {"S": v} for k, v in item.items()} for item in items])
    patterns = scenario["access_patterns"]
    check({p.get("target", "table") for p in patterns} >= {"table", "ByStatus", "ByDate"},
          "the scenario has patterns on the table, the GSI and the LSI")
    for pattern in patterns:
        out_dir = tempfile.mkdtemp(dir=work)
        result = partiscope(cli, "queries", "--scenario", scenario_path, "--pattern", pattern["name"],
                            "--out-dir", out_dir)
        check(result.returncode == 0, "%s: queries failed: %s" % (pattern["name"], result.stderr))
        for name in os.listdir(out_dir):
            with open(os.path.join(out_dir, name)) as f:
                request = json.load(f)
            check(request.get("ConsistentRead", False) == (pattern.get("consistency") == "strong"),
                  "%s: ConsistentRead follows the pattern's consistency" % pattern["name"])
        got = run_requests(peer, out_dir)
        got_keys = [(item["PK"]["S"], item["SK"]["S"]) for item in got]
        expected = expected_items(scenario, pattern, items)
        check(len(expected) > 0, "%s: the test data has matching items" % pattern["name"])
        check(len(expected) < len(items), "%s: the condition leaves items out" % pattern["name"])
        check(set(got_keys) == expected and len(got_keys) == len(expected),
              "%s: got %d items, expected %d (missing %s, extra %s)"
              % (pattern["name"], len(got_keys), len(expected), sorted(expected - set(got_keys))[:3],
                 sorted(set(got_keys) - expected)[:3]))
        print("ok: access pattern %r returned exactly its %d items" % (pattern["name"], len(expected)), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--dynalite", required=True)
    parser.add_argument("--scenario", required=True, help="a v2 scenario with a GSI, an LSI and access patterns")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="partiscope-dynalite-")
    peer = Peer(args.dynalite)
    try:
        access_pattern_round_trips(args.cli, peer, work, args.scenario)
        strategy_round_trips(args.cli, peer, work)
        adversarial_cli(args.cli, peer, work)
        sdk_syntax(args.cli, work)
        bad_inputs(args.cli)
        reserved_words_match(args.dynalite, args.cli)
    finally:
        peer.stop()
        shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES))
        return 1
    print("all dynalite integration checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
