# Имя игрока по частям: формы участника, CSV участников, отказы.
names-surname = Фамилия
names-given-name = Имя
names-surname-first = Фамилия и имя (сначала фамилия)
names-given-first = Имя и фамилия (сначала имя)
names-sex = Пол
names-hint-given-first = Фамилию с приставками (de Vries, van der Berg) и имя вводите каждое в своё поле. В этом турнире имя показывается как «Имя Фамилия» (Jan de Vries); в файлы федераций (FMJD, TRF) каждая часть попадает так, как введена.
names-hint-surname-first = Фамилию с приставками (de Vries, van der Berg) и имя вводите каждое в своё поле. В этом турнире имя показывается как «Фамилия Имя» (Белов Юрий); в файлы федераций (FMJD, TRF) каждая часть попадает так, как введена.
field-surname = фамилия
field-given-name = имя
audit-field-surname = фамилия
audit-field-given-name = имя
refusal-entry-empty-surname = нужна фамилия (одно имя не называет игрока)
refusal-entry-name-part-too-long = { $field } `{ $text }` длиннее 100 символов
refusal-entry-bad-name-part = { $field } `{ $text }` { $problem }
refusal-entry-surname-comma = в фамилии `{ $text }` есть запятая: имя, записанное как «Фамилия, Имя», делится по запятой; введите фамилию и имя каждое в своё поле
