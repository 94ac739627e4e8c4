# A PDN download of an event without game records.
export-empty-title = Nenhuma partida registrada ainda
export-empty-text = { $name } ainda não tem partidas registradas: não há arquivo PDN para baixar. O registro de uma partida é feito na página dela, a partir da grade de resultados da rodada.
export-empty-back = Voltar ao torneio
