/** One parameterised INSERT for many rows: `INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4)`. */
export function buildMultiRowInsert<Row>(
  table: string,
  columns: readonly { name: string; value: (row: Row) => string }[],
  rows: readonly Row[],
): { sql: string; parameters: string[] } {
  const parameters: string[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column) => {
      parameters.push(column.value(row));
      return `$${parameters.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const names = columns.map((column) => column.name).join(', ');
  return { sql: `INSERT INTO ${table} (${names}) VALUES ${tuples.join(', ')}`, parameters };
}
