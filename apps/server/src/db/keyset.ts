import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';
import { offsetOf } from './paging';

/** What a member's list is asked for: the spec's page number, or a cursor from the page before. */
export interface ListRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly cursor?: string;
}

/** One page and whether another follows; the whole list is never counted. */
export interface ListPage<Row> {
  readonly rows: Row[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
}

/** A row's place in the order, `<timestamp as PostgreSQL prints it>|<uuid>`, selected with the row. */
interface Positioned {
  readonly position: string;
}

// The timestamp travels as PostgreSQL's own text, to the microsecond: a JavaScript Date keeps
// milliseconds only, and rounding would skip or repeat readings saved within one millisecond.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length > 0 || !TIMESTAMP.test(at) || !UUID.test(id)) throw new AppError('INVALID_PARAM', 'Unknown cursor');
  return { at, id };
}

/**
 * Newest first by a timestamp and, among equal times, by a uuid: the first pages by the page
 * number, later ones by keyset (`(at, id) < cursor`), which an index on (owner, at, id) answers
 * in the same few reads however long the list is. Asks for one row more than the page to learn
 * whether another page follows.
 */
export function newestFirst(at: AnyPgColumn, id: AnyPgColumn) {
  return {
    position: sql<string>`${at}::text || '|' || ${id}::text`,
    orderBy: [desc(at), desc(id)] as const,

    window(request: ListRequest): { where: SQL | undefined; limit: number; offset: number } {
      const limit = request.pageSize + 1;
      if (request.cursor === undefined)
        return { where: undefined, limit, offset: offsetOf(request.page, request.pageSize) };
      const after = decodeCursor(request.cursor);
      return { where: sql`(${at}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`, limit, offset: 0 };
    },

    page<Row extends Positioned>(rows: Row[], request: ListRequest): ListPage<Row> {
      const hasMore = rows.length > request.pageSize;
      const shown = rows.slice(0, request.pageSize);
      const last = shown.at(-1);
      return {
        rows: shown,
        hasMore,
        nextCursor: hasMore && last ? Buffer.from(last.position).toString('base64url') : null,
      };
    },
  };
}

/** The API's answer for one page: its items, the request's numbers, and where the next starts. */
export const answerOf = <Row, Item>(request: ListRequest, page: ListPage<Row>, toItem: (row: Row) => Item) => ({
  items: page.rows.map(toItem),
  page: request.page,
  pageSize: request.pageSize,
  hasMore: page.hasMore,
  nextCursor: page.nextCursor,
});
