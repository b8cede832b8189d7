import i18next from 'i18next';
import { APP_INFO } from '@tarot/contract/limits';
import { getUsageConfig, issueUsageDevice, reportUsage } from '@tarot/contract/usage';
import { call } from '../api/call';
import { clientPlatform } from '../api/client-identity';
import { localStore } from '../storage/local';
import { createCollector } from './collector';
import { randomId, usageDevice } from './device';
import { connectUsageSink } from './track';

const CONFIG_KEY = 'tarot-usage-config';

/** The collector on real browser APIs; loaded after the first screen by start-usage.ts. */
export async function startBrowserCollector(): Promise<void> {
  const device = usageDevice(async () => (await call(issueUsageDevice)).device);
  const collector = createCollector({
    now: Date.now,
    randomId,
    envelope: () => ({
      lang: i18next.language,
      platform: clientPlatform(),
      version: APP_INFO.version,
    }),
    fetchEnabled: async () => (await call(getUsageConfig)).enable,
    remembered: {
      load() {
        try {
          const saved = JSON.parse(localStore.get(CONFIG_KEY) ?? 'null') as { enabled?: unknown; at?: unknown } | null;
          return typeof saved?.enabled === 'boolean' && typeof saved.at === 'number'
            ? { enabled: saved.enabled, at: saved.at }
            : null;
        } catch {
          return null;
        }
      },
      save: (enabled, at) => localStore.set(CONFIG_KEY, JSON.stringify({ enabled, at })),
    },
    prepare: async () => void (await device.current()),
    send: async (batch) => {
      const answer = await call(reportUsage, { body: { ...batch, device: await device.current() } });
      if (answer.unknownDevice) device.forget();
    },
    beacon: (batch) => {
      const issued = device.stored();
      // A string goes as text/plain, which needs no CORS preflight a beacon could not make.
      return (
        issued !== undefined && navigator.sendBeacon(reportUsage.path, JSON.stringify({ ...batch, device: issued }))
      );
    },
  });
  connectUsageSink(collector.sink);
  const leave = () => collector.sendRemaining();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
  await collector.start();
}
