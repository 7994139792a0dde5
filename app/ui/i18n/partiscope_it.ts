<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>BucketHeatmap</name>
    <message>
        <source>Enter lists the keys of this cell.</source>
        <translation>Invio elenca le chiavi di questa cella.</translation>
    </message>
    <message>
        <source>%1. Arrow keys move between the cells, Home and End jump to the first and the last.</source>
        <translation>%1. I tasti freccia si spostano tra le celle, Home e Fine saltano alla prima e all&apos;ultima.</translation>
    </message>
</context>
<context>
    <name>DecisionPathView</name>
    <message>
        <source>highlighted: a finding points here</source>
        <translation>evidenziato: un risultato indica qui</translation>
    </message>
    <message>
        <source>not highlighted</source>
        <translation>non evidenziato</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>Percorso decisionale</translation>
    </message>
</context>
<context>
    <name>PartitionTimeHeatmap</name>
    <message>
        <source>Partition %1</source>
        <translation>Partizione %1</translation>
    </message>
    <message>
        <source>One row per partition, time across. Up and Down move between the partitions, Left and Right through time, End follows the latest second.</source>
        <translation>Una riga per partizione, il tempo in orizzontale. Su e Giù si spostano tra le partizioni, Sinistra e Destra nel tempo, Fine segue l&apos;ultimo secondo.</translation>
    </message>
