import type { FileStorage, SweptPending } from '../../providers/storage/file-storage';
import type { FileRepo } from './repo';

const ROWS_PER_PAGE = 500;

export interface SettledUploads extends SweptPending {
  /** Storage keys of rows whose bytes are nowhere: reported, and the rows kept. */
  readonly missing: string[];
}

/**
 * Run at start-up, before any upload: finishes or removes what a crash left half done
 * (see FileStorage), then lists the rows whose bytes are missing. Those rows are kept and
 * reported rather than deleted: uploads and deletions never leave one, so they come from
 * outside (a volume not mounted, a backup restored without its files, a wrong bucket), and
 * deleting them would turn an operator's mistake that can be undone into lost files.
 */
export async function settleInterruptedUploads(
  files: FileRepo,
  storage: FileStorage,
  writtenBefore: Date,
): Promise<SettledUploads> {
  const swept = await storage.sweepPending((key) => files.hasStorageKey(key), writtenBefore);
  const missing: string[] = [];
  let afterId: string | undefined;
  for (;;) {
    const page = await files.storageKeysAfter(afterId, ROWS_PER_PAGE);
    const present = await Promise.all(page.map((row) => storage.exists(row.storageKey)));
    missing.push(...page.filter((_, index) => !present[index]).map((row) => row.storageKey));
    if (page.length < ROWS_PER_PAGE) break;
    afterId = page.at(-1)!.id;
  }
  return { ...swept, missing };
}
