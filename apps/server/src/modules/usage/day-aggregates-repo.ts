import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL the roll-up and summary repositories share: the one definition of a day's numbers,
 * computed from raw events. The roll-up stores these,
 * and today's figures are read straight from them, so both always count alike.
 */

/** visitors, new_visitors, sessions, page_views, avg_session_seconds of `day`. */
export const dayTotals = (day: string): SQL => sql`
  with day_events as (select * from usage_event where day = ${day}),
  sessions as (
    select extract(epoch from max(occurred_at) - min(occurred_at)) as seconds
    from day_events group by visitor, session
  )
  select ${day}::text as day,
    (select count(distinct visitor) from day_events)::int as visitors,
    (select count(distinct visitor) from day_events where first_day = ${day})::int as new_visitors,
    (select count(*) from sessions)::int as sessions,
    (select count(*) from day_events where type = 'pageview')::int as page_views,
    coalesce((select round(avg(seconds)) from sessions), 0)::int as avg_session_seconds`;

/**
 * day, dimension, key, count, visitors of `day`: pages (count = views), events (count = times),
 * and the visitors by language, platform and first-seen day (the cohorts of retention).
 */
export const dayBreakdown = (day: string): SQL => sql`
  with day_events as (select * from usage_event where day = ${day})
  select ${day}::text as day, 'page' as dimension, name as key, count(*)::int as count, count(distinct visitor)::int as visitors
    from day_events where type = 'pageview' group by name
  union all
  select ${day}::text, 'event', name, count(*)::int, count(distinct visitor)::int
    from day_events where type = 'event' group by name
  union all
  select ${day}::text, 'lang', lang, count(distinct visitor)::int, count(distinct visitor)::int
    from day_events group by lang
  union all
  select ${day}::text, 'platform', platform, count(distinct visitor)::int, count(distinct visitor)::int
    from day_events group by platform
  union all
  select ${day}::text, 'cohort', first_day, count(distinct visitor)::int, count(distinct visitor)::int
    from day_events group by first_day`;

export interface DayTotalsRow {
  readonly day: string;
  readonly visitors: number;
  readonly new_visitors: number;
  readonly sessions: number;
  readonly page_views: number;
  readonly avg_session_seconds: number;
}

export interface BreakdownRow {
  readonly day: string;
  readonly dimension: 'page' | 'event' | 'lang' | 'platform' | 'cohort';
  readonly key: string;
  readonly count: number;
  readonly visitors: number;
}
