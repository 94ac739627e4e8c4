# As marcas ao lado de um jogador cuja rodada uma decisão mudou, e a legenda delas.
ruling-legend = { $ruling ->
    [forfeit] ausente: partida perdida por W.O.
    [both-absent] os dois jogadores ausentes: nenhum pontua
   *[sheets-missing] não entregou as súmulas completas e assinadas: zero na rodada, o adversário mantém o que conquistou
}
