/**
 * A learner's activity is counted per quarter hour (every time zone's offset is a whole number of
 * quarter hours), so their days, in whatever zone, are made from a few rows: the streak's review
 * answers, the daily goal's sentences and minutes.
 */
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

export const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** The start (epoch ms) of the quarter hour an instant falls in. */
export const quarterOf = (instant: Date): number => Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;

/** The same, in SQL, for a column of epoch milliseconds. */
export const quarterOfColumn = (column: SQLiteColumn): SQL<number> => sql<number>`(${column} / ${QUARTER_HOUR_MS}) * ${QUARTER_HOUR_MS}`;
