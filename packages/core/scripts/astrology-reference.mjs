#!/usr/bin/env node
/**
 * Writes the astrology golden test data (src/astrology/testdata/swetest-reference.json) from
 * Debian's `swetest`, the Swiss Ephemeris' command-line program: `apt-get install -y swetest
 * swe-basic-data`. The Swiss Ephemeris is only our yardstick: nothing of it is shipped, and
 * CI reads the JSON this writes without needing swetest.
 *
 * Births are drawn by a seeded generator, so running this again gives the same file:
 * instants uniform over 1900–2050 (UT, whole minutes, as births are given), latitudes within ±66° (Placidus is defined there),
 * longitudes anywhere.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const COUNT = 300;
const EPHE = '/usr/share/libswe/ephe';
const OUT = new URL('../src/astrology/testdata/swetest-reference.json', import.meta.url);
const BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'node'];

/** mulberry32: a small seeded generator, enough to spread test births. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (x, digits) => Number(x.toFixed(digits));

/** Runs swetest for one instant and place with one house system; returns its lines' numbers. */
function swetest(date, lat, lon, system) {
  const text = execFileSync(
    'swetest',
    [
      `-edir${EPHE}`,
      `-b${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`,
      `-ut${date.getUTCHours()}:${date.getUTCMinutes()}:${date.getUTCSeconds()}`,
      '-p0123456789m',
      '-fls',
      '-head',
      `-house${lon},${lat},${system}`,
    ],
    { encoding: 'utf8' },
  );
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
}

const random = seeded(31);
const start = Date.UTC(1900, 0, 1);
const end = Date.UTC(2051, 0, 1);
const cases = [];
for (let i = 0; i < COUNT; i += 1) {
  const utc = new Date(Math.floor((start + random() * (end - start)) / 60_000) * 60_000);
  const lat = round(-66 + random() * 132, 4);
  const lon = round(-180 + random() * 360, 4);
  const placidus = swetest(utc, lat, lon, 'P');
  const porphyry = swetest(utc, lat, lon, 'O');
  // Lines: the 11 bodies, 12 cusps, then Ascendant, MC, ARMC, …
  const bodies = Object.fromEntries(BODIES.map((id, k) => [id, [round(placidus[k][0], 6), round(placidus[k][1], 6)]]));
  cases.push({
    utc: utc.toISOString().replace('.000Z', 'Z'),
    lat,
    lon,
    bodies,
    asc: round(placidus[23][0], 6),
    mc: round(placidus[24][0], 6),
    placidus: placidus.slice(11, 23).map((line) => round(line[0], 6)),
    porphyry: porphyry.slice(11, 23).map((line) => round(line[0], 6)),
  });
}

const header = {
  source:
    'swetest (Swiss Ephemeris, Debian swetest + swe-basic-data), apparent geocentric tropical positions; not shipped',
  regenerate: 'node packages/core/scripts/astrology-reference.mjs',
  bodies: '[longitude°, speed°/day]',
};
writeFileSync(OUT, `${JSON.stringify({ ...header, cases }, null, 0)}\n`);
console.log(`wrote ${cases.length} births to ${OUT.pathname}`);
