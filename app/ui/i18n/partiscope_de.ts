<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BucketHeatmap</name>
    <message>
        <source>Enter lists the keys of this cell.</source>
        <translation>Eingabe listet die Schlüssel dieser Zelle auf.</translation>
    </message>
    <message>
        <source>%1. Arrow keys move between the cells, Home and End jump to the first and the last.</source>
        <translation>%1. Die Pfeiltasten wechseln zwischen den Zellen, Pos1 und Ende springen zur ersten und zur letzten.</translation>
    </message>
</context>
<context>
    <name>DecisionPathView</name>
    <message>
        <source>highlighted: a finding points here</source>
        <translation>hervorgehoben: ein Befund weist hierher</translation>
    </message>
    <message>
        <source>not highlighted</source>
        <translation>nicht hervorgehoben</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>Entscheidungspfad</translation>
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
        <translation>Eine Zeile pro Partition, die Zeit waagerecht. Auf und Ab wechseln zwischen den Partitionen, Links und Rechts durch die Zeit, Ende folgt der neuesten Sekunde.</translation>
    </message>
</context>
<context>
    <name>ThrottleTimelineChart</name>
    <message>
        <source>Throttle timeline</source>
        <translation>Drosselungsverlauf</translation>
    </message>
    <message>
        <source>Second %1 of %2</source>
        <translation>Sekunde %1 von %2</translation>
    </message>
    <message>
        <source>throttled now: %1 %2/s</source>
        <translation>jetzt gedrosselt: %1 %2/s</translation>
    </message>
    <message>
        <source>first throttle at %1 s</source>
        <translation>erste Drosselung bei %1 s</translation>
    </message>
    <message>
        <source>no throttling so far</source>
        <translation>bisher keine Drosselung</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AboutDialog</name>
    <message>
        <source>the window and its widgets</source>
        <translation>das Fenster und seine Bedienelemente</translation>
    </message>
    <message>
        <source>the throttle timeline (Qt Charts has no LGPL option)</source>
        <translation>den Drosselungsverlauf (Qt Charts hat keine LGPL-Option)</translation>
    </message>
    <message>
        <source>scenario and report files</source>
        <translation>Szenario- und Berichtsdateien</translation>
    </message>
    <message>
        <source>large JSON files (imports, CloudWatch data)</source>
        <translation>große JSON-Dateien (Importe, CloudWatch-Daten)</translation>
    </message>
    <message>
        <source>the model partition hash</source>
        <translation>den Partitions-Hash des Modells</translation>
    </message>
    <message>
        <source>reading gzip-compressed exports</source>
        <translation>das Lesen gzip-komprimierter Exporte</translation>
    </message>
    <message>
        <source>the tests only; not part of the programs</source>
        <translation>nur die Tests; nicht Teil der Programme</translation>
    </message>
    <message>
        <source>Models how DynamoDB partition keys spread over partitions, where a hot key throttles, and what write sharding costs on reads. Every cost figure is an estimate.</source>
        <translation>Modelliert, wie sich DynamoDB-Partitionsschlüssel auf Partitionen verteilen, wo ein heißer Schlüssel gedrosselt wird und was Write-Sharding beim Lesen kostet. Jeder Kostenbetrag ist eine Schätzung.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft mit Qt %2.</translation>
    </message>
    <message>
        <source>Libraries and their licences</source>
        <translation>Bibliotheken und ihre Lizenzen</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <source>The licences as the copyright files of the Debian packages state them. The libraries are linked from the system, not copied into Partiscope.</source>
        <translation>Die Lizenzen, wie sie die Copyright-Dateien der Debian-Pakete angeben. Die Bibliotheken werden aus dem System gelinkt, nicht in Partiscope kopiert.</translation>
    </message>
    <message>
        <source>The partition hash</source>
        <translation>Der Partitions-Hash</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <source>About Partiscope</source>
        <translation>Über Partiscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AccessPatternEditor</name>
    <message>
        <source>The table, or one of its indexes (IndexName)</source>
        <translation>Die Tabelle oder einer ihrer Indizes (IndexName)</translation>
    </message>
    <message>
        <source>Tar&amp;get</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>The logical partition-key value; the target&apos;s strategy shards it</source>
        <translation>Der logische Partitionsschlüsselwert; die Strategie des Ziels verteilt ihn auf Shards</translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation>&amp;Schlüssel</translation>
    </message>
    <message>
        <source>(no condition)</source>
        <translation>(keine Bedingung)</translation>
    </message>
    <message>
        <source>and (between)</source>
        <translation>und (between)</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>S&amp;ortierschlüssel</translation>
    </message>
    <message>
        <source>strong (ConsistentRead)</source>
        <translation>stark (ConsistentRead)</translation>
    </message>
    <message>
        <source> reads/s</source>
        <translation> Lesevorgänge/s</translation>
    </message>
    <message>
        <source>&amp;Rate</source>
        <translation>&amp;Rate</translation>
    </message>
    <message>
        <source>Pattern target</source>
        <translation>Ziel des Musters</translation>
    </message>
    <message>
        <source>Pattern key</source>
        <translation>Schlüssel des Musters</translation>
    </message>
    <message>
        <source>Sort-key condition</source>
        <translation>Sortierschlüssel-Bedingung</translation>
    </message>
    <message>
        <source>Sort-key value</source>
        <translation>Sortierschlüsselwert</translation>
    </message>
    <message>
        <source>Second sort-key value</source>
        <translation>Zweiter Sortierschlüsselwert</translation>
    </message>
    <message>
        <source>Pattern consistency</source>
        <translation>Konsistenz des Musters</translation>
    </message>
    <message>
        <source>Pattern rate</source>
        <translation>Rate des Musters</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
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
        <translation> (kein solcher Index)</translation>
    </message>
    <message>
        <source>&amp;Key (</source>
        <translation>&amp;Schlüssel (</translation>
    </message>
    <message>
        <source>&amp;Sort key (</source>
        <translation>S&amp;ortierschlüssel (</translation>
    </message>
    <message>
        <source>&amp;Sort key (none)</source>
        <translation>S&amp;ortierschlüssel (keiner)</translation>
    </message>
    <message>
        <source>A global secondary index is read eventually consistently only</source>
        <translation>Ein globaler sekundärer Index wird nur eventuell konsistent gelesen</translation>
    </message>
    <message>
        <source>Strongly consistent reads cost twice the read units</source>
        <translation>Stark konsistente Lesevorgänge kosten doppelt so viele Lesekapazitätseinheiten</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Nicht übernommen: </translation>
    </message>
    <message>
        <source>C&amp;onsistency</source>
        <translation>K&amp;onsistenz</translation>
    </message>
    <message>
        <source>eventual</source>
        <translation>eventual (letztendlich konsistent)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AdvisorPane</name>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;[%2]&lt;/b&gt; &lt;b&gt;%3&lt;/b&gt; &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;b&gt;Evidence:&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Recommendation:&lt;/b&gt; %6</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;[%2]&lt;/b&gt; &lt;b&gt;%3&lt;/b&gt; &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;b&gt;Beleg:&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Empfehlung:&lt;/b&gt; %6</translation>
    </message>
    <message>
        <source>Analysing the scenario…</source>
        <translation>Szenario wird analysiert…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decision path&lt;/b&gt; (highlighted: what the findings point to)</source>
        <translation>&lt;b&gt;Entscheidungspfad&lt;/b&gt; (hervorgehoben: worauf die Befunde hinweisen)</translation>
    </message>
    <message>
        <source>No findings: the keys and the capacity look fine.</source>
        <translation>Keine Befunde: Schlüssel und Kapazität sehen gut aus.</translation>
    </message>
    <message>
        <source>, most severe first.</source>
        <translation>, die schwersten zuerst.</translation>
    </message>
    <message>
        <source>Cannot analyse the scenario: </source>
        <translation>Das Szenario kann nicht analysiert werden: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AnalysisSummaryText</name>
    <message>
        <source> lines · </source>
        <translation> Zeilen · </translation>
    </message>
    <message>
        <source> accepted · </source>
        <translation> angenommen · </translation>
    </message>
    <message>
        <source> rejected · </source>
        <translation> abgelehnt · </translation>
    </message>
    <message>
        <source> blank
</source>
        <translation> leer
</translation>
    </message>
    <message>
        <source> distinct keys</source>
        <translation> verschiedene Schlüssel</translation>
    </message>
    <message>
        <source>line </source>
        <translation>Zeile </translation>
    </message>
    <message>
        <source> after sharding)</source>
        <translation> nach dem Sharding)</translation>
    </message>
    <message>
        <source>Total </source>
        <translation>Gesamt </translation>
    </message>
    <message>
        <source> writes  ·  </source>
        <translation> Schreibvorgänge  ·  </translation>
    </message>
    <message>
        <source>  ·  hot factor </source>
        <translation>  ·  Hot-Faktor </translation>
    </message>
    <message>
        <source> (max/mean)</source>
        <translation> (Max/Mittel)</translation>
    </message>
    <message>
        <source>  ·  Gini </source>
        <translation>  ·  Gini </translation>
    </message>
    <message>
        <source>  ·  entropy </source>
        <translation>  ·  Entropie </translation>
    </message>
    <message>
        <source>  ·  empty </source>
        <translation>  ·  leer </translation>
    </message>
    <message>
        <source> of </source>
        <translation> von </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>die Tabelle</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source> This map places the keys by the model hash into </source>
        <translation> Diese Karte verteilt die Schlüssel per Modell-Hash auf </translation>
    </message>
    <message>
        <source> has </source>
        <translation> hat </translation>
    </message>
    <message>
        <source> and the scenario pins its keys to them</source>
        <translation> und das Szenario legt seine Schlüssel darauf fest</translation>
    </message>
    <message>
        <source>. The simulation, the advisor and the report use the table&apos;s partitions, so their hot factor can differ from this one.</source>
        <translation>. Simulation, Berater und Bericht verwenden die Partitionen der Tabelle, daher kann ihr Hot-Faktor von diesem abweichen.</translation>
    </message>
    <message>
        <source>. The simulation uses the index&apos;s partitions, so its hot factor can differ from this one.</source>
        <translation>. Die Simulation verwendet die Partitionen des Index, daher kann ihr Hot-Faktor von diesem abweichen.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AutoScalingEditor</name>
    <message>
        <source>Write auto scaling</source>
        <translation>Auto Scaling für Schreibvorgänge</translation>
    </message>
    <message>
        <source>Read auto scaling</source>
        <translation>Auto Scaling für Lesevorgänge</translation>
    </message>
    <message>
        <source>Target tracking: each minute the consumed capacity against the target; out after %1 minutes above it, in after %2 below, within the minimum and the maximum. It sees the table&apos;s consumption, not a partition&apos;s: a throttled request consumes nothing.</source>
        <translation>Zielverfolgung: jede Minute die verbrauchte Kapazität gegen das Ziel; hoch nach %1 Minuten darüber, herunter nach %2 darunter, zwischen Minimum und Maximum. Es sieht den Verbrauch der Tabelle, nicht den einer Partition: eine gedrosselte Anfrage verbraucht nichts.</translation>
    </message>
    <message>
        <source>min </source>
        <translation>min. </translation>
    </message>
    <message>
        <source>max </source>
        <translation>max. </translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Target utilisation</source>
        <translation>Zielauslastung</translation>
    </message>
    <message>
        <source> minimum</source>
        <translation> Minimum</translation>
    </message>
    <message>
        <source> maximum</source>
        <translation> Maximum</translation>
    </message>
    <message>
        <source> target</source>
        <translation> Ziel</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::AxisScale</name>
    <message>
        <source>simulated time (</source>
        <translation>simulierte Zeit (</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketBarChart</name>
    <message>
        <source>Writes per bucket bar chart</source>
        <translation>Balkendiagramm: Schreibvorgänge pro Bucket</translation>
    </message>
    <message>
        <source>Writes per </source>
        <translation>Schreibvorgänge pro </translation>
    </message>
    <message>
        <source> bar chart</source>
        <translation> – Balkendiagramm</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>Schreibvorgänge</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketHeatmap</name>
    <message>
        <source>Bucket heat map</source>
        <translation>Bucket-Heatmap</translation>
    </message>
    <message>
        <source>Heat map of writes per </source>
        <translation>Heatmap der Schreibvorgänge pro </translation>
    </message>
    <message>
        <source>Writes per </source>
        <translation>Schreibvorgänge pro </translation>
    </message>
    <message>
        <source> (relative: no request rate)</source>
        <translation> (relativ: keine Anfragerate)</translation>
    </message>
    <message>
        <source> of all writes</source>
        <translation> aller Schreibvorgänge</translation>
    </message>
    <message>
        <source>/s at the peak rates: </source>
        <translation>/s bei den Spitzenraten: </translation>
    </message>
    <message>
        <source> of the per-partition ceiling</source>
        <translation> der Obergrenze pro Partition</translation>
    </message>
    <message>
        <source> (throttles)</source>
        <translation> (drosselt)</translation>
    </message>
    <message>
        <source> key</source>
        <translation> Schlüssel</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> Schlüssel</translation>
    </message>
    <message>
        <source>, the busiest </source>
        <translation>, die meistgenutzten </translation>
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
        <translation>&lt;/table&gt;Klicken, um alle Schlüssel aufzulisten.</translation>
    </message>
    <message>
        <source>No buckets to show yet</source>
        <translation>Noch keine Buckets anzuzeigen</translation>
    </message>
    <message>
        <source> of ceiling</source>
        <translation> der Obergrenze</translation>
    </message>
    <message>
        <source>above 100 %: throttles</source>
        <translation>über 100 %: Drosselung</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketKeysModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreibvorgänge</translation>
    </message>
    <message>
        <source>Share of </source>
        <translation>Anteil an </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::BucketKeysPanel</name>
    <message>
        <source>Click a cell of the heat map to list its keys.</source>
        <translation>Klicken Sie auf eine Zelle der Heatmap, um ihre Schlüssel aufzulisten.</translation>
    </message>
    <message>
        <source>Filter keys</source>
        <translation>Schlüssel filtern</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text (Ctrl+C)</source>
        <translation>Ausgewählte Zeilen als tabulatorgetrennten Text kopieren (Strg+C)</translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation>Zeilen kopieren</translation>
    </message>
    <message>
        <source>Listing the keys of </source>
        <translation>Schlüssel werden aufgelistet: </translation>
    </message>
    <message>
        <source> of all writes)</source>
        <translation> aller Schreibvorgänge)</translation>
    </message>
    <message>
        <source>Cannot list the keys: </source>
        <translation>Die Schlüssel können nicht aufgelistet werden: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CandidateList</name>
    <message>
        <source>A document holds at most </source>
        <translation>Ein Dokument enthält höchstens </translation>
    </message>
    <message>
        <source> candidates: remove one first</source>
        <translation> Kandidaten: entfernen Sie zuerst einen</translation>
    </message>
    <message>
        <source>Design </source>
        <translation>Entwurf </translation>
    </message>
    <message>
        <source>A candidate needs a name</source>
        <translation>Ein Kandidat braucht einen Namen</translation>
    </message>
    <message>
        <source>A candidate&apos;s name has at most </source>
        <translation>Der Name eines Kandidaten hat höchstens </translation>
    </message>
    <message>
        <source> characters</source>
        <translation> Zeichen</translation>
    </message>
    <message>
        <source>Another candidate is called </source>
        <translation>Ein anderer Kandidat heißt bereits </translation>
    </message>
    <message>
        <source>Add candidate </source>
        <translation>Kandidat hinzufügen: </translation>
    </message>
    <message>
        <source>Rename candidate </source>
        <translation>Kandidat umbenennen: </translation>
    </message>
    <message>
        <source>Remove candidate </source>
        <translation>Kandidat entfernen: </translation>
    </message>
    <message>
        <source>The document has no candidate </source>
        <translation>Das Dokument hat keinen Kandidaten </translation>
    </message>
    <message>
        <source>Make %1 current</source>
        <translation>%1 zum aktuellen machen</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareHeatmaps</name>
    <message>
        <source>Hot factor: writes of the fullest bucket over the mean (1 = perfectly even). Both maps share one colour scale.</source>
        <translation>Hot-Faktor: Schreibvorgänge des vollsten Buckets geteilt durch den Mittelwert (1 = völlig gleichmäßig). Beide Karten teilen eine Farbskala.</translation>
    </message>
    <message>
        <source>no strategy</source>
        <translation>keine Strategie</translation>
    </message>
    <message>
        <source> shards</source>
        <translation> Shards</translation>
    </message>
    <message>
        <source> · hot factor </source>
        <translation> · Hot-Faktor </translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareTableModel</name>
    <message>
        <source> The best of the designs in this column</source>
        <translation> Der beste Entwurf in dieser Spalte</translation>
    </message>
    <message>
        <source>Hot factor</source>
        <translation>Hot-Faktor</translation>
    </message>
    <message>
        <source>Peak
partition use</source>
        <translation>Spitzen-
auslastung</translation>
    </message>
    <message>
        <source>Queries
per read</source>
        <translation>Abfragen
pro Lesen</translation>
    </message>
    <message>
        <source>Min RCU
per read</source>
        <translation>Min. RCU
pro Lesen</translation>
    </message>
    <message>
        <source>WCU per
write</source>
        <translation>WCU pro
Schreiben</translation>
    </message>
    <message>
        <source>Monthly cost
(estimate)</source>
        <translation>Monatskosten
(Schätzung)</translation>
    </message>
    <message>
        <source>Most severe
finding</source>
        <translation>Schwerster
Befund</translation>
    </message>
    <message>
        <source>The fullest partition&apos;s writes over the mean per partition (lower is better)</source>
        <translation>Schreibvorgänge der vollsten Partition geteilt durch den Mittelwert pro Partition (niedriger ist besser)</translation>
    </message>
    <message>
        <source>The most any partition of the table or an index asked for in one second, as a share of the per-partition ceiling; above 100 % it asked for more than a partition can serve (lower is better)</source>
        <translation>Das Höchste, was eine Partition der Tabelle oder eines Index in einer Sekunde anforderte, als Anteil an der Obergrenze pro Partition; über 100 % forderte sie mehr an, als eine Partition liefern kann (niedriger ist besser)</translation>
    </message>
    <message>
        <source>Requests the application saw throttled over the run, for every reason (lower is better); hover a cell for the reasons</source>
        <translation>Anfragen, die die Anwendung im Lauf gedrosselt sah, aus jedem Grund (niedriger ist besser); für die Gründe mit der Maus über die Zelle fahren</translation>
    </message>
    <message>
        <source>Queries it takes to read one whole logical key: the strategy&apos;s fan-out (lower is better)</source>
        <translation>Abfragen, die nötig sind, um einen ganzen logischen Schlüssel zu lesen: der Fan-out der Strategie (niedriger ist besser)</translation>
    </message>
    <message>
        <source>The least read capacity those queries consume; each query costs at least one read unit (lower is better)</source>
        <translation>Die geringste Lesekapazität, die diese Abfragen verbrauchen; jede Abfrage kostet mindestens eine Leseeinheit (niedriger ist besser)</translation>
    </message>
    <message>
        <source>Write capacity units one logical write consumes, the table&apos;s and every index&apos;s together (lower is better)</source>
        <translation>Schreibkapazitätseinheiten, die ein logischer Schreibvorgang verbraucht, Tabelle und alle Indizes zusammen (niedriger ist besser)</translation>
    </message>
    <message>
        <source>An estimate of the monthly bill from the simulated consumption at the price table&apos;s list prices (lower is better)</source>
        <translation>Eine Schätzung der Monatsrechnung aus dem simulierten Verbrauch zu den Listenpreisen der Preistabelle (niedriger ist besser)</translation>
    </message>
    <message>
        <source>The advisor&apos;s most severe finding for the design (less severe is better)</source>
        <translation>Der schwerste Befund des Beraters für den Entwurf (weniger schwer ist besser)</translation>
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
        <translation>Nichts wurde gedrosselt</translation>
    </message>
    <message>
        <source>Throttled by reason:
</source>
        <translation>Gedrosselt nach Grund:
</translation>
    </message>
    <message>
        <source>Estimate at </source>
        <translation>Schätzung zu </translation>
    </message>
    <message>
        <source> list prices of </source>
        <translation>-Listenpreisen von </translation>
    </message>
    <message>
        <source>
Reads: </source>
        <translation>
Lesen: </translation>
    </message>
    <message>
        <source>
Writes: </source>
        <translation>
Schreiben: </translation>
    </message>
    <message>
        <source>
Storage: </source>
        <translation>
Speicher: </translation>
    </message>
    <message>
        <source>The advisor found nothing to report</source>
        <translation>Der Berater hat nichts zu melden</translation>
    </message>
    <message>
        <source> /month (estimate)</source>
        <translation> /Monat (Schätzung)</translation>
    </message>
    <message>
        <source>Throttled
requests</source>
        <translation>Gedrosselte
Anfragen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CompareView</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Compare again</source>
        <translation>Erneut vergleichen</translation>
    </message>
    <message>
        <source>Hot factor </source>
        <translation>Hot-Faktor </translation>
    </message>
    <message>
        <source>This document has no candidate designs, so its current design is shown alone. To compare designs, use Design › Add candidate from current, change the strategy or the table, and add another.</source>
        <translation>Dieses Dokument hat keine Kandidatenentwürfe, daher wird sein aktueller Entwurf allein gezeigt. Zum Vergleichen: Entwurf › Kandidat aus aktuellem hinzufügen, Strategie oder Tabelle ändern und einen weiteren hinzufügen.</translation>
    </message>
    <message>
        <source>One candidate: change the strategy or the table and use Design › Add candidate from current to add another to compare with.</source>
        <translation>Ein Kandidat: Ändern Sie Strategie oder Tabelle und fügen Sie mit Entwurf › Kandidat aus aktuellem hinzufügen einen weiteren zum Vergleich hinzu.</translation>
    </message>
    <message>
        <source>Favoured: &lt;b&gt;</source>
        <translation>Bevorzugt: &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Out of date: the document changed since these figures were computed.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Veraltet: Das Dokument hat sich geändert, seit diese Werte berechnet wurden.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Monthly costs are estimates at </source>
        <translation>Monatskosten sind Schätzungen zu </translation>
    </message>
    <message>
        <source> list prices of </source>
        <translation>-Listenpreisen von </translation>
    </message>
    <message>
        <source> and bold: the best value of a column.</source>
        <translation> und fett: der beste Wert einer Spalte.</translation>
    </message>
    <message>
        <source>Beneath: each design&apos;s load per partition and its partitions over time, every map on one absolute scale: the share of the per-partition ceiling at the design&apos;s rates, hatched above 100 % (where it throttles).</source>
        <translation>Darunter: die Last jedes Entwurfs pro Partition und seine Partitionen über die Zeit, alle Karten auf einer absoluten Skala: Anteil an der Obergrenze pro Partition bei den Raten des Entwurfs, über 100 % schraffiert (dort wird gedrosselt).</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::CoreText</name>
    <message>
        <source>model only: placement uses XXH3-64; DynamoDB&apos;s real partition hash is undocumented</source>
        <translation>nur ein Modell: die Platzierung verwendet XXH3-64; der echte Partitions-Hash von DynamoDB ist undokumentiert</translation>
    </message>
    <message>
        <source>%1× over %2 partition</source>
        <translation>%1× über %2 Partition</translation>
    </message>
    <message>
        <source>%1× over %2 partitions</source>
        <translation>%1× über %2 Partitionen</translation>
    </message>
    <message>
        <source>%1× over %2 bucket</source>
        <translation>%1× über %2 Bucket</translation>
    </message>
    <message>
        <source>%1× over %2 buckets</source>
        <translation>%1× über %2 Buckets</translation>
    </message>
    <message>
        <source>none: the partition key is the logical key itself; one query per read</source>
        <translation>none: der Partitionsschlüssel ist der logische Schlüssel selbst; eine Abfrage pro Lesevorgang</translation>
    </message>
    <message>
        <source>random: suffix 1..%1 drawn per write (seed %2), joined with %3; writes spread evenly, every read queries all %1 shards</source>
        <translation>random: Suffix 1..%1 pro Schreibvorgang gezogen (Seed %2), angehängt mit %3; die Schreibvorgänge verteilen sich gleichmäßig, jeder Lesevorgang fragt alle %1 Shards ab</translation>
    </message>
    <message>
        <source>calculated: suffix = (product of the source&apos;s code points) mod %1 + 1, joined with %2; a point read computes its shard, a full read queries %1</source>
        <translation>calculated: Suffix = (Produkt der Codepunkte des Quellwerts) mod %1 + 1, angehängt mit %2; ein Punkt-Lesevorgang berechnet seinen Shard, ein vollständiger Lesevorgang fragt %1 ab</translation>
    </message>
    <message>
        <source>calculated: suffix = xxh3-64(source) mod %1 + 1, joined with %2; a point read computes its shard, a full read queries %1</source>
        <translation>calculated: Suffix = xxh3-64(Quellwert) mod %1 + 1, angehängt mit %2; ein Punkt-Lesevorgang berechnet seinen Shard, ein vollständiger Lesevorgang fragt %1 ab</translation>
    </message>
    <message>
        <source>mod: suffix = source mod %1 (0..%2), joined with %3; a point read computes its shard, a full read queries %1</source>
        <translation>mod: Suffix = Quellwert mod %1 (0..%2), angehängt mit %3; ein Punkt-Lesevorgang berechnet seinen Shard, ein vollständiger Lesevorgang fragt %1 ab</translation>
    </message>
    <message>
        <source>range: suffix = index of the source&apos;s range among %1 numeric ranges, joined with %2; a full read queries %1</source>
        <translation>range: Suffix = Index des Bereichs, in dem der Quellwert liegt, unter %1 numerischen Bereichen, angehängt mit %2; ein vollständiger Lesevorgang fragt %1 ab</translation>
    </message>
    <message>
        <source>range: suffix = index of the source&apos;s range among %1 string ranges, joined with %2; a full read queries %1</source>
        <translation>range: Suffix = Index des Bereichs, in dem der Quellwert liegt, unter %1 Zeichenkettenbereichen, angehängt mit %2; ein vollständiger Lesevorgang fragt %1 ab</translation>
    </message>
    <message>
        <source>lookup: logical shard = the source value, mapped by the shard map (%1 logical -&gt; %2 physical shards), joined with %3; a full read queries %2</source>
        <translation>lookup: logischer Shard = der Quellwert, über die Shard-Map zugeordnet (%1 logische -&gt; %2 physische Shards), angehängt mit %3; ein vollständiger Lesevorgang fragt %2 ab</translation>
    </message>
    <message>
        <source>lookup: logical shard = xxh3-64(source) mod %1, mapped by the shard map (%2 logical -&gt; %3 physical shards), joined with %4; a full read queries %3</source>
        <translation>lookup: logischer Shard = xxh3-64(Quellwert) mod %1, über die Shard-Map zugeordnet (%2 logische -&gt; %3 physische Shards), angehängt mit %4; ein vollständiger Lesevorgang fragt %3 ab</translation>
    </message>
    <message>
        <source>lookup: logical shard = the ISBN check digit, mapped by the shard map (%1 logical -&gt; %2 physical shards), joined with %3; a full read queries %2</source>
        <translation>lookup: logischer Shard = die ISBN-Prüfziffer, über die Shard-Map zugeordnet (%1 logische -&gt; %2 physische Shards), angehängt mit %3; ein vollständiger Lesevorgang fragt %2 ab</translation>
    </message>
    <message>
        <source>The keys carry no source value for %1: each key&apos;s writes are spread evenly over its %2 shard, the scenario&apos;s assumption (as in the simulation and the advisor)</source>
        <translation>Die Schlüssel tragen keinen Quellwert für %1: die Schreibvorgänge jedes Schlüssels werden gleichmäßig auf seinen %2 Shard verteilt, die Annahme des Szenarios (wie in der Simulation und im Berater)</translation>
    </message>
    <message>
        <source>The keys carry no source value for %1: each key&apos;s writes are spread evenly over its %2 shards, the scenario&apos;s assumption (as in the simulation and the advisor)</source>
        <translation>Die Schlüssel tragen keinen Quellwert für %1: die Schreibvorgänge jedes Schlüssels werden gleichmäßig auf seine %2 Shards verteilt, die Annahme des Szenarios (wie in der Simulation und im Berater)</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 day</source>
        <translation>%1 Tag</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 hour</source>
        <translation>%1 Stunde</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
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
        <translation>Schlüssel sharden</translation>
    </message>
    <message>
        <source>Let burst + adaptive capacity absorb it</source>
        <translation>Burst- und adaptive Kapazität auffangen lassen</translation>
    </message>
    <message>
        <source>Cache the hot reads</source>
        <translation>Heiße Lesevorgänge cachen</translation>
    </message>
    <message>
        <source>Raise the table&apos;s capacity</source>
        <translation>Kapazität der Tabelle erhöhen</translation>
    </message>
    <message>
        <source>A key is hot or requests throttle: what to do?</source>
        <translation>Ein Schlüssel ist heiß oder Anfragen werden gedrosselt: was tun?</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DecisionPathView</name>
    <message>
        <source>No finding points to a change: nothing is highlighted</source>
        <translation>Kein Befund verlangt eine Änderung: nichts ist hervorgehoben</translation>
    </message>
    <message>
        <source>Highlighted: the branches the findings point to</source>
        <translation>Hervorgehoben: die Zweige, auf die die Befunde hinweisen</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DocumentController</name>
    <message>
        <source>cannot compare the candidates: </source>
        <translation>die Kandidaten können nicht verglichen werden: </translation>
    </message>
    <message>
        <source>cannot analyse the scenario: </source>
        <translation>das Szenario kann nicht analysiert werden: </translation>
    </message>
    <message>
        <source> (recovered)</source>
        <translation> (wiederhergestellt)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Opening </source>
        <translation>Öffne </translation>
    </message>
    <message>
        <source>Saving </source>
        <translation>Speichere </translation>
    </message>
    <message>
        <source>Saved </source>
        <translation>Gespeichert: </translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Bericht wird geschrieben…</translation>
    </message>
    <message>
        <source>Report written to </source>
        <translation>Bericht geschrieben nach </translation>
    </message>
    <message>
        <source>No key accepted: the document keeps its previous keys</source>
        <translation>Kein Schlüssel angenommen: das Dokument behält seine bisherigen Schlüssel</translation>
    </message>
    <message>
        <source>More than </source>
        <translation>Mehr als </translation>
    </message>
    <message>
        <source> distinct keys: the document keeps its previous keys</source>
        <translation> verschiedene Schlüssel: das Dokument behält seine bisherigen Schlüssel</translation>
    </message>
    <message>
        <source>No item imported: the document keeps its previous keys</source>
        <translation>Kein Element importiert: das Dokument behält seine bisherigen Schlüssel</translation>
    </message>
    <message>
        <source>Import items </source>
        <translation>Elemente importieren: </translation>
    </message>
    <message>
        <source>Cannot simulate: </source>
        <translation>Simulation nicht möglich: </translation>
    </message>
    <message>
        <source>; the document keeps its previous keys</source>
        <translation>; das Dokument behält seine bisherigen Schlüssel</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::DocumentParts</name>
    <message>
        <source>the document has no key</source>
        <translation>das Dokument hat keinen Schlüssel</translation>
    </message>
    <message>
        <source>the document has more than </source>
        <translation>das Dokument hat mehr als </translation>
    </message>
    <message>
        <source> keys</source>
        <translation> Schlüssel</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::GsiEditor</name>
    <message>
        <source>Global secondary indexes</source>
        <translation>Globale sekundäre Indizes</translation>
    </message>
    <message>
        <source>At most %1 GSIs per table (default quota)</source>
        <translation>Höchstens %1 GSIs pro Tabelle (Standardkontingent)</translation>
    </message>
    <message>
        <source>Removes the GSI, its index keys and the access patterns that read it</source>
        <translation>Entfernt den GSI, seine Indexschlüssel und die Zugriffsmuster, die ihn lesen</translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>GSI name</source>
        <translation>GSI-Name</translation>
    </message>
    <message>
        <source>GSI partition key</source>
        <translation>GSI-Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>GSI has a sort key</source>
        <translation>GSI hat einen Sortierschlüssel</translation>
    </message>
    <message>
        <source>GSI sort key</source>
        <translation>GSI-Sortierschlüssel</translation>
    </message>
    <message>
        <source>sort key name</source>
        <translation>Name des Sortierschlüssels</translation>
    </message>
    <message>
        <source>partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>sort key type</source>
        <translation>Typ des Sortierschlüssels</translation>
    </message>
    <message>
        <source>partition key type</source>
        <translation>Typ des Partitionsschlüssels</translation>
    </message>
    <message>
        <source>sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>GSI projection</source>
        <translation>GSI-Projektion</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>GSI projected non-key attributes</source>
        <translation>Projizierte Nicht-Schlüsselattribute des GSI</translation>
    </message>
    <message>
        <source>attributes, separated by commas</source>
        <translation>Attribute, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Projizierte Attribute</translation>
    </message>
    <message>
        <source>projected attributes</source>
        <translation>projizierte Attribute</translation>
    </message>
    <message>
        <source>Index item size</source>
        <translation>Elementgröße im Index</translation>
    </message>
    <message>
        <source>default (all: the table&apos;s; else 1 KB)</source>
        <translation>Standard (ALL: die der Tabelle; sonst 1 KB)</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>Previous peak RCU/s</source>
        <translation>Bisherige Spitzen-RCU/s</translation>
    </message>
    <message>
        <source>Previous peak WCU/s</source>
        <translation>Bisherige Spitzen-WCU/s</translation>
    </message>
    <message>
        <source>Max read request units</source>
        <translation>Max. Leseanforderungseinheiten</translation>
    </message>
    <message>
        <source>Max write request units</source>
        <translation>Max. Schreibanforderungseinheiten</translation>
    </message>
    <message>
        <source>GSI partitions (0: derived from its capacity)</source>
        <translation>GSI-Partitionen (0: aus der Kapazität abgeleitet)</translation>
    </message>
    <message>
        <source>derived from its capacity</source>
        <translation>aus der Kapazität abgeleitet</translation>
    </message>
    <message>
        <source>Index partitions</source>
        <translation>Indexpartitionen</translation>
    </message>
    <message>
        <source>Index strategy</source>
        <translation>Indexstrategie</translation>
    </message>
    <message>
        <source>Index keys</source>
        <translation>Indexschlüssel</translation>
    </message>
    <message>
        <source>index keys</source>
        <translation>Indexschlüssel</translation>
    </message>
    <message>
        <source>From items</source>
        <translation>Aus Elementen</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Nicht übernommen: </translation>
    </message>
    <message>
        <source> index keys from items: </source>
        <translation> Indexschlüssel aus Elementen: </translation>
    </message>
    <message>
        <source> index keys</source>
        <translation> Indexschlüssel</translation>
    </message>
    <message>
        <source>GSI strategy</source>
        <translation>GSI-Strategie</translation>
    </message>
    <message>
        <source>GSI shards</source>
        <translation>GSI-Shards</translation>
    </message>
    <message>
        <source>GSI shard separator</source>
        <translation>GSI-Shard-Trennzeichen</translation>
    </message>
    <message>
        <source>strategy: </source>
        <translation>Strategie: </translation>
    </message>
    <message>
        <source>Derived from its capacity: %1</source>
        <translation>Aus der Kapazität abgeleitet: %1</translation>
    </message>
    <message>
        <source>; pinned to %1</source>
        <translation>; festgelegt auf %1</translation>
    </message>
    <message>
        <source>Warm read units/s</source>
        <translation>Warm-Leseeinheiten/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Warm write units/s</source>
        <translation>Warm-Schreibeinheiten/s</translation>
    </message>
    <message>
        <source>The index&apos;s warm throughput (pre-warming): what it serves at once; it starts with the partitions for it. none: its mode&apos;s own</source>
        <translation>Der Warmdurchsatz des Index (Vorwärmen): was er sofort bedient; er beginnt mit den Partitionen dafür. keine: der seines Modus</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HeatScale</name>
    <message>
        <source>Share of the per-partition ceiling (</source>
        <translation>Anteil an der Obergrenze pro Partition (</translation>
    </message>
    <message>
        <source>/s) at the document&apos;s rates</source>
        <translation>/s) bei den Raten des Dokuments</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HeatmapPanel</name>
    <message>
        <source>Note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source>No keys to place: workload.index_keys lists none for </source>
        <translation>Keine Schlüssel zu verteilen: workload.index_keys nennt keine für </translation>
    </message>
    <message>
        <source> (its shares of the base writes), so nothing is written to it.</source>
        <translation> (ihre Anteile an den Basis-Schreibvorgängen), daher wird nichts hineingeschrieben.</translation>
    </message>
    <message>
        <source>Assumed, not measured: </source>
        <translation>Angenommen, nicht gemessen: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::HotPartitionPage</name>
    <message>
        <source>No strategy</source>
        <translation>Keine Strategie</translation>
    </message>
    <message>
        <source>Without sharding, the busiest partition takes %1 of the writes: about %2 WCU/s, over its ceiling of %3 WCU/s.</source>
        <translation>Ohne Sharding erhält die meistbelastete Partition %1 der Schreibvorgänge: etwa %2 WCU/s, über ihrer Obergrenze von %3 WCU/s.</translation>
    </message>
    <message>
        <source>Mod %1</source>
        <translation>Mod %1</translation>
    </message>
    <message>
        <source>With the leaderboard key split into %1 shards, the busiest partition takes %2: about %3 WCU/s of %4.</source>
        <translation>Mit dem Bestenlisten-Schlüssel auf %1 Shards verteilt erhält die meistbelastete Partition %2: etwa %3 WCU/s von %4.</translation>
    </message>
    <message>
        <source>What is a hot partition?</source>
        <translation>Was ist eine heiße Partition?</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>DynamoDB keeps a table&apos;s items in partitions. It hashes each item&apos;s partition key, and every partition owns one range of hash values. All items that share a partition key value therefore live on the same partition.</source>
        <translation>DynamoDB speichert die Elemente einer Tabelle in Partitionen. Es bildet einen Hash über den Partitionsschlüssel jedes Elements, und jede Partition besitzt einen Bereich von Hash-Werten. Alle Elemente mit demselben Partitionsschlüsselwert liegen daher auf derselben Partition.</translation>
    </message>
    <message>
        <source>The per-partition ceiling</source>
        <translation>Die Obergrenze pro Partition</translation>
    </message>
    <message>
        <source>One partition serves at most %1 write capacity units and %2 read capacity units per second (WCU/s and RCU/s), each limited on its own. This holds whatever capacity the table as a whole has.</source>
        <translation>Eine Partition liefert höchstens %1 Schreibkapazitätseinheiten und %2 Lesekapazitätseinheiten pro Sekunde (WCU/s und RCU/s), jede für sich begrenzt. Das gilt unabhängig von der Kapazität der ganzen Tabelle.</translation>
    </message>
    <message>
        <source>Burst capacity and adaptive capacity lend a busy partition capacity that others leave unused, but never beyond this ceiling.</source>
        <translation>Burst-Kapazität und adaptive Kapazität leihen einer ausgelasteten Partition Kapazität, die andere ungenutzt lassen, aber nie über diese Obergrenze hinaus.</translation>
    </message>
    <message>
        <source>A hot key</source>
        <translation>Ein heißer Schlüssel</translation>
    </message>
    <message>
        <source>A hot key is one partition key value that receives a large share of the requests: a global leaderboard, today&apos;s date as the key of an order table, one very large customer. Its partition reaches the ceiling while the others are nearly idle, and the requests above the ceiling are throttled. More table capacity does not help.</source>
        <translation>Ein heißer Schlüssel ist ein Partitionsschlüsselwert, der einen großen Teil der Anfragen erhält: eine globale Bestenliste, das heutige Datum als Schlüssel einer Bestelltabelle, ein sehr großer Kunde. Seine Partition erreicht die Obergrenze, während die anderen fast untätig sind, und die Anfragen über der Obergrenze werden gedrosselt. Mehr Tabellenkapazität hilft nicht.</translation>
    </message>
    <message>
        <source>Lesson 1, a game&apos;s leaderboard, on its table&apos;s partitions (expected writes per partition, coloured by their share of the per-partition ceiling, hatched above it):</source>
        <translation>Lektion 1, die Bestenliste eines Spiels, auf den Partitionen ihrer Tabelle (erwartete Schreibvorgänge pro Partition, gefärbt nach ihrem Anteil an der Obergrenze pro Partition, darüber schraffiert):</translation>
    </message>
    <message>
        <source>Write sharding</source>
        <translation>Write-Sharding</translation>
    </message>
    <message>
        <source>Write sharding spreads one logical key over several physical keys by adding a suffix: BOARD#global#0 to BOARD#global#9 instead of BOARD#global. Each suffix hashes to its own place in the key space, so the writes spread over several partitions.</source>
        <translation>Write-Sharding verteilt einen logischen Schlüssel durch ein angehängtes Suffix auf mehrere physische Schlüssel: BOARD#global#0 bis BOARD#global#9 statt BOARD#global. Jedes Suffix landet per Hash an einer eigenen Stelle des Schlüsselraums, sodass sich die Schreibvorgänge auf mehrere Partitionen verteilen.</translation>
    </message>
    <message>
        <source>What it costs on reads</source>
        <translation>Was es beim Lesen kostet</translation>
    </message>
    <message>
        <source>Reading the whole logical key now takes one Query per shard, and the application merges the results: ten shards, ten requests. A suffix computed from something the reader knows, such as the player id modulo 10, lets a read of one item go straight to its shard. A random suffix does not.</source>
        <translation>Das Lesen des ganzen logischen Schlüssels braucht nun eine Query pro Shard, und die Anwendung führt die Ergebnisse zusammen: zehn Shards, zehn Anfragen. Ein Suffix, das aus etwas berechnet wird, das der Leser kennt, etwa der Spieler-ID modulo 10, lässt das Lesen eines Elements direkt zu seinem Shard gehen. Ein zufälliges Suffix nicht.</translation>
    </message>
    <message>
        <source>A model, not DynamoDB itself</source>
        <translation>Ein Modell, nicht DynamoDB selbst</translation>
    </message>
    <message>
        <source>Partiscope places keys with a hash of its own: %1. The maps show where the load would concentrate, not which physical partition AWS would choose.</source>
        <translation>Partiscope verteilt Schlüssel mit einem eigenen Hash: %1. Die Karten zeigen, wo sich die Last konzentrieren würde, nicht welche physische Partition AWS wählen würde.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexKeysFromItems</name>
    <message>
        <source>Derived from %1 items: %2 carry the key (%3 % write nothing)</source>
        <translation>Aus %1 Elementen abgeleitet: %2 tragen den Schlüssel (%3 % schreiben nichts)</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>; %1 Zeilen abgelehnt</translation>
    </message>
    <message>
        <source>Index key template over the items&apos; columns</source>
        <translation>Indexschlüssel-Vorlage über die Spalten der Elemente</translation>
    </message>
    <message>
        <source>The index&apos;s partition key built from the imported CSV&apos;s columns; an item with an empty column here lacks the attribute (a sparse index)</source>
        <translation>Der Partitionsschlüssel des Index, gebildet aus den Spalten der importierten CSV; ein Element mit leerer Spalte hier hat das Attribut nicht (ein Sparse-Index)</translation>
    </message>
    <message>
        <source>Derive from items</source>
        <translation>Aus Elementen ableiten</translation>
    </message>
    <message>
        <source>Reading the items…</source>
        <translation>Elemente werden gelesen…</translation>
    </message>
    <message>
        <source>no item carries this index key (%1 items read)</source>
        <translation>kein Element trägt diesen Indexschlüssel (%1 Elemente gelesen)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexKeysTable</name>
    <message>
        <source>Index keys</source>
        <translation>Indexschlüssel</translation>
    </message>
    <message>
        <source>Index key</source>
        <translation>Indexschlüssel</translation>
    </message>
    <message>
        <source>Share of writes</source>
        <translation>Anteil der Schreibvorgänge</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>Share: the part of the base table&apos;s writes whose item carries this index key</source>
        <translation>Anteil: der Teil der Schreibvorgänge der Basistabelle, deren Element diesen Indexschlüssel trägt</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Sort-key shape of index key %1</source>
        <translation>Sortierschlüssel-Form des Indexschlüssels %1</translation>
    </message>
    <message>
        <source>Index key %1: the share must be a number (0.5 is half of the writes)</source>
        <translation>Indexschlüssel %1: der Anteil muss eine Zahl sein (0.5 ist die Hälfte der Schreibvorgänge)</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 %2, sum %3</source>
        <translation>%1 %2, Summe %3</translation>
    </message>
    <message>
        <source>No index keys: no base write reaches this index.</source>
        <translation>Keine Indexschlüssel: kein Basis-Schreibvorgang erreicht diesen Index.</translation>
    </message>
    <message>
        <source>Sum of shares: %1</source>
        <translation>Summe der Anteile: %1</translation>
    </message>
    <message>
        <source> — sparse: %1 % of items write nothing</source>
        <translation> — sparse: %1 % der Elemente schreiben nichts</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::IndexListBox</name>
    <message>
        <source>Add </source>
        <translation>Hinzufügen: </translation>
    </message>
    <message>
        <source>Remove </source>
        <translation>Entfernen: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::InsightRankingsView</name>
    <message>
        <source>most accessed</source>
        <translation>meistgenutzt</translation>
    </message>
    <message>
        <source>most throttled</source>
        <translation>meistgedrosselt</translation>
    </message>
    <message>
        <source>partition + sort keys</source>
        <translation>Partitions- + Sortierschlüssel</translation>
    </message>
    <message>
        <source>partition keys</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>table </source>
        <translation>Tabelle </translation>
    </message>
    <message>
        <source>GSI </source>
        <translation>GSI </translation>
    </message>
    <message>
        <source>&lt;b&gt;Contributor Insights&lt;/b&gt;: most accessed / most throttled</source>
        <translation>&lt;b&gt;Contributor Insights&lt;/b&gt;: meistgenutzt / meistgedrosselt</translation>
    </message>
    <message>
        <source>As CloudWatch reported them (ApproximateAggregateValue over the report&apos;s time range: ConsumedThroughputUnits for accessed keys, throttle counts for throttled ones).</source>
        <translation>Wie CloudWatch sie meldete (ApproximateAggregateValue über den Zeitraum des Berichts: ConsumedThroughputUnits für genutzte Schlüssel, Drosselungen für gedrosselte).</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Contributor Insights rankings</source>
        <translation>Contributor-Insights-Ranglisten</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ItemCsvImportDialog</name>
    <message>
        <source>line </source>
        <translation>Zeile </translation>
    </message>
    <message>
        <source>Import items — </source>
        <translation>Elemente importieren — </translation>
    </message>
    <message>
        <source>Partition &amp;key</source>
        <translation>Partitions&amp;schlüssel</translation>
    </message>
    <message>
        <source>A column holding the number of writes each row stands for</source>
        <translation>Eine Spalte mit der Anzahl der Schreibvorgänge, für die jede Zeile steht</translation>
    </message>
    <message>
        <source>&amp;Count column</source>
        <translation>&amp;Anzahlspalte</translation>
    </message>
    <message>
        <source>Preview (the first rows; most writes first)</source>
        <translation>Vorschau (die ersten Zeilen; meiste Schreibvorgänge zuerst)</translation>
    </message>
    <message>
        <source>Reading the whole file… %p% (Cancel stops)</source>
        <translation>Die ganze Datei wird gelesen… %p% (Abbrechen stoppt)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>The partition key of index </source>
        <translation>Der Partitionsschlüssel des Index </translation>
    </message>
    <message>
        <source> built from the same columns, as the table&apos;s. An item whose column is empty lacks the index key and writes nothing to the index (sparse).</source>
        <translation> wird aus denselben Spalten gebildet wie der der Tabelle. Ein Element mit leerer Spalte hat den Indexschlüssel nicht und schreibt nichts in den Index (sparse).</translation>
    </message>
    <message>
        <source> key</source>
        <translation> Schlüssel</translation>
    </message>
    <message>
        <source> key, </source>
        <translation> Schlüssel, </translation>
    </message>
    <message>
        <source> keys, </source>
        <translation> Schlüssel, </translation>
    </message>
    <message>
        <source> % of items carry </source>
        <translation> % der Elemente tragen </translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source> (sparse)</source>
        <translation> (sparse)</translation>
    </message>
    <message>
        <source> row(s) rejected; the first: </source>
        <translation> Zeile(n) abgelehnt; die erste: </translation>
    </message>
    <message>
        <source> index keys (share of items):
</source>
        <translation> Indexschlüssel (Anteil der Elemente):
</translation>
    </message>
    <message>
        <source>(none — one write per row)</source>
        <translation>(keine — ein Schreibvorgang pro Zeile)</translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation>Die Datei hat keine Kopfzeile.</translation>
    </message>
    <message>
        <source>The header cannot be read: </source>
        <translation>Die Kopfzeile ist nicht lesbar: </translation>
    </message>
    <message>
        <source>Columns: </source>
        <translation>Spalten: </translation>
    </message>
    <message>
        <source>
Rejected rows:
</source>
        <translation>
Abgelehnte Zeilen:
</translation>
    </message>
    <message>
        <source>… (previewing the first </source>
        <translation>… (Vorschau der ersten </translation>
    </message>
    <message>
        <source> rows)
</source>
        <translation> Zeilen)
</translation>
    </message>
    <message>
        <source> row(s) cannot be imported; fix the file or the template. The first: </source>
        <translation> Zeile(n) können nicht importiert werden; korrigieren Sie die Datei oder die Vorlage. Die erste: </translation>
    </message>
    <message>
        <source>The file has no data rows.</source>
        <translation>Die Datei hat keine Datenzeilen.</translation>
    </message>
    <message>
        <source>Import cancelled; the document is unchanged.</source>
        <translation>Import abgebrochen; das Dokument ist unverändert.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyEditor</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyGeneratorDialog</name>
    <message>
        <source>Generate keys</source>
        <translation>Schlüssel erzeugen</translation>
    </message>
    <message>
        <source>Uniform — every key alike</source>
        <translation>Gleichverteilt — alle Schlüssel gleich</translation>
    </message>
    <message>
        <source>Zipf — a few popular keys, a long tail</source>
        <translation>Zipf — wenige beliebte Schlüssel, ein langer Schwanz</translation>
    </message>
    <message>
        <source>Hot key — one key takes a share</source>
        <translation>Heißer Schlüssel — ein Schlüssel nimmt einen Anteil</translation>
    </message>
    <message>
        <source>Today&apos;s date — one key per day, today hot</source>
        <translation>Heutiges Datum — ein Schlüssel pro Tag, heute heiß</translation>
    </message>
    <message>
        <source>Leaderboard — one board key among players</source>
        <translation>Bestenliste — ein Board-Schlüssel unter Spielern</translation>
    </message>
    <message>
        <source>&amp;Shape</source>
        <translation>&amp;Form</translation>
    </message>
    <message>
        <source>&amp;Keys (days)</source>
        <translation>&amp;Schlüssel (Tage)</translation>
    </message>
    <message>
        <source>&amp;Writes</source>
        <translation>Schreib&amp;vorgänge</translation>
    </message>
    <message>
        <source>Zipf &amp;exponent s</source>
        <translation>Zipf-&amp;Exponent s</translation>
    </message>
    <message>
        <source>Hot &amp;share</source>
        <translation>&amp;Heißer Anteil</translation>
    </message>
    <message>
        <source>&amp;Hot key</source>
        <translation>Heißer Sch&amp;lüssel</translation>
    </message>
    <message>
        <source>Key &amp;prefix</source>
        <translation>Schlüssel&amp;präfix</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>Every key equally likely: the even spread sharding aims for.</source>
        <translation>Jeder Schlüssel gleich wahrscheinlich: die gleichmäßige Verteilung, die Sharding anstrebt.</translation>
    </message>
    <message>
        <source>Key n is drawn in proportion to 1/n^s: s near 1 is typical of user activity.</source>
        <translation>Schlüssel n wird proportional zu 1/n^s gezogen: s nahe 1 ist typisch für Nutzeraktivität.</translation>
    </message>
    <message>
        <source>The hot key takes the share; the other keys split the rest evenly.</source>
        <translation>Der heiße Schlüssel nimmt den Anteil; die übrigen Schlüssel teilen den Rest gleichmäßig.</translation>
    </message>
    <message>
        <source>One key per day (YYYY-MM-DD), ending today (</source>
        <translation>Ein Schlüssel pro Tag (JJJJ-MM-TT), endend heute (</translation>
    </message>
    <message>
        <source>); today takes the share: a time-bucketed key turns hot every day.</source>
        <translation>); heute nimmt den Anteil: ein zeitbasierter Schlüssel wird jeden Tag heiß.</translation>
    </message>
    <message>
        <source>BOARD#global takes the share; the players (PLAYER#1 …) the rest.</source>
        <translation>BOARD#global nimmt den Anteil; die Spieler (PLAYER#1 …) den Rest.</translation>
    </message>
    <message>
        <source>(a large list: generated when you press Generate)</source>
        <translation>(eine große Liste: wird beim Klick auf Erzeugen erstellt)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eed</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyListModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeySpaceSelector</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The key space shown: the table, or one of its global secondary indexes (each has partitions and a strategy of its own)</source>
        <translation>Der gezeigte Schlüsselraum: die Tabelle oder einer ihrer globalen sekundären Indizes (jeder hat eigene Partitionen und eine eigene Strategie)</translation>
    </message>
    <message>
        <source>The table has no global secondary index (add one in the Table tab)</source>
        <translation>Die Tabelle hat keinen globalen sekundären Index (im Reiter Tabelle hinzufügen)</translation>
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
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Tabelle </translation>
    </message>
    <message>
        <source> · partition key </source>
        <translation> · Partitionsschlüssel </translation>
    </message>
    <message>
        <source> · the table&apos;s keys</source>
        <translation> · die Schlüssel der Tabelle</translation>
    </message>
    <message>
        <source> carried by </source>
        <translation> getragen von </translation>
    </message>
    <message>
        <source> of the base writes · each cell: index writes</source>
        <translation> der Basis-Schreibvorgänge · jede Zelle: Index-Schreibvorgänge</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeyboardShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Buttons</source>
        <translation>Schaltflächen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the list as plain text</source>
        <translation>Die Liste als reinen Text kopieren</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::KeysPanel</name>
    <message>
        <source>Partition keys — one per line, optional TAB and write count</source>
        <translation>Partitionsschlüssel — einer pro Zeile, optional TAB und Anzahl</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Erzeugen…</translation>
    </message>
    <message>
        <source>Uniform, Zipf, hot-key, dated or leaderboard keys (Ctrl+G)</source>
        <translation>Gleichverteilte, Zipf-, Hot-Key-, Datums- oder Bestenlisten-Schlüssel (Strg+G)</translation>
    </message>
    <message>
        <source>Too many keys to edit as text here: shown read-only, as read. Paste, import or generate a new list to replace them.</source>
        <translation>Zu viele Schlüssel, um sie hier als Text zu bearbeiten: schreibgeschützt angezeigt, wie gelesen. Fügen Sie eine neue Liste ein, importieren oder erzeugen Sie eine, um sie zu ersetzen.</translation>
    </message>
    <message>
        <source>Edit as text</source>
        <translation>Als Text bearbeiten</translation>
    </message>
    <message>
        <source>Puts every key in the editor as `key TAB count` lines (slow for millions)</source>
        <translation>Schreibt alle Schlüssel als Zeilen `Schlüssel TAB Anzahl` in den Editor (langsam bei Millionen)</translation>
    </message>
    <message>
        <source>line </source>
        <translation>Zeile </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>No lesson is open. Choose one from the **Lessons** menu.</source>
        <translation>Keine Lektion geöffnet. Wählen Sie eine im Menü **Lektionen**.</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LessonsIndexDialog</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Each lesson is a scenario and a guide. Opening one replaces the current document (you are asked about unsaved changes first).</source>
        <translation>Jede Lektion besteht aus einem Szenario und einem Leitfaden. Das Öffnen einer Lektion ersetzt das aktuelle Dokument (nach nicht gespeicherten Änderungen wird vorher gefragt).</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>What it is about</source>
        <translation>Worum es geht</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::LsiList</name>
    <message>
        <source>An LSI keeps the table&apos;s partition key with another sort key, so it needs a table sort key: turn on Sort key above to add one.</source>
        <translation>Ein LSI behält den Partitionsschlüssel der Tabelle mit einem anderen Sortierschlüssel, braucht also einen Sortierschlüssel der Tabelle: schalten Sie oben Sortierschlüssel ein.</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Lokale sekundäre Indizes</translation>
    </message>
    <message>
        <source>LSI name</source>
        <translation>LSI-Name</translation>
    </message>
    <message>
        <source>LSI sort key</source>
        <translation>LSI-Sortierschlüssel</translation>
    </message>
    <message>
        <source>LSI projection</source>
        <translation>LSI-Projektion</translation>
    </message>
    <message>
        <source>LSI non-key attributes</source>
        <translation>LSI-Nicht-Schlüsselattribute</translation>
    </message>
    <message>
        <source>attributes, separated by commas</source>
        <translation>Attribute, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Projizierte Attribute</translation>
    </message>
    <message>
        <source>sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>sort key type</source>
        <translation>Typ des Sortierschlüssels</translation>
    </message>
    <message>
        <source>projected attributes</source>
        <translation>projizierte Attribute</translation>
    </message>
    <message>
        <source>At most %1 LSIs per table</source>
        <translation>Höchstens %1 LSIs pro Tabelle</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::MainWindow</name>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <source>Hide these notes</source>
        <translation>Diese Hinweise ausblenden</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>Ta&amp;belle</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;Queries</source>
        <translation>Ab&amp;fragen</translation>
    </message>
    <message>
        <source>&amp;Advisor</source>
        <translation>&amp;Berater</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>Bucket keys</source>
        <translation>Bucket-Schlüssel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cannot open </source>
        <translation>Öffnen nicht möglich: </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cannot save </source>
        <translation>Speichern nicht möglich: </translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Cannot export: </source>
        <translation>Export nicht möglich: </translation>
    </message>
    <message>
        <source>Cannot analyse: </source>
        <translation>Analyse nicht möglich: </translation>
    </message>
    <message>
        <source> keys</source>
        <translation> Schlüssel</translation>
    </message>
    <message>
        <source>that </source>
        <translation>das </translation>
    </message>
    <message>
        <source> no longer exists</source>
        <translation> existiert nicht mehr</translation>
    </message>
    <message>
        <source>No key was accepted — hover the line counts for more reasons</source>
        <translation>Kein Schlüssel angenommen — weitere Gründe beim Überfahren der Zeilenzahlen</translation>
    </message>
    <message>
        <source>the index </source>
        <translation>den Index </translation>
    </message>
    <message>
        <source>: no index keys to place</source>
        <translation>: keine Indexschlüssel zu verteilen</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <source>Access pattern not added: </source>
        <translation>Zugriffsmuster nicht hinzugefügt: </translation>
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
        <translation>Mit &amp;CloudWatch-Daten vergleichen…</translation>
    </message>
    <message>
        <source>Draw the output of aws cloudwatch get-metric-data over the simulated timeline</source>
        <translation>Die Ausgabe von aws cloudwatch get-metric-data über die simulierte Zeitachse zeichnen</translation>
    </message>
    <message>
        <source>C&amp;lear CloudWatch data</source>
        <translation>CloudWatch-Daten &amp;entfernen</translation>
    </message>
    <message>
        <source>Compare with CloudWatch data</source>
        <translation>Mit CloudWatch-Daten vergleichen</translation>
    </message>
    <message>
        <source>get-metric-data JSON (*.json);;All files (*)</source>
        <translation>get-metric-data-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The document changed: comparing again…</source>
        <translation>Das Dokument hat sich geändert: erneuter Vergleich…</translation>
    </message>
    <message>
        <source>Comparing design </source>
        <translation>Vergleiche Entwurf </translation>
    </message>
    <message>
        <source> of </source>
        <translation> von </translation>
    </message>
    <message>
        <source>The current design, analysed</source>
        <translation>Der aktuelle Entwurf, analysiert</translation>
    </message>
    <message>
        <source>Compared </source>
        <translation>Verglichen: </translation>
    </message>
    <message>
        <source> designs</source>
        <translation> Entwürfe</translation>
    </message>
    <message>
        <source>Cannot compare: </source>
        <translation>Vergleich nicht möglich: </translation>
    </message>
    <message>
        <source>Cancelled: the figures below (if any) are out of date</source>
        <translation>Abgebrochen: die Werte unten (falls vorhanden) sind veraltet</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>E&amp;ntwurf</translation>
    </message>
    <message>
        <source>&amp;Add candidate from current…</source>
        <translation>Kandidat aus aktuellem &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation>Kandidat hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Rename candidate</source>
        <translation>Kandidat &amp;umbenennen</translation>
    </message>
    <message>
        <source>R&amp;emove candidate</source>
        <translation>Kandidat &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Make current</source>
        <translation>Zum &amp;aktuellen machen</translation>
    </message>
    <message>
        <source>The candidate designs side by side, with their estimated monthly cost</source>
        <translation>Die Kandidatenentwürfe nebeneinander, mit ihren geschätzten Monatskosten</translation>
    </message>
    <message>
        <source>&amp;Prices…</source>
        <translation>&amp;Preise…</translation>
    </message>
    <message>
        <source>The list prices every cost estimate is computed from</source>
        <translation>Die Listenpreise, aus denen jede Kostenschätzung berechnet wird</translation>
    </message>
    <message>
        <source>The current table, strategy, index keys and access patterns as a named candidate</source>
        <translation>Aktuelle Tabelle, Strategie, Indexschlüssel und Zugriffsmuster als benannter Kandidat</translation>
    </message>
    <message>
        <source>Rename candidate</source>
        <translation>Kandidat umbenennen</translation>
    </message>
    <message>
        <source>Remove candidate</source>
        <translation>Kandidat entfernen</translation>
    </message>
    <message>
        <source>Make current</source>
        <translation>Zum aktuellen machen</translation>
    </message>
    <message>
        <source>Replace the current table, strategy, index keys and access patterns with this candidate&apos;s (undoable)</source>
        <translation>Aktuelle Tabelle, Strategie, Indexschlüssel und Zugriffsmuster durch die dieses Kandidaten ersetzen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Name (at most </source>
        <translation>Name (höchstens </translation>
    </message>
    <message>
        <source> characters):</source>
        <translation> Zeichen):</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source> no longer exists; removed from the recent files</source>
        <translation> existiert nicht mehr; aus den zuletzt geöffneten Dateien entfernt</translation>
    </message>
    <message>
        <source>HTML report (*.html);;Markdown report (*.md)</source>
        <translation>HTML-Bericht (*.html);;Markdown-Bericht (*.md)</translation>
    </message>
    <message>
        <source>the unsaved document</source>
        <translation>das nicht gespeicherte Dokument</translation>
    </message>
    <message>
        <source>the unsaved changes to </source>
        <translation>die nicht gespeicherten Änderungen an </translation>
    </message>
    <message>
        <source>Restore unsaved document</source>
        <translation>Nicht gespeichertes Dokument wiederherstellen</translation>
    </message>
    <message>
        <source>Partiscope did not close cleanly last time. Restore </source>
        <translation>Partiscope wurde zuletzt nicht sauber beendet. Wiederherstellen: </translation>
    </message>
    <message>
        <source>, copied at </source>
        <translation>, kopiert um </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot restore </source>
        <translation>Wiederherstellen nicht möglich: </translation>
    </message>
    <message>
        <source>Restored the unsaved document</source>
        <translation>Nicht gespeichertes Dokument wiederhergestellt</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The document has unsaved changes. Save them?</source>
        <translation>Das Dokument hat nicht gespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>cannot read </source>
        <translation>nicht lesbar: </translation>
    </message>
    <message>
        <source>Imported </source>
        <translation>Importiert: </translation>
    </message>
    <message>
        <source>Import keys</source>
        <translation>Schlüssel importieren</translation>
    </message>
    <message>
        <source>Key lists (*.txt *.tsv *.keys);;All files (*)</source>
        <translation>Schlüssellisten (*.txt *.tsv *.keys);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading </source>
        <translation>Lese </translation>
    </message>
    <message>
        <source>Import items CSV</source>
        <translation>Elemente aus CSV importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>Tabelle importieren</translation>
    </message>
    <message>
        <source>Table files (*.json *.json.gz *.jsonl *.csv *.log);;All files (*)</source>
        <translation>Tabellendateien (*.json *.json.gz *.jsonl *.csv *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source> files</source>
        <translation> Dateien</translation>
    </message>
    <message>
        <source>&lt;b&gt;Imported from </source>
        <translation>&lt;b&gt;Importiert aus </translation>
    </message>
    <message>
        <source> records, not saved yet).</source>
        <translation> Datensätze, noch nicht gespeichert).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>I&amp;mport…</source>
        <translation>I&amp;mportieren…</translation>
    </message>
    <message>
        <source>A table&apos;s scan output, S3 export, NoSQL Workbench model, Contributor Insights report or access log, as a new document</source>
        <translation>Scan-Ausgabe, S3-Export, NoSQL-Workbench-Modell, Contributor-Insights-Bericht oder Zugriffsprotokoll einer Tabelle, als neues Dokument</translation>
    </message>
    <message>
        <source>&amp;Import keys…</source>
        <translation>Schlüssel &amp;importieren…</translation>
    </message>
    <message>
        <source>Import items &amp;CSV…</source>
        <translation>Elemente aus &amp;CSV importieren…</translation>
    </message>
    <message>
        <source>&amp;Generate keys…</source>
        <translation>Schlüssel &amp;erzeugen…</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Edit s&amp;trategy</source>
        <translation>S&amp;trategie bearbeiten</translation>
    </message>
    <message>
        <source>Edit t&amp;able</source>
        <translation>T&amp;abelle bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Compare before/after</source>
        <translation>&amp;Vorher/Nachher vergleichen</translation>
    </message>
    <message>
        <source>The keys without a strategy beside the current strategy, one scale</source>
        <translation>Die Schlüssel ohne Strategie neben der aktuellen Strategie, eine Skala</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Palette</translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>P&amp;räsentationsmodus</translation>
    </message>
    <message>
        <source>Colour &amp;scale</source>
        <translation>Farb&amp;skala</translation>
    </message>
    <message>
        <source>&amp;Relative to the fullest cell</source>
        <translation>&amp;Relativ zur vollsten Zelle</translation>
    </message>
    <message>
        <source>The brightest colour is the busiest cell, whatever its load</source>
        <translation>Die hellste Farbe ist die meistbelastete Zelle, unabhängig von ihrer Last</translation>
    </message>
    <message>
        <source>Share of partition &amp;ceiling</source>
        <translation>Anteil an der Partitions&amp;obergrenze</translation>
    </message>
    <message>
        <source>Colours from 0 % to 100 % of the per-partition ceiling at the document&apos;s rates; cells above it are hatched</source>
        <translation>Farben von 0 % bis 100 % der Obergrenze pro Partition bei den Raten des Dokuments; Zellen darüber sind schraffiert</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>The language changes when Partiscope restarts.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Partiscope.</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Lesson &amp;guide</source>
        <translation>Lektions&amp;leitfaden</translation>
    </message>
    <message>
        <source>S&amp;trategy</source>
        <translation>S&amp;trategie</translation>
    </message>
    <message>
        <source>Scenarios (*.partiscope.json *.json);;All files (*)</source>
        <translation>Szenarien (*.partiscope.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>&amp;What is a hot partition?</source>
        <translation>&amp;Was ist eine heiße Partition?</translation>
    </message>
    <message>
        <source>&amp;About Partiscope</source>
        <translation>Ü&amp;ber Partiscope</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::Nouns</name>
    <message>
        <source>index key</source>
        <translation>Indexschlüssel</translation>
    </message>
    <message>
        <source>index keys</source>
        <translation>Indexschlüssel</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreibvorgang</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>Schreibvorgänge</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>throttle onset</source>
        <translation>Drosselungsbeginn</translation>
    </message>
    <message>
        <source>throttle onsets</source>
        <translation>Drosselungsbeginne</translation>
    </message>
    <message>
        <source>split event</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>split events</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>Buckets</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>Lesevorgänge</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PaneControls</name>
    <message>
        <source> name</source>
        <translation> Name</translation>
    </message>
    <message>
        <source> type</source>
        <translation> Typ</translation>
    </message>
    <message>
        <source>S string, N number, B binary (AttributeDefinitions)</source>
        <translation>S String, N Zahl, B Binär (AttributeDefinitions)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PartitionTimeHeatmap</name>
    <message>
        <source>Partition by time heat map</source>
        <translation>Heatmap Partition über Zeit</translation>
    </message>
    <message>
        <source>No simulation yet</source>
        <translation>Noch keine Simulation</translation>
    </message>
    <message>
        <source>/s used</source>
        <translation>/s genutzt</translation>
    </message>
    <message>
        <source> ceiling</source>
        <translation> Obergrenze</translation>
    </message>
    <message>
        <source> allocation</source>
        <translation> Zuteilung</translation>
    </message>
    <message>
        <source> smallest allocation</source>
        <translation> kleinste Zuteilung</translation>
    </message>
    <message>
        <source>Partition </source>
        <translation>Partition </translation>
    </message>
    <message>
        <source> at </source>
        <translation> bei </translation>
    </message>
    <message>
        <source> (peak of </source>
        <translation> (Spitze von </translation>
    </message>
    <message>
        <source>/s used: </source>
        <translation>/s genutzt: </translation>
    </message>
    <message>
        <source> of its </source>
        <translation> von ihren </translation>
    </message>
    <message>
        <source>/s allocation, </source>
        <translation>/s Zuteilung, </translation>
    </message>
    <message>
        <source> of the </source>
        <translation> der </translation>
    </message>
    <message>
        <source>
asked up to </source>
        <translation>
angefordert bis zu </translation>
    </message>
    <message>
        <source>
asked </source>
        <translation>
angefordert </translation>
    </message>
    <message>
        <source> of the ceiling</source>
        <translation> der Obergrenze</translation>
    </message>
    <message>
        <source>
throttled: </source>
        <translation>
gedrosselt: </translation>
    </message>
    <message>
        <source> throttled on this partition so far</source>
        <translation> bisher auf dieser Partition gedrosselt</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PriceSettings</name>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::PriceTableDialog</name>
    <message>
        <source>Every cost Partiscope shows is an &lt;b&gt;estimate&lt;/b&gt; from list prices: these are for %1 in %2, as of %3, from %4. Not priced: free-tier capacity, reserved capacity, backups, streams, replication, data transfer; standard table class only.</source>
        <translation>Jeder Betrag, den Partiscope zeigt, ist eine &lt;b&gt;Schätzung&lt;/b&gt; aus Listenpreisen: diese gelten für %1 in %2, Stand %3, aus %4. Nicht berücksichtigt: Kapazität des kostenlosen Kontingents, reservierte Kapazität, Backups, Streams, Replikation, Datenübertragung; nur Tabellenklasse Standard.</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>The prices designs are costed with, as a price file: one &lt;tt&gt;name = value&lt;/tt&gt; per line, &lt;tt&gt;#&lt;/tt&gt; starts a comment.</source>
        <translation>Die Preise, mit denen Entwürfe bewertet werden, als Preisdatei: eine Zeile &lt;tt&gt;name = wert&lt;/tt&gt; pro Preis, &lt;tt&gt;#&lt;/tt&gt; beginnt einen Kommentar.</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Datei laden…</translation>
    </message>
    <message>
        <source>Your saved prices were not used (%1); the shipped prices are shown.</source>
        <translation>Ihre gespeicherten Preise wurden nicht verwendet (%1); die mitgelieferten Preise werden gezeigt.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>Valid price file.</source>
        <translation>Gültige Preisdatei.</translation>
    </message>
    <message>
        <source>Load price file</source>
        <translation>Preisdatei laden</translation>
    </message>
    <message>
        <source>Price files (*.prices *.txt);;All files (*)</source>
        <translation>Preisdateien (*.prices *.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::QueriesPane</name>
    <message>
        <source>The document&apos;s access patterns (&quot;access_patterns&quot; in the file)</source>
        <translation>Die Zugriffsmuster des Dokuments („access_patterns“ in der Datei)</translation>
    </message>
    <message>
        <source>Access &amp;pattern</source>
        <translation>Zugriffs&amp;muster</translation>
    </message>
    <message>
        <source>Add as access pattern</source>
        <translation>Als Zugriffsmuster hinzufügen</translation>
    </message>
    <message>
        <source>Keep this read in the document as an access pattern, to edit it</source>
        <translation>Diesen Lesevorgang als Zugriffsmuster im Dokument behalten, um ihn zu bearbeiten</translation>
    </message>
    <message>
        <source>One request per shard; double-click to copy it</source>
        <translation>Eine Anfrage pro Shard; Doppelklick kopiert sie</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Auswahl kopieren</translation>
    </message>
    <message>
        <source>Copy the selected shard&apos;s request</source>
        <translation>Die Anfrage des ausgewählten Shards kopieren</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Alle kopieren</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Access pattern &lt;b&gt;</source>
        <translation>Zugriffsmuster &lt;b&gt;</translation>
    </message>
    <message>
        <source>No key yet: the hottest key of the analysis appears here.</source>
        <translation>Noch kein Schlüssel: der heißeste Schlüssel der Analyse erscheint hier.</translation>
    </message>
    <message>
        <source>Reading the hottest key &lt;b&gt;</source>
        <translation>Der heißeste Schlüssel &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;/b&gt; back from table &lt;b&gt;</source>
        <translation>&lt;/b&gt; wird zurückgelesen aus Tabelle &lt;b&gt;</translation>
    </message>
    <message>
        <source>&lt;/b&gt; (partition key attribute </source>
        <translation>&lt;/b&gt; (Partitionsschlüsselattribut </translation>
    </message>
    <message>
        <source>Save queries</source>
        <translation>Abfragen speichern</translation>
    </message>
    <message>
        <source>Cannot save </source>
        <translation>Speichern nicht möglich: </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioImportDialog</name>
    <message>
        <source>DynamoDB JSON: scan output or S3 export</source>
        <translation>DynamoDB-JSON: Scan-Ausgabe oder S3-Export</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>NoSQL-Workbench-Modell</translation>
    </message>
    <message>
        <source>Contributor Insights report</source>
        <translation>Contributor-Insights-Bericht</translation>
    </message>
    <message>
        <source>Access log: CSV or JSON lines</source>
        <translation>Zugriffsprotokoll: CSV oder JSON-Zeilen</translation>
    </message>
    <message>
        <source>The output of &lt;tt&gt;aws dynamodb scan --output json&lt;/tt&gt; (one or more pages), S3 export data files (&lt;tt&gt;.json.gz&lt;/tt&gt;) or an export folder. Items do not say which attributes are the keys: give the &lt;tt&gt;aws dynamodb describe-table&lt;/tt&gt; output or the key names.</source>
        <translation>Die Ausgabe von &lt;tt&gt;aws dynamodb scan --output json&lt;/tt&gt; (eine oder mehrere Seiten), S3-Exportdateien (&lt;tt&gt;.json.gz&lt;/tt&gt;) oder ein Exportordner. Elemente sagen nicht, welche Attribute die Schlüssel sind: geben Sie die Ausgabe von &lt;tt&gt;aws dynamodb describe-table&lt;/tt&gt; oder die Schlüsselnamen an.</translation>
    </message>
    <message>
        <source>A NoSQL Workbench data model (versions 2.0 and 3.0): one table per scenario, the first unless a table is named.</source>
        <translation>Ein NoSQL-Workbench-Datenmodell (Versionen 2.0 und 3.0): eine Tabelle pro Szenario, die erste, sofern keine benannt ist.</translation>
    </message>
    <message>
        <source>The output of &lt;tt&gt;aws cloudwatch get-insight-rule-report&lt;/tt&gt; for a DynamoDB Contributor Insights rule.</source>
        <translation>Die Ausgabe von &lt;tt&gt;aws cloudwatch get-insight-rule-report&lt;/tt&gt; für eine DynamoDB-Contributor-Insights-Regel.</translation>
    </message>
    <message>
        <source>One request per line: CSV with a header row or JSON lines, with &lt;tt&gt;timestamp&lt;/tt&gt; and &lt;tt&gt;key&lt;/tt&gt;, optionally &lt;tt&gt;operation&lt;/tt&gt;, &lt;tt&gt;count&lt;/tt&gt; or &lt;tt&gt;units&lt;/tt&gt;, &lt;tt&gt;index&lt;/tt&gt;.</source>
        <translation>Eine Anfrage pro Zeile: CSV mit Kopfzeile oder JSON-Zeilen, mit &lt;tt&gt;timestamp&lt;/tt&gt; und &lt;tt&gt;key&lt;/tt&gt;, optional &lt;tt&gt;operation&lt;/tt&gt;, &lt;tt&gt;count&lt;/tt&gt; oder &lt;tt&gt;units&lt;/tt&gt;, &lt;tt&gt;index&lt;/tt&gt;.</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> und %1 weitere</translation>
    </message>
    <message>
        <source>Import table</source>
        <translation>Tabelle importieren</translation>
    </message>
    <message>
        <source>guessed from the content</source>
        <translation>aus dem Inhalt erkannt</translation>
    </message>
    <message>
        <source>could not be guessed from the content: please choose</source>
        <translation>aus dem Inhalt nicht erkennbar: bitte wählen</translation>
    </message>
    <message>
        <source>describe-table.json (optional with key names)</source>
        <translation>describe-table.json (optional bei Schlüsselnamen)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>attribute name, e.g. PK</source>
        <translation>Attributname, z. B. PK</translation>
    </message>
    <message>
        <source>optional, e.g. SK</source>
        <translation>optional, z. B. SK</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Describe-table file:</source>
        <translation>&amp;Describe-table-Datei:</translation>
    </message>
    <message>
        <source>&amp;Partition key:</source>
        <translation>&amp;Partitionsschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Sort key:</source>
        <translation>S&amp;ortierschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>the model&apos;s first table</source>
        <translation>die erste Tabelle des Modells</translation>
    </message>
    <message>
        <source>from the input</source>
        <translation>aus der Eingabe</translation>
    </message>
    <message>
        <source>describe-table output</source>
        <translation>describe-table-Ausgabe</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Stop import</source>
        <translation>Import &amp;stoppen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Cannot import: </source>
        <translation>Import nicht möglich: </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioQueries</name>
    <message>
        <source> query</source>
        <translation> Abfrage</translation>
    </message>
    <message>
        <source> queries</source>
        <translation> Abfragen</translation>
    </message>
    <message>
        <source>, at least </source>
        <translation>, mindestens </translation>
    </message>
    <message>
        <source> RCU (</source>
        <translation> RCU (</translation>
    </message>
    <message>
        <source>; the first %1 shown (partiscope-cli queries writes them all)</source>
        <translation>; die ersten %1 angezeigt (partiscope-cli queries schreibt alle)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ScenarioRender</name>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source> — expected writes per partition (</source>
        <translation> — erwartete Schreibvorgänge pro Partition (</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source> — throttle timeline</source>
        <translation> — Drosselungsverlauf</translation>
    </message>
    <message>
        <source> — partitions over time</source>
        <translation> — Partitionen über die Zeit</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::SimulationPanel</name>
    <message>
        <source> s of </source>
        <translation> s von </translation>
    </message>
    <message>
        <source> · first throttle at </source>
        <translation> · erste Drosselung bei </translation>
    </message>
    <message>
        <source> · no throttling in the whole run</source>
        <translation> · keine Drosselung im ganzen Lauf</translation>
    </message>
    <message>
        <source> · no throttling so far</source>
        <translation> · bisher keine Drosselung</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Pause and simulate one more second</source>
        <translation>Anhalten und eine weitere Sekunde simulieren</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Simulated seconds per second</source>
        <translation>Simulierte Sekunden pro Sekunde</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>CloudWatch data: </source>
        <translation>CloudWatch-Daten: </translation>
    </message>
    <message>
        <source> · setting up the run again…</source>
        <translation> · Lauf wird neu vorbereitet…</translation>
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
        <translation>Verschiedene Partitionsschlüsselwerte</translation>
    </message>
    <message>
        <source>Writes counted over all keys</source>
        <translation>Über alle Schlüssel gezählte Schreibvorgänge</translation>
    </message>
    <message>
        <source>Hot factor: the fullest bucket&apos;s (or partition&apos;s) writes / the mean per bucket, over the heat map&apos;s cells (1 = perfectly even)</source>
        <translation>Hot-Faktor: Schreibvorgänge des vollsten Buckets (oder der vollsten Partition) / Mittelwert pro Bucket, über die Zellen der Heatmap (1 = völlig gleichmäßig)</translation>
    </message>
    <message>
        <source>Requests the simulation has throttled so far (retries included)</source>
        <translation>Bisher von der Simulation gedrosselte Anfragen (inkl. Wiederholungen)</translation>
    </message>
    <message>
        <source>Throttled requests by the reason DynamoDB reports (ThrottlingReason): table or index, read or write, and which limit</source>
        <translation>Gedrosselte Anfragen nach dem Grund, den DynamoDB meldet (ThrottlingReason): Tabelle oder Index, Lesen oder Schreiben, und welches Limit</translation>
    </message>
    <message>
        <source>– keys</source>
        <translation>– Schlüssel</translation>
    </message>
    <message>
        <source>– writes</source>
        <translation>– Schreibvorgänge</translation>
    </message>
    <message>
        <source>hot factor –</source>
        <translation>Hot-Faktor –</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> Schlüssel</translation>
    </message>
    <message>
        <source>hot factor </source>
        <translation>Hot-Faktor </translation>
    </message>
    <message>
        <source> throttled (t = </source>
        <translation> gedrosselt (t = </translation>
    </message>
</context>
<context>
    <name>partiscope::ui::StrategyPane</name>
    <message>
        <source>Write sharding</source>
        <translation>Write-Sharding</translation>
    </message>
    <message>
        <source>How a suffix is appended to each logical key</source>
        <translation>Wie an jeden logischen Schlüssel ein Suffix angehängt wird</translation>
    </message>
    <message>
        <source>Strate&amp;gy</source>
        <translation>Strate&amp;gie</translation>
    </message>
    <message>
        <source>Number of suffixes (N) the strategy spreads a key over</source>
        <translation>Anzahl der Suffixe (N), auf die die Strategie einen Schlüssel verteilt</translation>
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
        <translation>Codepunkte multipliziert, mod N, + 1</translation>
    </message>
    <message>
        <source>Suffi&amp;x function</source>
        <translation>Suffi&amp;xfunktion</translation>
    </message>
    <message>
        <source>the source is the logical shard</source>
        <translation>die Quelle ist der logische Shard</translation>
    </message>
    <message>
        <source>virtual shards 0…V−1</source>
        <translation>virtuelle Shards 0…V−1</translation>
    </message>
    <message>
        <source>Loo&amp;kup by</source>
        <translation>Nach&amp;schlagen über</translation>
    </message>
    <message>
        <source>Joins the logical key and the suffix</source>
        <translation>Verbindet logischen Schlüssel und Suffix</translation>
    </message>
    <message>
        <source>Se&amp;parator</source>
        <translation>&amp;Trennzeichen</translation>
    </message>
    <message>
        <source>The random suffixes are seeded, so a run can be repeated</source>
        <translation>Die zufälligen Suffixe haben einen Seed, damit ein Lauf wiederholbar ist</translation>
    </message>
    <message>
        <source>Random see&amp;d</source>
        <translation>Zufalls-See&amp;d</translation>
    </message>
    <message>
        <source>One boundary per line, strictly increasing: numeric order when every boundary is a number, byte order otherwise</source>
        <translation>Eine Grenze pro Zeile, streng steigend: numerische Ordnung, wenn jede Grenze eine Zahl ist, sonst Byte-Ordnung</translation>
    </message>
    <message>
        <source>Bo&amp;undaries</source>
        <translation>Gre&amp;nzen</translation>
    </message>
    <message>
        <source>LOGICAL,PHYSICAL per line (or a TAB between them); # starts a comment</source>
        <translation>LOGISCH,PHYSISCH pro Zeile (oder ein TAB dazwischen); # beginnt einen Kommentar</translation>
    </message>
    <message>
        <source>Shard &amp;map</source>
        <translation>Shard-&amp;Zuordnung</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>Shards</translation>
    </message>
    <message>
        <source>Lookup function</source>
        <translation>Nachschlagefunktion</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Trennzeichen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Boundaries</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Shard map</source>
        <translation>Shard-Zuordnung</translation>
    </message>
    <message>
        <source> line</source>
        <translation> Zeile</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>How many shards?</source>
        <translation>Wie viele Shards?</translation>
    </message>
    <message>
        <source>Writes per second on the one logical key to shard (filled in with the document&apos;s hottest key)</source>
        <translation>Schreibvorgänge pro Sekunde auf dem einen logischen Schlüssel, der geshardet wird (mit dem heißesten Schlüssel des Dokuments vorbelegt)</translation>
    </message>
    <message>
        <source>&amp;Writes/s on the key</source>
        <translation>&amp;Schreibvorgänge/s auf dem Schlüssel</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>&amp;Item size</source>
        <translation>Element&amp;größe</translation>
    </message>
    <message>
        <source>Room for growth on top of the bare minimum</source>
        <translation>Reserve für Wachstum über dem reinen Minimum</translation>
    </message>
    <message>
        <source>Headr&amp;oom</source>
        <translation>Rese&amp;rve</translation>
    </message>
    <message>
        <source>Heat map model</source>
        <translation>Heatmap-Modell</translation>
    </message>
    <message>
        <source>Buckets (model partitions) the keys are placed into</source>
        <translation>Buckets (Modellpartitionen), auf die die Schlüssel verteilt werden</translation>
    </message>
    <message>
        <source>Bu&amp;ckets</source>
        <translation>Bu&amp;ckets</translation>
    </message>
    <message>
        <source>mod — hash mod buckets</source>
        <translation>mod — Hash mod Buckets</translation>
    </message>
    <message>
        <source>range — equal hash ranges</source>
        <translation>range — gleiche Hash-Bereiche</translation>
    </message>
    <message>
        <source>Range is closer to DynamoDB: each partition owns a contiguous range of the hash space</source>
        <translation>Range kommt DynamoDB näher: jede Partition besitzt einen zusammenhängenden Bereich des Hash-Raums</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Random seed: a whole number from 0 to 18446744073709551615</source>
        <translation>Zufalls-Seed: eine ganze Zahl von 0 bis 18446744073709551615</translation>
    </message>
    <message>
        <source>Boundaries, </source>
        <translation>Grenzen, </translation>
    </message>
    <message>
        <source>Physical keys of </source>
        <translation>Physische Schlüssel von </translation>
    </message>
    <message>
        <source>No preview until the parameters are valid.</source>
        <translation>Keine Vorschau, bis die Parameter gültig sind.</translation>
    </message>
    <message>
        <source>… and </source>
        <translation>… und </translation>
    </message>
    <message>
        <source> more</source>
        <translation> weitere</translation>
    </message>
    <message>
        <source>a point read cannot know its shard (random)</source>
        <translation>ein Punkt-Lesevorgang kann seinen Shard nicht kennen (zufällig)</translation>
    </message>
    <message>
        <source>a point read computes its one shard from the source value</source>
        <translation>ein Punkt-Lesevorgang berechnet seinen einen Shard aus dem Quellwert</translation>
    </message>
    <message>
        <source>Read fan-out: </source>
        <translation>Lese-Fan-out: </translation>
    </message>
    <message>
        <source> to read the whole key; </source>
        <translation> zum Lesen des ganzen Schlüssels; </translation>
    </message>
    <message>
        <source>Appl&amp;y N = </source>
        <translation>N = übernehm&amp;en: </translation>
    </message>
    <message>
        <source>Sets Shards (N) to the recommendation</source>
        <translation>Setzt Shards (N) auf die Empfehlung</translation>
    </message>
    <message>
        <source>Pick random, calculated or mod first: they take a shard count</source>
        <translation>Wählen Sie zuerst random, calculated oder mod: sie haben eine Shard-Anzahl</translation>
    </message>
    <message>
        <source>Suffix function</source>
        <translation>Suffixfunktion</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TablePane</name>
    <message>
        <source>since 2019</source>
        <translation>seit 2019</translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> Versuche</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
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
        <translation>Bisherige Spitzen-RCU/s</translation>
    </message>
    <message>
        <source>Previous peak WCU/s</source>
        <translation>Bisherige Spitzen-WCU/s</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>&amp;Festlegen</translation>
    </message>
    <message>
        <source>Pin the partition count instead of deriving it from capacity</source>
        <translation>Die Partitionsanzahl festlegen, statt sie aus der Kapazität abzuleiten</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>Pin partitions</source>
        <translation>Partitionen festlegen</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <source>Streams block isolation (split-for-heat) on provisioned tables</source>
        <translation>Streams verhindern die Isolierung (Split for Heat) bei bereitgestellten Tabellen</translation>
    </message>
    <message>
        <source>Capacity behaviour</source>
        <translation>Kapazitätsverhalten</translation>
    </message>
    <message>
        <source>Each partition banks up to %1 s of its unused capacity</source>
        <translation>Jede Partition spart bis zu %1 s ungenutzter Kapazität an</translation>
    </message>
    <message>
        <source>Burst starts</source>
        <translation>Burst-Start</translation>
    </message>
    <message>
        <source>&amp;Adaptive capacity</source>
        <translation>&amp;Adaptive Kapazität</translation>
    </message>
    <message>
        <source>Adaptive delay</source>
        <translation>Verzögerung der adaptiven Kapazität</translation>
    </message>
    <message>
        <source>Spl&amp;it for heat</source>
        <translation>Sp&amp;lit for Heat</translation>
    </message>
    <message>
        <source>Split after</source>
        <translation>Split nach</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>&amp;Duration</source>
        <translation>&amp;Dauer</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Item si&amp;ze</source>
        <translation>Element&amp;größe</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>SD&amp;K retries</source>
        <translation>SD&amp;K-Wiederholungen</translation>
    </message>
    <message>
        <source>Operation mix: every write is a put of a new item (workload.operations in the scenario file sets a mix)</source>
        <translation>Operationsmix: jeder Schreibvorgang ist ein Put eines neuen Elements (workload.operations in der Szenariodatei legt einen Mix fest)</translation>
    </message>
    <message>
        <source>Operation mix: %1 (workload.operations, set in the scenario file)</source>
        <translation>Operationsmix: %1 (workload.operations, in der Szenariodatei festgelegt)</translation>
    </message>
    <message>
        <source>Not applied: an LSI needs the table&apos;s sort key (it keeps the partition key with another sort key): remove the LSIs first</source>
        <translation>Nicht übernommen: ein LSI braucht den Sortierschlüssel der Tabelle (er behält den Partitionsschlüssel mit einem anderen Sortierschlüssel): entfernen Sie zuerst die LSIs</translation>
    </message>
    <message>
        <source>Not applied: </source>
        <translation>Nicht übernommen: </translation>
    </message>
    <message>
        <source>ceil(max(%1, 2 × peak RCU)/%2 + max(%3, 2 × peak WCU)/%4)</source>
        <translation>ceil(max(%1, 2 × Spitzen-RCU)/%2 + max(%3, 2 × Spitzen-WCU)/%4)</translation>
    </message>
    <message>
        <source>ceil(RCU/%1 + WCU/%2)</source>
        <translation>ceil(RCU/%1 + WCU/%2)</translation>
    </message>
    <message>
        <source>max(%1, ceil(size/%2 GB))</source>
        <translation>max(%1, ceil(Größe/%2 GB))</translation>
    </message>
    <message>
        <source>Derived: %1 (%2)</source>
        <translation>Abgeleitet: %1 (%2)</translation>
    </message>
    <message>
        <source>; pinned to %1</source>
        <translation>; festgelegt auf %1</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Tabellenname</translation>
    </message>
    <message>
        <source>optional: the scenario&apos;s name</source>
        <translation>optional: der Name des Szenarios</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <translation>Tabellen&amp;name</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>Table has a sort key</source>
        <translation>Tabelle hat einen Sortierschlüssel</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>Typ des Partitionsschlüssels</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>Name des Sortierschlüssels</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>Typ des Sortierschlüssels</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Datengröße</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Partitions = max(capacity formula, ceil(size / %1 GB)): a partition holds about %1 GB</source>
        <translation>Partitionen = max(Kapazitätsformel, ceil(Größe / %1 GB)): eine Partition fasst etwa %1 GB</translation>
    </message>
    <message>
        <source>Max read request units</source>
        <translation>Max. Leseanforderungseinheiten</translation>
    </message>
    <message>
        <source>Max write request units</source>
        <translation>Max. Schreibanforderungseinheiten</translation>
    </message>
    <message>
        <source>On-demand maximum throughput per second: above it requests fail with ...MaxOnDemandThroughputExceeded</source>
        <translation>Maximaler On-Demand-Durchsatz pro Sekunde: darüber schlagen Anfragen mit ...MaxOnDemandThroughputExceeded fehl</translation>
    </message>
    <message>
        <source>Account quota RCU</source>
        <translation>Kontokontingent RCU</translation>
    </message>
    <message>
        <source>Account quota WCU</source>
        <translation>Kontokontingent WCU</translation>
    </message>
    <message>
        <source>Per-table quota (Service Quotas, default %1): an on-demand table or GSI serves no more a second (above it requests fail with ...AccountLimitExceeded), and a provisioned table or GSI may be provisioned no more</source>
        <translation>Kontingent pro Tabelle (Service Quotas, Standard %1): eine On-Demand-Tabelle oder ein GSI bedient nicht mehr pro Sekunde (darüber schlagen Anfragen mit ...AccountLimitExceeded fehl), und einer bereitgestellten Tabelle oder einem GSI kann nicht mehr bereitgestellt werden</translation>
    </message>
    <message>
        <source>Global secondary indexes</source>
        <translation>Globale sekundäre Indizes</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Lokale sekundäre Indizes</translation>
    </message>
    <message>
        <source>B&amp;urst</source>
        <translation>B&amp;urst</translation>
    </message>
    <message>
        <source>C&amp;onsistency</source>
        <translation>K&amp;onsistenz</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>ceil(max(%1, warm, 2 × peak RCU)/%2 + max(%3, warm, 2 × peak WCU)/%4)</source>
        <translation>ceil(max(%1, warm, 2 × Spitzen-RCU)/%2 + max(%3, warm, 2 × Spitzen-WCU)/%4)</translation>
    </message>
    <message>
        <source>ceil(max(RCU, warm)/%1 + max(WCU, warm)/%2)</source>
        <translation>ceil(max(RCU, warm)/%1 + max(WCU, warm)/%2)</translation>
    </message>
    <message>
        <source>Warm read units/s</source>
        <translation>Warm-Leseeinheiten/s</translation>
    </message>
    <message>
        <source>Warm write units/s</source>
        <translation>Warm-Schreibeinheiten/s</translation>
    </message>
    <message>
        <source>Warm throughput (pre-warming): what the table serves at once. It starts with the partitions for it, and on demand it serves up to it at once, as it serves twice its previous peak. none: the mode&apos;s own (a new on-demand table&apos;s %1 read / %2 write units, a provisioned table&apos;s capacity)</source>
        <translation>Warmdurchsatz (Vorwärmen): was die Tabelle sofort bedient. Sie beginnt mit den Partitionen dafür, und im On-Demand-Modus bedient sie sofort bis zu ihm, so wie das Doppelte ihrer bisherigen Spitze. keine: der des Modus (eine neue On-Demand-Tabelle %1 Lese- / %2 Schreibeinheiten, eine bereitgestellte Tabelle ihre Kapazität)</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::TableProblemText</name>
    <message>
        <source>non-key attributes</source>
        <translation>Nicht-Schlüsselattribute</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ThrottleTimelineChart</name>
    <message>
        <source>burst tokens</source>
        <translation>Burst-Token</translation>
    </message>
    <message>
        <source>burst bucket (hottest)</source>
        <translation>Burst-Bucket (heißester)</translation>
    </message>
    <message>
        <source>throttling starts</source>
        <translation>Drosselung beginnt</translation>
    </message>
    <message>
        <source>Throttle timeline</source>
        <translation>Drosselungsverlauf</translation>
    </message>
    <message>
        <source>Solid: </source>
        <translation>Durchgezogen: </translation>
    </message>
    <message>
        <source> consumed · dashed: allocated · ▲ throttling starts · ■ split</source>
        <translation> verbraucht · gestrichelt: zugeteilt · ▲ Drosselung beginnt · ■ Split</translation>
    </message>
    <message>
        <source> · thick dashed: CloudWatch</source>
        <translation> · dick gestrichelt: CloudWatch</translation>
    </message>
    <message>
        <source>, observed</source>
        <translation>, beobachtet</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
    <message>
        <source>split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>throttled by index back-pressure</source>
        <translation>durch Index-Rückstau gedrosselt</translation>
    </message>
    <message>
        <source>simulated, same periods</source>
        <translation>simuliert, gleiche Zeiträume</translation>
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
        <translation>Partition </translation>
    </message>
    <message>
        <source>other </source>
        <translation>weitere </translation>
    </message>
    <message>
        <source> partition</source>
        <translation> Partition</translation>
    </message>
    <message>
        <source> partitions</source>
        <translation> Partitionen</translation>
    </message>
</context>
<context>
    <name>partiscope::ui::ViewExport</name>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Exported </source>
        <translation>Exportiert: </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cannot export </source>
        <translation>Export nicht möglich: </translation>
    </message>
    <message>
        <source> as PNG…</source>
        <translation> als PNG…</translation>
    </message>
    <message>
        <source> as SVG…</source>
        <translation> als SVG…</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitverlauf</translation>
    </message>
    <message>
        <source>&amp;Partition × time</source>
        <translation>&amp;Partition × Zeit</translation>
    </message>
    <message>
        <source>Simulation &amp;metrics as CSV…</source>
        <translation>Simulations&amp;metriken als CSV…</translation>
    </message>
    <message>
        <source>Export simulation metrics</source>
        <translation>Simulationsmetriken exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Exporting </source>
        <translation>Exportiere </translation>
    </message>
</context>
</TS>
