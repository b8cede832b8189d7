import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { antdReact19Render } from './antd-render-plugin.ts';
import { antdPickerLabels } from './antd-picker-labels-plugin.ts';
import { contractAddresses } from './contract-addresses-plugin.ts';
import { glossaryPerLanguage } from './glossary-plugin.ts';
import { manifestPerLanguage } from './manifest-languages-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { preloadChunk } from './preload-chunk-plugin.ts';
import { startChunk } from './start-chunk-plugin.ts';

/** The chunk holding tyme4ts; its name also picks it out of the preload lists. */
const CALENDAR_CHUNK = 'calendar-library';

/**
 * Chunks whose imports are all fetched at once instead of in the waves the imports make: the
 * pages bench/lighthouse.ts audits (home, card faces, almanac, spreads, 八字 form), the home
 * page's today sections (its card is the page's largest paint), and the first screen's texts (a language's antd-mobile texts in them import their base from the page kit).
 */
const FETCHED_AT_ONCE = /^((home|cards|huangli|spreads|bazi)-page|today-sections|(texts|tarot-words)-[a-zA-Z-]+)-/;

/**
 * What the app runs beyond the entry (React, the router, i18next, the app shell and what it
 * draws with), as one chunk that index.html names beside the entry: left to automatic
 * splitting it came as many small chunks, each a request of its own that the first screen
 * waited for. The entry (main.tsx) needs none of it and asks for the opened page's files while
 * it arrives. bench/bundle.ts reports each page's weight and files.
 */
const START = startChunk(fileURLToPath(new URL('.', import.meta.url)), {
  entry: 'src/main.tsx',
  app: 'src/app/start-app.tsx',
  packages: new RegExp(
    [
      String.raw`node_modules[\\/](react|react-dom|scheduler|react-is|react-router|i18next|react-i18next|i18next-resources-to-backend|classnames|use-sync-external-store)[\\/]`,
      // The antd-mobile helpers and global styles the app's own components run.
      String.raw`antd-mobile[\\/]es[\\/](index\.js$|global[\\/]|utils[\\/](native-props|attach-properties-to-component|with-default-props|can-use-dom|use-props-value|traverse-react-node)\.js$)`,
      String.raw`ahooks[\\/]es[\\/](utils|useMemoizedFn|useUpdate|useUnmount|useLatest)[\\/]|node_modules[\\/]lodash[\\/]`,
      // The tab bar's and the nav bar's components.
      String.raw`antd-mobile[\\/]es[\\/]components[\\/](tab-bar|badge|safe-area|dot-loading)[\\/]`,
      String.raw`antd-mobile-icons[\\/]es[\\/]LeftOutline\.js$`,
    ].join('|'),
  ),
  // The home page's tool list and icons, and the hook a page holds its first showing with.
  alsoShared:
    /src[\\/]shared[\\/](config[\\/]tools|browser[\\/]use-first-page-hold)\.ts$|antd-mobile-icons[\\/]es[\\/](SearchOutline|UserOutline)\.js$/,
});

/**
 * What nearly every lazy page draws with, as one chunk of about 12 KB gzipped instead of some
 * thirty files of a few hundred bytes, each a request of its own on a phone's connection:
 * - antd-mobile's small helpers (its utilities, hooks and default locale, ahooks, lodash's
 *   timing functions, tslib); the ones that pull in animation, gestures or a resize polyfill
 *   stay with the components that need them;
 * - the components most pages draw (buttons, inputs, lists, skeletons, and the selectors and
 *   switches of the forms) and their icons;
 * - the app's own page helpers: API calls (with forgetting kept answers on sign-out), toasts, the
 *   error block, the offline notice, lazy modules, the tabs of the two tarot tabs.
 */