</context>
<context>
    <name>ThrottleTimelineChart</name>
    <message>
        <source>Throttle timeline</source>
        <translation>Linea temporale delle limitazioni</translation>
    </message>
    <message>
        <source>Second %1 of %2</source>
        <translation>Secondo %1 di %2</translation>
    </message>
    <message>
        <source>throttled now: %1 %2/s</source>
        <translation>limitate ora: %1 %2/s</translation>
    </message>
    <message>
        <source>first throttle at %1 s</source>
        <translation>prima limitazione a %1 s</translation>
    </message>
    <message>
        <source>no throttling so far</source>
        <translation>nessuna limitazione finora</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AboutDialog</name>
    <message>
        <source>the window and its widgets</source>
        <translation>la finestra e i suoi widget</translation>
    </message>
    <message>
        <source>the throttle timeline (Qt Charts has no LGPL option)</source>
        <translation>la linea temporale delle limitazioni (Qt Charts non ha un&apos;opzione LGPL)</translation>
    </message>
    <message>
        <source>scenario and report files</source>
        <translation>i file di scenario e di report</translation>
    </message>
    <message>
        <source>large JSON files (imports, CloudWatch data)</source>
        <translation>i file JSON grandi (importazioni, dati CloudWatch)</translation>
    </message>
    <message>
        <source>the model partition hash</source>
        <translation>l&apos;hash di partizione del modello</translation>
    </message>
    <message>
        <source>reading gzip-compressed exports</source>
        <translation>la lettura degli export compressi con gzip</translation>
    </message>
    <message>
        <source>the tests only; not part of the programs</source>
        <translation>solo i test; non fa parte dei programmi</translation>
    </message>
    <message>
        <source>Models how DynamoDB partition keys spread over partitions, where a hot key throttles, and what write sharding costs on reads. Every cost figure is an estimate.</source>
        <translation>Modella come le chiavi di partizione DynamoDB si distribuiscono sulle partizioni, dove una chiave calda viene limitata e quanto costa lo sharding delle scritture in lettura. Ogni costo è una stima.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilato con Qt %1, in esecuzione con Qt %2.</translation>
    </message>
    <message>
        <source>Libraries and their licences</source>
        <translation>Librerie e relative licenze</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Libreria</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Usata per</translation>
    </message>
    <message>
        <source>The licences as the copyright files of the Debian packages state them. The libraries are linked from the system, not copied into Partiscope.</source>
        <translation>Le licenze come le riportano i file copyright dei pacchetti Debian. Le librerie sono collegate dal sistema, non copiate in Partiscope.</translation>
    </message>
    <message>
        <source>The partition hash</source>
        <translation>L&apos;hash di partizione</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>Nota: %1.</translation>
    </message>
    <message>
        <source>About Partiscope</source>
        <translation>Informazioni su Partiscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AccessPatternEditor</name>
    <message>
        <source>The table, or one of its indexes (IndexName)</source>
        <translation>La tabella o uno dei suoi indici (IndexName)</translation>
    </message>
    <message>
        <source>Tar&amp;get</source>
        <translation>&amp;Destinazione</translation>
    </message>
    <message>
        <source>The logical partition-key value; the target&apos;s strategy shards it</source>
        <translation>Il valore logico della chiave di partizione; la strategia della destinazione lo suddivide in shard</translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation>&amp;Chiave</translation>
    </message>
    <message>
        <source>(no condition)</source>
        <translation>(nessuna condizione)</translation>
    </message>
    <message>
        <source>and (between)</source>
        <translation>e (between)</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>Chiave di &amp;ordinamento</translation>
    </message>
    <message>
        <source>strong (ConsistentRead)</source>
        <translation>forte (ConsistentRead)</translation>
    </message>
    <message>
        <source> reads/s</source>
        <translation> letture/s</translation>
    </message>
    <message>
        <source>&amp;Rate</source>
        <translation>&amp;Frequenza</translation>
    </message>
    <message>
        <source>Pattern target</source>
        <translation>Destinazione del modello</translation>
    </message>
    <message>
        <source>Pattern key</source>
        <translation>Chiave del modello</translation>
    </message>
    <message>
        <source>Sort-key condition</source>
        <translation>Condizione sulla chiave di ordinamento</translation>
    </message>
    <message>
        <source>Sort-key value</source>
        <translation>Valore della chiave di ordinamento</translation>
    </message>
    <message>
        <source>Second sort-key value</source>
        <translation>Secondo valore della chiave di ordinamento</translation>
    </message>
    <message>
        <source>Pattern consistency</source>
        <translation>Coerenza del modello</translation>
    </message>
    <message>
        <source>Pattern rate</source>
        <translation>Frequenza del modello</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>LSI </source>
        <translation>LSI </translation>
    </message>
    <message>
        <source> (no such index)</source>
        <translation> (indice inesistente)</translation>
    </message>
    <message>
        <source>&amp;Key (</source>
        <translation>&amp;Chiave (</translation>
    </message>
    <message>
        <source>&amp;Sort key (</source>
        <translation>Chiave di &amp;ordinamento (</translation>
    </message>
    <message>
        <source>&amp;Sort key (none)</source>
        <translation>Chiave di &amp;ordinamento (nessuna)</translation>
    </message>
    <message>
        <source>A global secondary index is read eventually consistently only</source>
        <translation>Un indice secondario globale si legge solo con coerenza finale</translation>
    </message>
    <message>
        <source>Strongly consistent reads cost twice the read units</source>
        <translation>Le letture fortemente coerenti costano il doppio delle unità di lettura</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Non applicato: </translation>
    </message>
    <message>
        <source>C&amp;onsistency</source>
        <translation>C&amp;oerenza</translation>
    </message>
    <message>
        <source>eventual</source>
        <translation>eventuale</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AdvisorPane</name>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;[%2]&lt;/b&gt; &lt;b&gt;%3&lt;/b&gt; &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;b&gt;Evidence:&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Recommendation:&lt;/b&gt; %6</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;[%2]&lt;/b&gt; &lt;b&gt;%3&lt;/b&gt; &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;b&gt;Evidenza:&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Raccomandazione:&lt;/b&gt; %6</translation>
    </message>
    <message>
        <source>Analysing the scenario…</source>
        <translation>Analisi dello scenario…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decision path&lt;/b&gt; (highlighted: what the findings point to)</source>
        <translation>&lt;b&gt;Percorso decisionale&lt;/b&gt; (evidenziato: ciò che indicano i risultati)</translation>
    </message>
    <message>
        <source>No findings: the keys and the capacity look fine.</source>
        <translation>Nessun risultato: chiavi e capacità sembrano a posto.</translation>
    </message>
    <message>
        <source>, most severe first.</source>
        <translation>, i più gravi per primi.</translation>
    </message>
    <message>
        <source>Cannot analyse the scenario: </source>
        <translation>Impossibile analizzare lo scenario: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AnalysisSummaryText</name>
    <message>
        <source> lines · </source>
        <translation> righe · </translation>
    </message>
    <message>
        <source> accepted · </source>
        <translation> accettate · </translation>
    </message>
    <message>
        <source> rejected · </source>
        <translation> rifiutate · </translation>
    </message>
    <message>
        <source> blank
</source>
        <translation> vuote
</translation>
    </message>
    <message>
        <source> distinct keys</source>
        <translation> chiavi distinte</translation>
    </message>
    <message>
        <source>line </source>
        <translation>riga </translation>
    </message>
    <message>
        <source> after sharding)</source>
        <translation> dopo lo sharding)</translation>
    </message>
    <message>
        <source>Total </source>
        <translation>Totale </translation>
    </message>
    <message>
        <source> writes  ·  </source>
        <translation> scritture  ·  </translation>
    </message>
    <message>
        <source>  ·  hot factor </source>
        <translation>  ·  fattore di calore </translation>
    </message>
    <message>
        <source> (max/mean)</source>
        <translation> (max/media)</translation>
    </message>
    <message>
        <source>  ·  Gini </source>
        <translation>  ·  Gini </translation>
    </message>
    <message>
        <source>  ·  entropy </source>
        <translation>  ·  entropia </translation>
    </message>
    <message>
        <source>  ·  empty </source>
        <translation>  ·  vuoti </translation>
    </message>
    <message>
        <source> of </source>
        <translation> su </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la tabella</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Nota: </translation>
    </message>
    <message>
        <source> This map places the keys by the model hash into </source>
        <translation> Questa mappa colloca le chiavi tramite l&apos;hash del modello in </translation>
    </message>
    <message>
        <source> has </source>
        <translation> ha </translation>
    </message>
    <message>
        <source> and the scenario pins its keys to them</source>
        <translation> e lo scenario vi fissa le sue chiavi</translation>
    </message>
    <message>
        <source>. The simulation, the advisor and the report use the table&apos;s partitions, so their hot factor can differ from this one.</source>
        <translation>. Simulazione, consulente e report usano le partizioni della tabella, quindi il loro fattore di calore può differire da questo.</translation>
    </message>
    <message>
        <source>. The simulation uses the index&apos;s partitions, so its hot factor can differ from this one.</source>
        <translation>. La simulazione usa le partizioni dell&apos;indice, quindi il suo fattore di calore può differire da questo.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AutoScalingEditor</name>
    <message>
        <source>Write auto scaling</source>
        <translation>Auto scaling delle scritture</translation>
    </message>
    <message>
        <source>Read auto scaling</source>
        <translation>Auto scaling delle letture</translation>
    </message>
    <message>
        <source>Target tracking: each minute the consumed capacity against the target; out after %1 minutes above it, in after %2 below, within the minimum and the maximum. It sees the table&apos;s consumption, not a partition&apos;s: a throttled request consumes nothing.</source>
        <translation>Monitoraggio dell&apos;obiettivo: ogni minuto la capacità consumata rispetto all&apos;obiettivo; aumento dopo %1 minuti sopra, riduzione dopo %2 sotto, tra il minimo e il massimo. Vede il consumo della tabella, non quello di una partizione: una richiesta limitata non consuma nulla.</translation>
    </message>
    <message>
        <source>min </source>
        <translation>min </translation>
    </message>
    <message>
        <source>max </source>
        <translation>max </translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Target utilisation</source>
        <translation>Utilizzo obiettivo</translation>
    </message>
    <message>
        <source> minimum</source>
        <translation> minimo</translation>
    </message>
    <message>
        <source> maximum</source>
        <translation> massimo</translation>
    </message>
    <message>
        <source> target</source>
        <translation> obiettivo</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AxisScale</name>
    <message>
        <source>simulated time (</source>
        <translation>tempo simulato (</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketBarChart</name>
    <message>
        <source>Writes per bucket bar chart</source>
        <translation>Grafico a barre delle scritture per bucket</translation>
    </message>
    <message>
        <source>Writes per </source>
        <translation>Scritture per </translation>
    </message>
    <message>
        <source> bar chart</source>
        <translation> – grafico a barre</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>bucket</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>scritture</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketHeatmap</name>
    <message>
        <source>Bucket heat map</source>
        <translation>Mappa di calore dei bucket</translation>
    </message>
    <message>
        <source>Heat map of writes per </source>
        <translation>Mappa di calore delle scritture per </translation>
    </message>
    <message>
        <source>Writes per </source>
        <translation>Scritture per </translation>
    </message>
    <message>
        <source> (relative: no request rate)</source>
        <translation> (relativa: nessuna frequenza di richieste)</translation>
    </message>
    <message>
        <source> of all writes</source>
        <translation> di tutte le scritture</translation>
    </message>
    <message>
        <source>/s at the peak rates: </source>
        <translation>/s alle frequenze di picco: </translation>
    </message>
    <message>
        <source> of the per-partition ceiling</source>
        <translation> del limite per partizione</translation>
    </message>
    <message>
        <source> (throttles)</source>
        <translation> (limitato)</translation>
    </message>
    <message>
        <source> key</source>
        <translation> chiave</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> chiavi</translation>
    </message>
    <message>
        <source>, the busiest </source>
        <translation>, le più attive </translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&quot;0&quot; cellpadding=&quot;1&quot;&gt;</source>
        <translation>&lt;table cellspacing=&quot;0&quot; cellpadding=&quot;1&quot;&gt;</translation>
    </message>
    <message>
        <source>&lt;/code&gt;&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;&amp;nbsp;&amp;nbsp;</source>
        <translation>&lt;/code&gt;&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;&amp;nbsp;&amp;nbsp;</translation>
    </message>
    <message>
        <source>&lt;/table&gt;Click to list every key.</source>
        <translation>&lt;/table&gt;Fare clic per elencare tutte le chiavi.</translation>
    </message>
    <message>
        <source>No buckets to show yet</source>
        <translation>Ancora nessun bucket da mostrare</translation>
    </message>
    <message>
        <source> of ceiling</source>
        <translation> del limite</translation>
    </message>
    <message>
        <source>above 100 %: throttles</source>
        <translation>oltre il 100 %: limitazione</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketKeysModel</name>
    <message>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Scritture</translation>
    </message>
    <message>
        <source>Share of </source>
        <translation>Quota di </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketKeysPanel</name>
    <message>
        <source>Click a cell of the heat map to list its keys.</source>
        <translation>Fai clic su una cella della mappa di calore per elencarne le chiavi.</translation>
    </message>
    <message>
        <source>Filter keys</source>
        <translation>Filtra chiavi</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text (Ctrl+C)</source>
        <translation>Copia le righe selezionate come testo separato da tabulazioni (Ctrl+C)</translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation>Copia righe</translation>
    </message>
    <message>
        <source>Listing the keys of </source>
        <translation>Elenco delle chiavi di </translation>
    </message>
    <message>
        <source> of all writes)</source>
        <translation> di tutte le scritture)</translation>
    </message>
    <message>
        <source>Cannot list the keys: </source>
        <translation>Impossibile elencare le chiavi: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CandidateList</name>
    <message>
        <source>A document holds at most </source>
        <translation>Un documento contiene al massimo </translation>
    </message>
    <message>
        <source> candidates: remove one first</source>
        <translation> candidati: rimuovine prima uno</translation>
    </message>
    <message>
        <source>Design </source>
        <translation>Progetto </translation>
    </message>
    <message>
        <source>A candidate needs a name</source>
        <translation>Un candidato deve avere un nome</translation>
    </message>
    <message>
        <source>A candidate&apos;s name has at most </source>
        <translation>Il nome di un candidato ha al massimo </translation>
    </message>
    <message>
        <source> characters</source>
        <translation> caratteri</translation>
    </message>
    <message>
        <source>Another candidate is called </source>
        <translation>Un altro candidato si chiama già </translation>
    </message>
    <message>
        <source>Add candidate </source>
        <translation>Aggiungi candidato </translation>
    </message>
    <message>
        <source>Rename candidate </source>
        <translation>Rinomina candidato </translation>
    </message>
    <message>
        <source>Remove candidate </source>
        <translation>Rimuovi candidato </translation>
    </message>
    <message>
        <source>The document has no candidate </source>
        <translation>Il documento non ha il candidato </translation>
    </message>
    <message>
        <source>Make %1 current</source>
        <translation>Rendi corrente %1</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareHeatmaps</name>
    <message>
        <source>Hot factor: writes of the fullest bucket over the mean (1 = perfectly even). Both maps share one colour scale.</source>
        <translation>Fattore di calore: scritture del bucket più pieno divise per la media (1 = perfettamente uniforme). Le due mappe condividono una scala di colori.</translation>
    </message>
    <message>
        <source>no strategy</source>
        <translation>nessuna strategia</translation>
    </message>
    <message>
        <source> shards</source>
        <translation> shard</translation>
    </message>
    <message>
        <source> · hot factor </source>
        <translation> · fattore di calore </translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Dopo</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareTableModel</name>
    <message>
        <source> The best of the designs in this column</source>
        <translation> Il migliore dei progetti in questa colonna</translation>
    </message>
    <message>
        <source>Hot factor</source>
        <translation>Fattore di calore</translation>
    </message>
    <message>
        <source>Peak
partition use</source>
        <translation>Uso di picco
per partizione</translation>
    </message>
    <message>
        <source>Queries
per read</source>
        <translation>Query
per lettura</translation>
    </message>
    <message>
        <source>Min RCU
per read</source>
        <translation>RCU min.
per lettura</translation>
    </message>
    <message>
        <source>WCU per
write</source>
        <translation>WCU per
scrittura</translation>
    </message>
    <message>
        <source>Monthly cost
(estimate)</source>
        <translation>Costo mensile
(stima)</translation>
    </message>
    <message>
        <source>Most severe
finding</source>
        <translation>Risultato
più grave</translation>
    </message>
    <message>
        <source>The fullest partition&apos;s writes over the mean per partition (lower is better)</source>
        <translation>Scritture della partizione più piena divise per la media per partizione (più basso è meglio)</translation>
    </message>
    <message>
        <source>The most any partition of the table or an index asked for in one second, as a share of the per-partition ceiling; above 100 % it asked for more than a partition can serve (lower is better)</source>
        <translation>Il massimo che una partizione della tabella o di un indice ha richiesto in un secondo, come quota del limite per partizione; oltre il 100 % ha richiesto più di quanto una partizione possa servire (più basso è meglio)</translation>
    </message>
    <message>
        <source>Requests the application saw throttled over the run, for every reason (lower is better); hover a cell for the reasons</source>
        <translation>Richieste che l&apos;applicazione ha visto limitate durante l&apos;esecuzione, per qualsiasi motivo (più basso è meglio); passa sopra una cella per i motivi</translation>
    </message>
    <message>
        <source>Queries it takes to read one whole logical key: the strategy&apos;s fan-out (lower is better)</source>
        <translation>Query necessarie per leggere un&apos;intera chiave logica: il fan-out della strategia (più basso è meglio)</translation>
    </message>
    <message>
        <source>The least read capacity those queries consume; each query costs at least one read unit (lower is better)</source>
        <translation>La minima capacità di lettura consumata da queste query; ogni query costa almeno un&apos;unità di lettura (più basso è meglio)</translation>
    </message>
    <message>
        <source>Write capacity units one logical write consumes, the table&apos;s and every index&apos;s together (lower is better)</source>
        <translation>Unità di capacità di scrittura consumate da una scrittura logica, tabella e tutti gli indici insieme (più basso è meglio)</translation>
    </message>
    <message>
        <source>An estimate of the monthly bill from the simulated consumption at the price table&apos;s list prices (lower is better)</source>
        <translation>Una stima della bolletta mensile dal consumo simulato ai prezzi di listino della tabella prezzi (più basso è meglio)</translation>
    </message>
    <message>
        <source>The advisor&apos;s most severe finding for the design (less severe is better)</source>
        <translation>Il risultato più grave del consulente per il progetto (meno grave è meglio)</translation>
    </message>
    <message>
        <source> RCU</source>
        <translation> RCU</translation>
    </message>
    <message>
        <source> WCU</source>
        <translation> WCU</translation>
    </message>
    <message>
        <source>Nothing was throttled</source>
        <translation>Nulla è stato limitato</translation>
    </message>
    <message>
        <source>Throttled by reason:
</source>
        <translation>Limitato per motivo:
</translation>
    </message>
    <message>
        <source>Estimate at </source>
        <translation>Stima ai prezzi di listino </translation>
    </message>
    <message>
        <source> list prices of </source>
        <translation> di </translation>
    </message>
    <message>
        <source>
Reads: </source>
        <translation>
Letture: </translation>
    </message>
    <message>
        <source>
Writes: </source>
        <translation>
Scritture: </translation>
    </message>
    <message>
        <source>
Storage: </source>
        <translation>
Archiviazione: </translation>
    </message>
    <message>
        <source>The advisor found nothing to report</source>
        <translation>Il consulente non ha nulla da segnalare</translation>
    </message>
    <message>
        <source> /month (estimate)</source>
        <translation> /mese (stima)</translation>
    </message>
    <message>
        <source>Throttled
requests</source>
        <translation>Richieste
limitate</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareView</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Compare again</source>
        <translation>Confronta di nuovo</translation>
    </message>
    <message>
        <source>Hot factor </source>
        <translation>Fattore di calore </translation>
    </message>
    <message>
        <source>This document has no candidate designs, so its current design is shown alone. To compare designs, use Design › Add candidate from current, change the strategy or the table, and add another.</source>
        <translation>Questo documento non ha progetti candidati, quindi il progetto corrente è mostrato da solo. Per confrontare: Progetto › Aggiungi candidato dal corrente, modifica la strategia o la tabella e aggiungine un altro.</translation>
    </message>
    <message>
        <source>One candidate: change the strategy or the table and use Design › Add candidate from current to add another to compare with.</source>
        <translation>Un solo candidato: modifica la strategia o la tabella e usa Progetto › Aggiungi candidato dal corrente per aggiungerne un altro da confrontare.</translation>
    </message>
    <message>
        <source>Favoured: &lt;b&gt;</source>
        <translation>Preferito: &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Out of date: the document changed since these figures were computed.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Non aggiornato: il documento è cambiato da quando questi valori sono stati calcolati.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Monthly costs are estimates at </source>
        <translation>I costi mensili sono stime ai </translation>
    </message>
    <message>
        <source> list prices of </source>
        <translation> di </translation>
    </message>
    <message>
        <source> and bold: the best value of a column.</source>
        <translation> e in grassetto: il valore migliore di una colonna.</translation>
    </message>
    <message>
        <source>Beneath: each design&apos;s load per partition and its partitions over time, every map on one absolute scale: the share of the per-partition ceiling at the design&apos;s rates, hatched above 100 % (where it throttles).</source>
        <translation>Sotto: il carico di ogni progetto per partizione e le sue partizioni nel tempo, tutte le mappe su un&apos;unica scala assoluta: la quota del limite per partizione alle frequenze del progetto, tratteggiata oltre il 100 % (dove c&apos;è limitazione).</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CoreText</name>
    <message>
        <source>model only: placement uses XXH3-64; DynamoDB&apos;s real partition hash is undocumented</source>
        <translation>solo un modello: il posizionamento usa XXH3-64; il vero hash di partizione di DynamoDB non è documentato</translation>
    </message>
    <message>
        <source>%1× over %2 partition</source>
        <translation>%1× su %2 partizione</translation>
    </message>
    <message>
        <source>%1× over %2 partitions</source>
        <translation>%1× su %2 partizioni</translation>
    </message>
    <message>
        <source>%1× over %2 bucket</source>
        <translation>%1× su %2 bucket</translation>
    </message>
    <message>
        <source>%1× over %2 buckets</source>
        <translation>%1× su %2 bucket</translation>
    </message>
    <message>
        <source>none: the partition key is the logical key itself; one query per read</source>
        <translation>none: la chiave di partizione è la chiave logica stessa; una query per lettura</translation>
    </message>
    <message>
        <source>random: suffix 1..%1 drawn per write (seed %2), joined with %3; writes spread evenly, every read queries all %1 shards</source>
        <translation>random: suffisso 1..%1 estratto a ogni scrittura (seed %2), unito con %3; le scritture si distribuiscono in modo uniforme, ogni lettura interroga tutti i %1 shard</translation>
    </message>
    <message>
        <source>calculated: suffix = (product of the source&apos;s code points) mod %1 + 1, joined with %2; a point read computes its shard, a full read queries %1</source>
        <translation>calculated: suffisso = (prodotto dei code point della sorgente) mod %1 + 1, unito con %2; una lettura puntuale calcola il suo shard, una lettura completa ne interroga %1</translation>
    </message>
    <message>
        <source>calculated: suffix = xxh3-64(source) mod %1 + 1, joined with %2; a point read computes its shard, a full read queries %1</source>
        <translation>calculated: suffisso = xxh3-64(sorgente) mod %1 + 1, unito con %2; una lettura puntuale calcola il suo shard, una lettura completa ne interroga %1</translation>
    </message>
    <message>
        <source>mod: suffix = source mod %1 (0..%2), joined with %3; a point read computes its shard, a full read queries %1</source>
        <translation>mod: suffisso = sorgente mod %1 (0..%2), unito con %3; una lettura puntuale calcola il suo shard, una lettura completa ne interroga %1</translation>
    </message>
    <message>
        <source>range: suffix = index of the source&apos;s range among %1 numeric ranges, joined with %2; a full read queries %1</source>
        <translation>range: suffisso = indice dell&apos;intervallo della sorgente tra %1 intervalli numerici, unito con %2; una lettura completa ne interroga %1</translation>
    </message>
    <message>
        <source>range: suffix = index of the source&apos;s range among %1 string ranges, joined with %2; a full read queries %1</source>
        <translation>range: suffisso = indice dell&apos;intervallo della sorgente tra %1 intervalli di stringhe, unito con %2; una lettura completa ne interroga %1</translation>
    </message>
    <message>
        <source>lookup: logical shard = the source value, mapped by the shard map (%1 logical -&gt; %2 physical shards), joined with %3; a full read queries %2</source>
        <translation>lookup: shard logico = il valore sorgente, associato dalla mappa degli shard (%1 logici -&gt; %2 shard fisici), unito con %3; una lettura completa ne interroga %2</translation>
    </message>
    <message>
        <source>lookup: logical shard = xxh3-64(source) mod %1, mapped by the shard map (%2 logical -&gt; %3 physical shards), joined with %4; a full read queries %3</source>
        <translation>lookup: shard logico = xxh3-64(sorgente) mod %1, associato dalla mappa degli shard (%2 logici -&gt; %3 shard fisici), unito con %4; una lettura completa ne interroga %3</translation>
    </message>
    <message>
        <source>lookup: logical shard = the ISBN check digit, mapped by the shard map (%1 logical -&gt; %2 physical shards), joined with %3; a full read queries %2</source>
        <translation>lookup: shard logico = la cifra di controllo ISBN, associata dalla mappa degli shard (%1 logici -&gt; %2 shard fisici), unito con %3; una lettura completa ne interroga %2</translation>
    </message>
    <message>
        <source>The keys carry no source value for %1: each key&apos;s writes are spread evenly over its %2 shard, the scenario&apos;s assumption (as in the simulation and the advisor)</source>
        <translation>Le chiavi non portano alcun valore sorgente per %1: le scritture di ogni chiave sono distribuite uniformemente sul suo %2 shard, l&apos;ipotesi dello scenario (come nella simulazione e nel consulente)</translation>
    </message>
    <message>
        <source>The keys carry no source value for %1: each key&apos;s writes are spread evenly over its %2 shards, the scenario&apos;s assumption (as in the simulation and the advisor)</source>
        <translation>Le chiavi non portano alcun valore sorgente per %1: le scritture di ogni chiave sono distribuite uniformemente sui suoi %2 shard, l&apos;ipotesi dello scenario (come nella simulazione e nel consulente)</translation>
    </message>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avviso</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>critico</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 day</source>
        <translation>%1 giorno</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 giorni</translation>
    </message>
    <message>
        <source>%1 hour</source>
        <translation>%1 ora</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 ore</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DecisionPathGeometry</name>
    <message>
        <source>Shard the key</source>
        <translation>Suddividi la chiave in shard</translation>
    </message>
    <message>
        <source>Let burst + adaptive capacity absorb it</source>
        <translation>Lascia che la capacità burst e adattiva la assorbano</translation>
    </message>
    <message>
        <source>Cache the hot reads</source>
        <translation>Metti in cache le letture calde</translation>
    </message>
    <message>
        <source>Raise the table&apos;s capacity</source>
        <translation>Aumenta la capacità della tabella</translation>
    </message>
    <message>
        <source>A key is hot or requests throttle: what to do?</source>
        <translation>Una chiave è calda o le richieste vengono limitate: che fare?</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DecisionPathView</name>
    <message>
        <source>No finding points to a change: nothing is highlighted</source>
        <translation>Nessun risultato richiede una modifica: nulla è evidenziato</translation>
    </message>
    <message>
        <source>Highlighted: the branches the findings point to</source>
        <translation>Evidenziati: i rami indicati dai risultati</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DocumentController</name>
    <message>
        <source>cannot compare the candidates: </source>
        <translation>impossibile confrontare i candidati: </translation>
    </message>
    <message>
        <source>cannot analyse the scenario: </source>
        <translation>impossibile analizzare lo scenario: </translation>
    </message>
    <message>
        <source> (recovered)</source>
        <translation> (recuperato)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Opening </source>
        <translation>Apertura di </translation>
    </message>
    <message>
        <source>Saving </source>
        <translation>Salvataggio di </translation>
    </message>
    <message>
        <source>Saved </source>
        <translation>Salvato: </translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Scrittura del report…</translation>
    </message>
    <message>
        <source>Report written to </source>
        <translation>Report scritto in </translation>
    </message>
    <message>
        <source>No key accepted: the document keeps its previous keys</source>
        <translation>Nessuna chiave accettata: il documento mantiene le chiavi precedenti</translation>
    </message>
    <message>
        <source>More than </source>
        <translation>Più di </translation>
    </message>
    <message>
        <source> distinct keys: the document keeps its previous keys</source>
        <translation> chiavi distinte: il documento mantiene le chiavi precedenti</translation>
    </message>
    <message>
        <source>No item imported: the document keeps its previous keys</source>
        <translation>Nessun elemento importato: il documento mantiene le chiavi precedenti</translation>
    </message>
    <message>
        <source>Import items </source>
        <translation>Importa elementi </translation>
    </message>
    <message>
        <source>Cannot simulate: </source>
        <translation>Impossibile simulare: </translation>
    </message>
    <message>
        <source>; the document keeps its previous keys</source>
        <translation>; il documento mantiene le chiavi precedenti</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DocumentParts</name>
    <message>
        <source>the document has no key</source>
        <translation>il documento non ha chiavi</translation>
    </message>
    <message>
        <source>the document has more than </source>
        <translation>il documento ha più di </translation>
    </message>
    <message>
        <source> keys</source>
        <translation> chiavi</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::GsiEditor</name>
    <message>
        <source>Global secondary indexes</source>
        <translation>Indici secondari globali</translation>
    </message>
    <message>
        <source>At most %1 GSIs per table (default quota)</source>
        <translation>Al massimo %1 GSI per tabella (quota predefinita)</translation>
    </message>
    <message>
        <source>Removes the GSI, its index keys and the access patterns that read it</source>
        <translation>Rimuove il GSI, le sue chiavi di indice e i modelli di accesso che lo leggono</translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>GSI name</source>
        <translation>Nome del GSI</translation>
    </message>
    <message>
        <source>GSI partition key</source>
        <translation>Chiave di partizione del GSI</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Chiave di partizione</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Chiave di ordinamento</translation>
    </message>
    <message>
        <source>GSI has a sort key</source>
        <translation>Il GSI ha una chiave di ordinamento</translation>
    </message>
    <message>
        <source>GSI sort key</source>
        <translation>Chiave di ordinamento del GSI</translation>
    </message>
    <message>
        <source>sort key name</source>
        <translation>nome della chiave di ordinamento</translation>
    </message>
    <message>
        <source>partition key</source>
        <translation>chiave di partizione</translation>
    </message>
    <message>
        <source>sort key type</source>
        <translation>tipo della chiave di ordinamento</translation>
    </message>
    <message>
        <source>partition key type</source>
        <translation>tipo della chiave di partizione</translation>
    </message>
    <message>
        <source>sort key</source>
        <translation>chiave di ordinamento</translation>
    </message>
    <message>
        <source>GSI projection</source>
        <translation>Proiezione del GSI</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Proiezione</translation>
    </message>
    <message>
        <source>GSI projected non-key attributes</source>
        <translation>Attributi non chiave proiettati del GSI</translation>
    </message>
    <message>
        <source>attributes, separated by commas</source>
        <translation>attributi, separati da virgole</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Attributi proiettati</translation>
    </message>
    <message>
        <source>projected attributes</source>
        <translation>attributi proiettati</translation>
    </message>
    <message>
        <source>Index item size</source>
        <translation>Dimensione dell&apos;elemento nell&apos;indice</translation>
    </message>
    <message>
        <source>default (all: the table&apos;s; else 1 KB)</source>
        <translation>predefinita (ALL: quella della tabella; altrimenti 1 KB)</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>Previous peak RCU/s</source>
        <translation>RCU/s di picco precedenti</translation>
    </message>
    <message>
        <source>Previous peak WCU/s</source>
        <translation>WCU/s di picco precedenti</translation>
    </message>
    <message>
        <source>Max read request units</source>
        <translation>Unità di richiesta di lettura max.</translation>
    </message>
    <message>
        <source>Max write request units</source>
        <translation>Unità di richiesta di scrittura max.</translation>
    </message>
    <message>
        <source>GSI partitions (0: derived from its capacity)</source>
        <translation>Partizioni del GSI (0: derivate dalla sua capacità)</translation>
    </message>
    <message>
        <source>derived from its capacity</source>
        <translation>derivate dalla sua capacità</translation>
    </message>
    <message>
        <source>Index partitions</source>
        <translation>Partizioni dell&apos;indice</translation>
    </message>
    <message>
        <source>Index strategy</source>
        <translation>Strategia dell&apos;indice</translation>
    </message>
    <message>
        <source>Index keys</source>
        <translation>Chiavi di indice</translation>
    </message>
    <message>
        <source>index keys</source>
        <translation>chiavi di indice</translation>
    </message>
    <message>
        <source>From items</source>
        <translation>Dagli elementi</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Non applicato: </translation>
    </message>
    <message>
        <source> index keys from items: </source>
        <translation> chiavi di indice dagli elementi: </translation>
    </message>
    <message>
        <source> index keys</source>
        <translation> chiavi di indice</translation>
    </message>
    <message>
        <source>GSI strategy</source>
        <translation>Strategia del GSI</translation>
    </message>
    <message>
        <source>GSI shards</source>
        <translation>Shard del GSI</translation>
    </message>
    <message>
        <source>GSI shard separator</source>
        <translation>Separatore di shard del GSI</translation>
    </message>
    <message>
        <source>strategy: </source>
        <translation>strategia: </translation>
    </message>
    <message>
        <source>Derived from its capacity: %1</source>
        <translation>Derivato dalla sua capacità: %1</translation>
    </message>
    <message>
        <source>; pinned to %1</source>
        <translation>; fissato a %1</translation>
    </message>
    <message>
        <source>Warm read units/s</source>
        <translation>Unità di lettura preriscaldate/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Warm write units/s</source>
        <translation>Unità di scrittura preriscaldate/s</translation>
    </message>
    <message>
        <source>The index&apos;s warm throughput (pre-warming): what it serves at once; it starts with the partitions for it. none: its mode&apos;s own</source>
        <translation>Il throughput preriscaldato dell&apos;indice (preriscaldamento): ciò che serve subito; parte con le partizioni necessarie. nessuna: quello della sua modalità</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HeatScale</name>
    <message>
        <source>Share of the per-partition ceiling (</source>
        <translation>Quota del limite per partizione (</translation>
    </message>
    <message>
        <source>/s) at the document&apos;s rates</source>
        <translation>/s) alle frequenze del documento</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HeatmapPanel</name>
    <message>
        <source>Note: </source>
        <translation>Nota: </translation>
    </message>
    <message>
        <source>No keys to place: workload.index_keys lists none for </source>
        <translation>Nessuna chiave da collocare: workload.index_keys non ne elenca per </translation>
    </message>
    <message>
        <source> (its shares of the base writes), so nothing is written to it.</source>
        <translation> (le sue quote delle scritture di base), quindi non vi si scrive nulla.</translation>
    </message>
    <message>
        <source>Assumed, not measured: </source>
        <translation>Ipotizzato, non misurato: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HotPartitionPage</name>
    <message>
        <source>No strategy</source>
        <translation>Nessuna strategia</translation>
    </message>
    <message>
        <source>Without sharding, the busiest partition takes %1 of the writes: about %2 WCU/s, over its ceiling of %3 WCU/s.</source>
        <translation>Senza sharding, la partizione più carica riceve il %1 delle scritture: circa %2 WCU/s, oltre il suo limite di %3 WCU/s.</translation>
    </message>
    <message>
        <source>Mod %1</source>
        <translation>Mod %1</translation>
    </message>
    <message>
        <source>With the leaderboard key split into %1 shards, the busiest partition takes %2: about %3 WCU/s of %4.</source>
        <translation>Con la chiave della classifica suddivisa in %1 shard, la partizione più carica riceve %2: circa %3 WCU/s su %4.</translation>
    </message>
    <message>
        <source>What is a hot partition?</source>
        <translation>Che cos&apos;è una partizione calda?</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partizioni</translation>
    </message>
    <message>
        <source>DynamoDB keeps a table&apos;s items in partitions. It hashes each item&apos;s partition key, and every partition owns one range of hash values. All items that share a partition key value therefore live on the same partition.</source>
        <translation>DynamoDB conserva gli elementi di una tabella in partizioni. Calcola un hash della chiave di partizione di ogni elemento, e ogni partizione possiede un intervallo di valori di hash. Tutti gli elementi che condividono un valore della chiave di partizione si trovano quindi sulla stessa partizione.</translation>
    </message>
    <message>
        <source>The per-partition ceiling</source>
        <translation>Il limite per partizione</translation>
    </message>
    <message>
        <source>One partition serves at most %1 write capacity units and %2 read capacity units per second (WCU/s and RCU/s), each limited on its own. This holds whatever capacity the table as a whole has.</source>
        <translation>Una partizione serve al massimo %1 unità di capacità di scrittura e %2 unità di capacità di lettura al secondo (WCU/s e RCU/s), ciascuna limitata separatamente. Questo vale qualunque sia la capacità della tabella nel suo insieme.</translation>
    </message>
    <message>
        <source>Burst capacity and adaptive capacity lend a busy partition capacity that others leave unused, but never beyond this ceiling.</source>
        <translation>La capacità burst e la capacità adattiva prestano a una partizione carica la capacità che le altre non usano, ma mai oltre questo limite.</translation>
    </message>
    <message>
        <source>A hot key</source>
        <translation>Una chiave calda</translation>
    </message>
    <message>
        <source>A hot key is one partition key value that receives a large share of the requests: a global leaderboard, today&apos;s date as the key of an order table, one very large customer. Its partition reaches the ceiling while the others are nearly idle, and the requests above the ceiling are throttled. More table capacity does not help.</source>
        <translation>Una chiave calda è un valore della chiave di partizione che riceve gran parte delle richieste: una classifica globale, la data odierna come chiave di una tabella degli ordini, un cliente molto grande. La sua partizione raggiunge il limite mentre le altre sono quasi inattive, e le richieste oltre il limite vengono limitate. Più capacità della tabella non aiuta.</translation>
    </message>
    <message>
        <source>Lesson 1, a game&apos;s leaderboard, on its table&apos;s partitions (expected writes per partition, coloured by their share of the per-partition ceiling, hatched above it):</source>
        <translation>Lezione 1, la classifica di un gioco, sulle partizioni della sua tabella (scritture attese per partizione, colorate secondo la quota del limite per partizione, tratteggiate oltre):</translation>
    </message>
    <message>
        <source>Write sharding</source>
        <translation>Sharding delle scritture</translation>
    </message>
    <message>
        <source>Write sharding spreads one logical key over several physical keys by adding a suffix: BOARD#global#0 to BOARD#global#9 instead of BOARD#global. Each suffix hashes to its own place in the key space, so the writes spread over several partitions.</source>
        <translation>Lo sharding delle scritture distribuisce una chiave logica su più chiavi fisiche aggiungendo un suffisso: da BOARD#global#0 a BOARD#global#9 invece di BOARD#global. Ogni suffisso finisce tramite hash in un punto proprio dello spazio delle chiavi, così le scritture si distribuiscono su più partizioni.</translation>
    </message>
    <message>
        <source>What it costs on reads</source>
        <translation>Quanto costa in lettura</translation>
    </message>
    <message>
        <source>Reading the whole logical key now takes one Query per shard, and the application merges the results: ten shards, ten requests. A suffix computed from something the reader knows, such as the player id modulo 10, lets a read of one item go straight to its shard. A random suffix does not.</source>
        <translation>Leggere l&apos;intera chiave logica richiede ora una Query per shard, e l&apos;applicazione unisce i risultati: dieci shard, dieci richieste. Un suffisso calcolato da qualcosa che il lettore conosce, come l&apos;id del giocatore modulo 10, permette di leggere un elemento direttamente dal suo shard. Un suffisso casuale no.</translation>
    </message>
    <message>
        <source>A model, not DynamoDB itself</source>
        <translation>Un modello, non DynamoDB stesso</translation>
    </message>
    <message>
        <source>Partiscope places keys with a hash of its own: %1. The maps show where the load would concentrate, not which physical partition AWS would choose.</source>
        <translation>Partiscope colloca le chiavi con un hash proprio: %1. Le mappe mostrano dove si concentrerebbe il carico, non quale partizione fisica sceglierebbe AWS.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexKeysFromItems</name>
    <message>
        <source>Derived from %1 items: %2 carry the key (%3 % write nothing)</source>
        <translation>Derivato da %1 elementi: %2 portano la chiave (%3 % non scrivono nulla)</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>; %1 righe rifiutate</translation>
    </message>
    <message>
        <source>Index key template over the items&apos; columns</source>
        <translation>Modello di chiave di indice sulle colonne degli elementi</translation>
    </message>
    <message>
        <source>The index&apos;s partition key built from the imported CSV&apos;s columns; an item with an empty column here lacks the attribute (a sparse index)</source>
        <translation>La chiave di partizione dell&apos;indice costruita dalle colonne del CSV importato; un elemento con questa colonna vuota non ha l&apos;attributo (indice sparso)</translation>
    </message>
    <message>
        <source>Derive from items</source>
        <translation>Deriva dagli elementi</translation>
    </message>
    <message>
        <source>Reading the items…</source>
        <translation>Lettura degli elementi…</translation>
    </message>
    <message>
        <source>no item carries this index key (%1 items read)</source>
        <translation>nessun elemento porta questa chiave di indice (%1 elementi letti)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexKeysTable</name>
    <message>
        <source>Index keys</source>
        <translation>Chiavi di indice</translation>
    </message>
    <message>
        <source>Index key</source>
        <translation>Chiave di indice</translation>
    </message>
    <message>
        <source>Share of writes</source>
        <translation>Quota di scritture</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Chiave di ordinamento</translation>
    </message>
    <message>
        <source>Share: the part of the base table&apos;s writes whose item carries this index key</source>
        <translation>Quota: la parte delle scritture della tabella di base il cui elemento porta questa chiave di indice</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Aggiungi chiave</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Rimuovi chiave</translation>
    </message>
    <message>
        <source>Sort-key shape of index key %1</source>
        <translation>Forma della chiave di ordinamento della chiave di indice %1</translation>
    </message>
    <message>
        <source>Index key %1: the share must be a number (0.5 is half of the writes)</source>
        <translation>Chiave di indice %1: la quota deve essere un numero (0.5 è metà delle scritture)</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 chiavi</translation>
    </message>
    <message>
        <source>%1 %2, sum %3</source>
        <translation>%1 %2, somma %3</translation>
    </message>
    <message>
        <source>No index keys: no base write reaches this index.</source>
        <translation>Nessuna chiave di indice: nessuna scrittura di base raggiunge questo indice.</translation>
    </message>
    <message>
        <source>Sum of shares: %1</source>
        <translation>Somma delle quote: %1</translation>
    </message>
    <message>
        <source> — sparse: %1 % of items write nothing</source>
        <translation> — sparso: il %1 % degli elementi non scrive nulla</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexListBox</name>
    <message>
        <source>Add </source>
        <translation>Aggiungi </translation>
    </message>
    <message>
        <source>Remove </source>
        <translation>Rimuovi </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::InsightRankingsView</name>
    <message>
        <source>most accessed</source>
        <translation>più utilizzate</translation>
    </message>
    <message>
        <source>most throttled</source>
        <translation>più limitate</translation>
    </message>
    <message>
        <source>partition + sort keys</source>
        <translation>chiavi di partizione + ordinamento</translation>
    </message>
    <message>
        <source>partition keys</source>
        <translation>chiavi di partizione</translation>
    </message>
    <message>
        <source>table </source>
        <translation>tabella </translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>&lt;b&gt;Contributor Insights&lt;/b&gt;: most accessed / most throttled</source>
        <translation>&lt;b&gt;Contributor Insights&lt;/b&gt;: più utilizzate / più limitate</translation>
    </message>
    <message>
        <source>As CloudWatch reported them (ApproximateAggregateValue over the report&apos;s time range: ConsumedThroughputUnits for accessed keys, throttle counts for throttled ones).</source>
        <translation>Come le ha riportate CloudWatch (ApproximateAggregateValue sull&apos;intervallo del report: ConsumedThroughputUnits per le chiavi utilizzate, conteggi di limitazioni per quelle limitate).</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Contributor Insights rankings</source>
        <translation>Classifiche Contributor Insights</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ItemCsvImportDialog</name>
    <message>
        <source>line </source>
        <translation>riga </translation>
    </message>
    <message>
        <source>Import items — </source>
        <translation>Importa elementi — </translation>
    </message>
    <message>
        <source>Partition &amp;key</source>
        <translation>Chiave di &amp;partizione</translation>
    </message>
    <message>
        <source>A column holding the number of writes each row stands for</source>
        <translation>Una colonna con il numero di scritture che ogni riga rappresenta</translation>
    </message>
    <message>
        <source>&amp;Count column</source>
        <translation>Colonna del &amp;conteggio</translation>
    </message>
    <message>
        <source>Preview (the first rows; most writes first)</source>
        <translation>Anteprima (le prime righe; prima le più scritte)</translation>
    </message>
    <message>
        <source>Reading the whole file… %p% (Cancel stops)</source>
        <translation>Lettura dell&apos;intero file… %p% (Annulla interrompe)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importa</translation>
    </message>
    <message>
        <source>The partition key of index </source>
        <translation>La chiave di partizione dell&apos;indice </translation>
    </message>
    <message>
        <source> built from the same columns, as the table&apos;s. An item whose column is empty lacks the index key and writes nothing to the index (sparse).</source>
        <translation> costruita dalle stesse colonne di quella della tabella. Un elemento con la colonna vuota non ha la chiave di indice e non scrive nulla nell&apos;indice (sparso).</translation>
    </message>
    <message>
        <source> key</source>
        <translation> chiave</translation>
    </message>
    <message>
        <source> key, </source>
        <translation> chiave, </translation>
    </message>
    <message>
        <source> keys, </source>
        <translation> chiavi, </translation>
    </message>
    <message>
        <source> % of items carry </source>
        <translation> % degli elementi portano </translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source> (sparse)</source>
        <translation> (sparso)</translation>
    </message>
    <message>
        <source> row(s) rejected; the first: </source>
        <translation> riga/e rifiutata/e; la prima: </translation>
    </message>
    <message>
        <source> index keys (share of items):
</source>
        <translation> chiavi di indice (quota di elementi):
</translation>
    </message>
    <message>
        <source>(none — one write per row)</source>
        <translation>(nessuna — una scrittura per riga)</translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation>Il file non ha una riga di intestazione.</translation>
    </message>
    <message>
        <source>The header cannot be read: </source>
        <translation>L&apos;intestazione non è leggibile: </translation>
    </message>
    <message>
        <source>Columns: </source>
        <translation>Colonne: </translation>
    </message>
    <message>
        <source>
Rejected rows:
</source>
        <translation>
Righe rifiutate:
</translation>
    </message>
    <message>
        <source>… (previewing the first </source>
        <translation>… (anteprima delle prime </translation>
    </message>
    <message>
        <source> rows)
</source>
        <translation> righe)
</translation>
    </message>
    <message>
        <source> row(s) cannot be imported; fix the file or the template. The first: </source>
        <translation> riga/e non importabile/i; correggi il file o il modello. La prima: </translation>
    </message>
    <message>
        <source>The file has no data rows.</source>
        <translation>Il file non ha righe di dati.</translation>
    </message>
    <message>
        <source>Import cancelled; the document is unchanged.</source>
        <translation>Importazione annullata; il documento è invariato.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyEditor</name>
    <message>
        <source>line %1: %2</source>
        <translation>riga %1: %2</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyGeneratorDialog</name>
    <message>
        <source>Generate keys</source>
        <translation>Genera chiavi</translation>
    </message>
    <message>
        <source>Uniform — every key alike</source>
        <translation>Uniforme — tutte le chiavi uguali</translation>
    </message>
    <message>
        <source>Zipf — a few popular keys, a long tail</source>
        <translation>Zipf — poche chiavi popolari, una coda lunga</translation>
    </message>
    <message>
        <source>Hot key — one key takes a share</source>
        <translation>Chiave calda — una chiave prende una quota</translation>
    </message>
    <message>
        <source>Today&apos;s date — one key per day, today hot</source>
        <translation>Data odierna — una chiave al giorno, oggi calda</translation>
    </message>
    <message>
        <source>Leaderboard — one board key among players</source>
        <translation>Classifica — una chiave di classifica tra i giocatori</translation>
    </message>
    <message>
        <source>&amp;Shape</source>
        <translation>&amp;Forma</translation>
    </message>
    <message>
        <source>&amp;Keys (days)</source>
        <translation>&amp;Chiavi (giorni)</translation>
    </message>
    <message>
        <source>&amp;Writes</source>
        <translation>&amp;Scritture</translation>
    </message>
    <message>
        <source>Zipf &amp;exponent s</source>
        <translation>&amp;Esponente di Zipf s</translation>
    </message>
    <message>
        <source>Hot &amp;share</source>
        <translation>&amp;Quota calda</translation>
    </message>
    <message>
        <source>&amp;Hot key</source>
        <translation>Chiave c&amp;alda</translation>
    </message>
    <message>
        <source>Key &amp;prefix</source>
        <translation>&amp;Prefisso della chiave</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Genera</translation>
    </message>
    <message>
        <source>Every key equally likely: the even spread sharding aims for.</source>
        <translation>Ogni chiave è ugualmente probabile: la distribuzione uniforme a cui mira lo sharding.</translation>
    </message>
    <message>
        <source>Key n is drawn in proportion to 1/n^s: s near 1 is typical of user activity.</source>
        <translation>La chiave n è estratta in proporzione a 1/n^s: s vicino a 1 è tipico dell&apos;attività degli utenti.</translation>
    </message>
    <message>
        <source>The hot key takes the share; the other keys split the rest evenly.</source>
        <translation>La chiave calda prende la quota; le altre chiavi si dividono il resto in parti uguali.</translation>
    </message>
    <message>
        <source>One key per day (YYYY-MM-DD), ending today (</source>
        <translation>Una chiave al giorno (AAAA-MM-GG), fino a oggi (</translation>
    </message>
    <message>
        <source>); today takes the share: a time-bucketed key turns hot every day.</source>
        <translation>); oggi prende la quota: una chiave suddivisa per data diventa calda ogni giorno.</translation>
    </message>
    <message>
        <source>BOARD#global takes the share; the players (PLAYER#1 …) the rest.</source>
        <translation>BOARD#global prende la quota; i giocatori (PLAYER#1 …) il resto.</translation>
    </message>
    <message>
        <source>(a large list: generated when you press Generate)</source>
        <translation>(un elenco grande: generato quando premi Genera)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eme</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyListModel</name>
    <message>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Conteggio</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeySpaceSelector</name>
    <message>
        <source>Target</source>
        <translation>Destinazione</translation>
    </message>
    <message>
        <source>The key space shown: the table, or one of its global secondary indexes (each has partitions and a strategy of its own)</source>
        <translation>Lo spazio delle chiavi mostrato: la tabella o uno dei suoi indici secondari globali (ognuno ha partizioni e strategia proprie)</translation>
    </message>
    <message>
        <source>The table has no global secondary index (add one in the Table tab)</source>
        <translation>La tabella non ha indici secondari globali (aggiungine uno nella scheda Tabella)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeySpaces</name>
    <message>
        <source>Index </source>
        <translation>Indice </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Tabella </translation>
    </message>
    <message>
        <source> · partition key </source>
        <translation> · chiave di partizione </translation>
    </message>
    <message>
        <source> · the table&apos;s keys</source>
        <translation> · le chiavi della tabella</translation>
    </message>
    <message>
        <source> carried by </source>
        <translation> portate da </translation>
    </message>
    <message>
        <source> of the base writes · each cell: index writes</source>
        <translation> delle scritture di base · ogni cella: scritture dell&apos;indice</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyboardShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Buttons</source>
        <translation>Pulsanti</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Scorciatoia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy the list as plain text</source>
        <translation>Copia l&apos;elenco come testo semplice</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeysPanel</name>
    <message>
        <source>Partition keys — one per line, optional TAB and write count</source>
        <translation>Chiavi di partizione — una per riga, TAB e conteggio facoltativi</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Genera…</translation>
    </message>
    <message>
        <source>Uniform, Zipf, hot-key, dated or leaderboard keys (Ctrl+G)</source>
        <translation>Chiavi uniformi, Zipf, calde, datate o di classifica (Ctrl+G)</translation>
    </message>
    <message>
        <source>Too many keys to edit as text here: shown read-only, as read. Paste, import or generate a new list to replace them.</source>
        <translation>Troppe chiavi da modificare qui come testo: mostrate in sola lettura, come lette. Incolla, importa o genera un nuovo elenco per sostituirle.</translation>
    </message>
    <message>
        <source>Edit as text</source>
        <translation>Modifica come testo</translation>
    </message>
    <message>
        <source>Puts every key in the editor as `key TAB count` lines (slow for millions)</source>
        <translation>Mette tutte le chiavi nell&apos;editor come righe `chiave TAB conteggio` (lento per milioni)</translation>
    </message>
    <message>
        <source>line </source>
        <translation>riga </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>No lesson is open. Choose one from the **Lessons** menu.</source>
        <translation>Nessuna lezione aperta. Scegline una dal menu **Lezioni**.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LessonsIndexDialog</name>
    <message>
        <source>Lessons</source>
        <translation>Lezioni</translation>
    </message>
    <message>
        <source>Each lesson is a scenario and a guide. Opening one replaces the current document (you are asked about unsaved changes first).</source>
        <translation>Ogni lezione è uno scenario con una guida. Aprirne una sostituisce il documento corrente (prima viene chiesto delle modifiche non salvate).</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>What it is about</source>
        <translation>Di cosa tratta</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LsiList</name>
    <message>
        <source>An LSI keeps the table&apos;s partition key with another sort key, so it needs a table sort key: turn on Sort key above to add one.</source>
        <translation>Un LSI mantiene la chiave di partizione della tabella con un&apos;altra chiave di ordinamento, quindi richiede una chiave di ordinamento della tabella: attiva Chiave di ordinamento sopra per aggiungerne una.</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Indici secondari locali</translation>
    </message>
    <message>
        <source>LSI name</source>
        <translation>Nome del LSI</translation>
    </message>
    <message>
        <source>LSI sort key</source>
        <translation>Chiave di ordinamento del LSI</translation>
    </message>
    <message>
        <source>LSI projection</source>
        <translation>Proiezione del LSI</translation>
    </message>
    <message>
        <source>LSI non-key attributes</source>
        <translation>Attributi non chiave del LSI</translation>
    </message>
    <message>
        <source>attributes, separated by commas</source>
        <translation>attributi, separati da virgole</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Attributi proiettati</translation>
    </message>
    <message>
        <source>sort key</source>
        <translation>chiave di ordinamento</translation>
    </message>
    <message>
        <source>sort key type</source>
        <translation>tipo della chiave di ordinamento</translation>
    </message>
    <message>
        <source>projected attributes</source>
        <translation>attributi proiettati</translation>
    </message>
    <message>
        <source>At most %1 LSIs per table</source>
        <translation>Al massimo %1 LSI per tabella</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::MainWindow</name>
    <message>
        <source>Analysing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>Hide these notes</source>
        <translation>Nascondi queste note</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>Ta&amp;bella</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>Mappa di &amp;calore</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulazione</translation>
    </message>
    <message>
        <source>&amp;Queries</source>
        <translation>&amp;Query</translation>
    </message>
    <message>
        <source>&amp;Advisor</source>
        <translation>C&amp;onsulente</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Con&amp;fronto</translation>
    </message>
    <message>
        <source>Bucket keys</source>
        <translation>Chiavi del bucket</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Cannot open </source>
        <translation>Impossibile aprire </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Cannot save </source>
        <translation>Impossibile salvare </translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Esporta report</translation>
    </message>
    <message>
        <source>Cannot export: </source>
        <translation>Impossibile esportare: </translation>
    </message>
    <message>
        <source>Cannot analyse: </source>
        <translation>Impossibile analizzare: </translation>
    </message>
    <message>
        <source> keys</source>
        <translation> chiavi</translation>
    </message>
    <message>
        <source>that </source>
        <translation>quello di </translation>
    </message>
    <message>
        <source> no longer exists</source>
        <translation> non esiste più</translation>
    </message>
    <message>
        <source>No key was accepted — hover the line counts for more reasons</source>
        <translation>Nessuna chiave accettata — passa sui conteggi delle righe per altri motivi</translation>
    </message>
    <message>
        <source>the index </source>
        <translation>l&apos;indice </translation>
    </message>
    <message>
        <source>: no index keys to place</source>
        <translation>: nessuna chiave di indice da collocare</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>Modelli di accesso</translation>
    </message>
    <message>
        <source>Access pattern not added: </source>
        <translation>Modello di accesso non aggiunto: </translation>
    </message>
    <message>
        <source>[*] — Partiscope</source>
        <translation>[*] — Partiscope</translation>
    </message>
    <message>
        <source>Si&amp;mulation</source>
        <translation>Si&amp;mulazione</translation>
    </message>
    <message>
        <source>Compare with &amp;CloudWatch data…</source>
        <translation>Confronta con dati &amp;CloudWatch…</translation>
    </message>
    <message>
        <source>Draw the output of aws cloudwatch get-metric-data over the simulated timeline</source>
        <translation>Disegna l&apos;output di aws cloudwatch get-metric-data sulla linea temporale simulata</translation>
    </message>
    <message>
        <source>C&amp;lear CloudWatch data</source>
        <translation>&amp;Cancella dati CloudWatch</translation>
    </message>
    <message>
        <source>Compare with CloudWatch data</source>
        <translation>Confronta con dati CloudWatch</translation>
    </message>
    <message>
        <source>get-metric-data JSON (*.json);;All files (*)</source>
        <translation>JSON di get-metric-data (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The document changed: comparing again…</source>
        <translation>Il documento è cambiato: nuovo confronto…</translation>
    </message>
    <message>
        <source>Comparing design </source>
        <translation>Confronto del progetto </translation>
    </message>
    <message>
        <source> of </source>
        <translation> su </translation>
    </message>
    <message>
        <source>The current design, analysed</source>
        <translation>Il progetto corrente, analizzato</translation>
    </message>
    <message>
        <source>Compared </source>
        <translation>Confrontati: </translation>
    </message>
    <message>
        <source> designs</source>
        <translation> progetti</translation>
    </message>
    <message>
        <source>Cannot compare: </source>
        <translation>Impossibile confrontare: </translation>
    </message>
    <message>
        <source>Cancelled: the figures below (if any) are out of date</source>
        <translation>Annullato: i valori sotto (se presenti) non sono aggiornati</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Progetto</translation>
    </message>
    <message>
        <source>&amp;Add candidate from current…</source>
        <translation>&amp;Aggiungi candidato dal corrente…</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>Aggiungi candidato</translation>
    </message>
    <message>
        <source>&amp;Rename candidate</source>
        <translation>&amp;Rinomina candidato</translation>
    </message>
    <message>
        <source>R&amp;emove candidate</source>
        <translation>Ri&amp;muovi candidato</translation>
    </message>
    <message>
        <source>&amp;Make current</source>
        <translation>Rendi &amp;corrente</translation>
    </message>
    <message>
        <source>The candidate designs side by side, with their estimated monthly cost</source>
        <translation>I progetti candidati affiancati, con il costo mensile stimato</translation>
    </message>
    <message>
        <source>&amp;Prices…</source>
        <translation>&amp;Prezzi…</translation>
    </message>
    <message>
        <source>The list prices every cost estimate is computed from</source>
        <translation>I prezzi di listino da cui è calcolata ogni stima dei costi</translation>
    </message>
    <message>
        <source>The current table, strategy, index keys and access patterns as a named candidate</source>
        <translation>Tabella, strategia, chiavi di indice e modelli di accesso correnti come candidato con nome</translation>
    </message>
    <message>
        <source>Rename candidate</source>
        <translation>Rinomina candidato</translation>
    </message>
    <message>
        <source>Remove candidate</source>
        <translation>Rimuovi candidato</translation>
    </message>
    <message>
        <source>Make current</source>
        <translation>Rendi corrente</translation>
    </message>
    <message>
        <source>Replace the current table, strategy, index keys and access patterns with this candidate&apos;s (undoable)</source>
        <translation>Sostituisci tabella, strategia, chiavi di indice e modelli di accesso correnti con quelli di questo candidato (annullabile)</translation>
    </message>
    <message>
        <source>Name (at most </source>
        <translation>Nome (al massimo </translation>
    </message>
    <message>
        <source> characters):</source>
        <translation> caratteri):</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>&amp;Svuota elenco</translation>
    </message>
    <message>
        <source> no longer exists; removed from the recent files</source>
        <translation> non esiste più; rimosso dai file recenti</translation>
    </message>
    <message>
        <source>HTML report (*.html);;Markdown report (*.md)</source>
        <translation>Report HTML (*.html);;Report Markdown (*.md)</translation>
    </message>
    <message>
        <source>the unsaved document</source>
        <translation>il documento non salvato</translation>
    </message>
    <message>
        <source>the unsaved changes to </source>
        <translation>le modifiche non salvate a </translation>
    </message>
    <message>
        <source>Restore unsaved document</source>
        <translation>Ripristina documento non salvato</translation>
    </message>
    <message>
        <source>Partiscope did not close cleanly last time. Restore </source>
        <translation>Partiscope non si è chiuso correttamente l&apos;ultima volta. Ripristinare </translation>
    </message>
    <message>
        <source>, copied at </source>
        <translation>, copiato alle </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Cannot restore </source>
        <translation>Impossibile ripristinare </translation>
    </message>
    <message>
        <source>Restored the unsaved document</source>
        <translation>Documento non salvato ripristinato</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The document has unsaved changes. Save them?</source>
        <translation>Il documento ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <source>cannot read </source>
        <translation>impossibile leggere </translation>
    </message>
    <message>
        <source>Imported </source>
        <translation>Importato: </translation>
    </message>
    <message>
        <source>Import keys</source>
        <translation>Importa chiavi</translation>
    </message>
    <message>
        <source>Key lists (*.txt *.tsv *.keys);;All files (*)</source>
        <translation>Elenchi di chiavi (*.txt *.tsv *.keys);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Reading </source>
        <translation>Lettura di </translation>
    </message>
    <message>
        <source>Import items CSV</source>
        <translation>Importa elementi CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Rilascio</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>Importa una tabella</translation>
    </message>
    <message>
        <source>Table files (*.json *.json.gz *.jsonl *.csv *.log);;All files (*)</source>
        <translation>File di tabella (*.json *.json.gz *.jsonl *.csv *.log);;Tutti i file (*)</translation>
    </message>
    <message>
        <source> files</source>
        <translation> file</translation>
    </message>
    <message>
        <source>&lt;b&gt;Imported from </source>
        <translation>&lt;b&gt;Importato da </translation>
    </message>
    <message>
        <source> records, not saved yet).</source>
        <translation> record, non ancora salvati).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>I&amp;mport…</source>
        <translation>I&amp;mporta…</translation>
    </message>
    <message>
        <source>A table&apos;s scan output, S3 export, NoSQL Workbench model, Contributor Insights report or access log, as a new document</source>
        <translation>L&apos;output di scan, l&apos;export S3, il modello NoSQL Workbench, il report Contributor Insights o il log di accesso di una tabella, come nuovo documento</translation>
    </message>
    <message>
        <source>&amp;Import keys…</source>
        <translation>&amp;Importa chiavi…</translation>
    </message>
    <message>
        <source>Import items &amp;CSV…</source>
        <translation>Importa elementi &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Generate keys…</source>
        <translation>&amp;Genera chiavi…</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Esporta report…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Edit s&amp;trategy</source>
        <translation>Modifica s&amp;trategia</translation>
    </message>
    <message>
        <source>Edit t&amp;able</source>
        <translation>Modifica t&amp;abella</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Compare before/after</source>
        <translation>&amp;Confronta prima/dopo</translation>
    </message>
    <message>
        <source>The keys without a strategy beside the current strategy, one scale</source>
        <translation>Le chiavi senza strategia accanto alla strategia corrente, un&apos;unica scala</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Tavolozza</translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>Modalità p&amp;resentazione</translation>
    </message>
    <message>
        <source>Colour &amp;scale</source>
        <translation>&amp;Scala dei colori</translation>
    </message>
    <message>
        <source>&amp;Relative to the fullest cell</source>
        <translation>&amp;Relativa alla cella più piena</translation>
    </message>
    <message>
        <source>The brightest colour is the busiest cell, whatever its load</source>
        <translation>Il colore più chiaro è la cella più carica, qualunque sia il suo carico</translation>
    </message>
    <message>
        <source>Share of partition &amp;ceiling</source>
        <translation>Quota del &amp;limite di partizione</translation>
    </message>
    <message>
        <source>Colours from 0 % to 100 % of the per-partition ceiling at the document&apos;s rates; cells above it are hatched</source>
        <translation>Colori da 0 % a 100 % del limite per partizione alle frequenze del documento; le celle oltre sono tratteggiate</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinita di sistema</translation>
    </message>
    <message>
        <source>The language changes when Partiscope restarts.</source>
        <translation>La lingua cambia al prossimo avvio di Partiscope.</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lezioni</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>Lesson &amp;guide</source>
        <translation>&amp;Guida della lezione</translation>
    </message>
    <message>
        <source>S&amp;trategy</source>
        <translation>S&amp;trategia</translation>
    </message>
    <message>
        <source>Scenarios (*.partiscope.json *.json);;All files (*)</source>
        <translation>Scenari (*.partiscope.json *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lezioni…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Scorciatoie da tastiera…</translation>
    </message>
    <message>
        <source>&amp;What is a hot partition?</source>
        <translation>&amp;Che cos&apos;è una partizione calda?</translation>
    </message>
    <message>
        <source>&amp;About Partiscope</source>
        <translation>&amp;Informazioni su Partiscope</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::Nouns</name>
    <message>
        <source>index key</source>
        <translation>chiave di indice</translation>
    </message>
    <message>
        <source>index keys</source>
        <translation>chiavi di indice</translation>
    </message>
    <message>
        <source>key</source>
        <translation>chiave</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>chiavi</translation>
    </message>
    <message>
        <source>write</source>
        <translation>scrittura</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>scritture</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>risultato</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>risultati</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partizione</translation>
    </message>
    <message>
        <source>partitions</source>
        <translation>partizioni</translation>
    </message>
    <message>
        <source>throttle onset</source>
        <translation>inizio di limitazione</translation>
    </message>
    <message>
        <source>throttle onsets</source>
        <translation>inizi di limitazione</translation>
    </message>
    <message>
        <source>split event</source>
        <translation>split</translation>
    </message>
    <message>
        <source>split events</source>
        <translation>split</translation>
    </message>
    <message>
        <source>query</source>
        <translation>query</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>query</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>bucket</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>bucket</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>letture</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PaneControls</name>
    <message>
        <source> name</source>
        <translation> nome</translation>
    </message>
    <message>
        <source> type</source>
        <translation> tipo</translation>
    </message>
    <message>
        <source>S string, N number, B binary (AttributeDefinitions)</source>
        <translation>S stringa, N numero, B binario (AttributeDefinitions)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PartitionTimeHeatmap</name>
    <message>
        <source>Partition by time heat map</source>
        <translation>Mappa di calore partizione × tempo</translation>
    </message>
    <message>
        <source>No simulation yet</source>
        <translation>Ancora nessuna simulazione</translation>
    </message>
    <message>
        <source>/s used</source>
        <translation>/s usate</translation>
    </message>
    <message>
        <source> ceiling</source>
        <translation> limite</translation>
    </message>
    <message>
        <source> allocation</source>
        <translation> allocazione</translation>
    </message>
    <message>
        <source> smallest allocation</source>
        <translation> allocazione minima</translation>
    </message>
    <message>
        <source>Partition </source>
        <translation>Partizione </translation>
    </message>
    <message>
        <source> at </source>
        <translation> a </translation>
    </message>
    <message>
        <source> (peak of </source>
        <translation> (picco di </translation>
    </message>
    <message>
        <source>/s used: </source>
        <translation>/s usate: </translation>
    </message>
    <message>
        <source> of its </source>
        <translation> delle sue </translation>
    </message>
    <message>
        <source>/s allocation, </source>
        <translation>/s di allocazione, </translation>
    </message>
    <message>
        <source> of the </source>
        <translation> del </translation>
    </message>
    <message>
        <source>
asked up to </source>
        <translation>
richiesto fino a </translation>
    </message>
    <message>
        <source>
asked </source>
        <translation>
richiesto </translation>
    </message>
    <message>
        <source> of the ceiling</source>
        <translation> del limite</translation>
    </message>
    <message>
        <source>
throttled: </source>
        <translation>
limitate: </translation>
    </message>
    <message>
        <source> throttled on this partition so far</source>
        <translation> limitate finora su questa partizione</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>limitato</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PriceSettings</name>
    <message>
        <source>Line %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PriceTableDialog</name>
    <message>
        <source>Every cost Partiscope shows is an &lt;b&gt;estimate&lt;/b&gt; from list prices: these are for %1 in %2, as of %3, from %4. Not priced: free-tier capacity, reserved capacity, backups, streams, replication, data transfer; standard table class only.</source>
        <translation>Ogni costo mostrato da Partiscope è una &lt;b&gt;stima&lt;/b&gt; dai prezzi di listino: questi valgono per %1 in %2, al %3, da %4. Non considerati: capacità del piano gratuito, capacità riservata, backup, stream, replica, trasferimento dati; solo classe di tabella Standard.</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prezzi</translation>
    </message>
    <message>
        <source>The prices designs are costed with, as a price file: one &lt;tt&gt;name = value&lt;/tt&gt; per line, &lt;tt&gt;#&lt;/tt&gt; starts a comment.</source>
        <translation>I prezzi con cui si stimano i costi dei progetti, come file di prezzi: una riga &lt;tt&gt;nome = valore&lt;/tt&gt; per prezzo, &lt;tt&gt;#&lt;/tt&gt; inizia un commento.</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Carica file…</translation>
    </message>
    <message>
        <source>Your saved prices were not used (%1); the shipped prices are shown.</source>
        <translation>I prezzi salvati non sono stati usati (%1); sono mostrati i prezzi forniti.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>Valid price file.</source>
        <translation>File di prezzi valido.</translation>
    </message>
    <message>
        <source>Load price file</source>
        <translation>Carica file di prezzi</translation>
    </message>
    <message>
        <source>Price files (*.prices *.txt);;All files (*)</source>
        <translation>File di prezzi (*.prices *.txt);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::QueriesPane</name>
    <message>
        <source>The document&apos;s access patterns (&quot;access_patterns&quot; in the file)</source>
        <translation>I modelli di accesso del documento («access_patterns» nel file)</translation>
    </message>
    <message>
        <source>Access &amp;pattern</source>
        <translation>&amp;Modello di accesso</translation>
    </message>
    <message>
        <source>Add as access pattern</source>
        <translation>Aggiungi come modello di accesso</translation>
    </message>
    <message>
        <source>Keep this read in the document as an access pattern, to edit it</source>
        <translation>Conserva questa lettura nel documento come modello di accesso, per modificarla</translation>
    </message>
    <message>
        <source>One request per shard; double-click to copy it</source>
        <translation>Una richiesta per shard; doppio clic per copiarla</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Copia selezione</translation>
    </message>
    <message>
        <source>Copy the selected shard&apos;s request</source>
        <translation>Copia la richiesta dello shard selezionato</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copia tutto</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Access pattern &lt;b&gt;</source>
        <translation>Modello di accesso &lt;b&gt;</translation>
    </message>
    <message>
        <source>No key yet: the hottest key of the analysis appears here.</source>
        <translation>Ancora nessuna chiave: qui compare la chiave più calda dell&apos;analisi.</translation>
    </message>
    <message>
        <source>Reading the hottest key &lt;b&gt;</source>
        <translation>Rilettura della chiave più calda &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;/b&gt; back from table &lt;b&gt;</source>
        <translation>&lt;/b&gt; dalla tabella &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;/b&gt; (partition key attribute </source>
        <translation>&lt;/b&gt; (attributo della chiave di partizione </translation>
    </message>
    <message>
        <source>Save queries</source>
        <translation>Salva query</translation>
    </message>
    <message>
        <source>Cannot save </source>
        <translation>Impossibile salvare </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioImportDialog</name>
    <message>
        <source>DynamoDB JSON: scan output or S3 export</source>
        <translation>JSON DynamoDB: output di scan o export S3</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>Modello NoSQL Workbench</translation>
    </message>
    <message>
        <source>Contributor Insights report</source>
        <translation>Report Contributor Insights</translation>
    </message>
    <message>
        <source>Access log: CSV or JSON lines</source>
        <translation>Log di accesso: CSV o righe JSON</translation>
    </message>
    <message>
        <source>The output of &lt;tt&gt;aws dynamodb scan --output json&lt;/tt&gt; (one or more pages), S3 export data files (&lt;tt&gt;.json.gz&lt;/tt&gt;) or an export folder. Items do not say which attributes are the keys: give the &lt;tt&gt;aws dynamodb describe-table&lt;/tt&gt; output or the key names.</source>
        <translation>L&apos;output di &lt;tt&gt;aws dynamodb scan --output json&lt;/tt&gt; (una o più pagine), file di export S3 (&lt;tt&gt;.json.gz&lt;/tt&gt;) o una cartella di export. Gli elementi non dicono quali attributi sono le chiavi: fornisci l&apos;output di &lt;tt&gt;aws dynamodb describe-table&lt;/tt&gt; o i nomi delle chiavi.</translation>
    </message>
    <message>
        <source>A NoSQL Workbench data model (versions 2.0 and 3.0): one table per scenario, the first unless a table is named.</source>
        <translation>Un modello di dati NoSQL Workbench (versioni 2.0 e 3.0): una tabella per scenario, la prima se non è indicata una tabella.</translation>
    </message>
    <message>
        <source>The output of &lt;tt&gt;aws cloudwatch get-insight-rule-report&lt;/tt&gt; for a DynamoDB Contributor Insights rule.</source>
        <translation>L&apos;output di &lt;tt&gt;aws cloudwatch get-insight-rule-report&lt;/tt&gt; per una regola DynamoDB Contributor Insights.</translation>
    </message>
    <message>
        <source>One request per line: CSV with a header row or JSON lines, with &lt;tt&gt;timestamp&lt;/tt&gt; and &lt;tt&gt;key&lt;/tt&gt;, optionally &lt;tt&gt;operation&lt;/tt&gt;, &lt;tt&gt;count&lt;/tt&gt; or &lt;tt&gt;units&lt;/tt&gt;, &lt;tt&gt;index&lt;/tt&gt;.</source>
        <translation>Una richiesta per riga: CSV con riga di intestazione o righe JSON, con &lt;tt&gt;timestamp&lt;/tt&gt; e &lt;tt&gt;key&lt;/tt&gt;, facoltativamente &lt;tt&gt;operation&lt;/tt&gt;, &lt;tt&gt;count&lt;/tt&gt; o &lt;tt&gt;units&lt;/tt&gt;, &lt;tt&gt;index&lt;/tt&gt;.</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> e altri %1</translation>
    </message>
    <message>
        <source>Import table</source>
        <translation>Importa tabella</translation>
    </message>
    <message>
        <source>guessed from the content</source>
        <translation>dedotto dal contenuto</translation>
    </message>
    <message>
        <source>could not be guessed from the content: please choose</source>
        <translation>non deducibile dal contenuto: scegli</translation>
    </message>
    <message>
        <source>describe-table.json (optional with key names)</source>
        <translation>describe-table.json (facoltativo con i nomi delle chiavi)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>attribute name, e.g. PK</source>
        <translation>nome dell&apos;attributo, ad es. PK</translation>
    </message>
    <message>
        <source>optional, e.g. SK</source>
        <translation>facoltativo, ad es. SK</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>&amp;Describe-table file:</source>
        <translation>File &amp;describe-table:</translation>
    </message>
    <message>
        <source>&amp;Partition key:</source>
        <translation>Chiave di &amp;partizione:</translation>
    </message>
    <message>
        <source>&amp;Sort key:</source>
        <translation>Chiave di &amp;ordinamento:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabella:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importa</translation>
    </message>
    <message>
        <source>the model&apos;s first table</source>
        <translation>la prima tabella del modello</translation>
    </message>
    <message>
        <source>from the input</source>
        <translation>dall&apos;input</translation>
    </message>
    <message>
        <source>describe-table output</source>
        <translation>output di describe-table</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>File JSON (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>&amp;Stop import</source>
        <translation>&amp;Interrompi importazione</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Cannot import: </source>
        <translation>Impossibile importare: </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioQueries</name>
    <message>
        <source> query</source>
        <translation> query</translation>
    </message>
    <message>
        <source> queries</source>
        <translation> query</translation>
    </message>
    <message>
        <source>, at least </source>
        <translation>, almeno </translation>
    </message>
    <message>
        <source> RCU (</source>
        <translation> RCU (</translation>
    </message>
    <message>
        <source>; the first %1 shown (partiscope-cli queries writes them all)</source>
        <translation>; mostrate le prime %1 (partiscope-cli queries le scrive tutte)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioRender</name>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source> — expected writes per partition (</source>
        <translation> — scritture attese per partizione (</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Nota: </translation>
    </message>
    <message>
        <source> — throttle timeline</source>
        <translation> — linea temporale delle limitazioni</translation>
    </message>
    <message>
        <source> — partitions over time</source>
        <translation> — partizioni nel tempo</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::SimulationPanel</name>
    <message>
        <source> s of </source>
        <translation> s di </translation>
    </message>
    <message>
        <source> · first throttle at </source>
        <translation> · prima limitazione a </translation>
    </message>
    <message>
        <source> · no throttling in the whole run</source>
        <translation> · nessuna limitazione in tutta l&apos;esecuzione</translation>
    </message>
    <message>
        <source> · no throttling so far</source>
        <translation> · nessuna limitazione finora</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Pause and simulate one more second</source>
        <translation>Metti in pausa e simula un altro secondo</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reimposta</translation>
    </message>
    <message>
        <source>Simulated seconds per second</source>
        <translation>Secondi simulati al secondo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>CloudWatch data: </source>
        <translation>Dati CloudWatch: </translation>
    </message>
    <message>
        <source> · setting up the run again…</source>
        <translation> · nuova preparazione dell&apos;esecuzione…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::StatusTotals</name>
    <message>
        <source>Distinct partition-key values</source>
        <translation>Valori distinti della chiave di partizione</translation>
    </message>
    <message>
        <source>Writes counted over all keys</source>
        <translation>Scritture contate su tutte le chiavi</translation>
    </message>
    <message>
        <source>Hot factor: the fullest bucket&apos;s (or partition&apos;s) writes / the mean per bucket, over the heat map&apos;s cells (1 = perfectly even)</source>
        <translation>Fattore di calore: scritture del bucket (o della partizione) più pieno / media per bucket, sulle celle della mappa di calore (1 = perfettamente uniforme)</translation>
    </message>
    <message>
        <source>Requests the simulation has throttled so far (retries included)</source>
        <translation>Richieste limitate finora dalla simulazione (tentativi inclusi)</translation>
    </message>
    <message>
        <source>Throttled requests by the reason DynamoDB reports (ThrottlingReason): table or index, read or write, and which limit</source>
        <translation>Richieste limitate per il motivo riportato da DynamoDB (ThrottlingReason): tabella o indice, lettura o scrittura, e quale limite</translation>
    </message>
    <message>
        <source>– keys</source>
        <translation>– chiavi</translation>
    </message>
    <message>
        <source>– writes</source>
        <translation>– scritture</translation>
    </message>
    <message>
        <source>hot factor –</source>
        <translation>fattore di calore –</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> chiavi</translation>
    </message>
    <message>
        <source>hot factor </source>
        <translation>fattore di calore </translation>
    </message>
    <message>
        <source> throttled (t = </source>
        <translation> limitate (t = </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::StrategyPane</name>
    <message>
        <source>Write sharding</source>
        <translation>Sharding delle scritture</translation>
    </message>
    <message>
        <source>How a suffix is appended to each logical key</source>
        <translation>Come si aggiunge un suffisso a ogni chiave logica</translation>
    </message>
    <message>
        <source>Strate&amp;gy</source>
        <translation>Strate&amp;gia</translation>
    </message>
    <message>
        <source>Number of suffixes (N) the strategy spreads a key over</source>
        <translation>Numero di suffissi (N) su cui la strategia distribuisce una chiave</translation>
    </message>
    <message>
        <source>Shards (&amp;N)</source>
        <translation>Shard (&amp;N)</translation>
    </message>
    <message>
        <source>XXH3-64 mod N, + 1</source>
        <translation>XXH3-64 mod N, + 1</translation>
    </message>
    <message>
        <source>code points multiplied, mod N, + 1</source>
        <translation>code point moltiplicati, mod N, + 1</translation>
    </message>
    <message>
        <source>Suffi&amp;x function</source>
        <translation>Funzione di suffi&amp;sso</translation>
    </message>
    <message>
        <source>the source is the logical shard</source>
        <translation>la sorgente è lo shard logico</translation>
    </message>
    <message>
        <source>virtual shards 0…V−1</source>
        <translation>shard virtuali 0…V−1</translation>
    </message>
    <message>
        <source>Loo&amp;kup by</source>
        <translation>Ricerc&amp;a per</translation>
    </message>
    <message>
        <source>Joins the logical key and the suffix</source>
        <translation>Unisce la chiave logica e il suffisso</translation>
    </message>
    <message>
        <source>Se&amp;parator</source>
        <translation>Se&amp;paratore</translation>
    </message>
    <message>
        <source>The random suffixes are seeded, so a run can be repeated</source>
        <translation>I suffissi casuali hanno un seme, così un&apos;esecuzione è ripetibile</translation>
    </message>
    <message>
        <source>Random see&amp;d</source>
        <translation>Seme casual&amp;e</translation>
    </message>
    <message>
        <source>One boundary per line, strictly increasing: numeric order when every boundary is a number, byte order otherwise</source>
        <translation>Un limite per riga, strettamente crescente: ordine numerico se ogni limite è un numero, altrimenti ordine dei byte</translation>
    </message>
    <message>
        <source>Bo&amp;undaries</source>
        <translation>Li&amp;miti</translation>
    </message>
    <message>
        <source>LOGICAL,PHYSICAL per line (or a TAB between them); # starts a comment</source>
        <translation>LOGICO,FISICO per riga (o un TAB tra i due); # inizia un commento</translation>
    </message>
    <message>
        <source>Shard &amp;map</source>
        <translation>Mappa degli s&amp;hard</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>Lookup function</source>
        <translation>Funzione di ricerca</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Separatore</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Boundaries</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <source>Shard map</source>
        <translation>Mappa degli shard</translation>
    </message>
    <message>
        <source> line</source>
        <translation> riga</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> righe</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>How many shards?</source>
        <translation>Quanti shard?</translation>
    </message>
    <message>
        <source>Writes per second on the one logical key to shard (filled in with the document&apos;s hottest key)</source>
        <translation>Scritture al secondo sull&apos;unica chiave logica da suddividere (precompilato con la chiave più calda del documento)</translation>
    </message>
    <message>
        <source>&amp;Writes/s on the key</source>
        <translation>&amp;Scritture/s sulla chiave</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>&amp;Item size</source>
        <translation>&amp;Dimensione elemento</translation>
    </message>
    <message>
        <source>Room for growth on top of the bare minimum</source>
        <translation>Margine di crescita oltre il minimo indispensabile</translation>
    </message>
    <message>
        <source>Headr&amp;oom</source>
        <translation>Ma&amp;rgine</translation>
    </message>
    <message>
        <source>Heat map model</source>
        <translation>Modello della mappa di calore</translation>
    </message>
    <message>
        <source>Buckets (model partitions) the keys are placed into</source>
        <translation>Bucket (partizioni del modello) in cui si collocano le chiavi</translation>
    </message>
    <message>
        <source>Bu&amp;ckets</source>
        <translation>Bu&amp;cket</translation>
    </message>
    <message>
        <source>mod — hash mod buckets</source>
        <translation>mod — hash mod bucket</translation>
    </message>
    <message>
        <source>range — equal hash ranges</source>
        <translation>range — intervalli di hash uguali</translation>
    </message>
    <message>
        <source>Range is closer to DynamoDB: each partition owns a contiguous range of the hash space</source>
        <translation>Range è più vicino a DynamoDB: ogni partizione possiede un intervallo contiguo dello spazio di hash</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Collocazione</translation>
    </message>
    <message>
        <source>Random seed: a whole number from 0 to 18446744073709551615</source>
        <translation>Seme casuale: un intero da 0 a 18446744073709551615</translation>
    </message>
    <message>
        <source>Boundaries, </source>
        <translation>Limiti, </translation>
    </message>
    <message>
        <source>Physical keys of </source>
        <translation>Chiavi fisiche di </translation>
    </message>
    <message>
        <source>No preview until the parameters are valid.</source>
        <translation>Nessuna anteprima finché i parametri non sono validi.</translation>
    </message>
    <message>
        <source>… and </source>
        <translation>… e </translation>
    </message>
    <message>
        <source> more</source>
        <translation> altre</translation>
    </message>
    <message>
        <source>a point read cannot know its shard (random)</source>
        <translation>una lettura puntuale non può conoscere il suo shard (casuale)</translation>
    </message>
    <message>
        <source>a point read computes its one shard from the source value</source>
        <translation>una lettura puntuale calcola il suo unico shard dal valore sorgente</translation>
    </message>
    <message>
        <source>Read fan-out: </source>
        <translation>Fan-out di lettura: </translation>
    </message>
    <message>
        <source> to read the whole key; </source>
        <translation> per leggere l&apos;intera chiave; </translation>
    </message>
    <message>
        <source>Appl&amp;y N = </source>
        <translation>Appl&amp;ica N = </translation>
    </message>
    <message>
        <source>Sets Shards (N) to the recommendation</source>
        <translation>Imposta Shard (N) sulla raccomandazione</translation>
    </message>
    <message>
        <source>Pick random, calculated or mod first: they take a shard count</source>
        <translation>Scegli prima random, calculated o mod: prevedono un numero di shard</translation>
    </message>
    <message>
        <source>Suffix function</source>
        <translation>Funzione del suffisso</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TablePane</name>
    <message>
        <source>since 2019</source>
        <translation>dal 2019</translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> tentativi</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modalità</translation>
    </message>
    <message>
        <source>&amp;RCU</source>
        <translation>&amp;RCU</translation>
    </message>
    <message>
        <source>&amp;WCU</source>
        <translation>&amp;WCU</translation>
    </message>
    <message>
        <source>Previous peak RCU/s</source>
        <translation>RCU/s di picco precedenti</translation>
    </message>
    <message>
        <source>Previous peak WCU/s</source>
        <translation>WCU/s di picco precedenti</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>&amp;Fissa</translation>
    </message>
    <message>
        <source>Pin the partition count instead of deriving it from capacity</source>
        <translation>Fissa il numero di partizioni invece di derivarlo dalla capacità</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partizioni</translation>
    </message>
    <message>
        <source>Pin partitions</source>
        <translation>Fissa partizioni</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>Streams block isolation (split-for-heat) on provisioned tables</source>
        <translation>Gli stream impediscono l&apos;isolamento (split for heat) sulle tabelle con capacità allocata</translation>
    </message>
    <message>
        <source>Capacity behaviour</source>
        <translation>Comportamento della capacità</translation>
    </message>
    <message>
        <source>Each partition banks up to %1 s of its unused capacity</source>
        <translation>Ogni partizione accumula fino a %1 s della capacità inutilizzata</translation>
    </message>
    <message>
        <source>Burst starts</source>
        <translation>Inizio burst</translation>
    </message>
    <message>
        <source>&amp;Adaptive capacity</source>
        <translation>Capacità &amp;adattiva</translation>
    </message>
    <message>
        <source>Adaptive delay</source>
        <translation>Ritardo adattivo</translation>
    </message>
    <message>
        <source>Spl&amp;it for heat</source>
        <translation>Sp&amp;lit for heat</translation>
    </message>
    <message>
        <source>Split after</source>
        <translation>Split dopo</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carico di lavoro</translation>
    </message>
    <message>
        <source>&amp;Duration</source>
        <translation>&amp;Durata</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Item si&amp;ze</source>
        <translation>Dimensione ele&amp;mento</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>SD&amp;K retries</source>
        <translation>Tentativi dell&apos;SD&amp;K</translation>
    </message>
    <message>
        <source>Operation mix: every write is a put of a new item (workload.operations in the scenario file sets a mix)</source>
        <translation>Mix di operazioni: ogni scrittura è un put di un nuovo elemento (workload.operations nel file dello scenario imposta un mix)</translation>
    </message>
    <message>
        <source>Operation mix: %1 (workload.operations, set in the scenario file)</source>
        <translation>Mix di operazioni: %1 (workload.operations, impostato nel file dello scenario)</translation>
    </message>
    <message>
        <source>Not applied: an LSI needs the table&apos;s sort key (it keeps the partition key with another sort key): remove the LSIs first</source>
        <translation>Non applicato: un LSI richiede la chiave di ordinamento della tabella (mantiene la chiave di partizione con un&apos;altra chiave di ordinamento): rimuovi prima gli LSI</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Non applicato: </translation>
    </message>
    <message>
        <source>ceil(max(%1, 2 × peak RCU)/%2 + max(%3, 2 × peak WCU)/%4)</source>
        <translation>ceil(max(%1, 2 × RCU di picco)/%2 + max(%3, 2 × WCU di picco)/%4)</translation>
    </message>
    <message>
        <source>ceil(RCU/%1 + WCU/%2)</source>
        <translation>ceil(RCU/%1 + WCU/%2)</translation>
    </message>
    <message>
        <source>max(%1, ceil(size/%2 GB))</source>
        <translation>max(%1, ceil(dimensione/%2 GB))</translation>
    </message>
    <message>
        <source>Derived: %1 (%2)</source>
        <translation>Derivato: %1 (%2)</translation>
    </message>
    <message>
        <source>; pinned to %1</source>
        <translation>; fissato a %1</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nome della tabella</translation>
    </message>
    <message>
        <source>optional: the scenario&apos;s name</source>
        <translation>facoltativo: il nome dello scenario</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <translation>&amp;Nome della tabella</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Chiave di partizione</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Chiave di ordinamento</translation>
    </message>
    <message>
        <source>Table has a sort key</source>
        <translation>La tabella ha una chiave di ordinamento</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>Tipo della chiave di partizione</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>Nome della chiave di ordinamento</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>Tipo della chiave di ordinamento</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Dimensione dei dati</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Partitions = max(capacity formula, ceil(size / %1 GB)): a partition holds about %1 GB</source>
        <translation>Partizioni = max(formula della capacità, ceil(dimensione / %1 GB)): una partizione contiene circa %1 GB</translation>
    </message>
    <message>
        <source>Max read request units</source>
        <translation>Unità di richiesta di lettura max.</translation>
    </message>
    <message>
        <source>Max write request units</source>
        <translation>Unità di richiesta di scrittura max.</translation>
    </message>
    <message>
        <source>On-demand maximum throughput per second: above it requests fail with ...MaxOnDemandThroughputExceeded</source>
        <translation>Throughput massimo on demand al secondo: oltre, le richieste falliscono con ...MaxOnDemandThroughputExceeded</translation>
    </message>
    <message>
        <source>Account quota RCU</source>
        <translation>Quota dell&apos;account RCU</translation>
    </message>
    <message>
        <source>Account quota WCU</source>
        <translation>Quota dell&apos;account WCU</translation>
    </message>
    <message>
        <source>Per-table quota (Service Quotas, default %1): an on-demand table or GSI serves no more a second (above it requests fail with ...AccountLimitExceeded), and a provisioned table or GSI may be provisioned no more</source>
        <translation>Quota per tabella (Service Quotas, predefinita %1): una tabella o un GSI on-demand non serve di più al secondo (oltre, le richieste falliscono con ...AccountLimitExceeded), e a una tabella o a un GSI allocato non si può allocare di più</translation>
    </message>
    <message>
        <source>Global secondary indexes</source>
        <translation>Indici secondari globali</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Indici secondari locali</translation>
    </message>
    <message>
        <source>B&amp;urst</source>
        <translation>B&amp;urst</translation>
    </message>
    <message>
        <source>C&amp;onsistency</source>
        <translation>C&amp;oerenza</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>ceil(max(%1, warm, 2 × peak RCU)/%2 + max(%3, warm, 2 × peak WCU)/%4)</source>
        <translation>ceil(max(%1, preriscaldato, 2 × RCU di picco)/%2 + max(%3, preriscaldato, 2 × WCU di picco)/%4)</translation>
    </message>
    <message>
        <source>ceil(max(RCU, warm)/%1 + max(WCU, warm)/%2)</source>
        <translation>ceil(max(RCU, preriscaldato)/%1 + max(WCU, preriscaldato)/%2)</translation>
    </message>
    <message>
        <source>Warm read units/s</source>
        <translation>Unità di lettura preriscaldate/s</translation>
    </message>
    <message>
        <source>Warm write units/s</source>
        <translation>Unità di scrittura preriscaldate/s</translation>
    </message>
    <message>
        <source>Warm throughput (pre-warming): what the table serves at once. It starts with the partitions for it, and on demand it serves up to it at once, as it serves twice its previous peak. none: the mode&apos;s own (a new on-demand table&apos;s %1 read / %2 write units, a provisioned table&apos;s capacity)</source>
        <translation>Throughput preriscaldato (preriscaldamento): ciò che la tabella serve subito. Parte con le partizioni necessarie e, on demand, serve subito fino a questo valore, come il doppio del suo picco precedente. nessuna: quello della modalità (%1 unità di lettura / %2 di scrittura per una nuova tabella on demand, la capacità per una tabella con provisioning)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TableProblemText</name>
    <message>
        <source>non-key attributes</source>
        <translation>attributi non chiave</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partizioni</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ThrottleTimelineChart</name>
    <message>
        <source>burst tokens</source>
        <translation>token di burst</translation>
    </message>
    <message>
        <source>burst bucket (hottest)</source>
        <translation>bucket di burst (il più caldo)</translation>
    </message>
    <message>
        <source>throttling starts</source>
        <translation>inizio delle limitazioni</translation>
    </message>
    <message>
        <source>Throttle timeline</source>
        <translation>Linea temporale delle limitazioni</translation>
    </message>
    <message>
        <source>Solid: </source>
        <translation>Continua: </translation>
    </message>
    <message>
        <source> consumed · dashed: allocated · ▲ throttling starts · ■ split</source>
        <translation> consumate · tratteggiata: allocate · ▲ inizio delle limitazioni · ■ split</translation>
    </message>
    <message>
        <source> · thick dashed: CloudWatch</source>
        <translation> · tratteggio spesso: CloudWatch</translation>
    </message>
    <message>
        <source>, observed</source>
        <translation>, osservato</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>limitato</translation>
    </message>
    <message>
        <source>split</source>
        <translation>divisione</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ora</translation>
    </message>
    <message>
        <source>throttled by index back-pressure</source>
        <translation>limitato dalla contropressione di un indice</translation>
    </message>
    <message>
        <source>simulated, same periods</source>
        <translation>simulato, stessi periodi</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TimelineCurves</name>
    <message>
        <source>CloudWatch </source>
        <translation>CloudWatch </translation>
    </message>
    <message>
        <source>partition </source>
        <translation>partizione </translation>
    </message>
    <message>
        <source>other </source>
        <translation>altre </translation>
    </message>
    <message>
        <source> partition</source>
        <translation> partizione</translation>
    </message>
    <message>
        <source> partitions</source>
        <translation> partizioni</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ViewExport</name>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;sporta</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Disegni SVG (*.svg)</translation>
    </message>
    <message>
        <source>Exported </source>
        <translation>Esportato: </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Cannot export </source>
        <translation>Impossibile esportare: </translation>
    </message>
    <message>
        <source> as PNG…</source>
        <translation> come PNG…</translation>
    </message>
    <message>
        <source> as SVG…</source>
        <translation> come SVG…</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>Mappa di &amp;calore</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Linea temporale</translation>
    </message>
    <message>
        <source>&amp;Partition × time</source>
        <translation>&amp;Partizione × tempo</translation>
    </message>
    <message>
        <source>Simulation &amp;metrics as CSV…</source>
        <translation>&amp;Metriche della simulazione come CSV…</translation>
    </message>
    <message>
        <source>Export simulation metrics</source>
        <translation>Esporta metriche della simulazione</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exporting </source>
        <translation>Esportazione di </translation>
    </message>
</context>
</TS>
