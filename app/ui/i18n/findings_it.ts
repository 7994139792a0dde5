<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Finding</name>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; needs more than one partition can serve</source>
        <translation>&apos;%1&apos; richiede più di quanto una partizione possa servire</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; takes %2 of the writes: %3 WCU/s at peak</source>
        <translation>&apos;%1&apos; riceve %2 delle scritture: %3 WCU/s al picco</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, spread over %1 shards</source>
        <translation>, distribuite su %1 shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest physical key &apos;%1&apos; needs %2 WCU/s and %3 RCU/s, but one partition serves at most %4 WCU/s and %5 RCU/s</source>
        <translation>; la sua chiave fisica più carica &apos;%1&apos; richiede %2 WCU/s e %3 RCU/s, ma una partizione serve al massimo %4 WCU/s e %5 RCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation counted %1 requests throttled on the per-partition ceiling</source>
        <translation>; la simulazione ha contato %1 richieste limitate al tetto per partizione</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The strategy has %1 shards, enough in number, but its busiest shard gets far more than its share: fix the spread (see degenerate-strategy).</source>
        <translation>La strategia ha %1 shard, abbastanza come numero, ma il suo shard più carico riceve molto più della sua quota: correggete la distribuzione (vedi degenerate-strategy).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard &apos;%1&apos; so that each shard stays under %2 WCU/s (at least %3 shards, see shard-count); if the load is reads, cache the hot reads.</source>
        <translation>Fare lo sharding di &apos;%1&apos; in modo che ogni shard resti sotto %2 WCU/s (almeno %3 shard, vedi shard-count); se il carico è di letture, mettere in cache le letture calde.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Several keys together overload one partition</source>
        <translation>Più chiavi insieme sovraccaricano una partizione</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>no single key exceeds %1 WCU/s, but the simulation counted %2 requests throttled on the per-partition ceiling; hot factor </source>
        <translation>nessuna chiave da sola supera %1 WCU/s, ma la simulazione ha contato %2 richieste limitate al tetto per partizione; fattore di calore </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Split-for-heat usually separates them after some minutes; if it cannot (see monotonic-sort-key), shard the heaviest keys.</source>
        <translation>La divisione per calore di solito le separa dopo alcuni minuti; se non può (vedi monotonic-sort-key), fare lo sharding delle chiavi più pesanti.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; takes %2 of the writes</source>
        <translation>&apos;%1&apos; riceve %2 delle scritture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 of %3 writes (%4); hot factor </source>
        <translation>&apos;%1&apos;: %2 scritture su %3 (%4); fattore di calore </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Above %1 writes/s in total this key alone passes the %2 WCU/s one partition serves: shard it (give --writes-per-s to get the numbers).</source>
        <translation>Oltre %1 scritture/s in totale questa chiave da sola supera le %2 WCU/s che serve una partizione: fatene lo sharding (indicate --writes-per-s per avere i numeri).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 partition</source>
        <translation>%1× su %2 partizione</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 partitions</source>
        <translation>%1× su %2 partizioni</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 bucket</source>
        <translation>%1× su %2 contenitore</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1× over %2 buckets</source>
        <translation>%1× su %2 contenitori</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; needs at least %2 shards</source>
        <translation>&apos;%1&apos; richiede almeno %2 shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 WCU/s at peak -&gt; minimum %3, recommended %4 with 50% headroom; the strategy gives it %5</source>
        <translation>&apos;%1&apos;: %2 WCU/s al picco -&gt; minimo %3, consigliati %4 con il 50 % di margine; la strategia gliene dà %5</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard it %1 ways (%2 is the bare minimum).</source>
        <translation>Dividetelo in %1 shard (%2 è il minimo indispensabile).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Enough for today; raise it to %1 to leave room for growth.</source>
        <translation>Sufficiente per oggi; portatelo a %1 per lasciare spazio alla crescita.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The shard count is sufficient, with headroom.</source>
        <translation>Il numero di shard è sufficiente, con margine.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Reading one logical key takes %1 queries</source>
        <translation>Leggere una chiave logica richiede %1 Query</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>one read of a whole logical key = %1 Queries, at least %2 RCU</source>
        <translation>una lettura di un&apos;intera chiave logica = %1 Query, almeno %2 RCU</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; random suffixes: even a single item needs all of them</source>
        <translation>; suffissi casuali: anche un solo elemento le richiede tutte</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; a reader that knows the source value computes its one shard</source>
        <translation>; chi conosce il valore sorgente calcola il suo unico shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; at %1 logical reads/s that is at least %2 RCU/s instead of %3 RCU/s unsharded</source>
        <translation>; a %1 letture logiche/s sono almeno %2 RCU/s invece di %3 RCU/s senza sharding</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Read-heavy with small items: the per-query minimum dominates. Cache the hot reads (DAX or an application cache), serve them from a GSI with a better-distributed key, or use fewer shards.</source>
        <translation>Prevalgono le letture, con elementi piccoli: domina il minimo per Query. Mettete in cache le letture calde (DAX o una cache dell&apos;applicazione), servitele da un GSI con una chiave meglio distribuita, oppure usate meno shard.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Fine for write-heavy keys; keep N as small as the writes allow and prefer point reads with a calculated suffix.</source>
        <translation>Va bene per chiavi soprattutto scritte; tenete N piccolo quanto le scritture consentono e preferite letture puntuali con un suffisso calcolato.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Today&apos;s key &apos;%1&apos; takes the writes</source>
        <translation>La chiave di oggi &apos;%1&apos; riceve le scritture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;, the only date key, takes %2 of the writes</source>
        <translation>&apos;%1&apos;, l&apos;unica chiave di data, riceve %2 delle scritture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;, the newest of %2 date keys, takes %3 of the writes</source>
        <translation>&apos;%1&apos;, la più recente di %2 chiavi di data, riceve %3 delle scritture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> (date keys together: %1)</source>
        <translation> (chiavi di data insieme: %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1 WCU/s at peak over %2 key</source>
        <translation>; %1 WCU/s al picco su %2 chiave</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1 WCU/s at peak over %2 shards</source>
        <translation>; %1 WCU/s al picco su %2 shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The strategy already spreads today&apos;s writes; keep the shard count in line with the daily peak (see shard-count) and remember every read of the day queries every shard.</source>
        <translation>La strategia distribuisce già le scritture di oggi; mantenete il numero di shard adeguato al picco giornaliero (vedi shard-count) e ricordate che ogni lettura del giorno interroga ogni shard.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Append a suffix to the date (random 1..N, or calculated from an attribute such as the order id) so one day is written to N keys.</source>
        <translation>Aggiungete un suffisso alla data (casuale 1..N, o calcolato da un attributo come il numero d&apos;ordine) così un giorno viene scritto su N chiavi.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 partition-key values for %2 partition</source>
        <translation>Solo %1 valori della chiave di partizione per %2 partizione</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 partition-key values for %2 partitions</source>
        <translation>Solo %1 valori della chiave di partizione per %2 partizioni</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 distinct partition-key values (after the strategy) on %2 partition: </source>
        <translation>%1 valori distinti della chiave di partizione (dopo la strategia) su %2 partizione: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 distinct partition-key values (after the strategy) on %2 partitions: </source>
        <translation>%1 valori distinti della chiave di partizione (dopo la strategia) su %2 partizioni: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 partition gets no writes</source>
        <translation>%1 partizione non riceve scritture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 partitions get no writes</source>
        <translation>%1 partizioni non ricevono scritture</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>no room to spread</source>
        <translation>nessuno spazio per distribuire</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, hot factor </source>
        <translation>, fattore di calore </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the top value alone receives %1 writes/s</source>
        <translation>; il valore principale da solo riceve %1 scritture/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Use a high-cardinality key (an id, or a composite such as customerid+productid+countrycode); for an index on a status-like attribute, add a suffix 1..N to the index key or make the index sparse.</source>
        <translation>Usate una chiave ad alta cardinalità (un identificativo, o una composizione come customerid+productid+countrycode); per un indice su un attributo di tipo stato, aggiungete un suffisso 1..N alla chiave dell&apos;indice o rendete l&apos;indice sparso.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Sequential sort keys keep new writes at one end of the range</source>
        <translation>Chiavi di ordinamento sequenziali tengono le nuove scritture a un capo dell&apos;intervallo</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 of the writes go to item collections with sequential sort keys (heaviest: &apos;%2&apos;, %3)</source>
        <translation>il %1 delle scritture va a collezioni di elementi con chiavi di ordinamento sequenziali (la più pesante: &apos;%2&apos;, %3)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation could not split %1 hot partition because of it</source>
        <translation>; per questo la simulazione non ha potuto dividere %1 partizione calda</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation could not split %1 hot partitions because of it</source>
        <translation>; per questo la simulazione non ha potuto dividere %1 partizioni calde</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; no hot partition needed a split in this run</source>
        <translation>; nessuna partizione calda ha avuto bisogno di dividersi in questa esecuzione</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Split-for-heat cannot help: the newest items are always in the last range. Use a sort key that does not grow with time (or put a shard suffix on the partition key) for hot collections.</source>
        <translation>La divisione per calore non può aiutare: gli elementi più recenti sono sempre nell&apos;ultimo intervallo. Per le collezioni calde usate una chiave di ordinamento che non cresca col tempo (o mettete un suffisso di shard sulla chiave di partizione).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The %1 strategy does not spread &apos;%2&apos;</source>
        <translation>La strategia %1 non distribuisce &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos;: %2 writes went to %3 of %4 shards; effective shards %5 where an even spread reaches %6; the busiest shard holds %7</source>
        <translation>&apos;%1&apos;: %2 scritture sono andate a %3 shard su %4; shard effettivi %5 dove una distribuzione uniforme arriva a %6; lo shard più carico ne tiene il %7</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The suffix function collapses these source values onto a few suffixes (a product of code points is mostly divisible by the shard count): use --fn hash, or a source attribute with more distinct values.</source>
        <translation>La funzione del suffisso riduce questi valori sorgente a pochi suffissi (un prodotto di code point è per lo più divisibile per il numero di shard): usate --fn hash, o un attributo sorgente con più valori distinti.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Derive the suffix from an attribute with many evenly spread values, or use random suffixes if reads can afford the fan-out.</source>
        <translation>Ricavate il suffisso da un attributo con molti valori ben distribuiti, o usate suffissi casuali se le letture possono permettersi il ventaglio.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Burst and adaptive capacity absorb this skew</source>
        <translation>Burst e capacità adattiva assorbono questo squilibrio</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the busiest partition needs %1 WCU/s against an even share of %2 WCU/s (%3 of its share), below the %4 WCU/s ceiling; the simulation of %5 s throttled 0 requests</source>
        <translation>la partizione più carica richiede %1 WCU/s contro una quota uguale di %2 WCU/s (il %3 della sua quota), sotto il tetto di %4 WCU/s; la simulazione di %5 s ha limitato 0 richieste</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>No change needed: the table has unused capacity the hot partition can borrow. Re-check if the hot partition&apos;s demand approaches the per-partition ceiling or the table total.</source>
        <translation>Nessuna modifica necessaria: la tabella ha capacità inutilizzata che la partizione calda può prendere in prestito. Ricontrollate se la domanda della partizione calda si avvicina al tetto per partizione o al totale della tabella.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Traffic passed twice the on-demand table&apos;s previous peak</source>
        <translation>Il traffico ha superato il doppio del picco precedente della tabella on-demand</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests throttled by on-demand scaling: the peak reached %2 while the table serves at once up to %3 WCU/s (2 x the previous peak of %4, at least the %5 WCU/s warm throughput); a new peak lifts the limit 30 minutes later</source>
        <translation>%1 richieste limitate dalla scalabilità on-demand: il picco ha raggiunto %2 mentre la tabella serve subito fino a %3 WCU/s (2 x il picco precedente di %4, almeno il throughput preriscaldato di %5 WCU/s); un nuovo picco alza il limite 30 minuti dopo</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the table (raise its warm throughput) before the launch.</source>
        <translation>È capacità, non progetto delle chiavi: aumentate il traffico in modo che al massimo raddoppi entro 30 minuti, o preriscaldate la tabella (alzatene il throughput preriscaldato) prima del lancio.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the table before the launch: a warm throughput of %1 write units per second (table.warm_throughput.write_units_per_second) serves that peak at once.</source>
        <translation>È capacità, non progettazione delle chiavi: aumentate il traffico in modo che al massimo raddoppi entro 30 minuti, o preriscaldate la tabella prima del lancio: un throughput preriscaldato di %1 unità di scrittura al secondo (table.warm_throughput.write_units_per_second) serve subito quel picco.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Auto scaling cannot see the hot partition</source>
        <translation>L&apos;auto scaling non vede la partizione calda</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled above the %2 WCU/s one partition serves, while the table consumed %3 WCU/s of %4 WCU provisioned on average (%5, under the %6 target): auto scaling follows the table&apos;s consumed capacity, to which a throttled request adds nothing, so it never scaled out (capacity changes in the run: %7)</source>
        <translation>%1 scritture limitate oltre i %2 WCU/s che serve una partizione, mentre la tabella consumava in media %3 WCU/s su %4 WCU con provisioning (%5, sotto l&apos;obiettivo del %6): l&apos;auto scaling segue la capacità consumata della tabella, a cui una richiesta limitata non aggiunge nulla, quindi non ha mai aumentato la capacità (modifiche di capacità nell&apos;esecuzione: %7)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>More capacity would not help: the hot key alone asks more than a partition serves. Shard the hot key (see hot-key) or spread its writes; a higher auto scaling minimum only pays for capacity the other partitions do not use.</source>
        <translation>Più capacità non aiuterebbe: la chiave calda da sola chiede più di quanto serve una partizione. Suddividete la chiave calda in shard (vedi hot-key) o distribuitene le scritture; un minimo di auto scaling più alto paga solo capacità che le altre partizioni non usano.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 throttles the table&apos;s writes: its key &apos;%2&apos; needs %3 WCU/s</source>
        <translation>%1 limita le scritture della tabella: la sua chiave &apos;%2&apos; richiede %3 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; (%2&apos;s partition key `%3`) is on %4 of the base-table writes: %5 WCU/s of index writes (%6 KB each)</source>
        <translation>&apos;%1&apos; (chiave di partizione `%3` di %2) riguarda il %4 delle scritture della tabella di base: %5 WCU/s di scritture d&apos;indice (%6 KB ciascuna)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; (%2&apos;s its partition key) is on %3 of the base-table writes: %4 WCU/s of index writes (%5 KB each)</source>
        <translation>&apos;%1&apos; (chiave di partizione di %2) riguarda il %3 delle scritture della tabella di base: %4 WCU/s di scritture d&apos;indice (%5 KB ciascuna)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> over %1 shards &apos;%2&apos; … &apos;%3&apos;</source>
        <translation> su %1 shard &apos;%2&apos; … &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1&apos;s partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves</source>
        <translation>; alla partizione %2 di %1 sono richieste %3 WCU/s, contro le %4 WCU/s che serve una partizione</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; %1&apos;s partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves and its allocation of %5 WCU/s (%6 WCU / %7 partitions)</source>
        <translation>; alla partizione %2 di %1 sono richieste %3 WCU/s, contro le %4 WCU/s che serve una partizione e la sua assegnazione di %5 WCU/s (%6 WCU / %7 partizioni)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; above the ceiling %1 of its writes are refused: about %2 base-table writes/s throttled by back-pressure (IndexWriteKeyRangeThroughputExceeded)</source>
        <translation>; oltre il tetto viene rifiutato il %1 delle sue scritture: circa %2 scritture/s della tabella di base limitate per contropressione (IndexWriteKeyRangeThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation throttled %1 base-table writes by back-pressure and %2 writes on %3 itself</source>
        <translation>; la simulazione ha limitato %1 scritture della tabella di base per contropressione e %2 scritture su %3 stesso</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation throttled %1 base-table writes by back-pressure (</source>
        <translation>; la simulazione ha limitato %1 scritture della tabella di base per contropressione (</translation>
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
        <translation>) e %1 scritture su %2 stesso</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1&apos;s strategy gives &apos;%2&apos; %3 shards, enough in number, but shards that land on one index partition add up: give it %4 shards (%5) so they spread over its %6 partitions.</source>
        <translation>La strategia di %1 dà a &apos;%2&apos; %3 shard, sufficienti di numero, ma gli shard che finiscono sulla stessa partizione dell&apos;indice si sommano: dategliene %4 (%5) così si distribuiscono sulle sue %6 partizioni.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard %1&apos;s partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% headroom, as shard-count computes) and read a value with one Query per shard</source>
        <translation>Fate lo sharding della chiave di partizione di %1: date alla sua strategia %2 shard (%3; %4 WCU/s richiedono almeno %5 shard, %6 con il 50 % di margine, come calcola shard-count) e leggete un valore con una Query per shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Shard %1&apos;s partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% headroom, as shard-count computes; %2 is the fewest with which no partition of %1 is asked more than %7 WCU/s where the model&apos;s hash places the shards) and read a value with one Query per shard</source>
        <translation>Fate lo sharding della chiave di partizione di %1: date alla sua strategia %2 shard (%3; %4 WCU/s richiedono almeno %5 shard, %6 con il 50 % di margine, come calcola shard-count; %2 è il numero minimo con cui a nessuna partizione di %1 sono richieste più di %7 WCU/s, dove l&apos;hash del modello colloca gli shard) e leggete un valore con una Query per shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>. A sparse index would not help: the access patterns read &apos;%1&apos; through %2, so it would keep every item with that value.</source>
        <translation>. Un indice sparso non aiuterebbe: i modelli di accesso leggono &apos;%1&apos; tramite %2, quindi terrebbe ogni elemento con quel valore.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; or make %1 sparse, if the application never reads &apos;%2&apos; through it.</source>
        <translation>; oppure rendete %1 sparso, se l&apos;applicazione non legge mai &apos;%2&apos; tramite esso.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; or make %1 sparse: no access pattern reads &apos;%2&apos; through it (see sparse-index).</source>
        <translation>; oppure rendete %1 sparso: nessun modello di accesso legge &apos;%2&apos; tramite esso (vedi sparse-index).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise %1&apos;s maximum on-demand write throughput (max_write_request_units) above the %2 WCU/s its index writes need at peak, or remove it.</source>
        <translation>Alzate il throughput massimo di scrittura on demand di %1 (max_write_request_units) sopra le %2 WCU/s che le sue scritture d&apos;indice richiedono al picco, o rimuovetelo.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reached the per-table account quota: request a higher quota (Service Quotas), or write less to the index (a sparse index, a smaller projection).</source>
        <translation>%1 ha raggiunto la quota dell&apos;account per tabella: richiedete una quota più alta (Service Quotas), o scrivete meno nell&apos;indice (un indice sparso, una proiezione più piccola).</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1&apos;s writes passed twice its previous peak: ramp the traffic up so it at most doubles within 30 minutes, or pre-warm the index: a warm throughput of %2 write units per second (its warm_throughput) serves its index writes at peak at once.</source>
        <translation>Le scritture di %1 hanno superato il doppio del suo picco precedente: aumentate il traffico in modo che al massimo raddoppi entro 30 minuti, o preriscaldate l&apos;indice: un throughput preriscaldato di %2 unità di scrittura al secondo (il suo warm_throughput) serve subito le sue scritture d&apos;indice al picco.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise %1&apos;s WCU to at least %2: every base write that carries its key writes to it too (%3 WCU/s at peak), and an index short of capacity throttles the table.</source>
        <translation>Portate le WCU di %1 ad almeno %2: ogni scrittura della tabella di base che porta la sua chiave scrive anche in esso (%3 WCU/s al picco), e un indice a corto di capacità limita la tabella.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition of %1 needs more than its share: let adaptive capacity absorb it, raise %1&apos;s WCU, or shard its partition key.</source>
        <translation>Una partizione di %1 richiede più della sua quota: lasciate che la capacità adattiva la assorba, alzate le WCU di %1, o fate lo sharding della sua chiave di partizione.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 key values for %2&apos;s %3 partition</source>
        <translation>Solo %1 valori di chiave per %3 partizione di %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Only %1 key values for %2&apos;s %3 partitions</source>
        <translation>Solo %1 valori di chiave per le %3 partizioni di %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partition: </source>
        <translation>%1: %2 valori distinti della sua chiave di partizione `%3` (dopo la sua strategia) su %4 partizione: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partitions: </source>
        <translation>%1: %2 valori distinti della sua chiave di partizione `%3` (dopo la sua strategia) su %4 partizioni: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its its partition key (after its strategy) on %3 partition: </source>
        <translation>%1: %2 valori distinti della sua chiave di partizione (dopo la sua strategia) su %3 partizione: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1: %2 distinct values of its its partition key (after its strategy) on %3 partitions: </source>
        <translation>%1: %2 valori distinti della sua chiave di partizione (dopo la sua strategia) su %3 partizioni: </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest partition %1 takes %2 WCU/s</source>
        <translation>; la sua partizione più carica, %1, riceve %2 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; its busiest partition %1 takes %2 WCU/s (&apos;%3&apos;, %4 of the base-table writes)</source>
        <translation>; la sua partizione più carica, %1, riceve %2 WCU/s (&apos;%3&apos;, il %4 delle scritture della tabella di base)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the table&apos;s writes can grow to %1/s before that partition reaches the %2 WCU/s ceiling and %3 throttles them (back-pressure)</source>
        <translation>; le scritture della tabella possono crescere fino a %1/s prima che quella partizione raggiunga il tetto di %2 WCU/s e %3 le limiti (contropressione)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Add a shard suffix 1..N to %1&apos;s partition key (its strategy) so its writes spread over its partitions, reading a value with N Queries; or make the index sparse, so that only the items read through it carry the attribute.</source>
        <translation>Aggiungete un suffisso di shard 1..N alla chiave di partizione di %1 (la sua strategia) così le sue scritture si distribuiscono sulle sue partizioni, leggendo un valore con N Query; oppure rendete l&apos;indice sparso, così che solo gli elementi letti tramite esso portino l&apos;attributo.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A sparse %1 would leave out its hot key &apos;%2&apos;</source>
        <translation>Un %1 sparso lascerebbe fuori la sua chiave calda &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; carries %2 of %3&apos;s writes (%4 of the base-table writes, %5 WCU/s), but the access patterns on %3 read only %6</source>
        <translation>&apos;%1&apos; porta il %2 delle scritture di %3 (il %4 delle scritture della tabella di base, %5 WCU/s), ma i modelli di accesso su %3 leggono solo %6</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; if only items with that value carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling</source>
        <translation>; se solo gli elementi con quel valore portassero l&apos;attributo, %1 riceverebbe il %2 delle scritture della tabella di base (%3 WCU/s) e la sua partizione più carica %4 WCU/s, sotto il tetto di %5 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; if only items with those values carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling</source>
        <translation>; se solo gli elementi con quei valori portassero l&apos;attributo, %1 riceverebbe il %2 delle scritture della tabella di base (%3 WCU/s) e la sua partizione più carica %4 WCU/s, sotto il tetto di %5 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Make %1 sparse: key it on an attribute the application writes only while an item has the value it queries (%2) and removes otherwise; items without it write nothing to the index.</source>
        <translation>Rendete %1 sparso: basatelo su un attributo che l&apos;applicazione scrive solo finché un elemento ha il valore che interroga (%2) e che altrimenti rimuove; gli elementi senza di esso non scrivono nulla nell&apos;indice.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Make %1 sparse: key it on an attribute the application writes only while an item has a value it queries (%2) and removes otherwise; items without it write nothing to the index.</source>
        <translation>Rendete %1 sparso: basatelo su un attributo che l&apos;applicazione scrive solo finché un elemento ha uno dei valori che interroga (%2) e che altrimenti rimuove; gli elementi senza di esso non scrivono nulla nell&apos;indice.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The item collection of &apos;%1&apos; nears the 10 GB an LSI allows</source>
        <translation>La collezione di elementi di &apos;%1&apos; si avvicina ai 10 GB che un LSI consente</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 of the table&apos;s %3 GB</source>
        <translation>&apos;%1&apos; contiene il %2 dei %3 GB della tabella</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 of the table&apos;s %3 GB, spread over %4 shards (&apos;%5&apos; is one)</source>
        <translation>&apos;%1&apos; contiene il %2 dei %3 GB della tabella, distribuiti su %4 shard (&apos;%5&apos; è uno di essi)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 GB (its size_gb)</source>
        <translation>&apos;%1&apos; contiene %2 GB (il suo size_gb)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>&apos;%1&apos; holds %2 GB (its size_gb), spread over %3 shards (&apos;%4&apos; is one)</source>
        <translation>&apos;%1&apos; contiene %2 GB (il suo size_gb), distribuiti su %3 shard (&apos;%4&apos; è uno di essi)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; with its entries in the local secondary indexes (the projected attributes and 100 bytes each) an item of %1 KB takes %2 KB</source>
        <translation>; con le sue voci negli indici secondari locali (gli attributi proiettati e 100 byte ciascuna) un elemento di %1 KB occupa %2 KB</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>: %1 GB per collection; its %2 writes of %3 KB over the %4 s run add %5 GB if each adds an item: %6 GB, %7 of the %8 GB one partition-key value may hold on a table with a local secondary index (%9)</source>
        <translation>: %1 GB per collezione; le sue %2 scritture da %3 KB nell&apos;esecuzione di %4 s aggiungono %5 GB se ognuna aggiunge un elemento: %6 GB, il %7 dei %8 GB che un valore della chiave di partizione può contenere su una tabella con un indice secondario locale (%9)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; the simulation failed %1 writes that would have passed it (ItemCollectionSizeLimitExceededException)</source>
        <translation>; la simulazione ha fatto fallire %1 scritture che avrebbero superato il limite (ItemCollectionSizeLimitExceededException)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Replace %1 with a global secondary index on the same sort key (a GSI has no per-key size limit, and its collections can split), or spread the collection: shard &apos;%2&apos; %3 ways so each shard&apos;s collection stays under %4 GB.</source>
        <translation>Sostituite %1 con un indice secondario globale sulla stessa chiave di ordinamento (un GSI non ha limiti di dimensione per chiave, e le sue collezioni possono dividersi), o distribuite la collezione: dividete &apos;%2&apos; in %3 shard così che la collezione di ogni shard resti sotto %4 GB.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The table&apos;s provisioned capacity is below its demand</source>
        <translation>La capacità allocata della tabella è inferiore alla sua domanda</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled while the table was asked for more than its %2 WCU/s: the workload&apos;s peak is %3 WCU/s (CloudWatch: WriteProvisionedThroughputThrottleEvents, reason TableWriteProvisionedThroughputExceeded)</source>
        <translation>%1 scritture limitate mentre alla tabella si chiedeva più delle sue %2 WCU/s: il picco del carico è di %3 WCU/s (CloudWatch: WriteProvisionedThroughputThrottleEvents, motivo TableWriteProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled while the table was asked for more than its %2 RCU/s: the workload&apos;s peak is %3 RCU/s (CloudWatch: ReadProvisionedThroughputThrottleEvents, reason TableReadProvisionedThroughputExceeded)</source>
        <translation>%1 letture limitate mentre alla tabella si chiedeva più delle sue %2 RCU/s: il picco del carico è di %3 RCU/s (CloudWatch: ReadProvisionedThroughputThrottleEvents, motivo TableReadProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; each logical read is %1 Queries, one per shard</source>
        <translation>; ogni lettura logica è di %1 Query, una per shard</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s WCU to at least %1 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>È capacità, non progetto delle chiavi: portate le WCU della tabella ad almeno %1 (di più per avere margine), o passate la tabella a on-demand. Lo sharding delle chiavi non può aiutare finché manca capacità all&apos;intera tabella.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s RCU to at least %1 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>È capacità, non progetto delle chiavi: portate le RCU della tabella ad almeno %1 (di più per avere margine), o passate la tabella a on-demand. Lo sharding delle chiavi non può aiutare finché manca capacità all&apos;intera tabella.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is capacity, not key design: raise the table&apos;s WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is short.</source>
        <translation>È capacità, non progetto delle chiavi: portate le WCU della tabella ad almeno %1 (di più per avere margine) e le RCU ad almeno %2 (di più per avere margine), o passate la tabella a on-demand. Lo sharding delle chiavi non può aiutare finché manca capacità all&apos;intera tabella.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise the table&apos;s RCU to at least %1 (more for headroom), or switch the table to on-demand; or read less: the shards&apos; fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer shards.</source>
        <translation>Portate le RCU della tabella ad almeno %1 (di più per avere margine), o passate la tabella a on-demand; oppure leggete meno: il ventaglio degli shard moltiplica ogni lettura, quindi leggete un solo shard dove il lettore può calcolarne il suffisso, o usate meno shard.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Raise the table&apos;s WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch the table to on-demand; or read less: the shards&apos; fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer shards.</source>
        <translation>Portate le WCU della tabella ad almeno %1 (di più per avere margine) e le RCU ad almeno %2 (di più per avere margine), o passate la tabella a on-demand; oppure leggete meno: il ventaglio degli shard moltiplica ogni lettura, quindi leggete un solo shard dove il lettore può calcolarne il suffisso, o usate meno shard.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition needs more than its share of the table, and adaptive capacity is off</source>
        <translation>Una partizione richiede più della sua quota della tabella, e la capacità adattiva è disattivata</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>A partition needs more than its share of the table, and adaptive capacity did not lend it in time</source>
        <translation>Una partizione richiede più della sua quota della tabella, e la capacità adattiva non gliel&apos;ha prestata in tempo</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partition %2</source>
        <translation>%1 scritture limitate sulla partizione %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partitions %2</source>
        <translation>%1 scritture limitate sulle partizioni %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 writes throttled on partitions %2 and %3 more</source>
        <translation>%1 scritture limitate sulle partizioni %2 e altre %3</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partition %2</source>
        <translation>%1 letture limitate sulla partizione %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partitions %2</source>
        <translation>%1 letture limitate sulle partizioni %2</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads throttled on partitions %2 and %3 more</source>
        <translation>%1 letture limitate sulle partizioni %2 e altre %3</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> while the table had capacity to spare: each of the %1 partitions is provisioned %2 WCU/s (%3 WCU / %1)</source>
        <translation> mentre la tabella aveva capacità in avanzo: ognuna delle %1 partizioni ha %2 WCU/s allocate (%3 WCU / %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source> while the table had capacity to spare: each of the %1 partitions is provisioned %2 RCU/s (%3 RCU / %1)</source>
        <translation> mentre la tabella aveva capacità in avanzo: ognuna delle %1 partizioni ha %2 RCU/s allocate (%3 RCU / %1)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>, the busiest needs %1 WCU/s</source>
        <translation>, la più carica richiede %1 WCU/s</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; throttling began at %1 s, when the burst bucket (up to %2 s of unused share) was empty</source>
        <translation>; la limitazione è iniziata a %1 s, quando la riserva di burst (fino a %2 s di quota inutilizzata) era vuota</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; throttling began at %1 s (burst capacity is off)</source>
        <translation>; la limitazione è iniziata a %1 s (la capacità di burst è disattivata)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; adaptive capacity is off in this scenario</source>
        <translation>; la capacità adattiva è disattivata in questo scenario</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>; adaptive capacity engages after %1 s of throttling (2018 model)</source>
        <translation>; la capacità adattiva interviene dopo %1 s di limitazione (modello del 2018)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Let adaptive capacity absorb it: it lends a hot partition the table&apos;s unused capacity (DynamoDB applies it instantly since 2019; it is off here only to teach). Otherwise raise the table&apos;s capacity until the even share covers the busiest partition, or spread its keys.</source>
        <translation>Lasciate che la capacità adattiva lo assorba: presta a una partizione calda la capacità inutilizzata della tabella (DynamoDB la applica istantaneamente dal 2019; qui è disattivata solo a scopo didattico). Altrimenti alzate la capacità della tabella finché la quota uguale copre la partizione più carica, o distribuite le sue chiavi.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Let adaptive capacity absorb it: once engaged it serves the load (DynamoDB applies it instantly since 2019). To avoid the throttling before it engages, raise the table&apos;s capacity until the even share covers the busiest partition, or spread its keys.</source>
        <translation>Lasciate che la capacità adattiva lo assorba: una volta attiva serve il carico (DynamoDB la applica istantaneamente dal 2019). Per evitare la limitazione prima che intervenga, alzate la capacità della tabella finché la quota uguale copre la partizione più carica, o distribuite le sue chiavi.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The table and its GSIs provision more than an account&apos;s default quota</source>
        <translation>La tabella e i suoi GSI allocano più della quota predefinita di un account</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the table provisions %1 WCU and its GSIs %2 WCU: %3 WCU, above the %4 WCU an account may provision in a Region by default across all its tables and GSIs (Service Quotas: account-level write throughput)</source>
        <translation>la tabella alloca %1 WCU e i suoi GSI %2 WCU: %3 WCU, oltre le %4 WCU che un account può allocare per impostazione predefinita in una Regione per tutte le sue tabelle e i suoi GSI (Service Quotas: throughput di scrittura a livello di account)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>the table provisions %1 RCU and its GSIs %2 RCU: %3 RCU, above the %4 RCU an account may provision in a Region by default across all its tables and GSIs (Service Quotas: account-level read throughput)</source>
        <translation>la tabella alloca %1 RCU e i suoi GSI %2 RCU: %3 RCU, oltre le %4 RCU che un account può allocare per impostazione predefinita in una Regione per tutte le sue tabelle e i suoi GSI (Service Quotas: throughput di lettura a livello di account)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Before creating the table, request a higher account-level quota in Service Quotas that covers this table, its GSIs and the account&apos;s other tables: DynamoDB provisions no capacity beyond the account&apos;s quota.</source>
        <translation>Prima di creare la tabella, richiedere in Service Quotas una quota a livello di account più alta che copra questa tabella, i suoi GSI e le altre tabelle dell&apos;account: DynamoDB non alloca capacità oltre la quota dell&apos;account.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests throttled with %2 (limit %3 request units/s)</source>
        <translation>%1 richieste limitate con %2 (limite %3 unità di richiesta/s)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 requests of %2 throttled with %3 (limit %4 request units/s)</source>
        <translation>%1 richieste di %2 limitate con %3 (limite %4 unità di richiesta/s)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Requests passed the per-table account quota</source>
        <translation>Le richieste hanno superato la quota dell&apos;account per tabella</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>This is the account&apos;s quota, not key design: request a higher per-table quota in Service Quotas (table-level read or write throughput; account_max_rcu / account_max_wcu in the scenario) above the peak the table and each GSI ask (the quota applies to each apart), or spread the traffic over time.</source>
        <translation>È la quota dell&apos;account, non il design delle chiavi: richiedere in Service Quotas una quota per tabella più alta (throughput di lettura o scrittura a livello di tabella; account_max_rcu / account_max_wcu nello scenario) sopra il picco che chiedono la tabella e ciascun GSI (la quota vale per ciascuno separatamente), oppure distribuire il traffico nel tempo.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Requests passed the configured maximum on-demand throughput</source>
        <translation>Le richieste hanno superato il throughput massimo on-demand configurato</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>The maximum throttles as configured: if this traffic is wanted, raise MaxReadRequestUnits / MaxWriteRequestUnits (max_read_request_units / max_write_request_units) of the table or index above its peak demand, or remove them.</source>
        <translation>Il massimo limita come configurato: se questo traffico è voluto, alzare MaxReadRequestUnits / MaxWriteRequestUnits (max_read_request_units / max_write_request_units) della tabella o dell&apos;indice sopra il suo picco di domanda, oppure rimuoverli.</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Reads of %1 are throttled</source>
        <translation>Le letture di %1 sono limitate</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>%1 reads of %2 throttled: %3 above the per-partition ceiling of %4 RCU/s (IndexReadKeyRangeThroughputExceeded), %5 by its provisioned capacity (IndexReadProvisionedThroughputExceeded)</source>
        <translation>%1 letture di %2 limitate: %3 oltre il tetto per partizione di %4 RCU/s (IndexReadKeyRangeThroughputExceeded), %5 dalla sua capacità allocata (IndexReadProvisionedThroughputExceeded)</translation>
    </message>
    <message>
        <location filename="../util/finding_patterns_tr.cpp"/>
        <source>Spread the reads of %1: cache the hot key&apos;s reads or shard the index&apos;s partition key (a sharded key is read with one Query per shard); if the index as a whole is short, raise its RCU.</source>
        <translation>Distribuire le letture di %1: mettere in cache le letture della chiave calda o suddividere in shard la chiave di partizione dell&apos;indice (una chiave suddivisa si legge con una Query per shard); se all&apos;indice nel complesso manca capacità, aumentarne le RCU.</translation>
    </message>
</context>
</TS>
