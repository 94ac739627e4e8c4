# O nome de um jogador em partes: formulários de inscrição, CSV dos inscritos, recusas.
names-surname = Sobrenome
names-given-name = Nome
names-surname-first = Nome completo, sobrenome primeiro
names-given-first = Nome completo, nome primeiro
names-sex = Sexo
names-hint-given-first = Digite o sobrenome com suas partículas (de Vries, van der Berg) e o nome, cada um no seu campo. Este torneio mostra o nome primeiro (Jan de Vries); os arquivos das federações (FMJD, TRF) recebem cada parte como foi digitada.
names-hint-surname-first = Digite o sobrenome com suas partículas (de Vries, van der Berg) e o nome, cada um no seu campo. Este torneio mostra o sobrenome primeiro (Belov Iuri); os arquivos das federações (FMJD, TRF) recebem cada parte como foi digitada.
field-surname = sobrenome
field-given-name = nome
audit-field-surname = sobrenome
audit-field-given-name = nome
refusal-entry-empty-surname = é preciso um sobrenome (o nome sozinho não identifica um jogador)
refusal-entry-name-part-too-long = o { $field } `{ $text }` tem mais de 100 caracteres
refusal-entry-bad-name-part = o { $field } `{ $text }` { $problem }
refusal-entry-surname-comma = o sobrenome `{ $text }` contém uma vírgula: um nome escrito `Sobrenome, Nome` é dividido na vírgula; digite o sobrenome e o nome cada um no seu campo
