# L'import des inscrits : comment son fichier a été lu, et un fichier refusé en entier.
import-pasted-text = le texte collé
import-read-as = { $what } n'est pas en UTF-8 : il a été lu en { $encoding }. Vérifiez les noms dans l'aperçu avant d'importer.
import-not-utf8 = { $what }, ligne { $line }, colonne { $column } : ce fichier n'est pas un texte que cette page sait lire (enregistrez-le en UTF-8).
import-not-utf8-looks-like = { $what }, ligne { $line }, colonne { $column } : ce fichier n'est pas un texte que cette page sait lire (il semble être en { $encoding } : enregistrez-le en UTF-8).
import-problem-too-many-rows = ligne { $line } : le fichier a { $rows } lignes ; un tournoi accepte au plus { $max } inscrits
import-problem-unclosed-quote = ligne { $line } : un guillemet (") ouvre ici un champ qui n'est jamais fermé
import-problem-header = ligne 1 : l'en-tête est illisible : { $error }
import-problem-unknown-column = ligne 1, colonne { $column } : colonne inconnue « { $name } » (connues : { $known })
import-problem-unknown-column-comma = ligne 1, colonne { $column } : colonne inconnue « { $name } » (le séparateur lu est la virgule ; connues : { $known })
import-problem-twice = ligne 1, colonne { $column } : la colonne « { $name } » figure deux fois
import-problem-no-name = ligne 1 : l'en-tête doit avoir une colonne de nom (Nom, ou Nom et Prénom)