const PAGE_KIT = new RegExp(
  [
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/](?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll|render|unstable-render)`,
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/](hooks[\\/]|components[\\/]config-provider[\\/]|locales[\\/](zh-CN|base)\.js$)`,
    String.raw`node_modules[\\/](ahooks[\\/](?!es[\\/]useSize)|lodash[\\/]|tslib[\\/])`,
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/](button|grid|input|search-bar|skeleton|list|selector|space|switch)[\\/]`,
    String.raw`node_modules[\\/]antd-mobile-icons[\\/]es[\\/](CloseCircleFill|RightOutline)\.js$`,
    String.raw`contract[\\/]src[\\/](endpoint|usage-rules)\.ts$`,
    String.raw`src[\\/]shared[\\/](api[\\/](call|http|client-identity)|browser[\\/]lazy-module|ui[\\/](toast|error-block|disclaimer|capsule-tabs)|i18n[\\/]component-locale|offline[\\/](kept-data|offline-notice|use-online)|auth[\\/]token-owner)\.(ts|tsx|module\.css)$`,
  ].join('|'),
);

/**
 * Code that several pages of one kind share, one chunk per kind rather than a file per
 * module: a page of that kind fetches one file where it fetched four to six.
 */
const KIND_KITS = {
  // Stems and branches, lunar months and glossary terms: the 八字 form, the almanac, 择日…
  'calendar-kit': String.raw`core[\\/]src[\\/](glossary[\\/](renderings|stems-branches|lunar-calendar|column|term)|calendar[\\/](format|true-solar-time))\.ts$|contract[\\/]src[\\/]calendar\.ts$|src[\\/]shared[\\/]i18n[\\/](lazy-glossary|use-term)\.ts$`,
  // The deck, the content language and loader: every tarot page, the home page's card, and the
  // 八字 and 紫微 readings, which read their texts in the same content language. Nothing here
  // imports TanStack Query (the tarot hooks that do live with their pages), so the home page's
  // first screen can take the deck without it.
  'tarot-kit': String.raw`core[\\/]src[\\/]tarot[\\/](types|content|deck)\.ts$|content[\\/]src[\\/]web[\\/](lazy-texts|tarot)\.ts$`,
  // A card as every page draws it (its back, its face in the chosen deck, turning over) and the
  // visitor's daily card: the home page's card came in eleven files, each a round trip.
  'card-kit': String.raw`src[\\/]shared[\\/](cards[\\/](card-back|card-face|tarot-card|rws-face|rws-files|deck-choice|looks|line-art[\\/]palette)|daily-card[\\/]visitor-daily)\.(ts|tsx|module\.css)$|core[\\/]src[\\/]tarot[\\/](random|daily)\.ts$`,
  // The almanac pages' day in the address, date picker button and clash line.
  'almanac-kit': String.raw`src[\\/]features[\\/]almanac[\\/](dates|date-picker-button|day-problem|use-day-param|use-lunar-date|use-clash-text)\.|core[\\/]src[\\/]glossary[\\/]fetus\.ts$|antd-mobile-icons[\\/]es[\\/]CalendarOutline\.js$`,
  // A birth's address and the charts kept on the phone: the 八字 form and the chart pages.
  'chart-kit': String.raw`src[\\/]features[\\/]bazi[\\/](chart-request|saved-charts|hub[\\/]tag-draft)\.ts$|(core|contract)[\\/]src[\\/](geo[\\/]china-places|chart-tags)\.ts$`,
};

/**
 * The texts every screen draws (setup.ts, FIRST_SCREEN_NAMESPACES), one chunk per language
 * instead of four: the app asks for them before its first render.
 */
const SHELL_TEXTS = /locales[\\/]([^\\/]+)[\\/](common|errors|home|search)\.json$/;
/**
 * antd-mobile's own texts for a language other than Simplified Chinese (component-locales.ts)
 * travel in that language's chunk of first-screen texts, which the app asks for at the same
 * moment: on their own they were two more files of a few hundred bytes, and the code that
 * applies them a third (it joins the page kit, which every page fetches).
 */
const COMPONENT_LOCALE = /antd-mobile[\\/]es[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})\.js$/;
const COMPONENT_LOCALE_LANGUAGE: Readonly<Record<string, string>> = {
  'zh-TW': 'zh-Hant',
  'en-US': 'en',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'de-DE': 'de',
  'pt-BR': 'pt',
  'ru-RU': 'ru',
  'it-IT': 'it',
};
const shellTexts = (id: string): string | null => {
  const language = SHELL_TEXTS.exec(id)?.[1] ?? COMPONENT_LOCALE_LANGUAGE[COMPONENT_LOCALE.exec(id)?.[1] ?? ''];
  return language ? `texts-${language}` : null;
};

/**
 * The card names of a language travel with its tarot texts: the card faces page asks for the
 * texts with its code, and for the names only once it has rendered, a round trip later.
 */
const TAROT_WORDS =
  /(?:locales[\\/]([^\\/]+)[\\/]tarot\.json|content[\\/]texts[\\/]([^\\/]+)[\\/]tarot[\\/]names\.json)$/;
const tarotWords = (id: string): string | null => {
  const match = TAROT_WORDS.exec(id);
  return match ? `tarot-words-${match[1] ?? match[2]}` : null;
};

/**
 * TanStack Query and the app's client for it: most pages' data, as one chunk. Its persister
 * stays out: only the pages that keep answers for offline use fetch it (kept-queries.ts).
 */
const QUERY_MODULES = /node_modules[\\/]@tanstack[\\/](?!query-persist)|src[\\/]shared[\\/]api[\\/]query-client\.ts$/;

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/**
 * The service worker precaches the shell only: the page and the scripts and styles it names.
 * Every other built file is cached as it is visited (src/sw.ts), so installing stays cheap.
 */
const onlyTheShell: ManifestTransform = async (entries) => {
  // Missing when the app's own build failed: say so quietly, so that failure is the one reported.
  const html = await readFile(new URL('./dist/index.html', import.meta.url), 'utf8').catch(() => null);
  if (html === null) return { manifest: [], warnings: ['dist/index.html is missing: nothing precached'] };
  return {
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || html.includes(entry.url)),
    warnings: [],
  };
};

/**
 * The service worker is one file (it is registered as a classic script). vite-plugin-pwa 1.3
 * asks for that with Rollup's `inlineDynamicImports`, which Vite 8's Rolldown takes but warns
 * about on every build; this says it the Rolldown way instead.
 */
const oneFileServiceWorker: Plugin = {
  name: 'one-file-service-worker',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    }
  },
};

/**
 * Vite's url() rewriting warns, once per build, that "a PostCSS plugin did not pass the `from`
 * option" whenever a CSS module composes a class from another file (`composes: card from
 * '…/surfaces.module.css'`): postcss-modules reads that file without its name. Only url()s in
 * the composed classes could resolve wrongly, and the shared surfaces have none; the notice
 * would only puzzle whoever runs `npm start`. Every other message passes.
 */
const logger = createLogger();
const warnOnce = logger.warnOnce.bind(logger);
logger.warnOnce = (message, options) => {
  if (!message.includes('did not pass the `from` option')) warnOnce(message, options);
};

export default defineConfig({
  customLogger: logger,
  base: '/tarot/',
  plugins: [
    antdReact19Render(),
    antdPickerLabels(),
    glossaryPerLanguage(),
    manifestPerLanguage(),
    contractAddresses(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false, // src/shared/pwa/service-worker.ts registers it once the first screen is idle
      manifest: false, // public/manifest.webmanifest
      injectManifest: {
        globPatterns: ['index.html', 'manifest*.webmanifest', 'icon*.{png,svg}', 'assets/*.{js,css}'],
        manifestTransforms: [onlyTheShell],
        buildPlugins: { vite: [oneFileServiceWorker] },
      },
    }),
    START.plugin,
    preloadChunk('start'),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The first screen must stay light: never inline assets into the entry chunk's CSS.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The browser's one calendar library (DESIGN.md) in one chunk every calendar page shares.
      output: {
        codeSplitting: {
          groups: [
            { name: CALENDAR_CHUNK, test: /node_modules[\\/]tyme4ts[\\/]/ },
            { name: 'start', test: START.test, includeDependenciesRecursively: false },
            // Only what each test names: following their imports would also take modules of the
            // first screen, and with them make the first screen fetch these chunks.
            { name: 'page-kit', test: PAGE_KIT, includeDependenciesRecursively: false },
            { name: 'query', test: QUERY_MODULES, includeDependenciesRecursively: false },
            // A chunk per language, named by a function: `debugName` names the group in timing reports.
            { name: shellTexts, debugName: 'texts', test: (id) => shellTexts(id) !== null },
            {
              name: tarotWords,
              debugName: 'tarot-words',
              test: TAROT_WORDS,
              includeDependenciesRecursively: false,
            },
            ...Object.entries(KIND_KITS).map(([name, test]) => ({
              name,
              test: new RegExp(test),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
    modulePreload: {
      // The entry lists, for every lazy page, the files to fetch with it. Its CSS must stay
      // (styles arrive only this way), and the calendar library is fetched alongside the page
      // instead of after it (70 KB gzipped would otherwise start only once the page's code ran).
      // The pages DESIGN.md holds to a Lighthouse budget get all their scripts at once, not in
      // the waves their imports would make; listing every page's would add about 5 KB gzipped
      // to the first screen, so the other pages fetch their shared scripts as they import them.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || FETCHED_AT_ONCE.test(path.basename(file))
          ? deps
          : deps.filter((dep) => dep.endsWith('.css') || path.basename(dep).startsWith(`${CALENDAR_CHUNK}-`)),
    },
  },
});
