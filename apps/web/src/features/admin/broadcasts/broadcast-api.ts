import { createBroadcast, listBroadcasts, type BroadcastBody } from '@tarot/contract/broadcasts';
import { call } from '../../../shared/api/call';

/** The broadcast page's calls; the server checks the push permission on each. */
export const broadcastApi = {
  list: () => call(listBroadcasts),
  send: (body: BroadcastBody) => call(createBroadcast, { body }),
};
