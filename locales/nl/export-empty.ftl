# A PDN download of an event without game records.
export-empty-title = Nog geen partijen vastgelegd
export-empty-text = { $name } heeft nog geen vastgelegde partijen: er is geen PDN-bestand om te downloaden. De notatie van een partij voer je in op haar pagina, vanuit het uitslagenrooster van de ronde.
export-empty-back = Terug naar het toernooi
