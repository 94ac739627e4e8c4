# Запись партии или решение сверх пределов (src/web/admin/records.rs, `check_sizes`).
record-too-large = запись партии занимает { $len } байт; для одной партии принимается не более { $max } байт (64 КиБ)
record-ruling-too-long = в решении { $len } символов; принимается не более { $max }
