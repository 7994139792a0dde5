<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Finding</name>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; needs more than one partition can serve</source>
        <translation>&apos;%1&apos; demande plus que ce qu&apos;une partition peut servir</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; takes %2 of the writes: %3 WCU/s at peak</source>
        <translation>&apos;%1&apos; reçoit %2 des écritures : %3 WCU/s au pic</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, spread over %1 shards</source>
        <translation>, réparties sur %1 shards</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest physical key &apos;%1&apos; needs %2 WCU/s and %3 RCU/s, but one partition serves at most %4 WCU/s and %5 RCU/s</source>
        <translation>; sa clé physique la plus chargée &apos;%1&apos; demande %2 WCU/s et %3 RCU/s, mais une partition sert au plus %4 WCU/s et %5 RCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation counted %1 requests throttled on the per-partition ceiling</source>
        <translation>; la simulation a compté %1 requêtes limitées au plafond par partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The strategy has %1 shards, enough in number, but its busiest shard gets far more than its share: fix the spread (see degenerate-strategy).</source>
        <translation>La stratégie a %1 shards, assez en nombre, mais son shard le plus chargé reçoit bien plus que sa part : corrigez la répartition (voir degenerate-strategy).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard &apos;%1&apos; so that each shard stays under %2 WCU/s (at least %3 shards, see shard-count); if the load is reads, cache the hot reads.</source>
        <translation>Sharder &apos;%1&apos; pour que chaque shard reste sous %2 WCU/s (au moins %3 shards, voir shard-count) ; si la charge est en lecture, mettre en cache les lectures chaudes.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Several keys together overload one partition</source>
        <translation>Plusieurs clés ensemble surchargent une partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>no single key exceeds %1 WCU/s, but the simulation counted %2 requests throttled on the per-partition ceiling; hot factor </source>
        <translation>aucune clé seule ne dépasse %1 WCU/s, mais la simulation a compté %2 requêtes limitées au plafond par partition ; facteur de chaleur </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Split-for-heat usually separates them after some minutes; if it cannot (see monotonic-sort-key), shard the heaviest keys.</source>
        <translation>La division sous la chaleur les sépare en général au bout de quelques minutes ; si elle ne le peut pas (voir monotonic-sort-key), sharder les clés les plus lourdes.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; takes %2 of the writes</source>
        <translation>&apos;%1&apos; reçoit %2 des écritures</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 of %3 writes (%4); hot factor </source>
        <translation>&apos;%1&apos; : %2 écritures sur %3 (%4) ; facteur de chaleur </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Above %1 writes/s in total this key alone passes the %2 WCU/s one partition serves: shard it (give --writes-per-s to get the numbers).</source>
        <translation>Au-delà de %1 écritures/s au total, cette clé seule dépasse les %2 WCU/s que sert une partition : sharder-la (donnez --writes-per-s pour avoir les chiffres).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 partition</source>
        <translation>%1× sur %2 partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 partitions</source>
        <translation>%1× sur %2 partitions</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 bucket</source>
        <translation>%1× sur %2 compartiment</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 buckets</source>
        <translation>%1× sur %2 compartiments</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; needs at least %2 shards</source>
        <translation>&apos;%1&apos; demande au moins %2 shards</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 WCU/s at peak -&gt; minimum %3, recommended %4 with 50% headroom; the strategy gives it %5</source>
        <translation>&apos;%1&apos; : %2 WCU/s au pic -&gt; minimum %3, recommandé %4 avec 50 % de marge ; la stratégie lui en donne %5</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard it %1 ways (%2 is the bare minimum).</source>
        <translation>Le sharder en %1 (%2 est le strict minimum).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Enough for today; raise it to %1 to leave room for growth.</source>
        <translation>Suffisant pour aujourd&apos;hui ; passer à %1 pour garder de la place pour la croissance.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The shard count is sufficient, with headroom.</source>
        <translation>Le nombre de shards suffit, avec de la marge.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Reading one logical key takes %1 queries</source>
        <translation>Lire une clé logique demande %1 Queries</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>one read of a whole logical key = %1 Queries, at least %2 RCU</source>
        <translation>une lecture d&apos;une clé logique entière = %1 Queries, au moins %2 RCU</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; random suffixes: even a single item needs all of them</source>
        <translation>; suffixes aléatoires : même un seul élément les demande toutes</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; a reader that knows the source value computes its one shard</source>
        <translation>; un lecteur qui connaît la valeur source calcule son unique shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; at %1 logical reads/s that is at least %2 RCU/s instead of %3 RCU/s unsharded</source>
        <translation>; à %1 lectures logiques/s, cela fait au moins %2 RCU/s au lieu de %3 RCU/s sans sharding</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Read-heavy with small items: the per-query minimum dominates. Cache the hot reads (DAX or an application cache), serve them from a GSI with a better-distributed key, or use fewer shards.</source>
        <translation>Surtout des lectures, sur de petits éléments : le minimum par Query domine. Mettre en cache les lectures chaudes (DAX ou un cache applicatif), les servir depuis un GSI à la clé mieux répartie, ou utiliser moins de shards.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Fine for write-heavy keys; keep N as small as the writes allow and prefer point reads with a calculated suffix.</source>
        <translation>Convient aux clés surtout écrites ; garder N aussi petit que les écritures le permettent et préférer les lectures ponctuelles avec un suffixe calculé.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Today&apos;s key &apos;%1&apos; takes the writes</source>
        <translation>La clé du jour &apos;%1&apos; reçoit les écritures</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;, the only date key, takes %2 of the writes</source>
        <translation>&apos;%1&apos;, la seule clé de date, reçoit %2 des écritures</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;, the newest of %2 date keys, takes %3 of the writes</source>
        <translation>&apos;%1&apos;, la plus récente de %2 clés de date, reçoit %3 des écritures</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> (date keys together: %1)</source>
        <translation> (clés de date ensemble : %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1 WCU/s at peak over %2 key</source>
        <translation>; %1 WCU/s au pic sur %2 clé</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1 WCU/s at peak over %2 shards</source>
        <translation>; %1 WCU/s au pic sur %2 shards</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The strategy already spreads today&apos;s writes; keep the shard count in line with the daily peak (see shard-count) and remember every read of the day queries every shard.</source>
        <translation>La stratégie répartit déjà les écritures du jour ; garder le nombre de shards en rapport avec le pic quotidien (voir shard-count) et se rappeler que chaque lecture du jour interroge chaque shard.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Append a suffix to the date (random 1..N, or calculated from an attribute such as the order id) so one day is written to N keys.</source>
        <translation>Ajouter un suffixe à la date (aléatoire 1..N, ou calculé à partir d&apos;un attribut comme le numéro de commande) pour qu&apos;un jour soit écrit sur N clés.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 partition-key values for %2 partition</source>
        <translation>Seulement %1 valeurs de clé de partition pour %2 partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 partition-key values for %2 partitions</source>
        <translation>Seulement %1 valeurs de clé de partition pour %2 partitions</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 distinct partition-key values (after the strategy) on %2 partition: </source>
        <translation>%1 valeurs distinctes de clé de partition (après la stratégie) sur %2 partition : </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 distinct partition-key values (after the strategy) on %2 partitions: </source>
        <translation>%1 valeurs distinctes de clé de partition (après la stratégie) sur %2 partitions : </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 partition gets no writes</source>
        <translation>%1 partition ne reçoit aucune écriture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 partitions get no writes</source>
        <translation>%1 partitions ne reçoivent aucune écriture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>no room to spread</source>
        <translation>aucune marge pour répartir</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, hot factor </source>
        <translation>, facteur de chaleur </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the top value alone receives %1 writes/s</source>
        <translation>; la valeur principale reçoit à elle seule %1 écritures/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Use a high-cardinality key (an id, or a composite such as customerid+productid+countrycode); for an index on a status-like attribute, add a suffix 1..N to the index key or make the index sparse.</source>
        <translation>Utiliser une clé à forte cardinalité (un identifiant, ou une composition comme customerid+productid+countrycode) ; pour un index sur un attribut de type statut, ajouter un suffixe 1..N à la clé d&apos;index ou rendre l&apos;index creux.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Sequential sort keys keep new writes at one end of the range</source>
        <translation>Des clés de tri séquentielles gardent les nouvelles écritures à une extrémité de la plage</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 of the writes go to item collections with sequential sort keys (heaviest: &apos;%2&apos;, %3)</source>
        <translation>%1 des écritures vont à des collections d&apos;éléments aux clés de tri séquentielles (la plus lourde : &apos;%2&apos;, %3)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation could not split %1 hot partition because of it</source>
        <translation>; la simulation n&apos;a pas pu diviser %1 partition chaude à cause de cela</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation could not split %1 hot partitions because of it</source>
        <translation>; la simulation n&apos;a pas pu diviser %1 partitions chaudes à cause de cela</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; no hot partition needed a split in this run</source>
        <translation>; aucune partition chaude n&apos;a eu besoin d&apos;être divisée dans cette exécution</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Split-for-heat cannot help: the newest items are always in the last range. Use a sort key that does not grow with time (or put a shard suffix on the partition key) for hot collections.</source>
        <translation>La division sous la chaleur ne peut pas aider : les éléments les plus récents sont toujours dans la dernière plage. Pour les collections chaudes, utiliser une clé de tri qui ne croît pas avec le temps (ou mettre un suffixe de shard sur la clé de partition).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The %1 strategy does not spread &apos;%2&apos;</source>
        <translation>La stratégie %1 ne répartit pas &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 writes went to %3 of %4 shards; effective shards %5 where an even spread reaches %6; the busiest shard holds %7</source>
        <translation>&apos;%1&apos; : %2 écritures sont allées à %3 shards sur %4 ; shards effectifs %5 là où une répartition uniforme atteint %6 ; le shard le plus chargé en détient %7</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The suffix function collapses these source values onto a few suffixes (a product of code points is mostly divisible by the shard count): use --fn hash, or a source attribute with more distinct values.</source>
        <translation>La fonction de suffixe ramène ces valeurs source sur quelques suffixes (un produit de points de code est le plus souvent divisible par le nombre de shards) : utiliser --fn hash, ou un attribut source aux valeurs plus variées.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Derive the suffix from an attribute with many evenly spread values, or use random suffixes if reads can afford the fan-out.</source>
        <translation>Dériver le suffixe d&apos;un attribut aux nombreuses valeurs bien réparties, ou utiliser des suffixes aléatoires si les lectures peuvent se permettre l&apos;éventail.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Burst and adaptive capacity absorb this skew</source>
        <translation>Le burst et la capacité adaptative absorbent ce déséquilibre</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the busiest partition needs %1 WCU/s against an even share of %2 WCU/s (%3 of its share), below the %4 WCU/s ceiling; the simulation of %5 s throttled 0 requests</source>
        <translation>la partition la plus chargée demande %1 WCU/s face à une part égale de %2 WCU/s (%3 de sa part), sous le plafond de %4 WCU/s ; la simulation de %5 s a limité 0 requête</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>No change needed: the table has unused capacity the hot partition can borrow. Re-check if the hot partition&apos;s demand approaches the per-partition ceiling or the table total.</source>
        <translation>Aucun changement nécessaire : la table a de la capacité inutilisée que la partition chaude peut emprunter. Revérifier si la demande de la partition chaude approche du plafond par partition ou du total de la table.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Traffic passed twice the on-demand table&apos;s previous peak</source>
        <translation>Le trafic a dépassé le double du pic précédent de la table à la demande</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests throttled by on-demand scaling: the peak reached %2 while the table serves at once up to %3 WCU/s (2 x the previous peak of %4, at least the %5 WCU/s warm throughput); a new peak lifts the limit 30 minutes later</source>
        <translation>%1 requêtes limitées par la mise à l&apos;échelle à la demande : le pic a atteint %2 alors que la table sert immédiatement jusqu&apos;à %3 WCU/s (2 x le pic précédent de %4, au moins le débit préchauffé de %5 WCU/s) ; un nouveau pic relève la limite 30 minutes plus tard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the table (raise its warm throughput) before the launch.</source>
        <translation>C&apos;est de la capacité, pas de la conception de clés : faire monter le trafic pour qu&apos;il double au plus en 30 minutes, ou préchauffer la table (augmenter son débit préchauffé) avant le lancement.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the table before the launch: a warm throughput of %1 write units per second (table.warm_throughput.write_units_per_second) serves that peak at once.</source>
        <translation>C&apos;est une question de capacité, pas de conception des clés : faire monter le trafic pour qu&apos;il double au plus en 30 minutes, ou préchauffer la table avant le lancement : un débit préchauffé de %1 unités d&apos;écriture par seconde (table.warm_throughput.write_units_per_second) sert ce pic d&apos;emblée.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Auto scaling cannot see the hot partition</source>
        <translation>L&apos;auto scaling ne voit pas la partition chaude</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled above the %2 WCU/s one partition serves, while the table consumed %3 WCU/s of %4 WCU provisioned on average (%5, under the %6 target): auto scaling follows the table&apos;s consumed capacity, to which a throttled request adds nothing, so it never scaled out (capacity changes in the run: %7)</source>
        <translation>%1 écritures limitées au-delà des %2 WCU/s que sert une partition, alors que la table consommait en moyenne %3 WCU/s sur %4 WCU provisionnées (%5, sous la cible de %6) : l&apos;auto scaling suit la capacité consommée de la table, à laquelle une requête limitée n&apos;ajoute rien, il n&apos;a donc jamais augmenté la capacité (changements de capacité pendant l&apos;exécution : %7)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>More capacity would not help: the hot key alone asks more than a partition serves. Shard the hot key (see hot-key) or spread its writes; a higher auto scaling minimum only pays for capacity the other partitions do not use.</source>
        <translation>Plus de capacité n&apos;aiderait pas : la clé chaude demande à elle seule plus que ce que sert une partition. Répartir la clé chaude en shards (voir hot-key) ou étaler ses écritures ; un minimum d&apos;auto scaling plus élevé ne fait que payer une capacité que les autres partitions n&apos;utilisent pas.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 throttles the table&apos;s writes: its key &apos;%2&apos; needs %3 WCU/s</source>
        <translation>%1 limite les écritures de la table : sa clé &apos;%2&apos; demande %3 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; (%2&apos;s partition key `%3`) is on %4 of the base-table writes: %5 WCU/s of index writes (%6 KB each)</source>
        <translation>&apos;%1&apos; (clé de partition `%3` de %2) porte %4 des écritures de la table de base : %5 WCU/s d&apos;écritures d&apos;index (%6 Ko chacune)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; (%2&apos;s its partition key) is on %3 of the base-table writes: %4 WCU/s of index writes (%5 KB each)</source>
        <translation>&apos;%1&apos; (clé de partition de %2) porte %3 des écritures de la table de base : %4 WCU/s d&apos;écritures d&apos;index (%5 Ko chacune)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> over %1 shards &apos;%2&apos; … &apos;%3&apos;</source>
        <translation> sur %1 shards &apos;%2&apos; … &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1&apos;s partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves</source>
        <translation>; la partition %2 de %1 se voit demander %3 WCU/s, face aux %4 WCU/s que sert une partition</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1&apos;s partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves and its allocation of %5 WCU/s (%6 WCU / %7 partitions)</source>
        <translation>; la partition %2 de %1 se voit demander %3 WCU/s, face aux %4 WCU/s que sert une partition et à son allocation de %5 WCU/s (%6 WCU / %7 partitions)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; above the ceiling %1 of its writes are refused: about %2 base-table writes/s throttled by back-pressure (IndexWriteKeyRangeThroughputExceeded)</source>
        <translation>; au-delà du plafond, %1 de ses écritures sont refusées : environ %2 écritures/s de la table de base limitées par contre-pression (IndexWriteKeyRangeThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation throttled %1 base-table writes by back-pressure and %2 writes on %3 itself</source>
        <translation>; la simulation a limité %1 écritures de la table de base par contre-pression et %2 écritures sur %3 lui-même</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation throttled %1 base-table writes by back-pressure (</source>
        <translation>; la simulation a limité %1 écritures de la table de base par contre-pression (</translation>
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
        <translation>) et %1 écritures sur %2 lui-même</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1&apos;s strategy gives &apos;%2&apos; %3 shards, enough in number, but shards that land on one index partition add up: give it %4 shards (%5) so they spread over its %6 partitions.</source>
        <translation>La stratégie de %1 donne %3 shards à &apos;%2&apos;, assez en nombre, mais des shards qui tombent sur une même partition d&apos;index s&apos;additionnent : lui donner %4 shards (%5) pour qu&apos;ils se répartissent sur ses %6 partitions.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard %1&apos;s partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% headroom, as shard-count computes) and read a value with one Query per shard</source>
        <translation>Sharder la clé de partition de %1 : donner %2 shards à sa stratégie (%3 ; %4 WCU/s demandent au moins %5 shards, %6 avec 50 % de marge, comme le calcule shard-count) et lire une valeur avec une Query par shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard %1&apos;s partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% headroom, as shard-count computes; %2 is the fewest with which no partition of %1 is asked more than %7 WCU/s where the model&apos;s hash places the shards) and read a value with one Query per shard</source>
        <translation>Sharder la clé de partition de %1 : donner %2 shards à sa stratégie (%3 ; %4 WCU/s demandent au moins %5 shards, %6 avec 50 % de marge, comme le calcule shard-count ; %2 est le plus petit nombre avec lequel aucune partition de %1 ne se voit demander plus de %7 WCU/s, là où le hachage du modèle place les shards) et lire une valeur avec une Query par shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>. A sparse index would not help: the access patterns read &apos;%1&apos; through %2, so it would keep every item with that value.</source>
        <translation>. Un index creux n&apos;aiderait pas : les modèles d&apos;accès lisent &apos;%1&apos; via %2, il garderait donc chaque élément ayant cette valeur.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; or make %1 sparse, if the application never reads &apos;%2&apos; through it.</source>
        <translation>; ou rendre %1 creux, si l&apos;application ne lit jamais &apos;%2&apos; via lui.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; or make %1 sparse: no access pattern reads &apos;%2&apos; through it (see sparse-index).</source>
        <translation>; ou rendre %1 creux : aucun modèle d&apos;accès ne lit &apos;%2&apos; via lui (voir sparse-index).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise %1&apos;s maximum on-demand write throughput (max_write_request_units) above the %2 WCU/s its index writes need at peak, or remove it.</source>
        <translation>Relever le débit d&apos;écriture maximal à la demande de %1 (max_write_request_units) au-dessus des %2 WCU/s que ses écritures d&apos;index demandent au pic, ou le supprimer.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reached the per-table account quota: request a higher quota (Service Quotas), or write less to the index (a sparse index, a smaller projection).</source>
        <translation>%1 a atteint le quota de compte par table : demander un quota plus élevé (Service Quotas), ou écrire moins dans l&apos;index (un index creux, une projection plus petite).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1&apos;s writes passed twice its previous peak: ramp the traffic up so it at most doubles within 30 minutes, or pre-warm the index: a warm throughput of %2 write units per second (its warm_throughput) serves its index writes at peak at once.</source>
        <translation>Les écritures de %1 ont dépassé le double de son pic précédent : faire monter le trafic pour qu&apos;il double au plus en 30 minutes, ou préchauffer l&apos;index : un débit préchauffé de %2 unités d&apos;écriture par seconde (son warm_throughput) sert d&apos;emblée ses écritures d&apos;index au pic.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise %1&apos;s WCU to at least %2: every base write that carries its key writes to it too (%3 WCU/s at peak), and an index short of capacity throttles the table.</source>
        <translation>Porter les WCU de %1 à au moins %2 : chaque écriture de la table de base qui porte sa clé y écrit aussi (%3 WCU/s au pic), et un index à court de capacité limite la table.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition of %1 needs more than its share: let adaptive capacity absorb it, raise %1&apos;s WCU, or shard its partition key.</source>
        <translation>Une partition de %1 demande plus que sa part : laisser la capacité adaptative l&apos;absorber, augmenter les WCU de %1, ou sharder sa clé de partition.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 key values for %2&apos;s %3 partition</source>
        <translation>Seulement %1 valeurs de clé pour %3 partition de %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 key values for %2&apos;s %3 partitions</source>
        <translation>Seulement %1 valeurs de clé pour les %3 partitions de %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partition: </source>
        <translation>%1 : %2 valeurs distinctes de sa clé de partition `%3` (après sa stratégie) sur %4 partition : </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partitions: </source>
        <translation>%1 : %2 valeurs distinctes de sa clé de partition `%3` (après sa stratégie) sur %4 partitions : </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its its partition key (after its strategy) on %3 partition: </source>
        <translation>%1 : %2 valeurs distinctes de sa clé de partition (après sa stratégie) sur %3 partition : </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its its partition key (after its strategy) on %3 partitions: </source>
        <translation>%1 : %2 valeurs distinctes de sa clé de partition (après sa stratégie) sur %3 partitions : </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest partition %1 takes %2 WCU/s</source>
        <translation>; sa partition la plus chargée, %1, reçoit %2 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest partition %1 takes %2 WCU/s (&apos;%3&apos;, %4 of the base-table writes)</source>
        <translation>; sa partition la plus chargée, %1, reçoit %2 WCU/s (&apos;%3&apos;, %4 des écritures de la table de base)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the table&apos;s writes can grow to %1/s before that partition reaches the %2 WCU/s ceiling and %3 throttles them (back-pressure)</source>
        <translation>; les écritures de la table peuvent croître jusqu&apos;à %1/s avant que cette partition n&apos;atteigne le plafond de %2 WCU/s et que %3 ne les limite (contre-pression)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Add a shard suffix 1..N to %1&apos;s partition key (its strategy) so its writes spread over its partitions, reading a value with N Queries; or make the index sparse, so that only the items read through it carry the attribute.</source>
        <translation>Ajouter un suffixe de shard 1..N à la clé de partition de %1 (sa stratégie) pour que ses écritures se répartissent sur ses partitions, en lisant une valeur avec N Queries ; ou rendre l&apos;index creux, pour que seuls les éléments lus via lui portent l&apos;attribut.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A sparse %1 would leave out its hot key &apos;%2&apos;</source>
        <translation>Un %1 creux laisserait de côté sa clé chaude &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; carries %2 of %3&apos;s writes (%4 of the base-table writes, %5 WCU/s), but the access patterns on %3 read only %6</source>
        <translation>&apos;%1&apos; porte %2 des écritures de %3 (%4 des écritures de la table de base, %5 WCU/s), mais les modèles d&apos;accès sur %3 ne lisent que %6</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; if only items with that value carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling</source>
        <translation>; si seuls les éléments ayant cette valeur portaient l&apos;attribut, %1 recevrait %2 des écritures de la table de base (%3 WCU/s) et sa partition la plus chargée %4 WCU/s, sous le plafond de %5 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; if only items with those values carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling</source>
        <translation>; si seuls les éléments ayant ces valeurs portaient l&apos;attribut, %1 recevrait %2 des écritures de la table de base (%3 WCU/s) et sa partition la plus chargée %4 WCU/s, sous le plafond de %5 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Make %1 sparse: key it on an attribute the application writes only while an item has the value it queries (%2) and removes otherwise; items without it write nothing to the index.</source>
        <translation>Rendre %1 creux : le baser sur un attribut que l&apos;application n&apos;écrit que tant qu&apos;un élément a la valeur qu&apos;elle interroge (%2) et qu&apos;elle retire sinon ; les éléments sans cet attribut n&apos;écrivent rien dans l&apos;index.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Make %1 sparse: key it on an attribute the application writes only while an item has a value it queries (%2) and removes otherwise; items without it write nothing to the index.</source>
        <translation>Rendre %1 creux : le baser sur un attribut que l&apos;application n&apos;écrit que tant qu&apos;un élément a une des valeurs qu&apos;elle interroge (%2) et qu&apos;elle retire sinon ; les éléments sans cet attribut n&apos;écrivent rien dans l&apos;index.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The item collection of &apos;%1&apos; nears the 10 GB an LSI allows</source>
        <translation>La collection d&apos;éléments de &apos;%1&apos; approche des 10 Go qu&apos;un LSI autorise</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 of the table&apos;s %3 GB</source>
        <translation>&apos;%1&apos; détient %2 des %3 Go de la table</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 of the table&apos;s %3 GB, spread over %4 shards (&apos;%5&apos; is one)</source>
        <translation>&apos;%1&apos; détient %2 des %3 Go de la table, répartis sur %4 shards (&apos;%5&apos; en est un)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 GB (its size_gb)</source>
        <translation>&apos;%1&apos; détient %2 Go (son size_gb)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 GB (its size_gb), spread over %3 shards (&apos;%4&apos; is one)</source>
        <translation>&apos;%1&apos; détient %2 Go (son size_gb), répartis sur %3 shards (&apos;%4&apos; en est un)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; with its entries in the local secondary indexes (the projected attributes and 100 bytes each) an item of %1 KB takes %2 KB</source>
        <translation>; avec ses entrées dans les index secondaires locaux (les attributs projetés et 100 octets chacune), un élément de %1 Ko occupe %2 Ko</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>: %1 GB per collection; its %2 writes of %3 KB over the %4 s run add %5 GB if each adds an item: %6 GB, %7 of the %8 GB one partition-key value may hold on a table with a local secondary index (%9)</source>
        <translation> : %1 Go par collection ; ses %2 écritures de %3 Ko pendant l&apos;exécution de %4 s ajoutent %5 Go si chacune ajoute un élément : %6 Go, %7 des %8 Go qu&apos;une valeur de clé de partition peut contenir sur une table avec un index secondaire local (%9)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation failed %1 writes that would have passed it (ItemCollectionSizeLimitExceededException)</source>
        <translation>; la simulation a fait échouer %1 écritures qui auraient dépassé la limite (ItemCollectionSizeLimitExceededException)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Replace %1 with a global secondary index on the same sort key (a GSI has no per-key size limit, and its collections can split), or spread the collection: shard &apos;%2&apos; %3 ways so each shard&apos;s collection stays under %4 GB.</source>
        <translation>Remplacer %1 par un index secondaire global sur la même clé de tri (un GSI n&apos;a pas de limite de taille par clé, et ses collections peuvent se diviser), ou répartir la collection : sharder &apos;%2&apos; en %3 pour que la collection de chaque shard reste sous %4 Go.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The table&apos;s provisioned capacity is below its demand</source>
        <translation>La capacité provisionnée de la table est inférieure à sa demande</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled while the table was asked for more than its %2 WCU/s: the workload&apos;s peak is %3 WCU/s (CloudWatch: WriteProvisionedThroughputThrottleEvents, reason TableWriteProvisionedThroughputExceeded)</source>
        <translation>%1 écritures limitées alors que l&apos;on demandait à la table plus que ses %2 WCU/s : le pic de la charge est de %3 WCU/s (CloudWatch : WriteProvisionedThroughputThrottleEvents, motif TableWriteProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled while the table was asked for more than its %2 RCU/s: the workload&apos;s peak is %3 RCU/s (CloudWatch: ReadProvisionedThroughputThrottleEvents, reason TableReadProvisionedThroughputExceeded)</source>
        <translation>%1 lectures limitées alors que l&apos;on demandait à la table plus que ses %2 RCU/s : le pic de la charge est de %3 RCU/s (CloudWatch : ReadProvisionedThroughputThrottleEvents, motif TableReadProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; each logical read is %1 Queries, one per shard</source>
        <translation>; chaque lecture logique représente %1 Queries, une par shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s WCU to at least %1 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>C&apos;est de la capacité, pas de la conception de clés : porter les WCU de la table à au moins %1 (davantage pour la marge), ou passer la table en mode à la demande. Sharder les clés ne peut pas aider tant que toute la table manque de capacité.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s RCU to at least %1 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>C&apos;est de la capacité, pas de la conception de clés : porter les RCU de la table à au moins %1 (davantage pour la marge), ou passer la table en mode à la demande. Sharder les clés ne peut pas aider tant que toute la table manque de capacité.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>C&apos;est de la capacité, pas de la conception de clés : porter les WCU de la table à au moins %1 (davantage pour la marge) et les RCU à au moins %2 (davantage pour la marge), ou passer la table en mode à la demande. Sharder les clés ne peut pas aider tant que toute la table manque de capacité.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise the table&apos;s RCU to at least %1 (more for headroom), or switch the table to on-demand; or read less: the shards&apos; fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer shards.</source>
        <translation>Porter les RCU de la table à au moins %1 (davantage pour la marge), ou passer la table en mode à la demande ; ou lire moins : l&apos;éventail des shards multiplie chaque lecture, donc lire un seul shard là où le lecteur peut calculer son suffixe, ou utiliser moins de shards.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise the table&apos;s WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch the table to on-demand; or read less: the shards&apos; fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer shards.</source>
        <translation>Porter les WCU de la table à au moins %1 (davantage pour la marge) et les RCU à au moins %2 (davantage pour la marge), ou passer la table en mode à la demande ; ou lire moins : l&apos;éventail des shards multiplie chaque lecture, donc lire un seul shard là où le lecteur peut calculer son suffixe, ou utiliser moins de shards.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition needs more than its share of the table, and adaptive capacity is off</source>
        <translation>Une partition demande plus que sa part de la table, et la capacité adaptative est désactivée</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition needs more than its share of the table, and adaptive capacity did not lend it in time</source>
        <translation>Une partition demande plus que sa part de la table, et la capacité adaptative ne la lui a pas prêtée à temps</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partition %2</source>
        <translation>%1 écritures limitées sur la partition %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partitions %2</source>
        <translation>%1 écritures limitées sur les partitions %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partitions %2 and %3 more</source>
        <translation>%1 écritures limitées sur les partitions %2 et %3 autres</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partition %2</source>
        <translation>%1 lectures limitées sur la partition %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partitions %2</source>
        <translation>%1 lectures limitées sur les partitions %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partitions %2 and %3 more</source>
        <translation>%1 lectures limitées sur les partitions %2 et %3 autres</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> while the table had capacity to spare: each of the %1 partitions is provisioned %2 WCU/s (%3 WCU / %1)</source>
        <translation> alors que la table avait de la capacité en réserve : chacune des %1 partitions est provisionnée à %2 WCU/s (%3 WCU / %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> while the table had capacity to spare: each of the %1 partitions is provisioned %2 RCU/s (%3 RCU / %1)</source>
        <translation> alors que la table avait de la capacité en réserve : chacune des %1 partitions est provisionnée à %2 RCU/s (%3 RCU / %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, the busiest needs %1 WCU/s</source>
        <translation>, la plus chargée demande %1 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; throttling began at %1 s, when the burst bucket (up to %2 s of unused share) was empty</source>
        <translation>; la limitation a commencé à %1 s, quand la réserve de burst (jusqu&apos;à %2 s de part inutilisée) était vide</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; throttling began at %1 s (burst capacity is off)</source>
        <translation>; la limitation a commencé à %1 s (la capacité de burst est désactivée)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; adaptive capacity is off in this scenario</source>
        <translation>; la capacité adaptative est désactivée dans ce scénario</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; adaptive capacity engages after %1 s of throttling (2018 model)</source>
        <translation>; la capacité adaptative s&apos;enclenche après %1 s de limitation (modèle de 2018)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Let adaptive capacity absorb it: it lends a hot partition the table&apos;s unused capacity (DynamoDB applies it instantly since 2019; it is off here only to teach). Otherwise raise the table&apos;s capacity until the even share covers the busiest partition, or spread its keys.</source>
        <translation>Laisser la capacité adaptative l&apos;absorber : elle prête à une partition chaude la capacité inutilisée de la table (DynamoDB l&apos;applique instantanément depuis 2019 ; elle n&apos;est désactivée ici que pour l&apos;apprentissage). Sinon, augmenter la capacité de la table jusqu&apos;à ce que la part égale couvre la partition la plus chargée, ou répartir ses clés.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Let adaptive capacity absorb it: once engaged it serves the load (DynamoDB applies it instantly since 2019). To avoid the throttling before it engages, raise the table&apos;s capacity until the even share covers the busiest partition, or spread its keys.</source>
        <translation>Laisser la capacité adaptative l&apos;absorber : une fois enclenchée, elle sert la charge (DynamoDB l&apos;applique instantanément depuis 2019). Pour éviter la limitation avant qu&apos;elle s&apos;enclenche, augmenter la capacité de la table jusqu&apos;à ce que la part égale couvre la partition la plus chargée, ou répartir ses clés.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The table and its GSIs provision more than an account&apos;s default quota</source>
        <translation>La table et ses GSI provisionnent plus que le quota par défaut d&apos;un compte</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the table provisions %1 WCU and its GSIs %2 WCU: %3 WCU, above the %4 WCU an account may provision in a Region by default across all its tables and GSIs (Service Quotas: account-level write throughput)</source>
        <translation>la table provisionne %1 WCU et ses GSI %2 WCU : %3 WCU, au-delà des %4 WCU qu&apos;un compte peut provisionner par défaut dans une Région pour l&apos;ensemble de ses tables et GSI (Service Quotas : débit d&apos;écriture au niveau du compte)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the table provisions %1 RCU and its GSIs %2 RCU: %3 RCU, above the %4 RCU an account may provision in a Region by default across all its tables and GSIs (Service Quotas: account-level read throughput)</source>
        <translation>la table provisionne %1 RCU et ses GSI %2 RCU : %3 RCU, au-delà des %4 RCU qu&apos;un compte peut provisionner par défaut dans une Région pour l&apos;ensemble de ses tables et GSI (Service Quotas : débit de lecture au niveau du compte)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Before creating the table, request a higher account-level quota in Service Quotas that covers this table, its GSIs and the account&apos;s other tables: DynamoDB provisions no capacity beyond the account&apos;s quota.</source>
        <translation>Avant de créer la table, demander dans Service Quotas un quota au niveau du compte plus élevé qui couvre cette table, ses GSI et les autres tables du compte : DynamoDB ne provisionne aucune capacité au-delà du quota du compte.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests throttled with %2 (limit %3 request units/s)</source>
        <translation>%1 requêtes limitées avec %2 (limite %3 unités de requête/s)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests of %2 throttled with %3 (limit %4 request units/s)</source>
        <translation>%1 requêtes de %2 limitées avec %3 (limite %4 unités de requête/s)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Requests passed the per-table account quota</source>
        <translation>Des requêtes ont dépassé le quota du compte par table</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is the account&apos;s quota, not key design: request a higher per-table quota in Service Quotas (table-level read or write throughput; account_max_rcu / account_max_wcu in the scenario) above the peak the table and each GSI ask (the quota applies to each apart), or spread the traffic over time.</source>
        <translation>C&apos;est le quota du compte, pas la conception des clés : demander dans Service Quotas un quota par table plus élevé (débit de lecture ou d&apos;écriture au niveau de la table ; account_max_rcu / account_max_wcu dans le scénario) au-dessus du pic que demandent la table et chaque GSI (le quota s&apos;applique à chacun séparément), ou étaler le trafic dans le temps.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Requests passed the configured maximum on-demand throughput</source>
        <translation>Des requêtes ont dépassé le débit maximal à la demande configuré</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The maximum throttles as configured: if this traffic is wanted, raise MaxReadRequestUnits / MaxWriteRequestUnits (max_read_request_units / max_write_request_units) of the table or index above its peak demand, or remove them.</source>
        <translation>Le maximum limite comme configuré : si ce trafic est voulu, relever MaxReadRequestUnits / MaxWriteRequestUnits (max_read_request_units / max_write_request_units) de la table ou de l&apos;index au-dessus de son pic de demande, ou les supprimer.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Reads of %1 are throttled</source>
        <translation>Les lectures de %1 sont limitées</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads of %2 throttled: %3 above the per-partition ceiling of %4 RCU/s (IndexReadKeyRangeThroughputExceeded), %5 by its provisioned capacity (IndexReadProvisionedThroughputExceeded)</source>
        <translation>%1 lectures de %2 limitées : %3 au-dessus du plafond par partition de %4 RCU/s (IndexReadKeyRangeThroughputExceeded), %5 par sa capacité provisionnée (IndexReadProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Spread the reads of %1: cache the hot key&apos;s reads or shard the index&apos;s partition key (a sharded key is read with one Query per shard); if the index as a whole is short, raise its RCU.</source>
        <translation>Répartir les lectures de %1 : mettre en cache les lectures de la clé chaude ou fragmenter la clé de partition de l&apos;index (une clé fragmentée se lit avec une Query par fragment) ; si l&apos;index entier manque de capacité, augmenter ses RCU.</translation>
    </message>
</context>
</TS>
