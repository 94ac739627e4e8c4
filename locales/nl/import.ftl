# De import van deelnemers: hoe het bestand gelezen is, en een bestand dat in zijn geheel geweigerd is.
import-pasted-text = de geplakte tekst
import-read-as = { $what } is geen UTF-8: het is gelezen als { $encoding }. Controleer de namen in het voorbeeld voordat u importeert.
import-not-utf8 = { $what }, regel { $line }, kolom { $column }: het bestand is geen tekst die deze pagina kan lezen (sla het op als UTF-8).
import-not-utf8-looks-like = { $what }, regel { $line }, kolom { $column }: het bestand is geen tekst die deze pagina kan lezen (het lijkt { $encoding }: sla het op als UTF-8).
import-problem-too-many-rows = regel { $line }: het bestand heeft { $rows } regels; een toernooi neemt ten hoogste { $max } deelnemers
import-problem-unclosed-quote = regel { $line }: een aanhalingsteken (") opent hier een veld dat nooit wordt gesloten
import-problem-header = regel 1: de kopregel is niet te lezen: { $error }
import-problem-unknown-column = regel 1, kolom { $column }: onbekende kolom "{ $name }" (bekend: { $known })
import-problem-unknown-column-comma = regel 1, kolom { $column }: onbekende kolom "{ $name }" (het gelezen scheidingsteken is de komma; bekend: { $known })
import-problem-twice = regel 1, kolom { $column }: de kolom "{ $name }" staat er twee keer in
import-problem-no-name = regel 1: de kopregel heeft een naamkolom nodig (Naam, of Achternaam en Voornaam)
