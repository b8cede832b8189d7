// Derives apps/server/src/modules/places/exemplar-cities.json: CLDR's exemplar city of every
// time zone, in the app's eleven languages (Unicode-3.0, from the cldr-dates-full package).
// The table is small and committed; the 99 MB package is only needed to run this again:
//   npm install --no-save cldr-dates-full && node scripts/derive-exemplar-cities.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The app's languages and the CLDR locale each one reads. */
const LOCALES = {
  'zh-Hans': 'zh',
  'zh-Hant': 'zh-Hant',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  es: 'es',
  fr: 'fr',
  de: 'de',
  pt: 'pt',
  it: 'it',
  ru: 'ru',
};

/** zone id → exemplar city, walking CLDR's nested zone tree (America → Argentina → Cordoba). */
function exemplars(locale) {
  const file = require.resolve(`cldr-dates-full/main/${locale}/timeZoneNames.json`);
  const zones = JSON.parse(readFileSync(file, 'utf8')).main[locale].dates.timeZoneNames.zone;
  const found = {};
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'object' || value === null) continue;
      const id = prefix ? `${prefix}/${key}` : key;
      if (typeof value.exemplarCity === 'string') found[id] = value.exemplarCity;
      else walk(value, id);
    }
  };
  walk(zones, '');
  return found;
}

const byLanguage = Object.fromEntries(Object.entries(LOCALES).map(([lang, locale]) => [lang, exemplars(locale)]));
// Every zone some language names; `Etc/Unknown` is no city. English leaves out names that are
// the zone id's own (America/Sao_Paulo is São Paulo, but Europe/Zurich is just Zurich).
const zones = [...new Set(Object.values(byLanguage).flatMap((names) => Object.keys(names)))]
  .filter((zone) => !zone.startsWith('Etc/'))
  .sort();
const fromId = (zone) => zone.split('/').at(-1).replaceAll('_', ' ');
const table = Object.fromEntries(
  zones.map((zone) => [
    zone,
    Object.keys(LOCALES).map((lang) => byLanguage[lang][zone] ?? byLanguage.en[zone] ?? fromId(zone)),
  ]),
);
const { version } = JSON.parse(readFileSync(require.resolve('cldr-dates-full/package.json'), 'utf8'));
const out = path.resolve(import.meta.dirname, '../apps/server/src/modules/places/exemplar-cities.json');
writeFileSync(
  out,
  `${JSON.stringify({ source: `cldr-dates-full ${version} (Unicode-3.0)`, languages: Object.keys(LOCALES), zones: table })}\n`,
);
console.log(`${zones.length} zones → ${out}`);
