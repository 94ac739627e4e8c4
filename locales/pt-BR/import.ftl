# A importação de inscritos: como o arquivo foi lido, e um arquivo recusado por inteiro.
import-pasted-text = o texto colado
import-read-as = { $what } não está em UTF-8: foi lido como { $encoding }. Confira os nomes na prévia antes de importar.
import-not-utf8 = { $what }, linha { $line }, coluna { $column }: esta página não consegue ler o arquivo como texto (salve-o em UTF-8).
import-not-utf8-looks-like = { $what }, linha { $line }, coluna { $column }: esta página não consegue ler o arquivo como texto (parece estar em { $encoding }: salve-o em UTF-8).
import-problem-too-many-rows = linha { $line }: o arquivo tem { $rows } linhas; um torneio aceita no máximo { $max } inscritos
import-problem-unclosed-quote = linha { $line }: uma aspa (") abre aqui um campo que nunca é fechado
import-problem-header = linha 1: não foi possível ler o cabeçalho: { $error }
import-problem-unknown-column = linha 1, coluna { $column }: coluna desconhecida "{ $name }" (conhecidas: { $known })
import-problem-unknown-column-comma = linha 1, coluna { $column }: coluna desconhecida "{ $name }" (o separador lido é a vírgula; conhecidas: { $known })
import-problem-twice = linha 1, coluna { $column }: a coluna "{ $name }" aparece duas vezes
import-problem-no-name = linha 1: o cabeçalho precisa de uma coluna de nome (Nome, ou Sobrenome e Prenome)
