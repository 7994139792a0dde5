<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Finding</name>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; needs more than one partition can serve</source>
        <translation>&apos;%1&apos; braucht mehr, als eine Partition bedienen kann</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; takes %2 of the writes: %3 WCU/s at peak</source>
        <translation>&apos;%1&apos; erhält %2 der Schreibvorgänge: %3 WCU/s in der Spitze</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, spread over %1 shards</source>
        <translation>, verteilt auf %1 Shards</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest physical key &apos;%1&apos; needs %2 WCU/s and %3 RCU/s, but one partition serves at most %4 WCU/s and %5 RCU/s</source>
        <translation>; sein belastetster physischer Schlüssel &apos;%1&apos; braucht %2 WCU/s und %3 RCU/s, aber eine Partition bedient höchstens %4 WCU/s und %5 RCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation counted %1 requests throttled on the per-partition ceiling</source>
        <translation>; die Simulation zählte %1 an der Obergrenze pro Partition gedrosselte Anfragen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The strategy has %1 shards, enough in number, but its busiest shard gets far more than its share: fix the spread (see degenerate-strategy).</source>
        <translation>Die Strategie hat %1 Shards, der Zahl nach genug, aber ihr belastetster Shard bekommt weit mehr als seinen Anteil: die Verteilung beheben (siehe degenerate-strategy).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard &apos;%1&apos; so that each shard stays under %2 WCU/s (at least %3 shards, see shard-count); if the load is reads, cache the hot reads.</source>
        <translation>&apos;%1&apos; so sharden, dass jeder Shard unter %2 WCU/s bleibt (mindestens %3 Shards, siehe shard-count); ist die Last lesend, die heißen Lesevorgänge cachen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Several keys together overload one partition</source>
        <translation>Mehrere Schlüssel zusammen überlasten eine Partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>no single key exceeds %1 WCU/s, but the simulation counted %2 requests throttled on the per-partition ceiling; hot factor </source>
        <translation>kein einzelner Schlüssel übersteigt %1 WCU/s, aber die Simulation zählte %2 an der Obergrenze pro Partition gedrosselte Anfragen; Hot-Faktor </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Split-for-heat usually separates them after some minutes; if it cannot (see monotonic-sort-key), shard the heaviest keys.</source>
        <translation>Split-for-Heat trennt sie meist nach einigen Minuten; kann es das nicht (siehe monotonic-sort-key), die schwersten Schlüssel sharden.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; takes %2 of the writes</source>
        <translation>&apos;%1&apos; erhält %2 der Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 of %3 writes (%4); hot factor </source>
        <translation>&apos;%1&apos;: %2 von %3 Schreibvorgängen (%4); Hot-Faktor </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Above %1 writes/s in total this key alone passes the %2 WCU/s one partition serves: shard it (give --writes-per-s to get the numbers).</source>
        <translation>Über %1 Schreibvorgängen/s insgesamt überschreitet dieser Schlüssel allein die %2 WCU/s, die eine Partition bedient: ihn sharden (mit --writes-per-s gibt es die Zahlen).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 partition</source>
        <translation>%1× über %2 Partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 partitions</source>
        <translation>%1× über %2 Partitionen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 bucket</source>
        <translation>%1× über %2 Eimer</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 buckets</source>
        <translation>%1× über %2 Eimer</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; needs at least %2 shards</source>
        <translation>&apos;%1&apos; braucht mindestens %2 Shards</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 WCU/s at peak -&gt; minimum %3, recommended %4 with 50% headroom; the strategy gives it %5</source>
        <translation>&apos;%1&apos;: %2 WCU/s in der Spitze -&gt; mindestens %3, empfohlen %4 mit 50 % Reserve; die Strategie gibt ihm %5</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard it %1 ways (%2 is the bare minimum).</source>
        <translation>In %1 Shards aufteilen (%2 ist das absolute Minimum).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Enough for today; raise it to %1 to leave room for growth.</source>
        <translation>Genug für heute; auf %1 erhöhen, um Raum für Wachstum zu lassen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The shard count is sufficient, with headroom.</source>
        <translation>Die Zahl der Shards reicht, mit Reserve.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Reading one logical key takes %1 queries</source>
        <translation>Einen logischen Schlüssel zu lesen braucht %1 Queries</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>one read of a whole logical key = %1 Queries, at least %2 RCU</source>
        <translation>ein Lesen eines ganzen logischen Schlüssels = %1 Queries, mindestens %2 RCU</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; random suffixes: even a single item needs all of them</source>
        <translation>; zufällige Suffixe: selbst ein einzelnes Element braucht alle</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; a reader that knows the source value computes its one shard</source>
        <translation>; wer den Quellwert kennt, berechnet seinen einen Shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; at %1 logical reads/s that is at least %2 RCU/s instead of %3 RCU/s unsharded</source>
        <translation>; bei %1 logischen Lesevorgängen/s sind das mindestens %2 RCU/s statt %3 RCU/s ohne Sharding</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Read-heavy with small items: the per-query minimum dominates. Cache the hot reads (DAX or an application cache), serve them from a GSI with a better-distributed key, or use fewer shards.</source>
        <translation>Leselastig mit kleinen Elementen: das Minimum pro Query überwiegt. Die heißen Lesevorgänge cachen (DAX oder ein Cache der Anwendung), sie aus einem GSI mit besser verteiltem Schlüssel bedienen oder weniger Shards nehmen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Fine for write-heavy keys; keep N as small as the writes allow and prefer point reads with a calculated suffix.</source>
        <translation>Gut für schreiblastige Schlüssel; N so klein halten, wie die Schreibvorgänge erlauben, und Punktlesen mit einem berechneten Suffix bevorzugen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Today&apos;s key &apos;%1&apos; takes the writes</source>
        <translation>Der heutige Schlüssel &apos;%1&apos; nimmt die Schreibvorgänge auf</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;, the only date key, takes %2 of the writes</source>
        <translation>&apos;%1&apos;, der einzige Datumsschlüssel, erhält %2 der Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;, the newest of %2 date keys, takes %3 of the writes</source>
        <translation>&apos;%1&apos;, der neueste von %2 Datumsschlüsseln, erhält %3 der Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> (date keys together: %1)</source>
        <translation> (Datumsschlüssel zusammen: %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1 WCU/s at peak over %2 key</source>
        <translation>; %1 WCU/s in der Spitze auf %2 Schlüssel</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1 WCU/s at peak over %2 shards</source>
        <translation>; %1 WCU/s in der Spitze auf %2 Shards</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The strategy already spreads today&apos;s writes; keep the shard count in line with the daily peak (see shard-count) and remember every read of the day queries every shard.</source>
        <translation>Die Strategie verteilt die heutigen Schreibvorgänge bereits; die Zahl der Shards an der täglichen Spitze ausrichten (siehe shard-count) und bedenken, dass jedes Lesen des Tages jeden Shard abfragt.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Append a suffix to the date (random 1..N, or calculated from an attribute such as the order id) so one day is written to N keys.</source>
        <translation>Ein Suffix an das Datum hängen (zufällig 1..N oder aus einem Attribut wie der Bestellnummer berechnet), sodass ein Tag auf N Schlüssel geschrieben wird.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 partition-key values for %2 partition</source>
        <translation>Nur %1 Werte des Partitionsschlüssels für %2 Partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 partition-key values for %2 partitions</source>
        <translation>Nur %1 Werte des Partitionsschlüssels für %2 Partitionen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 distinct partition-key values (after the strategy) on %2 partition: </source>
        <translation>%1 verschiedene Werte des Partitionsschlüssels (nach der Strategie) auf %2 Partition: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 distinct partition-key values (after the strategy) on %2 partitions: </source>
        <translation>%1 verschiedene Werte des Partitionsschlüssels (nach der Strategie) auf %2 Partitionen: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 partition gets no writes</source>
        <translation>%1 Partition erhält keine Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 partitions get no writes</source>
        <translation>%1 Partitionen erhalten keine Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>no room to spread</source>
        <translation>kein Raum zum Verteilen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, hot factor </source>
        <translation>, Hot-Faktor </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the top value alone receives %1 writes/s</source>
        <translation>; der häufigste Wert allein erhält %1 Schreibvorgänge/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Use a high-cardinality key (an id, or a composite such as customerid+productid+countrycode); for an index on a status-like attribute, add a suffix 1..N to the index key or make the index sparse.</source>
        <translation>Einen Schlüssel mit hoher Kardinalität verwenden (eine Kennung oder eine Zusammensetzung wie customerid+productid+countrycode); für einen Index auf einem statusartigen Attribut ein Suffix 1..N an den Indexschlüssel hängen oder den Index dünn besetzen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Sequential sort keys keep new writes at one end of the range</source>
        <translation>Fortlaufende Sortierschlüssel halten neue Schreibvorgänge an einem Ende des Bereichs</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 of the writes go to item collections with sequential sort keys (heaviest: &apos;%2&apos;, %3)</source>
        <translation>%1 der Schreibvorgänge gehen an Elementsammlungen mit fortlaufenden Sortierschlüsseln (die schwerste: &apos;%2&apos;, %3)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation could not split %1 hot partition because of it</source>
        <translation>; die Simulation konnte deshalb %1 heiße Partition nicht teilen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation could not split %1 hot partitions because of it</source>
        <translation>; die Simulation konnte deshalb %1 heiße Partitionen nicht teilen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; no hot partition needed a split in this run</source>
        <translation>; keine heiße Partition musste in diesem Lauf geteilt werden</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Split-for-heat cannot help: the newest items are always in the last range. Use a sort key that does not grow with time (or put a shard suffix on the partition key) for hot collections.</source>
        <translation>Split-for-Heat kann nicht helfen: die neuesten Elemente liegen immer im letzten Bereich. Für heiße Sammlungen einen Sortierschlüssel verwenden, der nicht mit der Zeit wächst (oder ein Shard-Suffix an den Partitionsschlüssel hängen).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The %1 strategy does not spread &apos;%2&apos;</source>
        <translation>Die Strategie %1 verteilt &apos;%2&apos; nicht</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 writes went to %3 of %4 shards; effective shards %5 where an even spread reaches %6; the busiest shard holds %7</source>
        <translation>&apos;%1&apos;: %2 Schreibvorgänge gingen an %3 von %4 Shards; effektive Shards %5, wo eine gleichmäßige Verteilung %6 erreicht; der belastetste Shard hält %7</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The suffix function collapses these source values onto a few suffixes (a product of code points is mostly divisible by the shard count): use --fn hash, or a source attribute with more distinct values.</source>
        <translation>Die Suffixfunktion fasst diese Quellwerte auf wenige Suffixe zusammen (ein Produkt von Codepunkten ist meist durch die Zahl der Shards teilbar): --fn hash verwenden oder ein Quellattribut mit mehr verschiedenen Werten.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Derive the suffix from an attribute with many evenly spread values, or use random suffixes if reads can afford the fan-out.</source>
        <translation>Das Suffix aus einem Attribut mit vielen gleichmäßig verteilten Werten ableiten oder zufällige Suffixe verwenden, wenn die Lesevorgänge die Auffächerung tragen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Burst and adaptive capacity absorb this skew</source>
        <translation>Burst und adaptive Kapazität fangen diese Schieflage auf</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the busiest partition needs %1 WCU/s against an even share of %2 WCU/s (%3 of its share), below the %4 WCU/s ceiling; the simulation of %5 s throttled 0 requests</source>
        <translation>die belastetste Partition braucht %1 WCU/s gegen einen gleichen Anteil von %2 WCU/s (%3 ihres Anteils), unter der Obergrenze von %4 WCU/s; die Simulation von %5 s drosselte 0 Anfragen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>No change needed: the table has unused capacity the hot partition can borrow. Re-check if the hot partition&apos;s demand approaches the per-partition ceiling or the table total.</source>
        <translation>Keine Änderung nötig: die Tabelle hat ungenutzte Kapazität, die sich die heiße Partition leihen kann. Neu prüfen, wenn der Bedarf der heißen Partition sich der Obergrenze pro Partition oder der Summe der Tabelle nähert.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Traffic passed twice the on-demand table&apos;s previous peak</source>
        <translation>Der Verkehr überstieg das Doppelte der bisherigen Spitze der On-Demand-Tabelle</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests throttled by on-demand scaling: the peak reached %2 while the table serves at once up to %3 WCU/s (2 x the previous peak of %4, at least the %5 WCU/s warm throughput); a new peak lifts the limit 30 minutes later</source>
        <translation>%1 Anfragen durch die On-Demand-Skalierung gedrosselt: die Spitze erreichte %2, während die Tabelle sofort bis zu %3 WCU/s bedient (2 x die bisherige Spitze von %4, mindestens der Warmdurchsatz von %5 WCU/s); eine neue Spitze hebt die Grenze 30 Minuten später an</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the table (raise its warm throughput) before the launch.</source>
        <translation>Das ist Kapazität, nicht Schlüsselentwurf: den Verkehr so hochfahren, dass er sich innerhalb von 30 Minuten höchstens verdoppelt, oder die Tabelle vor dem Start vorwärmen (ihren Warmdurchsatz erhöhen).</translation>
    </message>
</context>
</TS>
