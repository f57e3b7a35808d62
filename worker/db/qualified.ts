/**
 * A column written with its table's name. Drizzle writes a query's own columns bare ("id"), and
 * inside a correlated subquery a bare name means the inner table's column: `review_logs.card_id =
 * "id"` compared a log with itself, which held only while ids happened to line up (fresh test
 * databases) and took back the wrong answers once they did not.
 */
import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";

export function qualified(column: AnyColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
