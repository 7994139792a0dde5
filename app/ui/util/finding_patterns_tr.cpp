// The advisor's finding patterns (core/src/finding_patterns.h) as the app's sources list them, so lupdate files
// them under the "Finding" context: core has no Qt. A test checks this list equals core's findingPatterns().
#include "util/finding_text.h"

#include <QCoreApplication>

namespace partiscope::ui {

QStringList findingPatternsForTranslation() {
    static const char* const patterns[] = {
        QT_TRANSLATE_NOOP("Finding", "'%1' needs more than one partition can serve"),
        QT_TRANSLATE_NOOP("Finding", "'%1' takes %2 of the writes: %3 WCU/s at peak"),
        QT_TRANSLATE_NOOP("Finding", ", spread over %1 shards"),
        QT_TRANSLATE_NOOP("Finding", "; its busiest physical key '%1' needs %2 WCU/s and %3 RCU/s, but one partition "
                                     "serves at most %4 WCU/s and %5 RCU/s"),
        QT_TRANSLATE_NOOP("Finding", "; the simulation counted %1 requests throttled on the per-partition ceiling"),
        QT_TRANSLATE_NOOP("Finding", "The strategy has %1 shards, enough in number, but its busiest shard gets far "
                                     "more than its share: fix the spread (see degenerate-strategy)."),
        QT_TRANSLATE_NOOP("Finding", "Shard '%1' so that each shard stays under %2 WCU/s (at least %3 shards, see "
                                     "shard-count); if the load is reads, cache the hot reads."),
        QT_TRANSLATE_NOOP("Finding", "Several keys together overload one partition"),
        QT_TRANSLATE_NOOP("Finding", "no single key exceeds %1 WCU/s, but the simulation counted %2 requests throttled "
                                     "on the per-partition ceiling; hot factor "),
        QT_TRANSLATE_NOOP("Finding", "Split-for-heat usually separates them after some minutes; if it cannot (see "
                                     "monotonic-sort-key), shard the heaviest keys."),
        QT_TRANSLATE_NOOP("Finding", "'%1' takes %2 of the writes"),
        QT_TRANSLATE_NOOP("Finding", "'%1': %2 of %3 writes (%4); hot factor "),
        QT_TRANSLATE_NOOP("Finding", "Above %1 writes/s in total this key alone passes the %2 WCU/s one partition "
                                     "serves: shard it (give --writes-per-s to get the numbers)."),
        QT_TRANSLATE_NOOP("Finding", "%1× over %2 partition"),
        QT_TRANSLATE_NOOP("Finding", "%1× over %2 partitions"),
        QT_TRANSLATE_NOOP("Finding", "%1× over %2 bucket"),
        QT_TRANSLATE_NOOP("Finding", "%1× over %2 buckets"),
        QT_TRANSLATE_NOOP("Finding", "'%1' needs at least %2 shards"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "'%1': %2 WCU/s at peak -> minimum %3, recommended %4 with 50% headroom; the strategy gives it %5"),
        QT_TRANSLATE_NOOP("Finding", "Shard it %1 ways (%2 is the bare minimum)."),
        QT_TRANSLATE_NOOP("Finding", "Enough for today; raise it to %1 to leave room for growth."),
        QT_TRANSLATE_NOOP("Finding", "The shard count is sufficient, with headroom."),
        QT_TRANSLATE_NOOP("Finding", "Reading one logical key takes %1 queries"),
        QT_TRANSLATE_NOOP("Finding", "one read of a whole logical key = %1 Queries, at least %2 RCU"),
        QT_TRANSLATE_NOOP("Finding", "; random suffixes: even a single item needs all of them"),
        QT_TRANSLATE_NOOP("Finding", "; a reader that knows the source value computes its one shard"),
        QT_TRANSLATE_NOOP("Finding", "; at %1 logical reads/s that is at least %2 RCU/s instead of %3 RCU/s unsharded"),
        QT_TRANSLATE_NOOP(
            "Finding", "Read-heavy with small items: the per-query minimum dominates. Cache the hot reads (DAX or an "
                       "application cache), serve them from a GSI with a better-distributed key, or use fewer shards."),
        QT_TRANSLATE_NOOP("Finding", "Fine for write-heavy keys; keep N as small as the writes allow and prefer point "
                                     "reads with a calculated suffix."),
        QT_TRANSLATE_NOOP("Finding", "Today's key '%1' takes the writes"),
        QT_TRANSLATE_NOOP("Finding", "'%1', the only date key, takes %2 of the writes"),
        QT_TRANSLATE_NOOP("Finding", "'%1', the newest of %2 date keys, takes %3 of the writes"),
        QT_TRANSLATE_NOOP("Finding", " (date keys together: %1)"),
        QT_TRANSLATE_NOOP("Finding", "; %1 WCU/s at peak over %2 key"),
        QT_TRANSLATE_NOOP("Finding", "; %1 WCU/s at peak over %2 shards"),
        QT_TRANSLATE_NOOP("Finding",
                          "The strategy already spreads today's writes; keep the shard count in line with the daily "
                          "peak (see shard-count) and remember every read of the day queries every shard."),
        QT_TRANSLATE_NOOP("Finding", "Append a suffix to the date (random 1..N, or calculated from an attribute such "
                                     "as the order id) so one day is written to N keys."),
        QT_TRANSLATE_NOOP("Finding", "Only %1 partition-key values for %2 partition"),
        QT_TRANSLATE_NOOP("Finding", "Only %1 partition-key values for %2 partitions"),
        QT_TRANSLATE_NOOP("Finding", "%1 distinct partition-key values (after the strategy) on %2 partition: "),
        QT_TRANSLATE_NOOP("Finding", "%1 distinct partition-key values (after the strategy) on %2 partitions: "),
        QT_TRANSLATE_NOOP("Finding", "%1 partition gets no writes"),
        QT_TRANSLATE_NOOP("Finding", "%1 partitions get no writes"),
        QT_TRANSLATE_NOOP("Finding", "no room to spread"),
        QT_TRANSLATE_NOOP("Finding", ", hot factor "),
        QT_TRANSLATE_NOOP("Finding", "; the top value alone receives %1 writes/s"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "Use a high-cardinality key (an id, or a composite such as customerid+productid+countrycode); for an index "
            "on a status-like attribute, add a suffix 1..N to the index key or make the index sparse."),
        QT_TRANSLATE_NOOP("Finding", "Sequential sort keys keep new writes at one end of the range"),
        QT_TRANSLATE_NOOP("Finding",
                          "%1 of the writes go to item collections with sequential sort keys (heaviest: '%2', %3)"),
        QT_TRANSLATE_NOOP("Finding", "; the simulation could not split %1 hot partition because of it"),
        QT_TRANSLATE_NOOP("Finding", "; the simulation could not split %1 hot partitions because of it"),
        QT_TRANSLATE_NOOP("Finding", "; no hot partition needed a split in this run"),
        QT_TRANSLATE_NOOP(
            "Finding", "Split-for-heat cannot help: the newest items are always in the last range. Use a sort key that "
                       "does not grow with time (or put a shard suffix on the partition key) for hot collections."),
        QT_TRANSLATE_NOOP("Finding", "The %1 strategy does not spread '%2'"),
        QT_TRANSLATE_NOOP("Finding", "'%1': %2 writes went to %3 of %4 shards; effective shards %5 where an even "
                                     "spread reaches %6; the busiest shard holds %7"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "The suffix function collapses these source values onto a few suffixes (a product of code points is mostly "
            "divisible by the shard count): use --fn hash, or a source attribute with more distinct values."),
        QT_TRANSLATE_NOOP("Finding", "Derive the suffix from an attribute with many evenly spread values, or use "
                                     "random suffixes if reads can afford the fan-out."),
        QT_TRANSLATE_NOOP("Finding", "Burst and adaptive capacity absorb this skew"),
        QT_TRANSLATE_NOOP("Finding",
                          "the busiest partition needs %1 WCU/s against an even share of %2 WCU/s (%3 of its share), "
                          "below the %4 WCU/s ceiling; the simulation of %5 s throttled 0 requests"),
        QT_TRANSLATE_NOOP("Finding",
                          "No change needed: the table has unused capacity the hot partition can borrow. Re-check if "
                          "the hot partition's demand approaches the per-partition ceiling or the table total."),
        QT_TRANSLATE_NOOP("Finding", "Traffic passed twice the on-demand table's previous peak"),
        QT_TRANSLATE_NOOP("Finding", "%1 requests throttled by on-demand scaling: the peak reached %2 while the table "
                                     "serves at once up to %3 WCU/s (2 x the previous peak of %4, at least the %5 "
                                     "WCU/s warm throughput); a new peak lifts the limit 30 minutes later"),
        QT_TRANSLATE_NOOP("Finding",
                          "This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, "
                          "or pre-warm the table (raise its warm throughput) before the launch."),
        QT_TRANSLATE_NOOP("Finding",
                          "This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, "
                          "or pre-warm the table before the launch: a warm throughput of %1 write units per second "
                          "(table.warm_throughput.write_units_per_second) serves that peak at once."),
        QT_TRANSLATE_NOOP("Finding", "Auto scaling cannot see the hot partition"),
        QT_TRANSLATE_NOOP("Finding",
                          "%1 writes throttled above the %2 WCU/s one partition serves, while the table consumed %3 "
                          "WCU/s of %4 WCU provisioned on average (%5, under the %6 target): auto scaling follows the "
                          "table's consumed capacity, to which a throttled request adds nothing, so it never scaled "
                          "out (capacity changes in the run: %7)"),
        QT_TRANSLATE_NOOP("Finding",
                          "More capacity would not help: the hot key alone asks more than a partition serves. Shard "
                          "the hot key (see hot-key) or spread its writes; a higher auto scaling minimum only pays for "
                          "capacity the other partitions do not use."),
        QT_TRANSLATE_NOOP("Finding", "%1 throttles the table's writes: its key '%2' needs %3 WCU/s"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "'%1' (%2's partition key `%3`) is on %4 of the base-table writes: %5 WCU/s of index writes (%6 KB each)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "'%1' (%2's its partition key) is on %3 of the base-table writes: %4 WCU/s of index writes (%5 KB each)"),
        QT_TRANSLATE_NOOP("Finding", " over %1 shards '%2' … '%3'"),
        QT_TRANSLATE_NOOP("Finding",
                          "; %1's partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves"),
        QT_TRANSLATE_NOOP("Finding", "; %1's partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves "
                                     "and its allocation of %5 WCU/s (%6 WCU / %7 partitions)"),
        QT_TRANSLATE_NOOP("Finding", "; above the ceiling %1 of its writes are refused: about %2 base-table writes/s "
                                     "throttled by back-pressure (IndexWriteKeyRangeThroughputExceeded)"),
        QT_TRANSLATE_NOOP(
            "Finding", "; the simulation throttled %1 base-table writes by back-pressure and %2 writes on %3 itself"),
        QT_TRANSLATE_NOOP("Finding", "; the simulation throttled %1 base-table writes by back-pressure ("),
        QT_TRANSLATE_NOOP("Finding", "%1 %2"),
        QT_TRANSLATE_NOOP("Finding", ", %1 %2"),
        QT_TRANSLATE_NOOP("Finding", ") and %1 writes on %2 itself"),
        QT_TRANSLATE_NOOP("Finding",
                          "%1's strategy gives '%2' %3 shards, enough in number, but shards that land on one index "
                          "partition add up: give it %4 shards (%5) so they spread over its %6 partitions."),
        QT_TRANSLATE_NOOP(
            "Finding", "Shard %1's partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, "
                       "%6 with 50% headroom, as shard-count computes) and read a value with one Query per shard"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "Shard %1's partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% "
            "headroom, as shard-count computes; %2 is the fewest with which no partition of %1 is asked more than %7 "
            "WCU/s where the model's hash places the shards) and read a value with one Query per shard"),
        QT_TRANSLATE_NOOP("Finding", ". A sparse index would not help: the access patterns read '%1' through %2, so it "
                                     "would keep every item with that value."),
        QT_TRANSLATE_NOOP("Finding", "; or make %1 sparse, if the application never reads '%2' through it."),
        QT_TRANSLATE_NOOP("Finding",
                          "; or make %1 sparse: no access pattern reads '%2' through it (see sparse-index)."),
        QT_TRANSLATE_NOOP("Finding", "Raise %1's maximum on-demand write throughput (max_write_request_units) above "
                                     "the %2 WCU/s its index writes need at peak, or remove it."),
        QT_TRANSLATE_NOOP("Finding", "%1 reached the per-table account quota: request a higher quota (Service Quotas), "
                                     "or write less to the index (a sparse index, a smaller projection)."),
        QT_TRANSLATE_NOOP("Finding", "%1's writes passed twice its previous peak: ramp the traffic up so it at most "
                                     "doubles within 30 minutes, or pre-warm the index: a warm throughput of %2 write "
                                     "units per second (its warm_throughput) serves its index writes at peak at once."),
        QT_TRANSLATE_NOOP("Finding", "Raise %1's WCU to at least %2: every base write that carries its key writes to "
                                     "it too (%3 WCU/s at peak), and an index short of capacity throttles the table."),
        QT_TRANSLATE_NOOP("Finding", "A partition of %1 needs more than its share: let adaptive capacity absorb it, "
                                     "raise %1's WCU, or shard its partition key."),
        QT_TRANSLATE_NOOP("Finding", "Only %1 key values for %2's %3 partition"),
        QT_TRANSLATE_NOOP("Finding", "Only %1 key values for %2's %3 partitions"),
        QT_TRANSLATE_NOOP("Finding",
                          "%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partition: "),
        QT_TRANSLATE_NOOP("Finding",
                          "%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partitions: "),
        QT_TRANSLATE_NOOP("Finding",
                          "%1: %2 distinct values of its its partition key (after its strategy) on %3 partition: "),
        QT_TRANSLATE_NOOP("Finding",
                          "%1: %2 distinct values of its its partition key (after its strategy) on %3 partitions: "),
        QT_TRANSLATE_NOOP("Finding", "; its busiest partition %1 takes %2 WCU/s"),
        QT_TRANSLATE_NOOP("Finding", "; its busiest partition %1 takes %2 WCU/s ('%3', %4 of the base-table writes)"),
        QT_TRANSLATE_NOOP("Finding", "; the table's writes can grow to %1/s before that partition reaches the %2 WCU/s "
                                     "ceiling and %3 throttles them (back-pressure)"),
        QT_TRANSLATE_NOOP("Finding", "Add a shard suffix 1..N to %1's partition key (its strategy) so its writes "
                                     "spread over its partitions, reading a value with N Queries; or make the index "
                                     "sparse, so that only the items read through it carry the attribute."),
        QT_TRANSLATE_NOOP("Finding", "A sparse %1 would leave out its hot key '%2'"),
        QT_TRANSLATE_NOOP("Finding", "'%1' carries %2 of %3's writes (%4 of the base-table writes, %5 WCU/s), but the "
                                     "access patterns on %3 read only %6"),
        QT_TRANSLATE_NOOP("Finding",
                          "; if only items with that value carried the attribute, %1 would take %2 of the base-table "
                          "writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling"),
        QT_TRANSLATE_NOOP("Finding",
                          "; if only items with those values carried the attribute, %1 would take %2 of the base-table "
                          "writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling"),
        QT_TRANSLATE_NOOP("Finding",
                          "Make %1 sparse: key it on an attribute the application writes only while an item has the "
                          "value it queries (%2) and removes otherwise; items without it write nothing to the index."),
        QT_TRANSLATE_NOOP("Finding",
                          "Make %1 sparse: key it on an attribute the application writes only while an item has a "
                          "value it queries (%2) and removes otherwise; items without it write nothing to the index."),
        QT_TRANSLATE_NOOP("Finding", "The item collection of '%1' nears the 10 GB an LSI allows"),
        QT_TRANSLATE_NOOP("Finding", "'%1' holds %2 of the table's %3 GB"),
        QT_TRANSLATE_NOOP("Finding", "'%1' holds %2 of the table's %3 GB, spread over %4 shards ('%5' is one)"),
        QT_TRANSLATE_NOOP("Finding", "'%1' holds %2 GB (its size_gb)"),
        QT_TRANSLATE_NOOP("Finding", "'%1' holds %2 GB (its size_gb), spread over %3 shards ('%4' is one)"),
        QT_TRANSLATE_NOOP("Finding", "; with its entries in the local secondary indexes (the projected attributes "
                                     "and 100 bytes each) an item of %1 KB takes %2 KB"),
        QT_TRANSLATE_NOOP(
            "Finding",
            ": %1 GB per collection; its %2 writes of %3 KB over the %4 s run add %5 GB if each adds an item: %6 GB, "
            "%7 of the %8 GB one partition-key value may hold on a table with a local secondary index (%9)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "; the simulation failed %1 writes that would have passed it (ItemCollectionSizeLimitExceededException)"),
        QT_TRANSLATE_NOOP("Finding", "Replace %1 with a global secondary index on the same sort key (a GSI has no "
                                     "per-key size limit, and its collections can split), or spread the collection: "
                                     "shard '%2' %3 ways so each shard's collection stays under %4 GB."),
        QT_TRANSLATE_NOOP("Finding", "The table's provisioned capacity is below its demand"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "%1 writes throttled while the table was asked for more than its %2 WCU/s: the workload's peak is %3 WCU/s "
            "(CloudWatch: WriteProvisionedThroughputThrottleEvents, reason TableWriteProvisionedThroughputExceeded)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "%1 reads throttled while the table was asked for more than its %2 RCU/s: the workload's peak is %3 RCU/s "
            "(CloudWatch: ReadProvisionedThroughputThrottleEvents, reason TableReadProvisionedThroughputExceeded)"),
        QT_TRANSLATE_NOOP("Finding", "; "),
        QT_TRANSLATE_NOOP("Finding", "; each logical read is %1 Queries, one per shard"),
        QT_TRANSLATE_NOOP(
            "Finding", "This is capacity, not key design: raise the table's WCU to at least %1 (more for headroom), or "
                       "switch the table to on-demand. Sharding keys cannot help while the whole table is short."),
        QT_TRANSLATE_NOOP(
            "Finding", "This is capacity, not key design: raise the table's RCU to at least %1 (more for headroom), or "
                       "switch the table to on-demand. Sharding keys cannot help while the whole table is short."),
        QT_TRANSLATE_NOOP("Finding", "This is capacity, not key design: raise the table's WCU to at least %1 (more for "
                                     "headroom) and RCU to at least %2 (more for headroom), or switch the table to "
                                     "on-demand. Sharding keys cannot help while the whole table is short."),
        QT_TRANSLATE_NOOP("Finding", "Raise the table's RCU to at least %1 (more for headroom), or switch the table to "
                                     "on-demand; or read less: the shards' fan-out multiplies every read, so read one "
                                     "shard where the reader can compute its suffix, or use fewer shards."),
        QT_TRANSLATE_NOOP(
            "Finding", "Raise the table's WCU to at least %1 (more for headroom) and RCU to at least %2 (more for "
                       "headroom), or switch the table to on-demand; or read less: the shards' fan-out multiplies "
                       "every read, so read one shard where the reader can compute its suffix, or use fewer shards."),
        QT_TRANSLATE_NOOP("Finding",
                          "A partition needs more than its share of the table, and adaptive capacity is off"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "A partition needs more than its share of the table, and adaptive capacity did not lend it in time"),
        QT_TRANSLATE_NOOP("Finding", "%1 writes throttled on partition %2"),
        QT_TRANSLATE_NOOP("Finding", "%1 writes throttled on partitions %2"),
        QT_TRANSLATE_NOOP("Finding", "%1 writes throttled on partitions %2 and %3 more"),
        QT_TRANSLATE_NOOP("Finding", "%1 reads throttled on partition %2"),
        QT_TRANSLATE_NOOP("Finding", "%1 reads throttled on partitions %2"),
        QT_TRANSLATE_NOOP("Finding", "%1 reads throttled on partitions %2 and %3 more"),
        QT_TRANSLATE_NOOP(
            "Finding",
            " while the table had capacity to spare: each of the %1 partitions is provisioned %2 WCU/s (%3 WCU / %1)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            " while the table had capacity to spare: each of the %1 partitions is provisioned %2 RCU/s (%3 RCU / %1)"),
        QT_TRANSLATE_NOOP("Finding", ", the busiest needs %1 WCU/s"),
        QT_TRANSLATE_NOOP("Finding",
                          "; throttling began at %1 s, when the burst bucket (up to %2 s of unused share) was empty"),
        QT_TRANSLATE_NOOP("Finding", "; throttling began at %1 s (burst capacity is off)"),
        QT_TRANSLATE_NOOP("Finding", "; adaptive capacity is off in this scenario"),
        QT_TRANSLATE_NOOP("Finding", "; adaptive capacity engages after %1 s of throttling (2018 model)"),
        QT_TRANSLATE_NOOP(
            "Finding", "Let adaptive capacity absorb it: it lends a hot partition the table's unused capacity "
                       "(DynamoDB applies it instantly since 2019; it is off here only to teach). Otherwise raise the "
                       "table's capacity until the even share covers the busiest partition, or spread its keys."),
        QT_TRANSLATE_NOOP("Finding",
                          "Let adaptive capacity absorb it: once engaged it serves the load (DynamoDB applies it "
                          "instantly since 2019). To avoid the throttling before it engages, raise the table's "
                          "capacity until the even share covers the busiest partition, or spread its keys."),
        QT_TRANSLATE_NOOP("Finding", "The table and its GSIs provision more than an account's default quota"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "the table provisions %1 WCU and its GSIs %2 WCU: %3 WCU, above the %4 WCU an account may provision in a "
            "Region by default across all its tables and GSIs (Service Quotas: account-level write throughput)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "the table provisions %1 RCU and its GSIs %2 RCU: %3 RCU, above the %4 RCU an account may provision in a "
            "Region by default across all its tables and GSIs (Service Quotas: account-level read throughput)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "Before creating the table, request a higher account-level quota in Service Quotas that covers this table, "
            "its GSIs and the account's other tables: DynamoDB provisions no capacity beyond the account's quota."),
        QT_TRANSLATE_NOOP("Finding", "%1 requests throttled with %2 (limit %3 request units/s)"),
        QT_TRANSLATE_NOOP("Finding", "%1 requests of %2 throttled with %3 (limit %4 request units/s)"),
        QT_TRANSLATE_NOOP("Finding", "Requests passed the per-table account quota"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "This is the account's quota, not key design: request a higher per-table quota in Service Quotas "
            "(table-level read or write throughput; account_max_rcu / account_max_wcu in the scenario) above the peak "
            "the table and each GSI ask (the quota applies to each apart), or spread the traffic over time."),
        QT_TRANSLATE_NOOP("Finding", "Requests passed the configured maximum on-demand throughput"),
        QT_TRANSLATE_NOOP("Finding",
                          "The maximum throttles as configured: if this traffic is wanted, raise MaxReadRequestUnits / "
                          "MaxWriteRequestUnits (max_read_request_units / max_write_request_units) of the table or "
                          "index above its peak demand, or remove them."),
        QT_TRANSLATE_NOOP("Finding", "Reads of %1 are throttled"),
        QT_TRANSLATE_NOOP("Finding", "%1 reads of %2 throttled: %3 above the per-partition ceiling of %4 RCU/s "
                                     "(IndexReadKeyRangeThroughputExceeded), %5 by its provisioned capacity "
                                     "(IndexReadProvisionedThroughputExceeded)"),
        QT_TRANSLATE_NOOP(
            "Finding",
            "Spread the reads of %1: cache the hot key's reads or shard the index's partition key (a sharded key is "
            "read with one Query per shard); if the index as a whole is short, raise its RCU."),
    };
    QStringList list;
    for (const char* pattern : patterns) {
        list.append(QString::fromUtf8(pattern));
    }
    return list;
}

} // namespace partiscope::ui
