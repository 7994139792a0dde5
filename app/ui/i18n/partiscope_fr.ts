<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BucketHeatmap</name>
    <message>
        <source>Enter lists the keys of this cell.</source>
        <translation>Entrée liste les clés de cette cellule.</translation>
    </message>
    <message>
        <source>%1. Arrow keys move between the cells, Home and End jump to the first and the last.</source>
        <translation>%1. Les flèches passent d&apos;une cellule à l&apos;autre, Début et Fin vont à la première et à la dernière.</translation>
    </message>
</context>
<context>
    <name>DecisionPathView</name>
    <message>
        <source>highlighted: a finding points here</source>
        <translation>en surbrillance : un constat l&apos;indique</translation>
    </message>
    <message>
        <source>not highlighted</source>
        <translation>pas en surbrillance</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>Chemin de décision</translation>
    </message>
</context>
<context>
    <name>PartitionTimeHeatmap</name>
    <message>
        <source>Partition %1</source>
        <translation>Partition %1</translation>
    </message>
    <message>
        <source>One row per partition, time across. Up and Down move between the partitions, Left and Right through time, End follows the latest second.</source>
        <translation>Une ligne par partition, le temps en abscisse. Haut et Bas passent d&apos;une partition à l&apos;autre, Gauche et Droite parcourent le temps, Fin suit la dernière seconde.</translation>
    </message>
