# Een partijnotatie of beslissing boven de grenzen (src/web/admin/records.rs, `check_sizes`).
record-too-large = de partijnotatie is { $len } bytes; hoogstens { $max } bytes (64 KiB) worden voor één partij aanvaard
record-ruling-too-long = de beslissing heeft { $len } tekens; hoogstens { $max } worden aanvaard
