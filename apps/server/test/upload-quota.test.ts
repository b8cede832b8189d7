import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '@tarot/contract/file-rules';
import { storedFile, uploadQuota } from '../src/db/schema';
import { AppError } from '../src/errors';
import { createUploadQuotaRepo } from '../src/modules/files/quota-repo';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';
import { fileServiceFor, tinyPng, uploadFiles, type Member } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIMIT = FILE_LIMITS.uploadsPerDay;

async function setUsed(member: Member, day: string, used: number) {
  await server.database.db.insert(uploadQuota).values({ ownerId: member.user.uid, day, used });
}

async function usedOn(member: Member, day: string): Promise<number | undefined> {
  const [row] = await server.database.db
    .select()
    .from(uploadQuota)
    .where(and(eq(uploadQuota.ownerId, member.user.uid), eq(uploadQuota.day, day)));
  return row?.used;
}

async function storedCount(member: Member): Promise<number> {
  const rows = await server.database.db.select().from(storedFile).where(eq(storedFile.ownerId, member.user.uid));
  return rows.length;
}

const outcome = (file: { code?: string; fileID?: string }) => file.code ?? 'stored';

describe('the daily upload quota', () => {
  it('lets exactly the uploads left today through a burst of parallel requests', async () => {
    const member = await signUp(server);
    const today = shanghaiDate(new Date());
    await setUsed(member, today, LIMIT - 3);
    const image = await tinyPng();

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        uploadFiles(server, member, [{ cloudPath: `${index}.png`, data: image }]),
      ),
    );

    const outcomes = answers.map(([file]) => outcome(file!));
    expect(outcomes.filter((code) => code === 'stored')).toHaveLength(3);
    expect(outcomes.filter((code) => code === 'UPLOAD_QUOTA_EXCEEDED')).toHaveLength(9);
    expect(await storedCount(member)).toBe(3);
    expect(await usedOn(member, today)).toBe(LIMIT);
  });

  it('grants exactly the uploads left when many claims arrive at the same instant', async () => {
    const member = await signUp(server);
    const day = shanghaiDate(new Date());
    const quota = createUploadQuotaRepo(server.database.db);
    await Promise.all(Array.from({ length: LIMIT - 4 }, () => quota.consume(member.user.uid, day, LIMIT)));

    const granted = await Promise.all(Array.from({ length: 25 }, () => quota.consume(member.user.uid, day, LIMIT)));

    expect(granted.filter(Boolean)).toHaveLength(4);
    expect(await usedOn(member, day)).toBe(LIMIT);
  });

  it('counts each image of a request, refusing only the files past the limit', async () => {
    const member = await signUp(server);
    await setUsed(member, shanghaiDate(new Date()), LIMIT - 2);
    const image = await tinyPng();
    const files = await uploadFiles(
      server,
      member,
      Array.from({ length: 4 }, (_, index) => ({ cloudPath: `${index}.png`, data: image })),
    );
    expect(files.map(outcome)).toEqual(['stored', 'stored', 'UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_QUOTA_EXCEEDED']);
  });

  it('does not count a file refused from its bytes or header, before any decoding', async () => {
    const member = await signUp(server);
    const files = await uploadFiles(server, member, [
      { cloudPath: 'shell.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>') },
      { cloudPath: 'empty.png', data: Buffer.alloc(0) },
    ]);
    expect(files.map(outcome)).toEqual(['FILE_TYPE_UNSUPPORTED', 'FILE_EMPTY']);
    expect(await usedOn(member, shanghaiDate(new Date()))).toBeUndefined();
  });

  it('gives the upload back when the store fails to keep the image', async () => {
    const member = await signUp(server);
    const { service, storage } = await fileServiceFor(server);
    const unreachable = async () => {
      throw new AppError('SERVICE_UNAVAILABLE');
    };
    const { service: failing } = await fileServiceFor(server, { storage: { ...storage, putPending: unreachable } });
    const image = await tinyPng();

    await expect(failing.store(member.user.uid, 'lost.png', image)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(await usedOn(member, shanghaiDate(new Date()))).toBe(0);
    await service.store(member.user.uid, 'kept.png', image);
    expect(await usedOn(member, shanghaiDate(new Date()))).toBe(1);
  });

  it('starts afresh on each Asia/Shanghai calendar day', async () => {
    const member = await signUp(server);
    const today = shanghaiDate(new Date());
    await setUsed(member, addDays(today, -1), LIMIT);
    const [file] = await uploadFiles(server, member, [{ cloudPath: 'today.png', data: await tinyPng() }]);
    expect(outcome(file!)).toBe('stored');
    expect(await usedOn(member, today)).toBe(1);
    expect(await usedOn(member, addDays(today, -1))).toBe(LIMIT);
  });
});
