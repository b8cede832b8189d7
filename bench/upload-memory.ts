import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { printTable } from './report';
import { startBenchServer } from './server';

const BURST = 8;
// Just under the 40-megapixel limit: passes the header check, so every pixel gets decoded.
const SIDE = 6300;
const SETTLE_MS = 5_000;
const SAMPLE_MS = 10;
const SERVE = '--serve-upload-bench';

interface Usage {
  readonly rss: number;
  /** The highest resident memory sampled since the previous reading. */
  readonly peakRss: number;
  readonly cpuMicros: number;
}

/**
 * The server runs in a child process of its own, so its memory is measured alone; it
 * answers each 'usage' message with its resident memory, the peak since the previous
 * 'usage' and its CPU time so far. (The process's own maxRSS would include start-up.)
 */
async function serve(): Promise<void> {
  const server = await startBenchServer();
  let peakRss = process.memoryUsage.rss();
  // Decoding runs on libuv's threads, so this timer keeps sampling through a burst.
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, SAMPLE_MS);
  process.on('message', async (message) => {
    if (message === 'usage') {
      const { userCPUTime, systemCPUTime } = process.resourceUsage();
      const rss = process.memoryUsage.rss();
      process.send?.({ rss, peakRss: Math.max(peakRss, rss), cpuMicros: userCPUTime + systemCPUTime } satisfies Usage);
      peakRss = rss;
    } else if (message === 'stop') {
      clearInterval(sampler);
      await server.close();
      process.disconnect();
    }
  });
  process.send?.({ url: server.url });
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      resolve(message as T);
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.send('stop');
  await exited;
}

function usageOf(child: ChildProcess): Promise<Usage> {
  const answer = nextMessage<Usage>(child);
  child.send('usage');
  return answer;
}

async function upload(url: string, token: string, image: Buffer, name: string): Promise<void> {
  const form = new FormData();
  form.append('cloudPath', name);
  form.append('file', new Blob([new Uint8Array(image)]), name);
  const response = await fetch(`${url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { files } = (await response.json()) as { files?: { fileID?: string; code?: string }[] };
  if (!files?.[0]?.fileID) throw new Error(`upload of ${name} refused: ${response.status} ${files?.[0]?.code}`);
}

const solid = (side: number) => sharp({ create: { width: side, height: side, channels: 3, background: '#6831ff' } });
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
// Signed: the embedded database's own memory moves too, and can fall below the idle figure.
const overIdle = (bytes: number, idle: number) => `${bytes >= idle ? '+' : ''}${megabytes(bytes - idle)}`;

/**
 * Memory and CPU of one server while it takes a burst of 8 concurrent uploads of a small
 * PNG that declares 39.7 megapixels, beside the same server idle just before.
 */
export async function benchUploadMemory(): Promise<void> {
  // One colour in a palette: each pixel is one byte, and deflate shrinks 39.7 MB of them to
  // about 38 KB. Interlaced, so libvips cannot stream it: it decodes the whole image (119 MB).
  const image = await solid(SIDE).png({ palette: true, compressionLevel: 9, progressive: true }).toBuffer();
  const child = fork(fileURLToPath(import.meta.url), [SERVE]);
  try {
    const { url } = await nextMessage<{ url: string }>(child);
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_uploads', nickname: 'bench', password: 'bench-uploads-2026!' }),
    });
    const { token } = (await registered.json()) as { token: string };
    // A small upload first, so the image library is loaded before "idle" is measured.
    await upload(url, token, await solid(8).png().toBuffer(), 'warm.png');
    await sleep(SETTLE_MS);
    const idle = await usageOf(child);
    const started = performance.now();
    await Promise.all(Array.from({ length: BURST }, (_, index) => upload(url, token, image, `${index}.png`)));
    const seconds = (performance.now() - started) / 1000;
    const burst = await usageOf(child);
    await sleep(SETTLE_MS);
    const after = await usageOf(child);
    const cpuSeconds = (burst.cpuMicros - idle.cpuMicros) / 1e6;
    printTable(
      `${BURST} concurrent uploads of a ${(image.length / 1024).toFixed(0)} KB PNG declaring ${((SIDE * SIDE) / 1e6).toFixed(1)} MP`,
      ['measure', 'figure', 'MB over idle'],
      [
        ['server RSS idle before (MB)', megabytes(idle.rss), '+0'],
        ['peak RSS during the burst (MB)', megabytes(burst.peakRss), overIdle(burst.peakRss, idle.rss)],
        [`RSS ${SETTLE_MS / 1000} s after (MB)`, megabytes(after.rss), overIdle(after.rss, idle.rss)],
        ['wall time of the burst (s)', seconds.toFixed(1), ''],
        ['server CPU time of the burst (s)', cpuSeconds.toFixed(1), ''],
      ],
    );
  } finally {
    await stop(child);
  }
}

// Forked as the bench server: serve, and answer the parent's 'usage' and 'stop'.
if (process.argv.includes(SERVE)) await serve();
