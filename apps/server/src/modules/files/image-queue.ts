import { AppError } from '../../errors';
import { createWorkQueue, type WorkQueueLimits } from '../../lib/work-queue';

/**
 * Decoding one large image takes up to a few hundred megabytes and a second of CPU, so an
 * instance decodes at most `slots` images at a time; the others wait their turn in arrival
 * order. The line is bounded too, because each waiting upload holds its bytes (up to 10 MB):
 * one past `waiting` is refused at once with IMAGE_QUEUE_FULL (503), nothing done, so the
 * client can try again in a moment.
 */
export const createImageQueue = (limits: Required<WorkQueueLimits>) =>
  createWorkQueue(limits, () => new AppError('IMAGE_QUEUE_FULL'));

export type ImageQueue = ReturnType<typeof createImageQueue>;
