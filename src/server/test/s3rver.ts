import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningS3rver {
  /** `127.0.0.1:port` */
  host: string;
  /** An S3_URL for the bucket s3rver starts with, with the keys it knows. */
  s3Url(folder?: string): string;
  close(): Promise<void>;
}

export const S3RVER_BUCKET = 'pictures';
/** s3rver's one account. It refuses another access key (403 InvalidAccessKeyId). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

/**
 * s3rver 3.7.1, an S3-compatible server (objects on disk, S3's XML answers and error codes), with one
 * bucket, in a process of its own: it encrypts ListObjectsV2 continuation tokens with DES, which Node's
 * OpenSSL 3 has only with the legacy provider, a flag the shop's own process must not need.
 */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      '0',
      '--silent',
      '--configure-bucket',
      S3RVER_BUCKET,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const host = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (\S+:\d+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  return {
    host,
    s3Url: (folder = '') => {
      const { accessKeyId, secretAccessKey } = S3RVER_KEYS;
      return `http://${accessKeyId}:${secretAccessKey}@${host}/${S3RVER_BUCKET}${folder ? `/${folder}` : ''}`;
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await once(child, 'exit');
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
