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
</context>
</TS>
