import { deleteReading, listReadings, saveReading, type SaveReadingBody } from '@tarot/contract/tarot';
import { call } from '../../../shared/api/call';
import { refreshReadings } from '../../../shared/readings/reading-queries';
import { deleteSavedReading, listSavedReadings } from './saved-readings';

export const READINGS_PAGE_SIZE = 20;

export const readingsApi = {
  save: async (body: SaveReadingBody) => {
    const saved = await call(saveReading, { body });
    void refreshReadings();
    return saved;
  },
  page: (page: number, cursor?: string) =>
    call(listReadings, { query: { page, pageSize: READINGS_PAGE_SIZE, cursor } }),
  remove: async (id: string) => {
    await call(deleteReading, { params: { id } });
    await refreshReadings();
  },
};

/**
 * Moves readings saved on this device before signing in to the account, oldest first so
 * the server keeps their order; each is removed locally only once the server has it.
 */
export async function syncDeviceReadings(): Promise<number> {
  const local = listSavedReadings().reverse();
  for (const reading of local) {
    await readingsApi.save({ spreadId: reading.spreadId, cards: [...reading.cards], question: reading.question });
    deleteSavedReading(reading.id);
  }
  return local.length;
}
