# Namen van dingen, los van de naam van een persoon (col-name).
tournament-name = Naam van het toernooi
event-name = Naam van het evenement
settings-tie-break-name = Naam (zoals hierboven te typen)
