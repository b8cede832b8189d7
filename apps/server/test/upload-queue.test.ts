import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile, uploadQuota } from '../src/db/schema';
import { AppError } from '../src/errors';
import { normaliseImage } from '../src/modules/files/image';
import { createImageQueue } from '../src/modules/files/image-queue';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';
import { fileServiceFor, tinyPng } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A promise the test settles when it chooses: a decoder that is "still working" until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('the image queue', () => {
  it('decodes two at a time in arrival order and turns away what its line cannot hold', async () => {
    const queue = createImageQueue({ slots: 2, waiting: 3 });
    const release = gate();
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const decodes = Array.from({ length: 7 }, (_, index) =>
      queue
        .run(async () => {
          started.push(index);
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await release.opened;
          running -= 1;
          return index;
        })
        .catch(codeOf),
    );
    expect(started).toEqual([0, 1]);

    release.open();

    expect(await Promise.all(decodes)).toEqual([0, 1, 2, 3, 4, 'IMAGE_QUEUE_FULL', 'IMAGE_QUEUE_FULL']);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(mostAtOnce).toBe(2);
  });

  it('hands the slot of a failed decode to the next in line', async () => {
    const queue = createImageQueue({ slots: 1, waiting: 1 });
    const failing = queue.run(() => Promise.reject(new Error('corrupt image')));
    const next = queue.run(async () => 'decoded');
    await expect(failing).rejects.toThrow('corrupt image');
    expect(await next).toBe('decoded');
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });
});

describe('uploads while the image queue is full', () => {
  it('answers IMAGE_QUEUE_FULL for the file it cannot take, and does not count it against the quota', async () => {
    const member = await signUp(server);
    const release = gate();
    const { service } = await fileServiceFor(server, {
      imageQueue: createImageQueue({ slots: 2, waiting: 1 }),
      normalise: async (data, mimeType) => {
        await release.opened;
        return normaliseImage(data, mimeType);
      },
    });
    const image = await tinyPng();
    const uploads = Array.from({ length: 4 }, (_, index) =>
      service.store(member.user.uid, `${index}.png`, image).then(() => 'stored', codeOf),
    );

    // Nothing can finish before the gate opens, so the first answer is the refusal.
    expect(await Promise.race(uploads)).toBe('IMAGE_QUEUE_FULL');
    release.open();

    expect((await Promise.all(uploads)).sort()).toEqual(['IMAGE_QUEUE_FULL', 'stored', 'stored', 'stored']);
    const rows = await server.database.db.select().from(storedFile).where(eq(storedFile.ownerId, member.user.uid));
    expect(rows).toHaveLength(3);
    const [quota] = await server.database.db
      .select()
      .from(uploadQuota)
      .where(and(eq(uploadQuota.ownerId, member.user.uid), eq(uploadQuota.day, shanghaiDate(new Date()))));
    expect(quota?.used).toBe(3);
  });
});
