import type { ReadingPage, ReadingResponse, SaveReadingBody } from '@tarot/contract/tarot';
import { apiRequest } from '../../../shared/api/http';
import { deleteSavedReading, listSavedReadings } from './saved-readings';

export const READINGS_PAGE_SIZE = 20;

export const readingsApi = {
  save: (body: SaveReadingBody) => apiRequest<ReadingResponse>('POST', '/api/readings', body),
  page: (page: number) => apiRequest<ReadingPage>('GET', `/api/readings?page=${page}&pageSize=${READINGS_PAGE_SIZE}`),
  remove: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/readings/${id}`),
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
