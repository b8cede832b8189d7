import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from './src/shared/i18n/languages.ts';
import { manifestFileName } from './src/shared/pwa/manifest-link.ts';

const BASE_MANIFEST = new URL('./public/manifest.webmanifest', import.meta.url);
const commonTexts = (language: Language) => new URL(`./src/locales/${language}/common.json`, import.meta.url);

/** The installed app's name and description in `language`, from the same texts the pages show. */
export function manifestIn(language: Language): string {
  const base = JSON.parse(readFileSync(BASE_MANIFEST, 'utf8')) as Record<string, unknown>;
  const texts = JSON.parse(readFileSync(commonTexts(language), 'utf8')) as Record<string, unknown>;
  return JSON.stringify({
    ...base,
    name: texts.appName,
    short_name: texts.appShortName,
    description: texts.appDescription,
    lang: language,
  });
}

/**
 * One web app manifest per interface language beside the Chinese default, so a phone that
 * installs the app names it in its reader's language (the page points its manifest link at the
 * reader's file when the language is chosen).
 */
export function manifestPerLanguage(): Plugin {
  return {
    name: 'tarot:manifest-per-language',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = LANGUAGES.find((candidate) => request.url?.endsWith(`/${manifestFileName(candidate)}`));
        if (!language) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifestIn(language));
      });
    },
    generateBundle() {
      for (const language of LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: manifestFileName(language), source: manifestIn(language) });
      }
    },
  };
}
