import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempUrlsResponse } from '@tarot/contract/files';
import { startTestServer, type TestServer } from './harness';
import { startTestS3, type TestS3 } from './s3-server';
import { signUp } from './session';
import { tinyPng, uploadFiles } from './upload-fixtures';

let s3: TestS3;
let server: TestServer;
beforeAll(async () => {
  s3 = await startTestS3();
  server = await startTestServer({ config: { s3: s3.settings } });
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('files with STORAGE=s3', () => {
  it('keeps an upload in the bucket, serves it signed and as an avatar, and deletes it from the bucket', async () => {
    const member = await signUp(server);
    const image = await tinyPng();
    const [uploaded] = await uploadFiles(server, member, [{ cloudPath: 'me.png', data: image }]);
    if (!uploaded || !('fileID' in uploaded)) throw new Error('upload refused');
    const names = await s3.objectNames();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/); // final, nothing left pending

    const temp = await server.app.inject({
      method: 'POST',
      url: '/api/files/temp-urls',
      headers: member.headers,
      payload: { fileList: [uploaded.fileID] },
    });
    const [address] = tempUrlsResponse.parse(temp.json()).fileList;
    if (!address || !('tempFileURL' in address)) throw new Error('no temporary address');
    const signed = await server.app.inject({ method: 'GET', url: address.tempFileURL });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(signed.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(signed.rawPayload.length).toBe(Number(signed.headers['content-length']));

    const unsigned = await server.app.inject({ method: 'GET', url: uploaded.url });
    expect(unsigned.statusCode).toBe(403);
    const avatar = await server.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: member.headers,
      payload: { fileID: uploaded.fileID },
    });
    expect(avatar.statusCode).toBe(200);
    const publicRead = await server.app.inject({ method: 'GET', url: uploaded.url });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(publicRead.rawPayload).toEqual(signed.rawPayload);

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/files/${uploaded.fileID}`,
      headers: member.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await s3.objectNames()).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(404);
  });

  it('answers 503 SERVICE_UNAVAILABLE, never a 500, while the bucket cannot be reached', async () => {
    const lost = await startTestS3();
    const cut = await startTestServer({ config: { s3: lost.settings } });
    try {
      const member = await signUp(cut);
      const [uploaded] = await uploadFiles(cut, member, [{ cloudPath: 'me.png', data: await tinyPng() }]);
      if (!uploaded || !('fileID' in uploaded)) throw new Error('upload refused');
      await cut.app.inject({
        method: 'PUT',
        url: '/api/user/avatar',
        headers: member.headers,
        payload: { fileID: uploaded.fileID },
      });
      await lost.close();

      const read = await cut.app.inject({ method: 'GET', url: uploaded.url });
      expect(read.statusCode).toBe(503);
      expect(read.json().code).toBe('SERVICE_UNAVAILABLE');
      const [refused] = await uploadFiles(cut, member, [{ cloudPath: 'again.png', data: await tinyPng() }]);
      expect(refused).toMatchObject({ cloudPath: 'again.png', code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await cut.close();
    }
  });
});
