import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config';

const bucketSettings = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'tarot-files',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('storage settings', () => {
  it('keeps files on the local disk by default, whatever S3 settings are lying around', () => {
    expect(parseConfig({}).s3).toBeUndefined();
    expect(parseConfig({ ...bucketSettings, STORAGE: 'disk' }).s3).toBeUndefined();
  });

  it('reads the bucket with STORAGE=s3, path-style addressing only when asked', () => {
    expect(parseConfig(bucketSettings).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'tarot-files',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: false,
    });
    expect(parseConfig({ ...bucketSettings, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('reaches Amazon S3 itself in the region when no endpoint is given', () => {
    expect(parseConfig({ ...bucketSettings, S3_ENDPOINT: '' }).s3?.endpoint).toBeUndefined();
  });

  it('stops the server with STORAGE=s3 and missing settings, naming every one', () => {
    const start = () => parseConfig({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: '' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      'Invalid configuration:\n' +
        '  S3_BUCKET: required with STORAGE=s3\n' +
        '  S3_ACCESS_KEY_ID: required with STORAGE=s3\n' +
        '  S3_SECRET_ACCESS_KEY: required with STORAGE=s3',
    );
  });

  it('refuses an unknown store, an endpoint that is not http(s) and a vague path-style flag', () => {
    const start = () =>
      parseConfig({ ...bucketSettings, STORAGE: 'ftp', S3_ENDPOINT: 'ftp://files', S3_FORCE_PATH_STYLE: 'yes' });
    expect(start).toThrow(/STORAGE/);
    expect(start).toThrow(/S3_ENDPOINT/);
    expect(start).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
