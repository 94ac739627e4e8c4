# Uma notação de partida ou decisão acima dos limites (src/web/admin/records.rs, `check_sizes`).
record-too-large = a notação da partida tem { $len } bytes; no máximo { $max } bytes (64 KiB) são aceitos por partida
record-ruling-too-long = a decisão tem { $len } caracteres; no máximo { $max } são aceitos
