import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { createS3Client, type S3Settings } from '../src/providers/storage/s3-storage';

/** For stores under test that must not fail: a failure of the store fails the test, naming the cause. */
export const storeMustNotFail = (error: unknown): never => expect.unreachable(`the S3 store failed: ${String(error)}`);

/** The little of s3rver (which ships no types) that the tests use. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rver;

export interface TestS3 {
  /** Settings for the store under test, as `STORAGE=s3` with the `S3_*` variables would give. */
  readonly settings: S3Settings;
  /** A client of the tests' own, to look into the bucket behind the store's back. */
  readonly client: S3Client;
  /** Every object name in the bucket, sorted. */
  objectNames(): Promise<string[]>;
  /** Deletes every object in the bucket. */
  empty(): Promise<void>;
  close(): Promise<void>;
}

/** A local S3 (s3rver) on a free loopback port, keeping its objects in a temporary directory, with an empty bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tarot-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'tarot-files',
    // The credentials s3rver accepts.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  const objectNames = async () => {
    const names: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: settings.bucket })) {
      names.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    }
    return names.sort();
  };
  return {
    settings,
    client,
    objectNames,
    async empty() {
      for (const name of await objectNames()) {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: name }));
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
