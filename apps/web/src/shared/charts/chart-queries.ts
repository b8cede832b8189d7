import { queryOptions } from '@tanstack/react-query';
import { listCharts } from '@tarot/contract/charts';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { currentOwner } from '../auth/token-owner';
import { listBaziCharts } from './bazi-charts';
import { listNatalCharts } from './natal-charts';

/**
 * Every query of saved charts starts with `charts`, so one refresh reaches the 命盘 list, the
 * home page and the tools that read a member's chart. A member's lists end with the account's uid:
 * another member signing in on this device never sees the last one's charts.
 */
export const chartKeys = {
  all: ['charts'] as const,
  /** The account's charts of every kind, newest first. */
  account: () => ['charts', 'account', currentOwner()] as const,
  /** The account's 八字 charts. */
  bazi: () => ['charts', 'bazi', currentOwner()] as const,
  /** The natal charts “my horoscope” and the home page's sky read: the account's for members, this device's for visitors. */
  natal: (signedIn: boolean) => ['charts', 'natal', signedIn, currentOwner()] as const,
  /** The 命盘 list under a tag: the account's for members, this device's for visitors. */
  saved: (signedIn: boolean, tag: string | null) => ['charts', 'saved', signedIn, tag, currentOwner()] as const,
};

export const accountChartsQuery = () =>
  queryOptions({ queryKey: chartKeys.account(), queryFn: () => call(listCharts) });

export const baziChartsQuery = () => queryOptions({ queryKey: chartKeys.bazi(), queryFn: listBaziCharts });

/** Read on every visit: a member's may have changed on another phone, a visitor's in another tab. */
export const natalChartsQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: chartKeys.natal(signedIn), queryFn: () => listNatalCharts(signedIn), staleTime: 0 });

/** After a chart is saved, edited or deleted every list of charts is out of date. */
export const refreshCharts = () => queryClient.invalidateQueries({ queryKey: chartKeys.all });
