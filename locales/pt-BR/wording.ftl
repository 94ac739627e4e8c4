# Nomes de coisas, à parte o nome de uma pessoa (col-name).
tournament-name = Nome do torneio
event-name = Nome do evento
settings-tie-break-name = Nome (como se digita acima)
