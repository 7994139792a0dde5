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
    };
    QStringList list;
    for (const char* pattern : patterns) {
        list.append(QString::fromUtf8(pattern));
    }
    return list;
}

} // namespace partiscope::ui
