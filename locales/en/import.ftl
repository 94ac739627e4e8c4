# The entries import: how its file was read, and a file refused as a whole.
import-pasted-text = the pasted text
import-read-as = { $what } is not UTF-8: it was read as { $encoding }. Check the names in the preview before importing.
import-not-utf8 = { $what }, line { $line }, column { $column }: the file is not text this page can read (save it as UTF-8).
import-not-utf8-looks-like = { $what }, line { $line }, column { $column }: the file is not text this page can read (it looks like { $encoding }: save it as UTF-8).
import-problem-too-many-rows = line { $line }: the file has { $rows } rows; a tournament takes at most { $max } entries
import-problem-unclosed-quote = line { $line }: a quote (") opens a field here and is never closed
import-problem-header = line 1: cannot read the header: { $error }
import-problem-unknown-column = line 1: column { $column }: unknown column "{ $name }" (known: { $known })
import-problem-unknown-column-comma = line 1: column { $column }: unknown column "{ $name }" (the separator read is the comma) (known: { $known })
import-problem-twice = line 1: column { $column }: the column "{ $name }" appears twice
import-problem-no-name = line 1: the header needs a name column (name, or surname and given_name)