</context>
<context>
    <name>ThrottleTimelineChart</name>
    <message>
        <source>Throttle timeline</source>
        <translation>Chronologie des limitations</translation>
    </message>
    <message>
        <source>Second %1 of %2</source>
        <translation>Seconde %1 sur %2</translation>
    </message>
    <message>
        <source>throttled now: %1 %2/s</source>
        <translation>limité maintenant : %1 %2/s</translation>
    </message>
    <message>
        <source>first throttle at %1 s</source>
        <translation>première limitation à %1 s</translation>
    </message>
    <message>
        <source>no throttling so far</source>
        <translation>aucune limitation jusqu&apos;ici</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AboutDialog</name>
    <message>
        <source>the window and its widgets</source>
        <translation>la fenêtre et ses composants</translation>
    </message>
    <message>
        <source>the throttle timeline (Qt Charts has no LGPL option)</source>
        <translation>la chronologie des limitations (Qt Charts n&apos;a pas d&apos;option LGPL)</translation>
    </message>
    <message>
        <source>scenario and report files</source>
        <translation>les fichiers de scénario et de rapport</translation>
    </message>
    <message>
        <source>large JSON files (imports, CloudWatch data)</source>
        <translation>les gros fichiers JSON (importations, données CloudWatch)</translation>
    </message>
    <message>
        <source>the model partition hash</source>
        <translation>le hachage de partition du modèle</translation>
    </message>
    <message>
        <source>reading gzip-compressed exports</source>
        <translation>la lecture des exports compressés en gzip</translation>
    </message>
    <message>
        <source>the tests only; not part of the programs</source>
        <translation>les tests uniquement ; ne fait pas partie des programmes</translation>
    </message>
    <message>
        <source>Models how DynamoDB partition keys spread over partitions, where a hot key throttles, and what write sharding costs on reads. Every cost figure is an estimate.</source>
        <translation>Modélise la répartition des clés de partition DynamoDB sur les partitions, l&apos;endroit où une clé chaude est limitée et ce que le sharding des écritures coûte en lecture. Chaque coût est une estimation.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilé avec Qt %1, exécuté avec Qt %2.</translation>
    </message>
    <message>
        <source>Libraries and their licences</source>
        <translation>Bibliothèques et leurs licences</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Utilisée pour</translation>
    </message>
    <message>
        <source>The licences as the copyright files of the Debian packages state them. The libraries are linked from the system, not copied into Partiscope.</source>
        <translation>Les licences telles que les indiquent les fichiers copyright des paquets Debian. Les bibliothèques sont liées depuis le système, pas copiées dans Partiscope.</translation>
    </message>
    <message>
        <source>The partition hash</source>
        <translation>Le hachage de partition</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>Remarque : %1.</translation>
    </message>
    <message>
        <source>About Partiscope</source>
        <translation>À propos de Partiscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AccessPatternEditor</name>
    <message>
        <source>The table, or one of its indexes (IndexName)</source>
        <translation>La table ou l&apos;un de ses index (IndexName)</translation>
    </message>
    <message>
        <source>Tar&amp;get</source>
        <translation>&amp;Cible</translation>
    </message>
    <message>
        <source>The logical partition-key value; the target&apos;s strategy shards it</source>
        <translation>La valeur logique de la clé de partition ; la stratégie de la cible la répartit en shards</translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation>C&amp;lé</translation>
    </message>
    <message>
        <source>(no condition)</source>
        <translation>(aucune condition)</translation>
    </message>
    <message>
        <source>and (between)</source>
        <translation>et (between)</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>Clé de &amp;tri</translation>
    </message>
    <message>
        <source>strong (ConsistentRead)</source>
        <translation>forte (ConsistentRead)</translation>
    </message>
    <message>
        <source> reads/s</source>
        <translation> lectures/s</translation>
    </message>
    <message>
        <source>&amp;Rate</source>
        <translation>&amp;Débit</translation>
    </message>
    <message>
        <source>Pattern target</source>
        <translation>Cible du modèle</translation>
    </message>
    <message>
        <source>Pattern key</source>
        <translation>Clé du modèle</translation>
    </message>
    <message>
        <source>Sort-key condition</source>
        <translation>Condition sur la clé de tri</translation>
    </message>
    <message>
        <source>Sort-key value</source>
        <translation>Valeur de la clé de tri</translation>
    </message>
    <message>
        <source>Second sort-key value</source>
        <translation>Seconde valeur de la clé de tri</translation>
    </message>
    <message>
        <source>Pattern consistency</source>
        <translation>Cohérence du modèle</translation>
    </message>
    <message>
        <source>Pattern rate</source>
        <translation>Débit du modèle</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
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
        <translation> (index inexistant)</translation>
    </message>
    <message>
        <source>&amp;Key (</source>
        <translation>C&amp;lé (</translation>
    </message>
    <message>
        <source>&amp;Sort key (</source>
        <translation>Clé de &amp;tri (</translation>
    </message>
    <message>
        <source>&amp;Sort key (none)</source>
        <translation>Clé de &amp;tri (aucune)</translation>
    </message>
    <message>
        <source>A global secondary index is read eventually consistently only</source>
        <translation>Un index secondaire global ne se lit qu&apos;en cohérence à terme</translation>
    </message>
    <message>
        <source>Strongly consistent reads cost twice the read units</source>
        <translation>Les lectures fortement cohérentes coûtent deux fois plus d&apos;unités de lecture</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Non appliqué : </translation>
    </message>
    <message>
        <source>C&amp;onsistency</source>
        <translation>C&amp;ohérence</translation>
    </message>
    <message>
        <source>eventual</source>
        <translation>éventuelle</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AdvisorPane</name>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;[%2]&lt;/b&gt; &lt;b&gt;%3&lt;/b&gt; &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;b&gt;Evidence:&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Recommendation:&lt;/b&gt; %6</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;[%2]&lt;/b&gt; &lt;b&gt;%3&lt;/b&gt; &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;b&gt;Constat :&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Recommandation :&lt;/b&gt; %6</translation>
    </message>
    <message>
        <source>Analysing the scenario…</source>
        <translation>Analyse du scénario…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decision path&lt;/b&gt; (highlighted: what the findings point to)</source>
        <translation>&lt;b&gt;Chemin de décision&lt;/b&gt; (en surbrillance : ce que les constats indiquent)</translation>
    </message>
    <message>
        <source>No findings: the keys and the capacity look fine.</source>
        <translation>Aucun constat : les clés et la capacité semblent correctes.</translation>
    </message>
    <message>
        <source>, most severe first.</source>
        <translation>, les plus graves d&apos;abord.</translation>
    </message>
    <message>
        <source>Cannot analyse the scenario: </source>
        <translation>Impossible d&apos;analyser le scénario : </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AnalysisSummaryText</name>
    <message>
        <source> lines · </source>
        <translation> lignes · </translation>
    </message>
    <message>
        <source> accepted · </source>
        <translation> acceptées · </translation>
    </message>
    <message>
        <source> rejected · </source>
        <translation> rejetées · </translation>
    </message>
    <message>
        <source> blank
</source>
        <translation> vides
</translation>
    </message>
    <message>
        <source> distinct keys</source>
        <translation> clés distinctes</translation>
    </message>
    <message>
        <source>line </source>
        <translation>ligne </translation>
    </message>
    <message>
        <source> after sharding)</source>
        <translation> après sharding)</translation>
    </message>
    <message>
        <source>Total </source>
        <translation>Total </translation>
    </message>
    <message>
        <source> writes  ·  </source>
        <translation> écritures  ·  </translation>
    </message>
    <message>
        <source>  ·  hot factor </source>
        <translation>  ·  facteur de chaleur </translation>
    </message>
    <message>
        <source> (max/mean)</source>
        <translation> (max/moyenne)</translation>
    </message>
    <message>
        <source>  ·  Gini </source>
        <translation>  ·  Gini </translation>
    </message>
    <message>
        <source>  ·  entropy </source>
        <translation>  ·  entropie </translation>
    </message>
    <message>
        <source>  ·  empty </source>
        <translation>  ·  vides </translation>
    </message>
    <message>
        <source> of </source>
        <translation> sur </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Remarque : </translation>
    </message>
    <message>
        <source> This map places the keys by the model hash into </source>
        <translation> Cette carte place les clés par le hachage du modèle dans </translation>
    </message>
    <message>
        <source> has </source>
        <translation> a </translation>
    </message>
    <message>
        <source> and the scenario pins its keys to them</source>
        <translation> et le scénario y fixe ses clés</translation>
    </message>
    <message>
        <source>. The simulation, the advisor and the report use the table&apos;s partitions, so their hot factor can differ from this one.</source>
        <translation>. La simulation, le conseiller et le rapport utilisent les partitions de la table ; leur facteur de chaleur peut donc différer de celui-ci.</translation>
    </message>
    <message>
        <source>. The simulation uses the index&apos;s partitions, so its hot factor can differ from this one.</source>
        <translation>. La simulation utilise les partitions de l&apos;index ; son facteur de chaleur peut donc différer de celui-ci.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AutoScalingEditor</name>
    <message>
        <source>Write auto scaling</source>
        <translation>Auto scaling des écritures</translation>
    </message>
    <message>
        <source>Read auto scaling</source>
        <translation>Auto scaling des lectures</translation>
    </message>
    <message>
        <source>Target tracking: each minute the consumed capacity against the target; out after %1 minutes above it, in after %2 below, within the minimum and the maximum. It sees the table&apos;s consumption, not a partition&apos;s: a throttled request consumes nothing.</source>
        <translation>Suivi de cible : chaque minute, la capacité consommée face à la cible ; augmentation après %1 minutes au-dessus, réduction après %2 en dessous, entre le minimum et le maximum. Il voit la consommation de la table, pas celle d&apos;une partition : une requête limitée ne consomme rien.</translation>
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
        <translation>Utilisation cible</translation>
    </message>
    <message>
        <source> minimum</source>
        <translation> minimum</translation>
    </message>
    <message>
        <source> maximum</source>
        <translation> maximum</translation>
    </message>
    <message>
        <source> target</source>
        <translation> cible</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AxisScale</name>
    <message>
        <source>simulated time (</source>
        <translation>temps simulé (</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketBarChart</name>
    <message>
        <source>Writes per bucket bar chart</source>
        <translation>Histogramme des écritures par compartiment</translation>
    </message>
    <message>
        <source>Writes per </source>
        <translation>Écritures par </translation>
    </message>
    <message>
        <source> bar chart</source>
        <translation> – histogramme</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>compartiment</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>écritures</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketHeatmap</name>
    <message>
        <source>Bucket heat map</source>
        <translation>Carte thermique des compartiments</translation>
    </message>
    <message>
        <source>Heat map of writes per </source>
        <translation>Carte thermique des écritures par </translation>
    </message>
    <message>
        <source>Writes per </source>
        <translation>Écritures par </translation>
    </message>
    <message>
        <source> (relative: no request rate)</source>
        <translation> (relative : aucun débit de requêtes)</translation>
    </message>
    <message>
        <source> of all writes</source>
        <translation> de toutes les écritures</translation>
    </message>
    <message>
        <source>/s at the peak rates: </source>
        <translation>/s aux débits de pointe : </translation>
    </message>
    <message>
        <source> of the per-partition ceiling</source>
        <translation> du plafond par partition</translation>
    </message>
    <message>
        <source> (throttles)</source>
        <translation> (limité)</translation>
    </message>
    <message>
        <source> key</source>
        <translation> clé</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> clés</translation>
    </message>
    <message>
        <source>, the busiest </source>
        <translation>, les plus actives </translation>
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
        <translation>&lt;/table&gt;Cliquer pour lister toutes les clés.</translation>
    </message>
    <message>
        <source>No buckets to show yet</source>
        <translation>Aucun compartiment à afficher pour l&apos;instant</translation>
    </message>
    <message>
        <source> of ceiling</source>
        <translation> du plafond</translation>
    </message>
    <message>
        <source>above 100 %: throttles</source>
        <translation>au-delà de 100 % : limitation</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketKeysModel</name>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Écritures</translation>
    </message>
    <message>
        <source>Share of </source>
        <translation>Part de </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketKeysPanel</name>
    <message>
        <source>Click a cell of the heat map to list its keys.</source>
        <translation>Cliquez sur une cellule de la carte thermique pour lister ses clés.</translation>
    </message>
    <message>
        <source>Filter keys</source>
        <translation>Filtrer les clés</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text (Ctrl+C)</source>
        <translation>Copier les lignes sélectionnées en texte séparé par des tabulations (Ctrl+C)</translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation>Copier les lignes</translation>
    </message>
    <message>
        <source>Listing the keys of </source>
        <translation>Liste des clés de </translation>
    </message>
    <message>
        <source> of all writes)</source>
        <translation> de toutes les écritures)</translation>
    </message>
    <message>
        <source>Cannot list the keys: </source>
        <translation>Impossible de lister les clés : </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CandidateList</name>
    <message>
        <source>A document holds at most </source>
        <translation>Un document contient au plus </translation>
    </message>
    <message>
        <source> candidates: remove one first</source>
        <translation> candidats : supprimez-en un d&apos;abord</translation>
    </message>
    <message>
        <source>Design </source>
        <translation>Conception </translation>
    </message>
    <message>
        <source>A candidate needs a name</source>
        <translation>Un candidat doit avoir un nom</translation>
    </message>
    <message>
        <source>A candidate&apos;s name has at most </source>
        <translation>Le nom d&apos;un candidat compte au plus </translation>
    </message>
    <message>
        <source> characters</source>
        <translation> caractères</translation>
    </message>
    <message>
        <source>Another candidate is called </source>
        <translation>Un autre candidat s&apos;appelle déjà </translation>
    </message>
    <message>
        <source>Add candidate </source>
        <translation>Ajouter le candidat </translation>
    </message>
    <message>
        <source>Rename candidate </source>
        <translation>Renommer le candidat </translation>
    </message>
    <message>
        <source>Remove candidate </source>
        <translation>Supprimer le candidat </translation>
    </message>
    <message>
        <source>The document has no candidate </source>
        <translation>Le document n&apos;a pas de candidat </translation>
    </message>
    <message>
        <source>Make %1 current</source>
        <translation>Rendre %1 courant</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareHeatmaps</name>
    <message>
        <source>Hot factor: writes of the fullest bucket over the mean (1 = perfectly even). Both maps share one colour scale.</source>
        <translation>Facteur de chaleur : écritures du compartiment le plus plein divisées par la moyenne (1 = parfaitement uniforme). Les deux cartes partagent une échelle de couleurs.</translation>
    </message>
    <message>
        <source>no strategy</source>
        <translation>aucune stratégie</translation>
    </message>
    <message>
        <source> shards</source>
        <translation> shards</translation>
    </message>
    <message>
        <source> · hot factor </source>
        <translation> · facteur de chaleur </translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareTableModel</name>
    <message>
        <source> The best of the designs in this column</source>
        <translation> La meilleure des conceptions dans cette colonne</translation>
    </message>
    <message>
        <source>Hot factor</source>
        <translation>Facteur de chaleur</translation>
    </message>
    <message>
        <source>Peak
partition use</source>
        <translation>Utilisation max.
par partition</translation>
    </message>
    <message>
        <source>Queries
per read</source>
        <translation>Requêtes
par lecture</translation>
    </message>
    <message>
        <source>Min RCU
per read</source>
        <translation>RCU min.
par lecture</translation>
    </message>
    <message>
        <source>WCU per
write</source>
        <translation>WCU par
écriture</translation>
    </message>
    <message>
        <source>Monthly cost
(estimate)</source>
        <translation>Coût mensuel
(estimation)</translation>
    </message>
    <message>
        <source>Most severe
finding</source>
        <translation>Constat
le plus grave</translation>
    </message>
    <message>
        <source>The fullest partition&apos;s writes over the mean per partition (lower is better)</source>
        <translation>Écritures de la partition la plus pleine divisées par la moyenne par partition (plus bas est meilleur)</translation>
    </message>
    <message>
        <source>The most any partition of the table or an index asked for in one second, as a share of the per-partition ceiling; above 100 % it asked for more than a partition can serve (lower is better)</source>
        <translation>Le maximum qu&apos;une partition de la table ou d&apos;un index a demandé en une seconde, en part du plafond par partition ; au-delà de 100 %, elle a demandé plus qu&apos;une partition ne peut servir (plus bas est meilleur)</translation>
    </message>
    <message>
        <source>Requests the application saw throttled over the run, for every reason (lower is better); hover a cell for the reasons</source>
        <translation>Requêtes que l&apos;application a vues limitées pendant l&apos;exécution, pour toutes les raisons (plus bas est meilleur) ; survolez une cellule pour les raisons</translation>
    </message>
    <message>
        <source>Queries it takes to read one whole logical key: the strategy&apos;s fan-out (lower is better)</source>
        <translation>Requêtes nécessaires pour lire une clé logique entière : le fan-out de la stratégie (plus bas est meilleur)</translation>
    </message>
    <message>
        <source>The least read capacity those queries consume; each query costs at least one read unit (lower is better)</source>
        <translation>La plus petite capacité de lecture consommée par ces requêtes ; chaque requête coûte au moins une unité de lecture (plus bas est meilleur)</translation>
    </message>
    <message>
        <source>Write capacity units one logical write consumes, the table&apos;s and every index&apos;s together (lower is better)</source>
        <translation>Unités de capacité d&apos;écriture consommées par une écriture logique, table et index réunis (plus bas est meilleur)</translation>
    </message>
    <message>
        <source>An estimate of the monthly bill from the simulated consumption at the price table&apos;s list prices (lower is better)</source>
        <translation>Une estimation de la facture mensuelle à partir de la consommation simulée, aux prix catalogue de la table de prix (plus bas est meilleur)</translation>
    </message>
    <message>
        <source>The advisor&apos;s most severe finding for the design (less severe is better)</source>
        <translation>Le constat le plus grave du conseiller pour la conception (moins grave est meilleur)</translation>
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
        <translation>Rien n&apos;a été limité</translation>
    </message>
    <message>
        <source>Throttled by reason:
</source>
        <translation>Limité par raison :
</translation>
    </message>
    <message>
        <source>Estimate at </source>
        <translation>Estimation aux prix catalogue </translation>
    </message>
    <message>
        <source> list prices of </source>
        <translation> de </translation>
    </message>
    <message>
        <source>
Reads: </source>
        <translation>
Lectures : </translation>
    </message>
    <message>
        <source>
Writes: </source>
        <translation>
Écritures : </translation>
    </message>
    <message>
        <source>
Storage: </source>
        <translation>
Stockage : </translation>
    </message>
    <message>
        <source>The advisor found nothing to report</source>
        <translation>Le conseiller n&apos;a rien à signaler</translation>
    </message>
    <message>
        <source> /month (estimate)</source>
        <translation> /mois (estimation)</translation>
    </message>
    <message>
        <source>Throttled
requests</source>
        <translation>Requêtes
limitées</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareView</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Compare again</source>
        <translation>Comparer à nouveau</translation>
    </message>
    <message>
        <source>Hot factor </source>
        <translation>Facteur de chaleur </translation>
    </message>
    <message>
        <source>This document has no candidate designs, so its current design is shown alone. To compare designs, use Design › Add candidate from current, change the strategy or the table, and add another.</source>
        <translation>Ce document n&apos;a pas de conceptions candidates ; sa conception actuelle est donc affichée seule. Pour comparer, utilisez Conception › Ajouter un candidat depuis l&apos;actuel, modifiez la stratégie ou la table, puis ajoutez-en un autre.</translation>
    </message>
    <message>
        <source>One candidate: change the strategy or the table and use Design › Add candidate from current to add another to compare with.</source>
        <translation>Un seul candidat : modifiez la stratégie ou la table et utilisez Conception › Ajouter un candidat depuis l&apos;actuel pour en ajouter un autre à comparer.</translation>
    </message>
    <message>
        <source>Favoured: &lt;b&gt;</source>
        <translation>Favori : &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Out of date: the document changed since these figures were computed.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Obsolète : le document a changé depuis le calcul de ces chiffres.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Monthly costs are estimates at </source>
        <translation>Les coûts mensuels sont des estimations aux </translation>
    </message>
    <message>
        <source> list prices of </source>
        <translation> de </translation>
    </message>
    <message>
        <source> and bold: the best value of a column.</source>
        <translation> et en gras : la meilleure valeur d&apos;une colonne.</translation>
    </message>
    <message>
        <source>Beneath: each design&apos;s load per partition and its partitions over time, every map on one absolute scale: the share of the per-partition ceiling at the design&apos;s rates, hatched above 100 % (where it throttles).</source>
        <translation>En dessous : la charge de chaque conception par partition et ses partitions dans le temps, toutes les cartes sur une même échelle absolue : la part du plafond par partition aux débits de la conception, hachurée au-delà de 100 % (là où il y a limitation).</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CoreText</name>
    <message>
        <source>model only: placement uses XXH3-64; DynamoDB&apos;s real partition hash is undocumented</source>
        <translation>modèle seulement : le placement utilise XXH3-64 ; le vrai hachage de partition de DynamoDB n&apos;est pas documenté</translation>
    </message>
    <message>
        <source>%1× over %2 partition</source>
        <translation>%1× sur %2 partition</translation>
    </message>
    <message>
        <source>%1× over %2 partitions</source>
        <translation>%1× sur %2 partitions</translation>
    </message>
    <message>
        <source>%1× over %2 bucket</source>
        <translation>%1× sur %2 compartiment</translation>
    </message>
    <message>
        <source>%1× over %2 buckets</source>
        <translation>%1× sur %2 compartiments</translation>
    </message>
    <message>
        <source>none: the partition key is the logical key itself; one query per read</source>
        <translation>none : la clé de partition est la clé logique elle-même ; une requête par lecture</translation>
    </message>
    <message>
        <source>random: suffix 1..%1 drawn per write (seed %2), joined with %3; writes spread evenly, every read queries all %1 shards</source>
        <translation>random : suffixe 1..%1 tiré à chaque écriture (graine %2), joint par %3 ; les écritures se répartissent uniformément, chaque lecture interroge les %1 shards</translation>
    </message>
    <message>
        <source>calculated: suffix = (product of the source&apos;s code points) mod %1 + 1, joined with %2; a point read computes its shard, a full read queries %1</source>
        <translation>calculated : suffixe = (produit des points de code de la source) mod %1 + 1, joint par %2 ; une lecture ponctuelle calcule son shard, une lecture complète en interroge %1</translation>
    </message>
    <message>
        <source>calculated: suffix = xxh3-64(source) mod %1 + 1, joined with %2; a point read computes its shard, a full read queries %1</source>
        <translation>calculated : suffixe = xxh3-64(source) mod %1 + 1, joint par %2 ; une lecture ponctuelle calcule son shard, une lecture complète en interroge %1</translation>
    </message>
    <message>
        <source>mod: suffix = source mod %1 (0..%2), joined with %3; a point read computes its shard, a full read queries %1</source>
        <translation>mod : suffixe = source mod %1 (0..%2), joint par %3 ; une lecture ponctuelle calcule son shard, une lecture complète en interroge %1</translation>
    </message>
    <message>
        <source>range: suffix = index of the source&apos;s range among %1 numeric ranges, joined with %2; a full read queries %1</source>
        <translation>range : suffixe = indice de l&apos;intervalle de la source parmi %1 intervalles numériques, joint par %2 ; une lecture complète en interroge %1</translation>
    </message>
    <message>
        <source>range: suffix = index of the source&apos;s range among %1 string ranges, joined with %2; a full read queries %1</source>
        <translation>range : suffixe = indice de l&apos;intervalle de la source parmi %1 intervalles de chaînes, joint par %2 ; une lecture complète en interroge %1</translation>
    </message>
    <message>
        <source>lookup: logical shard = the source value, mapped by the shard map (%1 logical -&gt; %2 physical shards), joined with %3; a full read queries %2</source>
        <translation>lookup : shard logique = la valeur source, associée par la table des shards (%1 logiques -&gt; %2 shards physiques), joint par %3 ; une lecture complète en interroge %2</translation>
    </message>
    <message>
        <source>lookup: logical shard = xxh3-64(source) mod %1, mapped by the shard map (%2 logical -&gt; %3 physical shards), joined with %4; a full read queries %3</source>
        <translation>lookup : shard logique = xxh3-64(source) mod %1, associée par la table des shards (%2 logiques -&gt; %3 shards physiques), joint par %4 ; une lecture complète en interroge %3</translation>
    </message>
    <message>
        <source>lookup: logical shard = the ISBN check digit, mapped by the shard map (%1 logical -&gt; %2 physical shards), joined with %3; a full read queries %2</source>
        <translation>lookup : shard logique = le chiffre de contrôle ISBN, associé par la table des shards (%1 logiques -&gt; %2 shards physiques), joint par %3 ; une lecture complète en interroge %2</translation>
    </message>
    <message>
        <source>The keys carry no source value for %1: each key&apos;s writes are spread evenly over its %2 shard, the scenario&apos;s assumption (as in the simulation and the advisor)</source>
        <translation>Les clés ne portent aucune valeur source pour %1 : les écritures de chaque clé sont réparties uniformément sur son %2 shard, l&apos;hypothèse du scénario (comme dans la simulation et le conseiller)</translation>
    </message>
    <message>
        <source>The keys carry no source value for %1: each key&apos;s writes are spread evenly over its %2 shards, the scenario&apos;s assumption (as in the simulation and the advisor)</source>
        <translation>Les clés ne portent aucune valeur source pour %1 : les écritures de chaque clé sont réparties uniformément sur ses %2 shards, l&apos;hypothèse du scénario (comme dans la simulation et le conseiller)</translation>
    </message>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 day</source>
        <translation>%1 jour</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>%1 hour</source>
        <translation>%1 heure</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 heures</translation>
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
        <translation>Répartir la clé en shards</translation>
    </message>
    <message>
        <source>Let burst + adaptive capacity absorb it</source>
        <translation>Laisser la capacité en rafale et adaptative l&apos;absorber</translation>
    </message>
    <message>
        <source>Cache the hot reads</source>
        <translation>Mettre en cache les lectures chaudes</translation>
    </message>
    <message>
        <source>Raise the table&apos;s capacity</source>
        <translation>Augmenter la capacité de la table</translation>
    </message>
    <message>
        <source>A key is hot or requests throttle: what to do?</source>
        <translation>Une clé est chaude ou des requêtes sont limitées : que faire ?</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DecisionPathView</name>
    <message>
        <source>No finding points to a change: nothing is highlighted</source>
        <translation>Aucun constat n&apos;appelle de changement : rien n&apos;est en surbrillance</translation>
    </message>
    <message>
        <source>Highlighted: the branches the findings point to</source>
        <translation>En surbrillance : les branches indiquées par les constats</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DocumentController</name>
    <message>
        <source>cannot compare the candidates: </source>
        <translation>impossible de comparer les candidats : </translation>
    </message>
    <message>
        <source>cannot analyse the scenario: </source>
        <translation>impossible d&apos;analyser le scénario : </translation>
    </message>
    <message>
        <source> (recovered)</source>
        <translation> (récupéré)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Opening </source>
        <translation>Ouverture de </translation>
    </message>
    <message>
        <source>Saving </source>
        <translation>Enregistrement de </translation>
    </message>
    <message>
        <source>Saved </source>
        <translation>Enregistré : </translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Écriture du rapport…</translation>
    </message>
    <message>
        <source>Report written to </source>
        <translation>Rapport écrit dans </translation>
    </message>
    <message>
        <source>No key accepted: the document keeps its previous keys</source>
        <translation>Aucune clé acceptée : le document garde ses clés précédentes</translation>
    </message>
    <message>
        <source>More than </source>
        <translation>Plus de </translation>
    </message>
    <message>
        <source> distinct keys: the document keeps its previous keys</source>
        <translation> clés distinctes : le document garde ses clés précédentes</translation>
    </message>
    <message>
        <source>No item imported: the document keeps its previous keys</source>
        <translation>Aucun élément importé : le document garde ses clés précédentes</translation>
    </message>
    <message>
        <source>Import items </source>
        <translation>Importer les éléments </translation>
    </message>
    <message>
        <source>Cannot simulate: </source>
        <translation>Simulation impossible : </translation>
    </message>
    <message>
        <source>; the document keeps its previous keys</source>
        <translation> ; le document garde ses clés précédentes</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DocumentParts</name>
    <message>
        <source>the document has no key</source>
        <translation>le document n&apos;a aucune clé</translation>
    </message>
    <message>
        <source>the document has more than </source>
        <translation>le document a plus de </translation>
    </message>
    <message>
        <source> keys</source>
        <translation> clés</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::GsiEditor</name>
    <message>
        <source>Global secondary indexes</source>
        <translation>Index secondaires globaux</translation>
    </message>
    <message>
        <source>At most %1 GSIs per table (default quota)</source>
        <translation>Au plus %1 GSI par table (quota par défaut)</translation>
    </message>
    <message>
        <source>Removes the GSI, its index keys and the access patterns that read it</source>
        <translation>Supprime le GSI, ses clés d&apos;index et les modèles d&apos;accès qui le lisent</translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>GSI name</source>
        <translation>Nom du GSI</translation>
    </message>
    <message>
        <source>GSI partition key</source>
        <translation>Clé de partition du GSI</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Clé de partition</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Clé de tri</translation>
    </message>
    <message>
        <source>GSI has a sort key</source>
        <translation>Le GSI a une clé de tri</translation>
    </message>
    <message>
        <source>GSI sort key</source>
        <translation>Clé de tri du GSI</translation>
    </message>
    <message>
        <source>sort key name</source>
        <translation>nom de la clé de tri</translation>
    </message>
    <message>
        <source>partition key</source>
        <translation>clé de partition</translation>
    </message>
    <message>
        <source>sort key type</source>
        <translation>type de la clé de tri</translation>
    </message>
    <message>
        <source>partition key type</source>
        <translation>type de la clé de partition</translation>
    </message>
    <message>
        <source>sort key</source>
        <translation>clé de tri</translation>
    </message>
    <message>
        <source>GSI projection</source>
        <translation>Projection du GSI</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projection</translation>
    </message>
    <message>
        <source>GSI projected non-key attributes</source>
        <translation>Attributs non-clés projetés du GSI</translation>
    </message>
    <message>
        <source>attributes, separated by commas</source>
        <translation>attributs, séparés par des virgules</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Attributs projetés</translation>
    </message>
    <message>
        <source>projected attributes</source>
        <translation>attributs projetés</translation>
    </message>
    <message>
        <source>Index item size</source>
        <translation>Taille d&apos;élément dans l&apos;index</translation>
    </message>
    <message>
        <source>default (all: the table&apos;s; else 1 KB)</source>
        <translation>par défaut (ALL : celle de la table ; sinon 1 Ko)</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> Ko</translation>
    </message>
    <message>
        <source>Previous peak RCU/s</source>
        <translation>RCU/s de pointe précédentes</translation>
    </message>
    <message>
        <source>Previous peak WCU/s</source>
        <translation>WCU/s de pointe précédentes</translation>
    </message>
    <message>
        <source>Max read request units</source>
        <translation>Unités de requête de lecture max.</translation>
    </message>
    <message>
        <source>Max write request units</source>
        <translation>Unités de requête d&apos;écriture max.</translation>
    </message>
    <message>
        <source>GSI partitions (0: derived from its capacity)</source>
        <translation>Partitions du GSI (0 : déduites de sa capacité)</translation>
    </message>
    <message>
        <source>derived from its capacity</source>
        <translation>déduites de sa capacité</translation>
    </message>
    <message>
        <source>Index partitions</source>
        <translation>Partitions de l&apos;index</translation>
    </message>
    <message>
        <source>Index strategy</source>
        <translation>Stratégie de l&apos;index</translation>
    </message>
    <message>
        <source>Index keys</source>
        <translation>Clés d&apos;index</translation>
    </message>
    <message>
        <source>index keys</source>
        <translation>clés d&apos;index</translation>
    </message>
    <message>
        <source>From items</source>
        <translation>Depuis les éléments</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Non appliqué : </translation>
    </message>
    <message>
        <source> index keys from items: </source>
        <translation> clés d&apos;index depuis les éléments : </translation>
    </message>
    <message>
        <source> index keys</source>
        <translation> clés d&apos;index</translation>
    </message>
    <message>
        <source>GSI strategy</source>
        <translation>Stratégie du GSI</translation>
    </message>
    <message>
        <source>GSI shards</source>
        <translation>Shards du GSI</translation>
    </message>
    <message>
        <source>GSI shard separator</source>
        <translation>Séparateur de shard du GSI</translation>
    </message>
    <message>
        <source>strategy: </source>
        <translation>stratégie : </translation>
    </message>
    <message>
        <source>Derived from its capacity: %1</source>
        <translation>Déduit de sa capacité : %1</translation>
    </message>
    <message>
        <source>; pinned to %1</source>
        <translation>; fixé à %1</translation>
    </message>
    <message>
        <source>Warm read units/s</source>
        <translation>Unités de lecture préchauffées/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Warm write units/s</source>
        <translation>Unités d&apos;écriture préchauffées/s</translation>
    </message>
    <message>
        <source>The index&apos;s warm throughput (pre-warming): what it serves at once; it starts with the partitions for it. none: its mode&apos;s own</source>
        <translation>Le débit préchauffé de l&apos;index (préchauffage) : ce qu&apos;il sert d&apos;emblée ; il commence avec les partitions nécessaires. aucune : celui de son mode</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HeatScale</name>
    <message>
        <source>Share of the per-partition ceiling (</source>
        <translation>Part du plafond par partition (</translation>
    </message>
    <message>
        <source>/s) at the document&apos;s rates</source>
        <translation>/s) aux débits du document</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HeatmapPanel</name>
    <message>
        <source>Note: </source>
        <translation>Remarque : </translation>
    </message>
    <message>
        <source>No keys to place: workload.index_keys lists none for </source>
        <translation>Aucune clé à placer : workload.index_keys n&apos;en liste aucune pour </translation>
    </message>
    <message>
        <source> (its shares of the base writes), so nothing is written to it.</source>
        <translation> (ses parts des écritures de base) ; rien n&apos;y est donc écrit.</translation>
    </message>
    <message>
        <source>Assumed, not measured: </source>
        <translation>Supposé, non mesuré : </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HotPartitionPage</name>
    <message>
        <source>No strategy</source>
        <translation>Aucune stratégie</translation>
    </message>
    <message>
        <source>Without sharding, the busiest partition takes %1 of the writes: about %2 WCU/s, over its ceiling of %3 WCU/s.</source>
        <translation>Sans sharding, la partition la plus chargée reçoit %1 des écritures : environ %2 WCU/s, au-delà de son plafond de %3 WCU/s.</translation>
    </message>
    <message>
        <source>Mod %1</source>
        <translation>Mod %1</translation>
    </message>
    <message>
        <source>With the leaderboard key split into %1 shards, the busiest partition takes %2: about %3 WCU/s of %4.</source>
        <translation>Avec la clé du classement répartie sur %1 shards, la partition la plus chargée reçoit %2 : environ %3 WCU/s sur %4.</translation>
    </message>
    <message>
        <source>What is a hot partition?</source>
        <translation>Qu&apos;est-ce qu&apos;une partition chaude ?</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
    <message>
        <source>DynamoDB keeps a table&apos;s items in partitions. It hashes each item&apos;s partition key, and every partition owns one range of hash values. All items that share a partition key value therefore live on the same partition.</source>
        <translation>DynamoDB stocke les éléments d&apos;une table dans des partitions. Il calcule un hachage de la clé de partition de chaque élément, et chaque partition possède une plage de valeurs de hachage. Tous les éléments qui partagent une valeur de clé de partition se trouvent donc sur la même partition.</translation>
    </message>
    <message>
        <source>The per-partition ceiling</source>
        <translation>Le plafond par partition</translation>
    </message>
    <message>
        <source>One partition serves at most %1 write capacity units and %2 read capacity units per second (WCU/s and RCU/s), each limited on its own. This holds whatever capacity the table as a whole has.</source>
        <translation>Une partition sert au plus %1 unités de capacité d&apos;écriture et %2 unités de capacité de lecture par seconde (WCU/s et RCU/s), chacune limitée séparément. Cela vaut quelle que soit la capacité de la table dans son ensemble.</translation>
    </message>
    <message>
        <source>Burst capacity and adaptive capacity lend a busy partition capacity that others leave unused, but never beyond this ceiling.</source>
        <translation>La capacité en rafale et la capacité adaptative prêtent à une partition chargée la capacité que les autres n&apos;utilisent pas, mais jamais au-delà de ce plafond.</translation>
    </message>
    <message>
        <source>A hot key</source>
        <translation>Une clé chaude</translation>
    </message>
    <message>
        <source>A hot key is one partition key value that receives a large share of the requests: a global leaderboard, today&apos;s date as the key of an order table, one very large customer. Its partition reaches the ceiling while the others are nearly idle, and the requests above the ceiling are throttled. More table capacity does not help.</source>
        <translation>Une clé chaude est une valeur de clé de partition qui reçoit une grande part des requêtes : un classement global, la date du jour comme clé d&apos;une table de commandes, un très gros client. Sa partition atteint le plafond pendant que les autres sont presque inactives, et les requêtes au-delà du plafond sont limitées. Plus de capacité de table n&apos;y change rien.</translation>
    </message>
    <message>
        <source>Lesson 1, a game&apos;s leaderboard, on its table&apos;s partitions (expected writes per partition, coloured by their share of the per-partition ceiling, hatched above it):</source>
        <translation>Leçon 1, le classement d&apos;un jeu, sur les partitions de sa table (écritures attendues par partition, colorées selon leur part du plafond par partition, hachurées au-delà) :</translation>
    </message>
    <message>
        <source>Write sharding</source>
        <translation>Sharding des écritures</translation>
    </message>
    <message>
        <source>Write sharding spreads one logical key over several physical keys by adding a suffix: BOARD#global#0 to BOARD#global#9 instead of BOARD#global. Each suffix hashes to its own place in the key space, so the writes spread over several partitions.</source>
        <translation>Le sharding des écritures répartit une clé logique sur plusieurs clés physiques en ajoutant un suffixe : BOARD#global#0 à BOARD#global#9 au lieu de BOARD#global. Chaque suffixe est haché à sa propre place dans l&apos;espace de clés, si bien que les écritures se répartissent sur plusieurs partitions.</translation>
    </message>
    <message>
        <source>What it costs on reads</source>
        <translation>Ce que cela coûte en lecture</translation>
    </message>
    <message>
        <source>Reading the whole logical key now takes one Query per shard, and the application merges the results: ten shards, ten requests. A suffix computed from something the reader knows, such as the player id modulo 10, lets a read of one item go straight to its shard. A random suffix does not.</source>
        <translation>Lire toute la clé logique demande désormais une Query par shard, et l&apos;application fusionne les résultats : dix shards, dix requêtes. Un suffixe calculé à partir d&apos;une donnée connue du lecteur, comme l&apos;identifiant du joueur modulo 10, permet de lire un élément directement dans son shard. Un suffixe aléatoire, non.</translation>
    </message>
    <message>
        <source>A model, not DynamoDB itself</source>
        <translation>Un modèle, pas DynamoDB lui-même</translation>
    </message>
    <message>
        <source>Partiscope places keys with a hash of its own: %1. The maps show where the load would concentrate, not which physical partition AWS would choose.</source>
        <translation>Partiscope place les clés avec son propre hachage : %1. Les cartes montrent où la charge se concentrerait, pas quelle partition physique AWS choisirait.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexKeysFromItems</name>
    <message>
        <source>Derived from %1 items: %2 carry the key (%3 % write nothing)</source>
        <translation>Déduit de %1 éléments : %2 portent la clé (%3 % n&apos;écrivent rien)</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>; %1 lignes rejetées</translation>
    </message>
    <message>
        <source>Index key template over the items&apos; columns</source>
        <translation>Modèle de clé d&apos;index sur les colonnes des éléments</translation>
    </message>
    <message>
        <source>The index&apos;s partition key built from the imported CSV&apos;s columns; an item with an empty column here lacks the attribute (a sparse index)</source>
        <translation>La clé de partition de l&apos;index construite à partir des colonnes du CSV importé ; un élément dont cette colonne est vide n&apos;a pas l&apos;attribut (index creux)</translation>
    </message>
    <message>
        <source>Derive from items</source>
        <translation>Déduire des éléments</translation>
    </message>
    <message>
        <source>Reading the items…</source>
        <translation>Lecture des éléments…</translation>
    </message>
    <message>
        <source>no item carries this index key (%1 items read)</source>
        <translation>aucun élément ne porte cette clé d&apos;index (%1 éléments lus)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexKeysTable</name>
    <message>
        <source>Index keys</source>
        <translation>Clés d&apos;index</translation>
    </message>
    <message>
        <source>Index key</source>
        <translation>Clé d&apos;index</translation>
    </message>
    <message>
        <source>Share of writes</source>
        <translation>Part des écritures</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Clé de tri</translation>
    </message>
    <message>
        <source>Share: the part of the base table&apos;s writes whose item carries this index key</source>
        <translation>Part : la fraction des écritures de la table de base dont l&apos;élément porte cette clé d&apos;index</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Ajouter une clé</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Supprimer la clé</translation>
    </message>
    <message>
        <source>Sort-key shape of index key %1</source>
        <translation>Forme de clé de tri de la clé d&apos;index %1</translation>
    </message>
    <message>
        <source>Index key %1: the share must be a number (0.5 is half of the writes)</source>
        <translation>Clé d&apos;index %1 : la part doit être un nombre (0.5 est la moitié des écritures)</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 clés</translation>
    </message>
    <message>
        <source>%1 %2, sum %3</source>
        <translation>%1 %2, somme %3</translation>
    </message>
    <message>
        <source>No index keys: no base write reaches this index.</source>
        <translation>Aucune clé d&apos;index : aucune écriture de base n&apos;atteint cet index.</translation>
    </message>
    <message>
        <source>Sum of shares: %1</source>
        <translation>Somme des parts : %1</translation>
    </message>
    <message>
        <source> — sparse: %1 % of items write nothing</source>
        <translation> — creux : %1 % des éléments n&apos;écrivent rien</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexListBox</name>
    <message>
        <source>Add </source>
        <translation>Ajouter </translation>
    </message>
    <message>
        <source>Remove </source>
        <translation>Supprimer </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::InsightRankingsView</name>
    <message>
        <source>most accessed</source>
        <translation>les plus sollicitées</translation>
    </message>
    <message>
        <source>most throttled</source>
        <translation>les plus limitées</translation>
    </message>
    <message>
        <source>partition + sort keys</source>
        <translation>clés de partition + de tri</translation>
    </message>
    <message>
        <source>partition keys</source>
        <translation>clés de partition</translation>
    </message>
    <message>
        <source>table </source>
        <translation>table </translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>&lt;b&gt;Contributor Insights&lt;/b&gt;: most accessed / most throttled</source>
        <translation>&lt;b&gt;Contributor Insights&lt;/b&gt; : les plus sollicitées / les plus limitées</translation>
    </message>
    <message>
        <source>As CloudWatch reported them (ApproximateAggregateValue over the report&apos;s time range: ConsumedThroughputUnits for accessed keys, throttle counts for throttled ones).</source>
        <translation>Telles que CloudWatch les a rapportées (ApproximateAggregateValue sur la période du rapport : ConsumedThroughputUnits pour les clés sollicitées, nombre de limitations pour les clés limitées).</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Contributor Insights rankings</source>
        <translation>Classements Contributor Insights</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ItemCsvImportDialog</name>
    <message>
        <source>line </source>
        <translation>ligne </translation>
    </message>
    <message>
        <source>Import items — </source>
        <translation>Importer les éléments — </translation>
    </message>
    <message>
        <source>Partition &amp;key</source>
        <translation>&amp;Clé de partition</translation>
    </message>
    <message>
        <source>A column holding the number of writes each row stands for</source>
        <translation>Une colonne indiquant le nombre d&apos;écritures que représente chaque ligne</translation>
    </message>
    <message>
        <source>&amp;Count column</source>
        <translation>Colonne de &amp;nombre</translation>
    </message>
    <message>
        <source>Preview (the first rows; most writes first)</source>
        <translation>Aperçu (les premières lignes ; les plus écrites d&apos;abord)</translation>
    </message>
    <message>
        <source>Reading the whole file… %p% (Cancel stops)</source>
        <translation>Lecture du fichier entier… %p% (Annuler arrête)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>The partition key of index </source>
        <translation>La clé de partition de l&apos;index </translation>
    </message>
    <message>
        <source> built from the same columns, as the table&apos;s. An item whose column is empty lacks the index key and writes nothing to the index (sparse).</source>
        <translation> est construite à partir des mêmes colonnes que celle de la table. Un élément dont la colonne est vide n&apos;a pas la clé d&apos;index et n&apos;écrit rien dans l&apos;index (creux).</translation>
    </message>
    <message>
        <source> key</source>
        <translation> clé</translation>
    </message>
    <message>
        <source> key, </source>
        <translation> clé, </translation>
    </message>
    <message>
        <source> keys, </source>
        <translation> clés, </translation>
    </message>
    <message>
        <source> % of items carry </source>
        <translation> % des éléments portent </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source> (sparse)</source>
        <translation> (creux)</translation>
    </message>
    <message>
        <source> row(s) rejected; the first: </source>
        <translation> ligne(s) rejetée(s) ; la première : </translation>
    </message>
    <message>
        <source> index keys (share of items):
</source>
        <translation> clés d&apos;index (part des éléments) :
</translation>
    </message>
    <message>
        <source>(none — one write per row)</source>
        <translation>(aucune — une écriture par ligne)</translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation>Le fichier n&apos;a pas de ligne d&apos;en-tête.</translation>
    </message>
    <message>
        <source>The header cannot be read: </source>
        <translation>L&apos;en-tête est illisible : </translation>
    </message>
    <message>
        <source>Columns: </source>
        <translation>Colonnes : </translation>
    </message>
    <message>
        <source>
Rejected rows:
</source>
        <translation>
Lignes rejetées :
</translation>
    </message>
    <message>
        <source>… (previewing the first </source>
        <translation>… (aperçu des </translation>
    </message>
    <message>
        <source> rows)
</source>
        <translation> premières lignes)
</translation>
    </message>
    <message>
        <source> row(s) cannot be imported; fix the file or the template. The first: </source>
        <translation> ligne(s) ne peuvent pas être importées ; corrigez le fichier ou le modèle. La première : </translation>
    </message>
    <message>
        <source>The file has no data rows.</source>
        <translation>Le fichier n&apos;a pas de lignes de données.</translation>
    </message>
    <message>
        <source>Import cancelled; the document is unchanged.</source>
        <translation>Importation annulée ; le document est inchangé.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyEditor</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyGeneratorDialog</name>
    <message>
        <source>Generate keys</source>
        <translation>Générer des clés</translation>
    </message>
    <message>
        <source>Uniform — every key alike</source>
        <translation>Uniforme — toutes les clés identiques</translation>
    </message>
    <message>
        <source>Zipf — a few popular keys, a long tail</source>
        <translation>Zipf — quelques clés populaires, une longue traîne</translation>
    </message>
    <message>
        <source>Hot key — one key takes a share</source>
        <translation>Clé chaude — une clé prend une part</translation>
    </message>
    <message>
        <source>Today&apos;s date — one key per day, today hot</source>
        <translation>Date du jour — une clé par jour, aujourd&apos;hui chaude</translation>
    </message>
    <message>
        <source>Leaderboard — one board key among players</source>
        <translation>Classement — une clé de tableau parmi les joueurs</translation>
    </message>
    <message>
        <source>&amp;Shape</source>
        <translation>&amp;Forme</translation>
    </message>
    <message>
        <source>&amp;Keys (days)</source>
        <translation>&amp;Clés (jours)</translation>
    </message>
    <message>
        <source>&amp;Writes</source>
        <translation>É&amp;critures</translation>
    </message>
    <message>
        <source>Zipf &amp;exponent s</source>
        <translation>&amp;Exposant de Zipf s</translation>
    </message>
    <message>
        <source>Hot &amp;share</source>
        <translation>&amp;Part chaude</translation>
    </message>
    <message>
        <source>&amp;Hot key</source>
        <translation>Clé c&amp;haude</translation>
    </message>
    <message>
        <source>Key &amp;prefix</source>
        <translation>&amp;Préfixe de clé</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>Every key equally likely: the even spread sharding aims for.</source>
        <translation>Chaque clé est également probable : la répartition uniforme que vise le sharding.</translation>
    </message>
    <message>
        <source>Key n is drawn in proportion to 1/n^s: s near 1 is typical of user activity.</source>
        <translation>La clé n est tirée proportionnellement à 1/n^s : s proche de 1 est typique de l&apos;activité des utilisateurs.</translation>
    </message>
    <message>
        <source>The hot key takes the share; the other keys split the rest evenly.</source>
        <translation>La clé chaude prend la part ; les autres clés se partagent le reste également.</translation>
    </message>
    <message>
        <source>One key per day (YYYY-MM-DD), ending today (</source>
        <translation>Une clé par jour (AAAA-MM-JJ), jusqu&apos;à aujourd&apos;hui (</translation>
    </message>
    <message>
        <source>); today takes the share: a time-bucketed key turns hot every day.</source>
        <translation>) ; aujourd&apos;hui prend la part : une clé découpée par date devient chaude chaque jour.</translation>
    </message>
    <message>
        <source>BOARD#global takes the share; the players (PLAYER#1 …) the rest.</source>
        <translation>BOARD#global prend la part ; les joueurs (PLAYER#1 …) le reste.</translation>
    </message>
    <message>
        <source>(a large list: generated when you press Generate)</source>
        <translation>(une grande liste : générée quand vous cliquez sur Générer)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;Graine</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyListModel</name>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeySpaceSelector</name>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>The key space shown: the table, or one of its global secondary indexes (each has partitions and a strategy of its own)</source>
        <translation>L&apos;espace de clés affiché : la table ou l&apos;un de ses index secondaires globaux (chacun a ses propres partitions et sa propre stratégie)</translation>
    </message>
    <message>
        <source>The table has no global secondary index (add one in the Table tab)</source>
        <translation>La table n&apos;a pas d&apos;index secondaire global (ajoutez-en un dans l&apos;onglet Table)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeySpaces</name>
    <message>
        <source>Index </source>
        <translation>Index </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Table </translation>
    </message>
    <message>
        <source> · partition key </source>
        <translation> · clé de partition </translation>
    </message>
    <message>
        <source> · the table&apos;s keys</source>
        <translation> · les clés de la table</translation>
    </message>
    <message>
        <source> carried by </source>
        <translation> portées par </translation>
    </message>
    <message>
        <source> of the base writes · each cell: index writes</source>
        <translation> des écritures de base · chaque cellule : écritures de l&apos;index</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyboardShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Buttons</source>
        <translation>Boutons</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the list as plain text</source>
        <translation>Copier la liste en texte brut</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeysPanel</name>
    <message>
        <source>Partition keys — one per line, optional TAB and write count</source>
        <translation>Clés de partition — une par ligne, TAB et nombre d&apos;écritures facultatifs</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Générer…</translation>
    </message>
    <message>
        <source>Uniform, Zipf, hot-key, dated or leaderboard keys (Ctrl+G)</source>
        <translation>Clés uniformes, Zipf, chaude, datées ou de classement (Ctrl+G)</translation>
    </message>
    <message>
        <source>Too many keys to edit as text here: shown read-only, as read. Paste, import or generate a new list to replace them.</source>
        <translation>Trop de clés pour les modifier ici en texte : affichées en lecture seule, telles que lues. Collez, importez ou générez une nouvelle liste pour les remplacer.</translation>
    </message>
    <message>
        <source>Edit as text</source>
        <translation>Modifier en texte</translation>
    </message>
    <message>
        <source>Puts every key in the editor as `key TAB count` lines (slow for millions)</source>
        <translation>Place toutes les clés dans l&apos;éditeur en lignes `clé TAB nombre` (lent pour des millions)</translation>
    </message>
    <message>
        <source>line </source>
        <translation>ligne </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>No lesson is open. Choose one from the **Lessons** menu.</source>
        <translation>Aucune leçon ouverte. Choisissez-en une dans le menu **Leçons**.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LessonsIndexDialog</name>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Each lesson is a scenario and a guide. Opening one replaces the current document (you are asked about unsaved changes first).</source>
        <translation>Chaque leçon est un scénario accompagné d&apos;un guide. En ouvrir une remplace le document actuel (les modifications non enregistrées sont d&apos;abord signalées).</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>What it is about</source>
        <translation>De quoi il s&apos;agit</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LsiList</name>
    <message>
        <source>An LSI keeps the table&apos;s partition key with another sort key, so it needs a table sort key: turn on Sort key above to add one.</source>
        <translation>Un LSI garde la clé de partition de la table avec une autre clé de tri ; il lui faut donc une clé de tri de table : activez Clé de tri ci-dessus pour en ajouter une.</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Index secondaires locaux</translation>
    </message>
    <message>
        <source>LSI name</source>
        <translation>Nom du LSI</translation>
    </message>
    <message>
        <source>LSI sort key</source>
        <translation>Clé de tri du LSI</translation>
    </message>
    <message>
        <source>LSI projection</source>
        <translation>Projection du LSI</translation>
    </message>
    <message>
        <source>LSI non-key attributes</source>
        <translation>Attributs non-clés du LSI</translation>
    </message>
    <message>
        <source>attributes, separated by commas</source>
        <translation>attributs, séparés par des virgules</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Attributs projetés</translation>
    </message>
    <message>
        <source>sort key</source>
        <translation>clé de tri</translation>
    </message>
    <message>
        <source>sort key type</source>
        <translation>type de la clé de tri</translation>
    </message>
    <message>
        <source>projected attributes</source>
        <translation>attributs projetés</translation>
    </message>
    <message>
        <source>At most %1 LSIs per table</source>
        <translation>Au plus %1 LSI par table</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::MainWindow</name>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Hide these notes</source>
        <translation>Masquer ces remarques</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>Ta&amp;ble</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>Carte t&amp;hermique</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;Queries</source>
        <translation>Re&amp;quêtes</translation>
    </message>
    <message>
        <source>&amp;Advisor</source>
        <translation>C&amp;onseiller</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Bucket keys</source>
        <translation>Clés du compartiment</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cannot open </source>
        <translation>Impossible d&apos;ouvrir </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cannot save </source>
        <translation>Impossible d&apos;enregistrer </translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>Cannot export: </source>
        <translation>Export impossible : </translation>
    </message>
    <message>
        <source>Cannot analyse: </source>
        <translation>Analyse impossible : </translation>
    </message>
    <message>
        <source> keys</source>
        <translation> clés</translation>
    </message>
    <message>
        <source>that </source>
        <translation>celui de </translation>
    </message>
    <message>
        <source> no longer exists</source>
        <translation> n&apos;existe plus</translation>
    </message>
    <message>
        <source>No key was accepted — hover the line counts for more reasons</source>
        <translation>Aucune clé acceptée — survolez le nombre de lignes pour d&apos;autres raisons</translation>
    </message>
    <message>
        <source>the index </source>
        <translation>l&apos;index </translation>
    </message>
    <message>
        <source>: no index keys to place</source>
        <translation> : aucune clé d&apos;index à placer</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>Modèles d&apos;accès</translation>
    </message>
    <message>
        <source>Access pattern not added: </source>
        <translation>Modèle d&apos;accès non ajouté : </translation>
    </message>
    <message>
        <source>[*] — Partiscope</source>
        <translation>[*] — Partiscope</translation>
    </message>
    <message>
        <source>Si&amp;mulation</source>
        <translation>Si&amp;mulation</translation>
    </message>
    <message>
        <source>Compare with &amp;CloudWatch data…</source>
        <translation>Comparer avec des données &amp;CloudWatch…</translation>
    </message>
    <message>
        <source>Draw the output of aws cloudwatch get-metric-data over the simulated timeline</source>
        <translation>Tracer la sortie de aws cloudwatch get-metric-data sur la chronologie simulée</translation>
    </message>
    <message>
        <source>C&amp;lear CloudWatch data</source>
        <translation>&amp;Effacer les données CloudWatch</translation>
    </message>
    <message>
        <source>Compare with CloudWatch data</source>
        <translation>Comparer avec des données CloudWatch</translation>
    </message>
    <message>
        <source>get-metric-data JSON (*.json);;All files (*)</source>
        <translation>JSON get-metric-data (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The document changed: comparing again…</source>
        <translation>Le document a changé : nouvelle comparaison…</translation>
    </message>
    <message>
        <source>Comparing design </source>
        <translation>Comparaison de la conception </translation>
    </message>
    <message>
        <source> of </source>
        <translation> sur </translation>
    </message>
    <message>
        <source>The current design, analysed</source>
        <translation>La conception actuelle, analysée</translation>
    </message>
    <message>
        <source>Compared </source>
        <translation>Comparées : </translation>
    </message>
    <message>
        <source> designs</source>
        <translation> conceptions</translation>
    </message>
    <message>
        <source>Cannot compare: </source>
        <translation>Comparaison impossible : </translation>
    </message>
    <message>
        <source>Cancelled: the figures below (if any) are out of date</source>
        <translation>Annulé : les chiffres ci-dessous (s&apos;il y en a) sont obsolètes</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>Co&amp;nception</translation>
    </message>
    <message>
        <source>&amp;Add candidate from current…</source>
        <translation>&amp;Ajouter un candidat depuis l&apos;actuel…</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>Ajouter un candidat</translation>
    </message>
    <message>
        <source>&amp;Rename candidate</source>
        <translation>&amp;Renommer le candidat</translation>
    </message>
    <message>
        <source>R&amp;emove candidate</source>
        <translation>&amp;Supprimer le candidat</translation>
    </message>
    <message>
        <source>&amp;Make current</source>
        <translation>Rendre &amp;courant</translation>
    </message>
    <message>
        <source>The candidate designs side by side, with their estimated monthly cost</source>
        <translation>Les conceptions candidates côte à côte, avec leur coût mensuel estimé</translation>
    </message>
    <message>
        <source>&amp;Prices…</source>
        <translation>&amp;Prix…</translation>
    </message>
    <message>
        <source>The list prices every cost estimate is computed from</source>
        <translation>Les prix catalogue à partir desquels chaque estimation de coût est calculée</translation>
    </message>
    <message>
        <source>The current table, strategy, index keys and access patterns as a named candidate</source>
        <translation>La table, la stratégie, les clés d&apos;index et les modèles d&apos;accès actuels en tant que candidat nommé</translation>
    </message>
    <message>
        <source>Rename candidate</source>
        <translation>Renommer le candidat</translation>
    </message>
    <message>
        <source>Remove candidate</source>
        <translation>Supprimer le candidat</translation>
    </message>
    <message>
        <source>Make current</source>
        <translation>Rendre courant</translation>
    </message>
    <message>
        <source>Replace the current table, strategy, index keys and access patterns with this candidate&apos;s (undoable)</source>
        <translation>Remplacer la table, la stratégie, les clés d&apos;index et les modèles d&apos;accès actuels par ceux de ce candidat (annulable)</translation>
    </message>
    <message>
        <source>Name (at most </source>
        <translation>Nom (au plus </translation>
    </message>
    <message>
        <source> characters):</source>
        <translation> caractères) :</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source> no longer exists; removed from the recent files</source>
        <translation> n&apos;existe plus ; retiré des fichiers récents</translation>
    </message>
    <message>
        <source>HTML report (*.html);;Markdown report (*.md)</source>
        <translation>Rapport HTML (*.html);;Rapport Markdown (*.md)</translation>
    </message>
    <message>
        <source>the unsaved document</source>
        <translation>le document non enregistré</translation>
    </message>
    <message>
        <source>the unsaved changes to </source>
        <translation>les modifications non enregistrées de </translation>
    </message>
    <message>
        <source>Restore unsaved document</source>
        <translation>Restaurer le document non enregistré</translation>
    </message>
    <message>
        <source>Partiscope did not close cleanly last time. Restore </source>
        <translation>Partiscope ne s&apos;est pas fermé correctement la dernière fois. Restaurer </translation>
    </message>
    <message>
        <source>, copied at </source>
        <translation>, copié à </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Cannot restore </source>
        <translation>Impossible de restaurer </translation>
    </message>
    <message>
        <source>Restored the unsaved document</source>
        <translation>Document non enregistré restauré</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The document has unsaved changes. Save them?</source>
        <translation>Le document a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>cannot read </source>
        <translation>impossible de lire </translation>
    </message>
    <message>
        <source>Imported </source>
        <translation>Importé : </translation>
    </message>
    <message>
        <source>Import keys</source>
        <translation>Importer des clés</translation>
    </message>
    <message>
        <source>Key lists (*.txt *.tsv *.keys);;All files (*)</source>
        <translation>Listes de clés (*.txt *.tsv *.keys);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading </source>
        <translation>Lecture de </translation>
    </message>
    <message>
        <source>Import items CSV</source>
        <translation>Importer des éléments CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Déposer</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>Importer une table</translation>
    </message>
    <message>
        <source>Table files (*.json *.json.gz *.jsonl *.csv *.log);;All files (*)</source>
        <translation>Fichiers de table (*.json *.json.gz *.jsonl *.csv *.log);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source> files</source>
        <translation> fichiers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Imported from </source>
        <translation>&lt;b&gt;Importé depuis </translation>
    </message>
    <message>
        <source> records, not saved yet).</source>
        <translation> enregistrements, pas encore enregistrés).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>I&amp;mport…</source>
        <translation>I&amp;mporter…</translation>
    </message>
    <message>
        <source>A table&apos;s scan output, S3 export, NoSQL Workbench model, Contributor Insights report or access log, as a new document</source>
        <translation>La sortie de scan, l&apos;export S3, le modèle NoSQL Workbench, le rapport Contributor Insights ou le journal d&apos;accès d&apos;une table, comme nouveau document</translation>
    </message>
    <message>
        <source>&amp;Import keys…</source>
        <translation>&amp;Importer des clés…</translation>
    </message>
    <message>
        <source>Import items &amp;CSV…</source>
        <translation>Importer des éléments &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Generate keys…</source>
        <translation>&amp;Générer des clés…</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>E&amp;xporter le rapport…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Edit s&amp;trategy</source>
        <translation>Modifier la s&amp;tratégie</translation>
    </message>
    <message>
        <source>Edit t&amp;able</source>
        <translation>Modifier la t&amp;able</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Compare before/after</source>
        <translation>&amp;Comparer avant/après</translation>
    </message>
    <message>
        <source>The keys without a strategy beside the current strategy, one scale</source>
        <translation>Les clés sans stratégie à côté de la stratégie actuelle, une seule échelle</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Palette</translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>Mode p&amp;résentation</translation>
    </message>
    <message>
        <source>Colour &amp;scale</source>
        <translation>É&amp;chelle de couleurs</translation>
    </message>
    <message>
        <source>&amp;Relative to the fullest cell</source>
        <translation>&amp;Relative à la cellule la plus pleine</translation>
    </message>
    <message>
        <source>The brightest colour is the busiest cell, whatever its load</source>
        <translation>La couleur la plus claire est la cellule la plus chargée, quelle que soit sa charge</translation>
    </message>
    <message>
        <source>Share of partition &amp;ceiling</source>
        <translation>Part du &amp;plafond de partition</translation>
    </message>
    <message>
        <source>Colours from 0 % to 100 % of the per-partition ceiling at the document&apos;s rates; cells above it are hatched</source>
        <translation>Couleurs de 0 % à 100 % du plafond par partition aux débits du document ; les cellules au-delà sont hachurées</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language changes when Partiscope restarts.</source>
        <translation>La langue change au prochain démarrage de Partiscope.</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Leçons</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Lesson &amp;guide</source>
        <translation>&amp;Guide de la leçon</translation>
    </message>
    <message>
        <source>S&amp;trategy</source>
        <translation>S&amp;tratégie</translation>
    </message>
    <message>
        <source>Scenarios (*.partiscope.json *.json);;All files (*)</source>
        <translation>Scénarios (*.partiscope.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Raccourcis clavier…</translation>
    </message>
    <message>
        <source>&amp;What is a hot partition?</source>
        <translation>&amp;Qu&apos;est-ce qu&apos;une partition chaude ?</translation>
    </message>
    <message>
        <source>&amp;About Partiscope</source>
        <translation>À &amp;propos de Partiscope</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::Nouns</name>
    <message>
        <source>index key</source>
        <translation>clé d&apos;index</translation>
    </message>
    <message>
        <source>index keys</source>
        <translation>clés d&apos;index</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>écritures</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>constat</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>constats</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partition</translation>
    </message>
    <message>
        <source>partitions</source>
        <translation>partitions</translation>
    </message>
    <message>
        <source>throttle onset</source>
        <translation>début de limitation</translation>
    </message>
    <message>
        <source>throttle onsets</source>
        <translation>débuts de limitation</translation>
    </message>
    <message>
        <source>split event</source>
        <translation>split</translation>
    </message>
    <message>
        <source>split events</source>
        <translation>splits</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>compartiments</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>compartiment</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>lectures</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PaneControls</name>
    <message>
        <source> name</source>
        <translation> nom</translation>
    </message>
    <message>
        <source> type</source>
        <translation> type</translation>
    </message>
    <message>
        <source>S string, N number, B binary (AttributeDefinitions)</source>
        <translation>S chaîne, N nombre, B binaire (AttributeDefinitions)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PartitionTimeHeatmap</name>
    <message>
        <source>Partition by time heat map</source>
        <translation>Carte thermique partition × temps</translation>
    </message>
    <message>
        <source>No simulation yet</source>
        <translation>Pas encore de simulation</translation>
    </message>
    <message>
        <source>/s used</source>
        <translation>/s utilisées</translation>
    </message>
    <message>
        <source> ceiling</source>
        <translation> plafond</translation>
    </message>
    <message>
        <source> allocation</source>
        <translation> allocation</translation>
    </message>
    <message>
        <source> smallest allocation</source>
        <translation> plus petite allocation</translation>
    </message>
    <message>
        <source>Partition </source>
        <translation>Partition </translation>
    </message>
    <message>
        <source> at </source>
        <translation> à </translation>
    </message>
    <message>
        <source> (peak of </source>
        <translation> (pic de </translation>
    </message>
    <message>
        <source>/s used: </source>
        <translation>/s utilisées : </translation>
    </message>
    <message>
        <source> of its </source>
        <translation> de ses </translation>
    </message>
    <message>
        <source>/s allocation, </source>
        <translation>/s d&apos;allocation, </translation>
    </message>
    <message>
        <source> of the </source>
        <translation> du </translation>
    </message>
    <message>
        <source>
asked up to </source>
        <translation>
demandé jusqu&apos;à </translation>
    </message>
    <message>
        <source>
asked </source>
        <translation>
demandé </translation>
    </message>
    <message>
        <source> of the ceiling</source>
        <translation> du plafond</translation>
    </message>
    <message>
        <source>
throttled: </source>
        <translation>
limité : </translation>
    </message>
    <message>
        <source> throttled on this partition so far</source>
        <translation> limitées sur cette partition jusqu&apos;ici</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>limité</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PriceSettings</name>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PriceTableDialog</name>
    <message>
        <source>Every cost Partiscope shows is an &lt;b&gt;estimate&lt;/b&gt; from list prices: these are for %1 in %2, as of %3, from %4. Not priced: free-tier capacity, reserved capacity, backups, streams, replication, data transfer; standard table class only.</source>
        <translation>Tout coût affiché par Partiscope est une &lt;b&gt;estimation&lt;/b&gt; à partir des prix catalogue : ceux-ci valent pour %1 en %2, au %3, selon %4. Non chiffré : capacité de l&apos;offre gratuite, capacité réservée, sauvegardes, flux, réplication, transfert de données ; classe de table Standard uniquement.</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>The prices designs are costed with, as a price file: one &lt;tt&gt;name = value&lt;/tt&gt; per line, &lt;tt&gt;#&lt;/tt&gt; starts a comment.</source>
        <translation>Les prix avec lesquels les conceptions sont chiffrées, sous forme de fichier de prix : une ligne &lt;tt&gt;nom = valeur&lt;/tt&gt; par prix, &lt;tt&gt;#&lt;/tt&gt; commence un commentaire.</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Charger un fichier…</translation>
    </message>
    <message>
        <source>Your saved prices were not used (%1); the shipped prices are shown.</source>
        <translation>Vos prix enregistrés n&apos;ont pas été utilisés (%1) ; les prix fournis sont affichés.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Valid price file.</source>
        <translation>Fichier de prix valide.</translation>
    </message>
    <message>
        <source>Load price file</source>
        <translation>Charger un fichier de prix</translation>
    </message>
    <message>
        <source>Price files (*.prices *.txt);;All files (*)</source>
        <translation>Fichiers de prix (*.prices *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::QueriesPane</name>
    <message>
        <source>The document&apos;s access patterns (&quot;access_patterns&quot; in the file)</source>
        <translation>Les modèles d&apos;accès du document (« access_patterns » dans le fichier)</translation>
    </message>
    <message>
        <source>Access &amp;pattern</source>
        <translation>&amp;Modèle d&apos;accès</translation>
    </message>
    <message>
        <source>Add as access pattern</source>
        <translation>Ajouter comme modèle d&apos;accès</translation>
    </message>
    <message>
        <source>Keep this read in the document as an access pattern, to edit it</source>
        <translation>Garder cette lecture dans le document comme modèle d&apos;accès, pour la modifier</translation>
    </message>
    <message>
        <source>One request per shard; double-click to copy it</source>
        <translation>Une requête par shard ; double-cliquez pour la copier</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Copier la sélection</translation>
    </message>
    <message>
        <source>Copy the selected shard&apos;s request</source>
        <translation>Copier la requête du shard sélectionné</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Tout copier</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Access pattern &lt;b&gt;</source>
        <translation>Modèle d&apos;accès &lt;b&gt;</translation>
    </message>
    <message>
        <source>No key yet: the hottest key of the analysis appears here.</source>
        <translation>Pas encore de clé : la clé la plus chaude de l&apos;analyse apparaît ici.</translation>
    </message>
    <message>
        <source>Reading the hottest key &lt;b&gt;</source>
        <translation>Relecture de la clé la plus chaude &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;/b&gt; back from table &lt;b&gt;</source>
        <translation>&lt;/b&gt; depuis la table &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;/b&gt; (partition key attribute </source>
        <translation>&lt;/b&gt; (attribut de clé de partition </translation>
    </message>
    <message>
        <source>Save queries</source>
        <translation>Enregistrer les requêtes</translation>
    </message>
    <message>
        <source>Cannot save </source>
        <translation>Impossible d&apos;enregistrer </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioImportDialog</name>
    <message>
        <source>DynamoDB JSON: scan output or S3 export</source>
        <translation>JSON DynamoDB : sortie de scan ou export S3</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>Modèle NoSQL Workbench</translation>
    </message>
    <message>
        <source>Contributor Insights report</source>
        <translation>Rapport Contributor Insights</translation>
    </message>
    <message>
        <source>Access log: CSV or JSON lines</source>
        <translation>Journal d&apos;accès : CSV ou lignes JSON</translation>
    </message>
    <message>
        <source>The output of &lt;tt&gt;aws dynamodb scan --output json&lt;/tt&gt; (one or more pages), S3 export data files (&lt;tt&gt;.json.gz&lt;/tt&gt;) or an export folder. Items do not say which attributes are the keys: give the &lt;tt&gt;aws dynamodb describe-table&lt;/tt&gt; output or the key names.</source>
        <translation>La sortie de &lt;tt&gt;aws dynamodb scan --output json&lt;/tt&gt; (une ou plusieurs pages), des fichiers d&apos;export S3 (&lt;tt&gt;.json.gz&lt;/tt&gt;) ou un dossier d&apos;export. Les éléments n&apos;indiquent pas quels attributs sont les clés : fournissez la sortie de &lt;tt&gt;aws dynamodb describe-table&lt;/tt&gt; ou les noms des clés.</translation>
    </message>
    <message>
        <source>A NoSQL Workbench data model (versions 2.0 and 3.0): one table per scenario, the first unless a table is named.</source>
        <translation>Un modèle de données NoSQL Workbench (versions 2.0 et 3.0) : une table par scénario, la première sauf si une table est nommée.</translation>
    </message>
    <message>
        <source>The output of &lt;tt&gt;aws cloudwatch get-insight-rule-report&lt;/tt&gt; for a DynamoDB Contributor Insights rule.</source>
        <translation>La sortie de &lt;tt&gt;aws cloudwatch get-insight-rule-report&lt;/tt&gt; pour une règle DynamoDB Contributor Insights.</translation>
    </message>
    <message>
        <source>One request per line: CSV with a header row or JSON lines, with &lt;tt&gt;timestamp&lt;/tt&gt; and &lt;tt&gt;key&lt;/tt&gt;, optionally &lt;tt&gt;operation&lt;/tt&gt;, &lt;tt&gt;count&lt;/tt&gt; or &lt;tt&gt;units&lt;/tt&gt;, &lt;tt&gt;index&lt;/tt&gt;.</source>
        <translation>Une requête par ligne : CSV avec ligne d&apos;en-tête ou lignes JSON, avec &lt;tt&gt;timestamp&lt;/tt&gt; et &lt;tt&gt;key&lt;/tt&gt;, éventuellement &lt;tt&gt;operation&lt;/tt&gt;, &lt;tt&gt;count&lt;/tt&gt; ou &lt;tt&gt;units&lt;/tt&gt;, &lt;tt&gt;index&lt;/tt&gt;.</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> et %1 de plus</translation>
    </message>
    <message>
        <source>Import table</source>
        <translation>Importer une table</translation>
    </message>
    <message>
        <source>guessed from the content</source>
        <translation>deviné d&apos;après le contenu</translation>
    </message>
    <message>
        <source>could not be guessed from the content: please choose</source>
        <translation>impossible à deviner d&apos;après le contenu : veuillez choisir</translation>
    </message>
    <message>
        <source>describe-table.json (optional with key names)</source>
        <translation>describe-table.json (facultatif avec les noms des clés)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>attribute name, e.g. PK</source>
        <translation>nom d&apos;attribut, p. ex. PK</translation>
    </message>
    <message>
        <source>optional, e.g. SK</source>
        <translation>facultatif, p. ex. SK</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Fichiers :</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>&amp;Describe-table file:</source>
        <translation>Fichier &amp;describe-table :</translation>
    </message>
    <message>
        <source>&amp;Partition key:</source>
        <translation>Clé de &amp;partition :</translation>
    </message>
    <message>
        <source>&amp;Sort key:</source>
        <translation>Clé de &amp;tri :</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>the model&apos;s first table</source>
        <translation>la première table du modèle</translation>
    </message>
    <message>
        <source>from the input</source>
        <translation>depuis l&apos;entrée</translation>
    </message>
    <message>
        <source>describe-table output</source>
        <translation>sortie de describe-table</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Stop import</source>
        <translation>&amp;Arrêter l&apos;importation</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Cannot import: </source>
        <translation>Importation impossible : </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioQueries</name>
    <message>
        <source> query</source>
        <translation> requête</translation>
    </message>
    <message>
        <source> queries</source>
        <translation> requêtes</translation>
    </message>
    <message>
        <source>, at least </source>
        <translation>, au moins </translation>
    </message>
    <message>
        <source> RCU (</source>
        <translation> RCU (</translation>
    </message>
    <message>
        <source>; the first %1 shown (partiscope-cli queries writes them all)</source>
        <translation> ; les %1 premières affichées (partiscope-cli queries les écrit toutes)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioRender</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source> — expected writes per partition (</source>
        <translation> — écritures attendues par partition (</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Remarque : </translation>
    </message>
    <message>
        <source> — throttle timeline</source>
        <translation> — chronologie des limitations</translation>
    </message>
    <message>
        <source> — partitions over time</source>
        <translation> — partitions dans le temps</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::SimulationPanel</name>
    <message>
        <source> s of </source>
        <translation> s sur </translation>
    </message>
    <message>
        <source> · first throttle at </source>
        <translation> · première limitation à </translation>
    </message>
    <message>
        <source> · no throttling in the whole run</source>
        <translation> · aucune limitation sur toute l&apos;exécution</translation>
    </message>
    <message>
        <source> · no throttling so far</source>
        <translation> · aucune limitation jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Pause and simulate one more second</source>
        <translation>Mettre en pause et simuler une seconde de plus</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Simulated seconds per second</source>
        <translation>Secondes simulées par seconde</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>CloudWatch data: </source>
        <translation>Données CloudWatch : </translation>
    </message>
    <message>
        <source> · setting up the run again…</source>
        <translation> · nouvelle préparation de l&apos;exécution…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::StatusTotals</name>
    <message>
        <source>Distinct partition-key values</source>
        <translation>Valeurs distinctes de clé de partition</translation>
    </message>
    <message>
        <source>Writes counted over all keys</source>
        <translation>Écritures comptées sur toutes les clés</translation>
    </message>
    <message>
        <source>Hot factor: the fullest bucket&apos;s (or partition&apos;s) writes / the mean per bucket, over the heat map&apos;s cells (1 = perfectly even)</source>
        <translation>Facteur de chaleur : écritures du compartiment (ou de la partition) le plus plein / moyenne par compartiment, sur les cellules de la carte thermique (1 = parfaitement uniforme)</translation>
    </message>
    <message>
        <source>Requests the simulation has throttled so far (retries included)</source>
        <translation>Requêtes limitées par la simulation jusqu&apos;ici (nouvelles tentatives incluses)</translation>
    </message>
    <message>
        <source>Throttled requests by the reason DynamoDB reports (ThrottlingReason): table or index, read or write, and which limit</source>
        <translation>Requêtes limitées selon la raison signalée par DynamoDB (ThrottlingReason) : table ou index, lecture ou écriture, et quelle limite</translation>
    </message>
    <message>
        <source>– keys</source>
        <translation>– clés</translation>
    </message>
    <message>
        <source>– writes</source>
        <translation>– écritures</translation>
    </message>
    <message>
        <source>hot factor –</source>
        <translation>facteur de chaleur –</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> clés</translation>
    </message>
    <message>
        <source>hot factor </source>
        <translation>facteur de chaleur </translation>
    </message>
    <message>
        <source> throttled (t = </source>
        <translation> limitées (t = </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::StrategyPane</name>
    <message>
        <source>Write sharding</source>
        <translation>Sharding des écritures</translation>
    </message>
    <message>
        <source>How a suffix is appended to each logical key</source>
        <translation>Comment un suffixe est ajouté à chaque clé logique</translation>
    </message>
    <message>
        <source>Strate&amp;gy</source>
        <translation>Straté&amp;gie</translation>
    </message>
    <message>
        <source>Number of suffixes (N) the strategy spreads a key over</source>
        <translation>Nombre de suffixes (N) sur lesquels la stratégie répartit une clé</translation>
    </message>
    <message>
        <source>Shards (&amp;N)</source>
        <translation>Shards (&amp;N)</translation>
    </message>
    <message>
        <source>XXH3-64 mod N, + 1</source>
        <translation>XXH3-64 mod N, + 1</translation>
    </message>
    <message>
        <source>code points multiplied, mod N, + 1</source>
        <translation>points de code multipliés, mod N, + 1</translation>
    </message>
    <message>
        <source>Suffi&amp;x function</source>
        <translation>Fonction de suffi&amp;xe</translation>
    </message>
    <message>
        <source>the source is the logical shard</source>
        <translation>la source est le shard logique</translation>
    </message>
    <message>
        <source>virtual shards 0…V−1</source>
        <translation>shards virtuels 0…V−1</translation>
    </message>
    <message>
        <source>Loo&amp;kup by</source>
        <translation>Recherc&amp;he par</translation>
    </message>
    <message>
        <source>Joins the logical key and the suffix</source>
        <translation>Joint la clé logique et le suffixe</translation>
    </message>
    <message>
        <source>Se&amp;parator</source>
        <translation>Sé&amp;parateur</translation>
    </message>
    <message>
        <source>The random suffixes are seeded, so a run can be repeated</source>
        <translation>Les suffixes aléatoires ont une graine, pour qu&apos;une exécution soit reproductible</translation>
    </message>
    <message>
        <source>Random see&amp;d</source>
        <translation>&amp;Graine aléatoire</translation>
    </message>
    <message>
        <source>One boundary per line, strictly increasing: numeric order when every boundary is a number, byte order otherwise</source>
        <translation>Une borne par ligne, strictement croissante : ordre numérique si chaque borne est un nombre, ordre des octets sinon</translation>
    </message>
    <message>
        <source>Bo&amp;undaries</source>
        <translation>Bo&amp;rnes</translation>
    </message>
    <message>
        <source>LOGICAL,PHYSICAL per line (or a TAB between them); # starts a comment</source>
        <translation>LOGIQUE,PHYSIQUE par ligne (ou une TAB entre les deux) ; # commence un commentaire</translation>
    </message>
    <message>
        <source>Shard &amp;map</source>
        <translation>Table des sh&amp;ards</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>Shards</translation>
    </message>
    <message>
        <source>Lookup function</source>
        <translation>Fonction de recherche</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Séparateur</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Boundaries</source>
        <translation>Bornes</translation>
    </message>
    <message>
        <source>Shard map</source>
        <translation>Table des shards</translation>
    </message>
    <message>
        <source> line</source>
        <translation> ligne</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> lignes</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>How many shards?</source>
        <translation>Combien de shards ?</translation>
    </message>
    <message>
        <source>Writes per second on the one logical key to shard (filled in with the document&apos;s hottest key)</source>
        <translation>Écritures par seconde sur la clé logique à répartir (pré-remplie avec la clé la plus chaude du document)</translation>
    </message>
    <message>
        <source>&amp;Writes/s on the key</source>
        <translation>É&amp;critures/s sur la clé</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> Ko</translation>
    </message>
    <message>
        <source>&amp;Item size</source>
        <translation>&amp;Taille d&apos;élément</translation>
    </message>
    <message>
        <source>Room for growth on top of the bare minimum</source>
        <translation>Marge de croissance au-delà du strict minimum</translation>
    </message>
    <message>
        <source>Headr&amp;oom</source>
        <translation>Ma&amp;rge</translation>
    </message>
    <message>
        <source>Heat map model</source>
        <translation>Modèle de carte thermique</translation>
    </message>
    <message>
        <source>Buckets (model partitions) the keys are placed into</source>
        <translation>Compartiments (partitions du modèle) dans lesquels les clés sont placées</translation>
    </message>
    <message>
        <source>Bu&amp;ckets</source>
        <translation>Compartime&amp;nts</translation>
    </message>
    <message>
        <source>mod — hash mod buckets</source>
        <translation>mod — hachage mod compartiments</translation>
    </message>
    <message>
        <source>range — equal hash ranges</source>
        <translation>range — plages de hachage égales</translation>
    </message>
    <message>
        <source>Range is closer to DynamoDB: each partition owns a contiguous range of the hash space</source>
        <translation>Range est plus proche de DynamoDB : chaque partition possède une plage contiguë de l&apos;espace de hachage</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Random seed: a whole number from 0 to 18446744073709551615</source>
        <translation>Graine aléatoire : un entier de 0 à 18446744073709551615</translation>
    </message>
    <message>
        <source>Boundaries, </source>
        <translation>Bornes, </translation>
    </message>
    <message>
        <source>Physical keys of </source>
        <translation>Clés physiques de </translation>
    </message>
    <message>
        <source>No preview until the parameters are valid.</source>
        <translation>Pas d&apos;aperçu tant que les paramètres ne sont pas valides.</translation>
    </message>
    <message>
        <source>… and </source>
        <translation>… et </translation>
    </message>
    <message>
        <source> more</source>
        <translation> de plus</translation>
    </message>
    <message>
        <source>a point read cannot know its shard (random)</source>
        <translation>une lecture ponctuelle ne peut pas connaître son shard (aléatoire)</translation>
    </message>
    <message>
        <source>a point read computes its one shard from the source value</source>
        <translation>une lecture ponctuelle calcule son unique shard à partir de la valeur source</translation>
    </message>
    <message>
        <source>Read fan-out: </source>
        <translation>Fan-out de lecture : </translation>
    </message>
    <message>
        <source> to read the whole key; </source>
        <translation> pour lire toute la clé ; </translation>
    </message>
    <message>
        <source>Appl&amp;y N = </source>
        <translation>Appl&amp;iquer N = </translation>
    </message>
    <message>
        <source>Sets Shards (N) to the recommendation</source>
        <translation>Règle Shards (N) sur la recommandation</translation>
    </message>
    <message>
        <source>Pick random, calculated or mod first: they take a shard count</source>
        <translation>Choisissez d&apos;abord random, calculated ou mod : ils prennent un nombre de shards</translation>
    </message>
    <message>
        <source>Suffix function</source>
        <translation>Fonction de suffixe</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TablePane</name>
    <message>
        <source>since 2019</source>
        <translation>depuis 2019</translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> tentatives</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
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
        <translation>RCU/s de pointe précédentes</translation>
    </message>
    <message>
        <source>Previous peak WCU/s</source>
        <translation>WCU/s de pointe précédentes</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>&amp;Fixer</translation>
    </message>
    <message>
        <source>Pin the partition count instead of deriving it from capacity</source>
        <translation>Fixer le nombre de partitions au lieu de le déduire de la capacité</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
    <message>
        <source>Pin partitions</source>
        <translation>Fixer les partitions</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Flux</translation>
    </message>
    <message>
        <source>Streams block isolation (split-for-heat) on provisioned tables</source>
        <translation>Les flux empêchent l&apos;isolement (split for heat) sur les tables provisionnées</translation>
    </message>
    <message>
        <source>Capacity behaviour</source>
        <translation>Comportement de la capacité</translation>
    </message>
    <message>
        <source>Each partition banks up to %1 s of its unused capacity</source>
        <translation>Chaque partition met de côté jusqu&apos;à %1 s de sa capacité inutilisée</translation>
    </message>
    <message>
        <source>Burst starts</source>
        <translation>Début de rafale</translation>
    </message>
    <message>
        <source>&amp;Adaptive capacity</source>
        <translation>Capacité &amp;adaptative</translation>
    </message>
    <message>
        <source>Adaptive delay</source>
        <translation>Délai adaptatif</translation>
    </message>
    <message>
        <source>Spl&amp;it for heat</source>
        <translation>Sp&amp;lit for heat</translation>
    </message>
    <message>
        <source>Split after</source>
        <translation>Split après</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>&amp;Duration</source>
        <translation>&amp;Durée</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Item si&amp;ze</source>
        <translation>Taille d&apos;élé&amp;ment</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> Ko</translation>
    </message>
    <message>
        <source>SD&amp;K retries</source>
        <translation>Nouvelles tentatives du SD&amp;K</translation>
    </message>
    <message>
        <source>Operation mix: every write is a put of a new item (workload.operations in the scenario file sets a mix)</source>
        <translation>Mélange d&apos;opérations : chaque écriture est un put d&apos;un nouvel élément (workload.operations dans le fichier de scénario définit un mélange)</translation>
    </message>
    <message>
        <source>Operation mix: %1 (workload.operations, set in the scenario file)</source>
        <translation>Mélange d&apos;opérations : %1 (workload.operations, défini dans le fichier de scénario)</translation>
    </message>
    <message>
        <source>Not applied: an LSI needs the table&apos;s sort key (it keeps the partition key with another sort key): remove the LSIs first</source>
        <translation>Non appliqué : un LSI a besoin de la clé de tri de la table (il garde la clé de partition avec une autre clé de tri) : supprimez d&apos;abord les LSI</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Non appliqué : </translation>
    </message>
    <message>
        <source>ceil(max(%1, 2 × peak RCU)/%2 + max(%3, 2 × peak WCU)/%4)</source>
        <translation>ceil(max(%1, 2 × RCU de pointe)/%2 + max(%3, 2 × WCU de pointe)/%4)</translation>
    </message>
    <message>
        <source>ceil(RCU/%1 + WCU/%2)</source>
        <translation>ceil(RCU/%1 + WCU/%2)</translation>
    </message>
    <message>
        <source>max(%1, ceil(size/%2 GB))</source>
        <translation>max(%1, ceil(taille/%2 Go))</translation>
    </message>
    <message>
        <source>Derived: %1 (%2)</source>
        <translation>Déduit : %1 (%2)</translation>
    </message>
    <message>
        <source>; pinned to %1</source>
        <translation>; fixé à %1</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>optional: the scenario&apos;s name</source>
        <translation>facultatif : le nom du scénario</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <translation>&amp;Nom de la table</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Clé de partition</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Clé de tri</translation>
    </message>
    <message>
        <source>Table has a sort key</source>
        <translation>La table a une clé de tri</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>Type de la clé de partition</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>Nom de la clé de tri</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>Type de la clé de tri</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Taille des données</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> Go</translation>
    </message>
    <message>
        <source>Partitions = max(capacity formula, ceil(size / %1 GB)): a partition holds about %1 GB</source>
        <translation>Partitions = max(formule de capacité, ceil(taille / %1 Go)) : une partition contient environ %1 Go</translation>
    </message>
    <message>
        <source>Max read request units</source>
        <translation>Unités de requête de lecture max.</translation>
    </message>
    <message>
        <source>Max write request units</source>
        <translation>Unités de requête d&apos;écriture max.</translation>
    </message>
    <message>
        <source>On-demand maximum throughput per second: above it requests fail with ...MaxOnDemandThroughputExceeded</source>
        <translation>Débit maximal à la demande par seconde : au-delà, les requêtes échouent avec ...MaxOnDemandThroughputExceeded</translation>
    </message>
    <message>
        <source>Account quota RCU</source>
        <translation>Quota de compte RCU</translation>
    </message>
    <message>
        <source>Account quota WCU</source>
        <translation>Quota de compte WCU</translation>
    </message>
    <message>
        <source>Per-table quota (Service Quotas, default %1): an on-demand table or GSI serves no more a second (above it requests fail with ...AccountLimitExceeded), and a provisioned table or GSI may be provisioned no more</source>
        <translation>Quota par table (Service Quotas, par défaut %1) : une table ou un GSI à la demande ne sert pas davantage par seconde (au-delà, les requêtes échouent avec ...AccountLimitExceeded), et une table ou un GSI provisionné ne peut pas être provisionné davantage</translation>
    </message>
    <message>
        <source>Global secondary indexes</source>
        <translation>Index secondaires globaux</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Index secondaires locaux</translation>
    </message>
    <message>
        <source>B&amp;urst</source>
        <translation>&amp;Rafale</translation>
    </message>
    <message>
        <source>C&amp;onsistency</source>
        <translation>C&amp;ohérence</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>ceil(max(%1, warm, 2 × peak RCU)/%2 + max(%3, warm, 2 × peak WCU)/%4)</source>
        <translation>ceil(max(%1, préchauffé, 2 × RCU de pic)/%2 + max(%3, préchauffé, 2 × WCU de pic)/%4)</translation>
    </message>
    <message>
        <source>ceil(max(RCU, warm)/%1 + max(WCU, warm)/%2)</source>
        <translation>ceil(max(RCU, préchauffé)/%1 + max(WCU, préchauffé)/%2)</translation>
    </message>
    <message>
        <source>Warm read units/s</source>
        <translation>Unités de lecture préchauffées/s</translation>
    </message>
    <message>
        <source>Warm write units/s</source>
        <translation>Unités d&apos;écriture préchauffées/s</translation>
    </message>
    <message>
        <source>Warm throughput (pre-warming): what the table serves at once. It starts with the partitions for it, and on demand it serves up to it at once, as it serves twice its previous peak. none: the mode&apos;s own (a new on-demand table&apos;s %1 read / %2 write units, a provisioned table&apos;s capacity)</source>
        <translation>Débit préchauffé (préchauffage) : ce que la table sert d&apos;emblée. Elle commence avec les partitions nécessaires et, à la demande, sert d&apos;emblée jusqu&apos;à ce débit, comme le double de son pic précédent. aucune : celui du mode (%1 unités de lecture / %2 d&apos;écriture pour une nouvelle table à la demande, la capacité d&apos;une table provisionnée)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TableProblemText</name>
    <message>
        <source>non-key attributes</source>
        <translation>attributs non-clés</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ThrottleTimelineChart</name>
    <message>
        <source>burst tokens</source>
        <translation>jetons de rafale</translation>
    </message>
    <message>
        <source>burst bucket (hottest)</source>
        <translation>compartiment de rafale (le plus chaud)</translation>
    </message>
    <message>
        <source>throttling starts</source>
        <translation>début des limitations</translation>
    </message>
    <message>
        <source>Throttle timeline</source>
        <translation>Chronologie des limitations</translation>
    </message>
    <message>
        <source>Solid: </source>
        <translation>Trait plein : </translation>
    </message>
    <message>
        <source> consumed · dashed: allocated · ▲ throttling starts · ■ split</source>
        <translation> consommées · pointillés : allouées · ▲ début des limitations · ■ split</translation>
    </message>
    <message>
        <source> · thick dashed: CloudWatch</source>
        <translation> · gros pointillés : CloudWatch</translation>
    </message>
    <message>
        <source>, observed</source>
        <translation>, observé</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>limité</translation>
    </message>
    <message>
        <source>split</source>
        <translation>division</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>throttled by index back-pressure</source>
        <translation>limité par la contre-pression d&apos;un index</translation>
    </message>
    <message>
        <source>simulated, same periods</source>
        <translation>simulé, mêmes périodes</translation>
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
        <translation>partition </translation>
    </message>
    <message>
        <source>other </source>
        <translation>autres </translation>
    </message>
    <message>
        <source> partition</source>
        <translation> partition</translation>
    </message>
    <message>
        <source> partitions</source>
        <translation> partitions</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ViewExport</name>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Exported </source>
        <translation>Exporté : </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Cannot export </source>
        <translation>Export impossible : </translation>
    </message>
    <message>
        <source> as PNG…</source>
        <translation> en PNG…</translation>
    </message>
    <message>
        <source> as SVG…</source>
        <translation> en SVG…</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>Carte t&amp;hermique</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Chronologie</translation>
    </message>
    <message>
        <source>&amp;Partition × time</source>
        <translation>&amp;Partition × temps</translation>
    </message>
    <message>
        <source>Simulation &amp;metrics as CSV…</source>
        <translation>&amp;Métriques de simulation en CSV…</translation>
    </message>
    <message>
        <source>Export simulation metrics</source>
        <translation>Exporter les métriques de simulation</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exporting </source>
        <translation>Export de </translation>
    </message>
</context>
</TS>
