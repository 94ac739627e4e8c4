# Os formulários do árbitro recusados antes de qualquer comando (src/web/words/forms.rs): o
# campo nomeado pelo rótulo do formulário quando ele tem um, o texto digitado repetido.

## Campos sem rótulo próprio
field-which-links = links a emitir
field-decision = decisão
field-forfeit = W.O.
field-withdrawal = retirada
field-playoff-number = desempate extra
field-fmjd-list = lista da FMJD
field-form = formulário
field-ballot-seed = semente do sorteio

## Problemas
form-not-count-to-999 = `{ $text }` não é um número inteiro de 0 a 999
form-not-links-choice = `{ $text }` não é “missing”, nem “all”, nem um número inicial
form-not-start-no = `{ $text }` não é um número inicial
form-not-seed = `{ $text }` não é um número inteiro de 0 a 18446744073709551615
form-not-forfeit = `{ $text }` não é um W.O. ({ $actions })
form-which-player = qual jogador confirma presença?
form-which-round = qual rodada?
form-tick-to-withdraw = jogador { $no }: marque a caixa para confirmar a retirada
form-unreadable = não foi possível ler o formulário enviado ({ $detail }): envie-o de novo
form-body-no-boundary = o formulário foi enviado como multipart/form-data sem o delimitador: envie-o de novo pela página
form-body-wrong-type = o formulário foi enviado como `{ $text }`; esta página aceita multipart/form-data ou application/x-www-form-urlencoded
form-no-version = o formulário não tem versão: recarregue a página e envie-o de novo
form-version-not-number = a versão do formulário não é um número: recarregue a página e envie-o de novo
form-fmjd-file-and-text = informe a lista como arquivo ou como texto colado, não os dois
form-fmjd-no-list = escolha o arquivo da lista ou cole o texto dela
form-fmjd-rows-unreadable = não foi possível ler as linhas da lista enviadas com a confirmação (`{ $detail }`): visualize a lista de novo
form-fee-list-unwritable = não foi possível gerar a lista de inscrições: { $detail }

## O check-in feito pelo árbitro
form-check-in-closed = o torneio não tem confirmação de presença aberta agora (veja as configurações dos jogadores online)
form-check-in-withdrawn = o jogador { $no } foi retirado e não pode confirmar presença

## Downloads
download-no-such-round = { $paired ->
    [one] a rodada { $asked } não está emparceirada (o torneio tem { $paired } rodada emparceirada)
   *[other] a rodada { $asked } não está emparceirada (o torneio tem { $paired } rodadas emparceiradas)
}
download-round-not-applicable = só se escolhe uma rodada para o emparceiramento, os resultados e a classificação em CSV, não para { $format }
download-knockout-round = um mata-mata é jogado em confrontos, não em rodadas: seus resultados são exportados por inteiro, sem rodada
