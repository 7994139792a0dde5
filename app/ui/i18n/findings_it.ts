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
</context>
</TS>
