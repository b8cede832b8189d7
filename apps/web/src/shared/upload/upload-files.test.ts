import { describe, expect, it } from 'vitest';
import type { SendFile, UploadOutcome } from './send-file';
import { cloudPathFor, createUploader } from './upload-files';

const image = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

/** A transport whose uploads finish only when the test says so. */
function controlledTransport() {
  const pending: { cloudPath: string; finish: (outcome: UploadOutcome) => void; progress: (p: number) => void }[] = [];
  let inFlight = 0;
  let peak = 0;
  const send: SendFile = (_file, cloudPath, { onProgress }) =>
    new Promise((resolve) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      pending.push({
        cloudPath,
        progress: onProgress,
        finish: (outcome) => {
          inFlight -= 1;
          resolve(outcome);
        },
      });
    });
  return { send, pending, peak: () => peak, inFlight: () => inFlight };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadFiles', () => {
  it('keeps at most five uploads in flight and starts the next as one finishes', async () => {
    const transport = controlledTransport();
    const files = Array.from({ length: 9 }, (_, index) => image(`p${index}.png`));
    const done = createUploader(transport.send)(files);
    await flush();
    expect(transport.inFlight()).toBe(5);
    transport.pending[2]!.finish({ ok: true, fileID: 'id-2', url: '/u/2' });
    await flush();
    expect(transport.pending).toHaveLength(6);
    expect(transport.inFlight()).toBe(5);
    for (let round = 0; round < 9; round += 1) {
      transport.pending.forEach((entry, index) =>
        entry.finish(
          index === 4 ? { ok: false, errMsg: 'bad' } : { ok: true, fileID: `id-${index}`, url: `/u/${index}` },
        ),
      );
      await flush();
    }
    const outcomes = await done;
    expect(transport.peak()).toBe(5);
    expect(outcomes).toHaveLength(9);
    expect(outcomes[4]).toEqual({ ok: false, errMsg: 'bad' });
    expect(outcomes[8]).toEqual({ ok: true, fileID: 'id-8', url: '/u/8' });
  });

  it('shares its five slots between batches picked one after another', async () => {
    const transport = controlledTransport();
    const upload = createUploader(transport.send);
    const first = upload(Array.from({ length: 5 }, (_, index) => image(`a${index}.png`)));
    const second = upload(Array.from({ length: 4 }, (_, index) => image(`b${index}.png`)));
    await flush();
    expect(transport.inFlight()).toBe(5);
    transport.pending[0]!.finish({ ok: true, fileID: 'a0', url: '/a0' });
    await flush();
    // The freed slot goes to the second batch's first file.
    expect(transport.inFlight()).toBe(5);
    expect(transport.pending[5]!.cloudPath).toMatch(/_0\.png$/);
    for (let round = 0; round < 9; round += 1) {
      transport.pending.forEach((entry) => entry.finish({ ok: true, fileID: 'x', url: '/x' }));
      await flush();
    }
    expect(await first).toHaveLength(5);
    expect(await second).toHaveLength(4);
    expect(transport.peak()).toBe(5);
  });

  it('reports progress with the index of the file it belongs to', async () => {
    const transport = controlledTransport();
    const seen: [number, number][] = [];
    const done = createUploader(transport.send)([image('a.png'), image('b.png')], {
      onProgress: (index, percent) => seen.push([index, percent]),
    });
    await flush();
    transport.pending[1]!.progress(40);
    transport.pending[0]!.progress(70);
    transport.pending.forEach((entry) => entry.finish({ ok: true, fileID: 'x', url: '/x' }));
    await done;
    expect(seen).toEqual([
      [1, 40],
      [0, 70],
    ]);
  });

  it('gives each file a cloudPath of timestamp, index and its extension', async () => {
    const transport = controlledTransport();
    const done = createUploader(transport.send)([image('cat.JPG'), image('noextension')]);
    await flush();
    transport.pending.forEach((entry) => entry.finish({ ok: true, fileID: 'x', url: '/x' }));
    await done;
    expect(transport.pending[0]!.cloudPath).toMatch(/^\d{13}_0\.jpg$/);
    expect(transport.pending[1]!.cloudPath).toMatch(/^\d{13}_1$/);
  });

  it('answers an empty list with no outcomes', async () => {
    expect(await createUploader(controlledTransport().send)([])).toEqual([]);
  });
});

describe('cloudPathFor', () => {
  it('never carries a path or a scheme from the file name', () => {
    expect(cloudPathFor({ name: '../../etc/passwd' }, 3, 1700000000000)).toBe('1700000000000_3');
    expect(cloudPathFor({ name: 'x.tar.gz' }, 0, 1)).toBe('1_0.gz');
  });
});
