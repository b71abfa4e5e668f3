/**
 * Sign-in flood benchmark: does page serving survive password hashing? Starts the real Node
 * server (API, static serving, bounded production-cost scrypt) in a child process over a small
 * site, then measures static page throughput and p99 latency for `--seconds` with `--clients`
 * concurrent page readers, first alone, then while `--flooders` clients sign in as fast as they
 * can (a captcha fetched and answered per attempt, the right password, so no limit applies).
 * Prints both throughputs and their ratio; the target is a ratio of at least 50%.
 *
 *   node scripts/bench/signin-flood.ts [--seconds 10] [--clients 16] [--flooders 16]
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';
import { startTinySiteServer } from '../../tests/helpers/tiny-site.ts';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '16' },
    flooders: { type: 'string', default: '16' },
  },
});

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };

if (values.serve) {
  // The server's own process, so the load generator does not share its event loop or CPU accounting.
  const server = await startTinySiteServer();
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
} else {
  const seconds = Number(values.seconds);
  const clients = Number(values.clients);
  const flooders = Number(values.flooders);
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((found) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('URL ')) found(line.slice(4));
    });
  });

  /** Page readers for `seconds`: requests per second and p99 latency in ms. */
  async function readPages(): Promise<{ rps: number; p99: number }> {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          const res = await fetch(`${url}/about`);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`Page answered ${res.status}`);
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { rps: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
  }

  /** Sign-in clients until `stop` resolves: how many were served (200) and refused as busy (503). */
  async function flood(stop: Promise<void>): Promise<{ served: number; busy: number }> {
    let running = true;
    void stop.then(() => (running = false));
    const counts = { served: 0, busy: 0 };
    const headers = { 'Content-Type': 'application/json', Origin: url };
    await Promise.all(
      Array.from({ length: flooders }, async () => {
        while (running) {
          const { question, expected } = (await (await fetch(`${url}/api/auth/captcha`)).json()) as { question: string; expected: string };
          const body = JSON.stringify({ ...ADMIN, captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected });
          const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body });
          await res.arrayBuffer();
          if (res.status === 200) counts.served += 1;
          else if (res.status === 503) {
            counts.busy += 1;
            await new Promise((wait) => setTimeout(wait, 50)); // a refused client backs off briefly
          } else throw new Error(`Sign-in answered ${res.status}`);
        }
      }),
    );
    return counts;
  }

  try {
    await readPages(); // warm-up: connections, file cache, JIT
    const alone = await readPages();
    let stopFlood = () => {};
    const flooding = flood(new Promise<void>((resolve) => (stopFlood = resolve)));
    await new Promise((wait) => setTimeout(wait, 1000)); // let the queue fill
    const underFlood = await readPages();
    stopFlood();
    const signIns = await flooding;
    const ratio = underFlood.rps / alone.rps;
    console.log(`cores: ${availableParallelism()}, page readers: ${clients}, sign-in clients: ${flooders}, ${seconds} s per phase`);
    console.log(`static pages alone:          ${alone.rps.toFixed(0)} req/s, p99 ${alone.p99.toFixed(1)} ms`);
    console.log(`static pages under flood:    ${underFlood.rps.toFixed(0)} req/s, p99 ${underFlood.p99.toFixed(1)} ms`);
    console.log(`sign-ins during the flood:   ${(signIns.served / (seconds + 1)).toFixed(1)}/s served, ${signIns.busy} refused busy (503)`);
    console.log(`ratio (flood / alone):       ${(ratio * 100).toFixed(0)}% (target ≥ 50%)`);
  } finally {
    child.kill('SIGTERM');
  }
}
