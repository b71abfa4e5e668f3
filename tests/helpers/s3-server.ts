import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Starts s3rver on a free port of 127.0.0.1 and prints the address it bound, as JSON. */
const LAUNCH = `
const S3rver = require('s3rver');
new S3rver({ port: 0, address: '127.0.0.1', directory: process.argv[1], silent: true })
  .run()
  .then((address) => console.log(JSON.stringify(address)));
`;

/**
 * A real S3-compatible server (s3rver) in its own process. It signs list continuation tokens
 * with DES, which OpenSSL 3 only offers through its legacy provider: hence the process and flag.
 * Credentials are s3rver's fixed S3RVER / S3RVER.
 */
export async function startS3Server(directory: string): Promise<{ endpoint: string }> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', LAUNCH, directory], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  afterAll(() => {
    child.kill();
  });
  const port = await new Promise<number>((ready, fail) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line) ready((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => fail(new Error(`s3rver exited early with code ${code}`)));
  });
  return { endpoint: `http://127.0.0.1:${port}` };
}

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
