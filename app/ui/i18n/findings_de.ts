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
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the table before the launch: a warm throughput of %1 write units per second (table.warm_throughput.write_units_per_second) serves that peak at once.</source>
        <translation>Das ist Kapazität, nicht Schlüsselentwurf: den Verkehr so hochfahren, dass er sich innerhalb von 30 Minuten höchstens verdoppelt, oder die Tabelle vor dem Start vorwärmen: ein Warmdurchsatz von %1 Schreibeinheiten pro Sekunde (table.warm_throughput.write_units_per_second) bedient diese Spitze sofort.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Auto scaling cannot see the hot partition</source>
        <translation>Auto Scaling sieht die heiße Partition nicht</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled above the %2 WCU/s one partition serves, while the table consumed %3 WCU/s of %4 WCU provisioned on average (%5, under the %6 target): auto scaling follows the table&apos;s consumed capacity, to which a throttled request adds nothing, so it never scaled out (capacity changes in the run: %7)</source>
        <translation>%1 Schreibvorgänge über den %2 WCU/s gedrosselt, die eine Partition bedient, während die Tabelle im Mittel %3 WCU/s von %4 bereitgestellten WCU verbrauchte (%5, unter dem Ziel von %6): Auto Scaling folgt der verbrauchten Kapazität der Tabelle, zu der eine gedrosselte Anfrage nichts beiträgt, daher hat es nie hochskaliert (Kapazitätsänderungen im Lauf: %7)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>More capacity would not help: the hot key alone asks more than a partition serves. Shard the hot key (see hot-key) or spread its writes; a higher auto scaling minimum only pays for capacity the other partitions do not use.</source>
        <translation>Mehr Kapazität würde nicht helfen: der heiße Schlüssel allein verlangt mehr, als eine Partition bedient. Den heißen Schlüssel sharden (siehe hot-key) oder seine Schreibvorgänge verteilen; ein höheres Auto-Scaling-Minimum bezahlt nur Kapazität, die die anderen Partitionen nicht nutzen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 throttles the table&apos;s writes: its key &apos;%2&apos; needs %3 WCU/s</source>
        <translation>%1 drosselt die Schreibvorgänge der Tabelle: sein Schlüssel &apos;%2&apos; braucht %3 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; (%2&apos;s partition key `%3`) is on %4 of the base-table writes: %5 WCU/s of index writes (%6 KB each)</source>
        <translation>&apos;%1&apos; (Partitionsschlüssel `%3` von %2) betrifft %4 der Schreibvorgänge der Basistabelle: %5 WCU/s Index-Schreibvorgänge (je %6 KB)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; (%2&apos;s its partition key) is on %3 of the base-table writes: %4 WCU/s of index writes (%5 KB each)</source>
        <translation>&apos;%1&apos; (Partitionsschlüssel von %2) betrifft %3 der Schreibvorgänge der Basistabelle: %4 WCU/s Index-Schreibvorgänge (je %5 KB)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> over %1 shards &apos;%2&apos; … &apos;%3&apos;</source>
        <translation> auf %1 Shards &apos;%2&apos; … &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1&apos;s partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves</source>
        <translation>; der Partition %2 von %1 werden %3 WCU/s abverlangt, gegen die %4 WCU/s, die eine Partition bedient</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1&apos;s partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves and its allocation of %5 WCU/s (%6 WCU / %7 partitions)</source>
        <translation>; der Partition %2 von %1 werden %3 WCU/s abverlangt, gegen die %4 WCU/s, die eine Partition bedient, und ihre Zuteilung von %5 WCU/s (%6 WCU / %7 Partitionen)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; above the ceiling %1 of its writes are refused: about %2 base-table writes/s throttled by back-pressure (IndexWriteKeyRangeThroughputExceeded)</source>
        <translation>; über der Obergrenze werden %1 ihrer Schreibvorgänge abgelehnt: etwa %2 Schreibvorgänge/s der Basistabelle durch Rückstau gedrosselt (IndexWriteKeyRangeThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation throttled %1 base-table writes by back-pressure and %2 writes on %3 itself</source>
        <translation>; die Simulation drosselte %1 Schreibvorgänge der Basistabelle durch Rückstau und %2 Schreibvorgänge auf %3 selbst</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation throttled %1 base-table writes by back-pressure (</source>
        <translation>; die Simulation drosselte %1 Schreibvorgänge der Basistabelle durch Rückstau (</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, %1 %2</source>
        <translation>, %1 %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>) and %1 writes on %2 itself</source>
        <translation>) und %1 Schreibvorgänge auf %2 selbst</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1&apos;s strategy gives &apos;%2&apos; %3 shards, enough in number, but shards that land on one index partition add up: give it %4 shards (%5) so they spread over its %6 partitions.</source>
        <translation>Die Strategie von %1 gibt &apos;%2&apos; %3 Shards, der Zahl nach genug, aber Shards auf derselben Indexpartition addieren sich: ihm %4 Shards geben (%5), damit sie sich auf die %6 Partitionen des Index verteilen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard %1&apos;s partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% headroom, as shard-count computes) and read a value with one Query per shard</source>
        <translation>Den Partitionsschlüssel von %1 sharden: seiner Strategie %2 Shards geben (%3; %4 WCU/s brauchen mindestens %5 Shards, %6 mit 50 % Reserve, wie shard-count rechnet) und einen Wert mit einer Query pro Shard lesen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard %1&apos;s partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% headroom, as shard-count computes; %2 is the fewest with which no partition of %1 is asked more than %7 WCU/s where the model&apos;s hash places the shards) and read a value with one Query per shard</source>
        <translation>Den Partitionsschlüssel von %1 sharden: seiner Strategie %2 Shards geben (%3; %4 WCU/s brauchen mindestens %5 Shards, %6 mit 50 % Reserve, wie shard-count rechnet; %2 ist die kleinste Zahl, mit der keiner Partition von %1 mehr als %7 WCU/s abverlangt werden, dort, wo der Hash des Modells die Shards platziert) und einen Wert mit einer Query pro Shard lesen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>. A sparse index would not help: the access patterns read &apos;%1&apos; through %2, so it would keep every item with that value.</source>
        <translation>. Ein Sparse-Index würde nicht helfen: die Zugriffsmuster lesen &apos;%1&apos; über %2, er behielte also jedes Element mit diesem Wert.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; or make %1 sparse, if the application never reads &apos;%2&apos; through it.</source>
        <translation>; oder %1 dünn besetzen, wenn die Anwendung &apos;%2&apos; nie über ihn liest.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; or make %1 sparse: no access pattern reads &apos;%2&apos; through it (see sparse-index).</source>
        <translation>; oder %1 dünn besetzen: kein Zugriffsmuster liest &apos;%2&apos; über ihn (siehe sparse-index).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise %1&apos;s maximum on-demand write throughput (max_write_request_units) above the %2 WCU/s its index writes need at peak, or remove it.</source>
        <translation>Den maximalen On-Demand-Schreibdurchsatz von %1 (max_write_request_units) über die %2 WCU/s anheben, die seine Index-Schreibvorgänge in der Spitze brauchen, oder ihn entfernen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reached the per-table account quota: request a higher quota (Service Quotas), or write less to the index (a sparse index, a smaller projection).</source>
        <translation>%1 hat das Kontingent des Kontos pro Tabelle erreicht: ein höheres Kontingent beantragen (Service Quotas) oder weniger in den Index schreiben (ein Sparse-Index, eine kleinere Projektion).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1&apos;s writes passed twice its previous peak: ramp the traffic up so it at most doubles within 30 minutes, or pre-warm the index: a warm throughput of %2 write units per second (its warm_throughput) serves its index writes at peak at once.</source>
        <translation>Die Schreibvorgänge von %1 überstiegen das Doppelte seiner bisherigen Spitze: den Verkehr so hochfahren, dass er sich innerhalb von 30 Minuten höchstens verdoppelt, oder den Index vorwärmen: ein Warmdurchsatz von %2 Schreibeinheiten pro Sekunde (sein warm_throughput) bedient seine Indexschreibvorgänge in der Spitze sofort.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise %1&apos;s WCU to at least %2: every base write that carries its key writes to it too (%3 WCU/s at peak), and an index short of capacity throttles the table.</source>
        <translation>Die WCU von %1 auf mindestens %2 erhöhen: jeder Schreibvorgang der Basistabelle, der seinen Schlüssel trägt, schreibt auch in ihn (%3 WCU/s in der Spitze), und ein Index mit zu wenig Kapazität drosselt die Tabelle.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition of %1 needs more than its share: let adaptive capacity absorb it, raise %1&apos;s WCU, or shard its partition key.</source>
        <translation>Eine Partition von %1 braucht mehr als ihren Anteil: die Mehrlast von der adaptiven Kapazität auffangen lassen, die WCU von %1 erhöhen oder seinen Partitionsschlüssel sharden.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 key values for %2&apos;s %3 partition</source>
        <translation>Nur %1 Schlüsselwerte für %3 Partition von %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 key values for %2&apos;s %3 partitions</source>
        <translation>Nur %1 Schlüsselwerte für die %3 Partitionen von %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partition: </source>
        <translation>%1: %2 verschiedene Werte seines Partitionsschlüssels `%3` (nach seiner Strategie) auf %4 Partition: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partitions: </source>
        <translation>%1: %2 verschiedene Werte seines Partitionsschlüssels `%3` (nach seiner Strategie) auf %4 Partitionen: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its its partition key (after its strategy) on %3 partition: </source>
        <translation>%1: %2 verschiedene Werte seines Partitionsschlüssels (nach seiner Strategie) auf %3 Partition: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its its partition key (after its strategy) on %3 partitions: </source>
        <translation>%1: %2 verschiedene Werte seines Partitionsschlüssels (nach seiner Strategie) auf %3 Partitionen: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest partition %1 takes %2 WCU/s</source>
        <translation>; seine belastetste Partition %1 erhält %2 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest partition %1 takes %2 WCU/s (&apos;%3&apos;, %4 of the base-table writes)</source>
        <translation>; seine belastetste Partition %1 erhält %2 WCU/s (&apos;%3&apos;, %4 der Schreibvorgänge der Basistabelle)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the table&apos;s writes can grow to %1/s before that partition reaches the %2 WCU/s ceiling and %3 throttles them (back-pressure)</source>
        <translation>; die Schreibvorgänge der Tabelle können auf %1/s wachsen, bevor diese Partition die Obergrenze von %2 WCU/s erreicht und %3 sie drosselt (Rückstau)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Add a shard suffix 1..N to %1&apos;s partition key (its strategy) so its writes spread over its partitions, reading a value with N Queries; or make the index sparse, so that only the items read through it carry the attribute.</source>
        <translation>Ein Shard-Suffix 1..N an den Partitionsschlüssel von %1 hängen (seine Strategie), damit sich seine Schreibvorgänge auf seine Partitionen verteilen, und einen Wert mit N Queries lesen; oder den Index dünn besetzen, sodass nur die Elemente, die über ihn gelesen werden, das Attribut tragen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A sparse %1 would leave out its hot key &apos;%2&apos;</source>
        <translation>Ein dünn besetzter %1 würde seinen heißen Schlüssel &apos;%2&apos; auslassen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; carries %2 of %3&apos;s writes (%4 of the base-table writes, %5 WCU/s), but the access patterns on %3 read only %6</source>
        <translation>&apos;%1&apos; trägt %2 der Schreibvorgänge von %3 (%4 der Schreibvorgänge der Basistabelle, %5 WCU/s), aber die Zugriffsmuster auf %3 lesen nur %6</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; if only items with that value carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling</source>
        <translation>; trügen nur Elemente mit diesem Wert das Attribut, erhielte %1 %2 der Schreibvorgänge der Basistabelle (%3 WCU/s) und seine belastetste Partition %4 WCU/s, unter der Obergrenze von %5 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; if only items with those values carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling</source>
        <translation>; trügen nur Elemente mit diesen Werten das Attribut, erhielte %1 %2 der Schreibvorgänge der Basistabelle (%3 WCU/s) und seine belastetste Partition %4 WCU/s, unter der Obergrenze von %5 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Make %1 sparse: key it on an attribute the application writes only while an item has the value it queries (%2) and removes otherwise; items without it write nothing to the index.</source>
        <translation>%1 dünn besetzen: ihn nach einem Attribut schlüsseln, das die Anwendung nur schreibt, solange ein Element den abgefragten Wert hat (%2), und sonst entfernt; Elemente ohne es schreiben nichts in den Index.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Make %1 sparse: key it on an attribute the application writes only while an item has a value it queries (%2) and removes otherwise; items without it write nothing to the index.</source>
        <translation>%1 dünn besetzen: ihn nach einem Attribut schlüsseln, das die Anwendung nur schreibt, solange ein Element einen der abgefragten Werte hat (%2), und sonst entfernt; Elemente ohne es schreiben nichts in den Index.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The item collection of &apos;%1&apos; nears the 10 GB an LSI allows</source>
        <translation>Die Elementsammlung von &apos;%1&apos; nähert sich den 10 GB, die ein LSI erlaubt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 of the table&apos;s %3 GB</source>
        <translation>&apos;%1&apos; hält %2 der %3 GB der Tabelle</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 of the table&apos;s %3 GB, spread over %4 shards (&apos;%5&apos; is one)</source>
        <translation>&apos;%1&apos; hält %2 der %3 GB der Tabelle, verteilt auf %4 Shards (&apos;%5&apos; ist einer davon)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 GB (its size_gb)</source>
        <translation>&apos;%1&apos; hält %2 GB (sein size_gb)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 GB (its size_gb), spread over %3 shards (&apos;%4&apos; is one)</source>
        <translation>&apos;%1&apos; hält %2 GB (sein size_gb), verteilt auf %3 Shards (&apos;%4&apos; ist einer davon)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; with its entries in the local secondary indexes (the projected attributes and 100 bytes each) an item of %1 KB takes %2 KB</source>
        <translation>; mit seinen Einträgen in den lokalen sekundären Indizes (die projizierten Attribute und je 100 Byte) belegt ein Element von %1 KB %2 KB</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>: %1 GB per collection; its %2 writes of %3 KB over the %4 s run add %5 GB if each adds an item: %6 GB, %7 of the %8 GB one partition-key value may hold on a table with a local secondary index (%9)</source>
        <translation>: %1 GB pro Sammlung; seine %2 Schreibvorgänge zu %3 KB im Lauf von %4 s fügen %5 GB hinzu, wenn jeder ein Element hinzufügt: %6 GB, %7 der %8 GB, die ein Wert des Partitionsschlüssels auf einer Tabelle mit lokalem sekundärem Index (%9) halten darf</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation failed %1 writes that would have passed it (ItemCollectionSizeLimitExceededException)</source>
        <translation>; die Simulation ließ %1 Schreibvorgänge scheitern, die die Grenze überschritten hätten (ItemCollectionSizeLimitExceededException)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Replace %1 with a global secondary index on the same sort key (a GSI has no per-key size limit, and its collections can split), or spread the collection: shard &apos;%2&apos; %3 ways so each shard&apos;s collection stays under %4 GB.</source>
        <translation>%1 durch einen globalen sekundären Index auf demselben Sortierschlüssel ersetzen (ein GSI hat keine Größengrenze pro Schlüssel, und seine Sammlungen können sich teilen) oder die Sammlung verteilen: &apos;%2&apos; in %3 Shards aufteilen, sodass die Sammlung jedes Shards unter %4 GB bleibt.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The table&apos;s provisioned capacity is below its demand</source>
        <translation>Die bereitgestellte Kapazität der Tabelle liegt unter ihrem Bedarf</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled while the table was asked for more than its %2 WCU/s: the workload&apos;s peak is %3 WCU/s (CloudWatch: WriteProvisionedThroughputThrottleEvents, reason TableWriteProvisionedThroughputExceeded)</source>
        <translation>%1 Schreibvorgänge gedrosselt, während von der Tabelle mehr als ihre %2 WCU/s verlangt wurden: die Spitze der Last liegt bei %3 WCU/s (CloudWatch: WriteProvisionedThroughputThrottleEvents, Grund TableWriteProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled while the table was asked for more than its %2 RCU/s: the workload&apos;s peak is %3 RCU/s (CloudWatch: ReadProvisionedThroughputThrottleEvents, reason TableReadProvisionedThroughputExceeded)</source>
        <translation>%1 Lesevorgänge gedrosselt, während von der Tabelle mehr als ihre %2 RCU/s verlangt wurden: die Spitze der Last liegt bei %3 RCU/s (CloudWatch: ReadProvisionedThroughputThrottleEvents, Grund TableReadProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; each logical read is %1 Queries, one per shard</source>
        <translation>; jedes logische Lesen sind %1 Queries, eine pro Shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s WCU to at least %1 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>Das ist Kapazität, nicht Schlüsselentwurf: die WCU der Tabelle auf mindestens %1 erhöhen (mehr für Reserve) oder die Tabelle auf On-Demand umstellen. Schlüssel zu sharden hilft nicht, solange der ganzen Tabelle Kapazität fehlt.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s RCU to at least %1 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>Das ist Kapazität, nicht Schlüsselentwurf: die RCU der Tabelle auf mindestens %1 erhöhen (mehr für Reserve) oder die Tabelle auf On-Demand umstellen. Schlüssel zu sharden hilft nicht, solange der ganzen Tabelle Kapazität fehlt.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>Das ist Kapazität, nicht Schlüsselentwurf: die WCU der Tabelle auf mindestens %1 (mehr für Reserve) und die RCU auf mindestens %2 (mehr für Reserve) erhöhen oder die Tabelle auf On-Demand umstellen. Schlüssel zu sharden hilft nicht, solange der ganzen Tabelle Kapazität fehlt.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise the table&apos;s RCU to at least %1 (more for headroom), or switch the table to on-demand; or read less: the shards&apos; fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer shards.</source>
        <translation>Die RCU der Tabelle auf mindestens %1 erhöhen (mehr für Reserve) oder die Tabelle auf On-Demand umstellen; oder weniger lesen: die Auffächerung der Shards vervielfacht jedes Lesen, also einen einzigen Shard lesen, wo der Leser sein Suffix berechnen kann, oder weniger Shards nehmen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise the table&apos;s WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch the table to on-demand; or read less: the shards&apos; fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer shards.</source>
        <translation>Die WCU der Tabelle auf mindestens %1 (mehr für Reserve) und die RCU auf mindestens %2 (mehr für Reserve) erhöhen oder die Tabelle auf On-Demand umstellen; oder weniger lesen: die Auffächerung der Shards vervielfacht jedes Lesen, also einen einzigen Shard lesen, wo der Leser sein Suffix berechnen kann, oder weniger Shards nehmen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition needs more than its share of the table, and adaptive capacity is off</source>
        <translation>Eine Partition braucht mehr als ihren Anteil an der Tabelle, und die adaptive Kapazität ist aus</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition needs more than its share of the table, and adaptive capacity did not lend it in time</source>
        <translation>Eine Partition braucht mehr als ihren Anteil an der Tabelle, und die adaptive Kapazität hat ihr nicht rechtzeitig ausgeholfen</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partition %2</source>
        <translation>%1 Schreibvorgänge auf Partition %2 gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partitions %2</source>
        <translation>%1 Schreibvorgänge auf den Partitionen %2 gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partitions %2 and %3 more</source>
        <translation>%1 Schreibvorgänge auf den Partitionen %2 und %3 weiteren gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partition %2</source>
        <translation>%1 Lesevorgänge auf Partition %2 gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partitions %2</source>
        <translation>%1 Lesevorgänge auf den Partitionen %2 gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partitions %2 and %3 more</source>
        <translation>%1 Lesevorgänge auf den Partitionen %2 und %3 weiteren gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> while the table had capacity to spare: each of the %1 partitions is provisioned %2 WCU/s (%3 WCU / %1)</source>
        <translation>, während die Tabelle Kapazität übrig hatte: jede der %1 Partitionen ist mit %2 WCU/s bereitgestellt (%3 WCU / %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> while the table had capacity to spare: each of the %1 partitions is provisioned %2 RCU/s (%3 RCU / %1)</source>
        <translation>, während die Tabelle Kapazität übrig hatte: jede der %1 Partitionen ist mit %2 RCU/s bereitgestellt (%3 RCU / %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, the busiest needs %1 WCU/s</source>
        <translation>, die belastetste braucht %1 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; throttling began at %1 s, when the burst bucket (up to %2 s of unused share) was empty</source>
        <translation>; die Drosselung begann bei %1 s, als der Burst-Speicher (bis zu %2 s ungenutzter Anteil) leer war</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; throttling began at %1 s (burst capacity is off)</source>
        <translation>; die Drosselung begann bei %1 s (Burst-Kapazität ist aus)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; adaptive capacity is off in this scenario</source>
        <translation>; die adaptive Kapazität ist in diesem Szenario aus</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; adaptive capacity engages after %1 s of throttling (2018 model)</source>
        <translation>; die adaptive Kapazität greift nach %1 s Drosselung (Modell von 2018)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Let adaptive capacity absorb it: it lends a hot partition the table&apos;s unused capacity (DynamoDB applies it instantly since 2019; it is off here only to teach). Otherwise raise the table&apos;s capacity until the even share covers the busiest partition, or spread its keys.</source>
        <translation>Die Mehrlast von der adaptiven Kapazität auffangen lassen: sie leiht einer heißen Partition die ungenutzte Kapazität der Tabelle (DynamoDB wendet sie seit 2019 sofort an; hier ist sie nur zum Lernen aus). Sonst die Kapazität der Tabelle erhöhen, bis der gleiche Anteil die belastetste Partition deckt, oder ihre Schlüssel verteilen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Let adaptive capacity absorb it: once engaged it serves the load (DynamoDB applies it instantly since 2019). To avoid the throttling before it engages, raise the table&apos;s capacity until the even share covers the busiest partition, or spread its keys.</source>
        <translation>Die Mehrlast von der adaptiven Kapazität auffangen lassen: einmal aktiv, bedient sie die Last (DynamoDB wendet sie seit 2019 sofort an). Um die Drosselung vor ihrem Eingreifen zu vermeiden, die Kapazität der Tabelle erhöhen, bis der gleiche Anteil die belastetste Partition deckt, oder ihre Schlüssel verteilen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The table and its GSIs provision more than an account&apos;s default quota</source>
        <translation>Die Tabelle und ihre GSIs stellen mehr bereit als das Standardkontingent eines Kontos</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the table provisions %1 WCU and its GSIs %2 WCU: %3 WCU, above the %4 WCU an account may provision in a Region by default across all its tables and GSIs (Service Quotas: account-level write throughput)</source>
        <translation>die Tabelle stellt %1 WCU bereit und ihre GSIs %2 WCU: %3 WCU, mehr als die %4 WCU, die ein Konto in einer Region standardmäßig über alle seine Tabellen und GSIs bereitstellen darf (Service Quotas: Schreibdurchsatz auf Kontoebene)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the table provisions %1 RCU and its GSIs %2 RCU: %3 RCU, above the %4 RCU an account may provision in a Region by default across all its tables and GSIs (Service Quotas: account-level read throughput)</source>
        <translation>die Tabelle stellt %1 RCU bereit und ihre GSIs %2 RCU: %3 RCU, mehr als die %4 RCU, die ein Konto in einer Region standardmäßig über alle seine Tabellen und GSIs bereitstellen darf (Service Quotas: Lesedurchsatz auf Kontoebene)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Before creating the table, request a higher account-level quota in Service Quotas that covers this table, its GSIs and the account&apos;s other tables: DynamoDB provisions no capacity beyond the account&apos;s quota.</source>
        <translation>Vor dem Anlegen der Tabelle in Service Quotas ein höheres Kontingent auf Kontoebene beantragen, das diese Tabelle, ihre GSIs und die übrigen Tabellen des Kontos abdeckt: DynamoDB stellt keine Kapazität über das Kontingent des Kontos hinaus bereit.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests throttled with %2 (limit %3 request units/s)</source>
        <translation>%1 Anfragen gedrosselt mit %2 (Grenze %3 Anfrageeinheiten/s)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests of %2 throttled with %3 (limit %4 request units/s)</source>
        <translation>%1 Anfragen an %2 gedrosselt mit %3 (Grenze %4 Anfrageeinheiten/s)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Requests passed the per-table account quota</source>
        <translation>Anfragen überschritten das Kontingent des Kontos pro Tabelle</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is the account&apos;s quota, not key design: request a higher per-table quota in Service Quotas (table-level read or write throughput; account_max_rcu / account_max_wcu in the scenario) above the peak the table and each GSI ask (the quota applies to each apart), or spread the traffic over time.</source>
        <translation>Das ist das Kontingent des Kontos, nicht das Schlüsseldesign: in Service Quotas ein höheres Kontingent pro Tabelle beantragen (Lese- oder Schreibdurchsatz auf Tabellenebene; account_max_rcu / account_max_wcu im Szenario) über der Spitze, die die Tabelle und jeder GSI verlangen (das Kontingent gilt für jeden einzeln), oder den Verkehr zeitlich verteilen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Requests passed the configured maximum on-demand throughput</source>
        <translation>Anfragen überschritten den konfigurierten maximalen On-Demand-Durchsatz</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The maximum throttles as configured: if this traffic is wanted, raise MaxReadRequestUnits / MaxWriteRequestUnits (max_read_request_units / max_write_request_units) of the table or index above its peak demand, or remove them.</source>
        <translation>Das Maximum drosselt wie konfiguriert: ist dieser Verkehr gewollt, MaxReadRequestUnits / MaxWriteRequestUnits (max_read_request_units / max_write_request_units) der Tabelle oder des Index über ihre Spitzenlast anheben oder entfernen.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Reads of %1 are throttled</source>
        <translation>Lesevorgänge von %1 werden gedrosselt</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads of %2 throttled: %3 above the per-partition ceiling of %4 RCU/s (IndexReadKeyRangeThroughputExceeded), %5 by its provisioned capacity (IndexReadProvisionedThroughputExceeded)</source>
        <translation>%1 Lesevorgänge von %2 gedrosselt: %3 über der Obergrenze pro Partition von %4 RCU/s (IndexReadKeyRangeThroughputExceeded), %5 durch seine bereitgestellte Kapazität (IndexReadProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Spread the reads of %1: cache the hot key&apos;s reads or shard the index&apos;s partition key (a sharded key is read with one Query per shard); if the index as a whole is short, raise its RCU.</source>
        <translation>Die Lesevorgänge von %1 verteilen: die Lesevorgänge des heißen Schlüssels cachen oder den Partitionsschlüssel des Index sharden (ein gesharderter Schlüssel wird mit einer Query pro Shard gelesen); fehlt dem Index insgesamt Kapazität, seine RCU erhöhen.</translation>
    </message>
</context>
</TS>
