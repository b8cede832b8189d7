/**
 * npm run content:report — per language, the texts it lacks against the Simplified Chinese
 * every domain was first written in (missing), and those it still holds in the words of the
 * English or Chinese it was written from (untranslated). Exits 1 when anything is missing;
 * an untranslated text is for a translator to look at, not a failure.
 */
import { REFERENCE, treeFindings } from './tree';

const findings = treeFindings();
let missing = 0;
console.log(`Texts of each language against ${REFERENCE} (packages/content/texts)\n`);
for (const [language, files] of findings) {
  const count = (kind: 'missing' | 'untranslated') =>
    [...files.values()].reduce((total, found) => total + found[kind].length, 0);
  console.log(
    `${language.padEnd(8)} missing ${String(count('missing')).padStart(4)}   untranslated ${String(count('untranslated')).padStart(4)}`,
  );
  for (const [file, found] of files) {
    for (const path of found.missing) console.log(`  missing       ${file}: ${path}`);
    for (const { path, text } of found.untranslated)
      console.log(
        `  untranslated  ${file}: ${path}  ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text)}`,
      );
  }
  missing += count('missing');
}
process.exitCode = missing > 0 ? 1 : 0;
