import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port';

// A redis-server of the test's own on a free loopback port (no disk persistence), which the test may kill
// and start again on the same port, instead of assuming one on 6379.

export interface LocalRedis {
  url: string;
  port: number;
  /** Starts it again on the same port (empty: nothing is persisted). */
  start(): Promise<void>;
  /** SIGKILL, as a crash. */
  kill(): Promise<void>;
}

/** Why no local Redis can be started here, or null when it can. */
export function localRedisMissing(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? null : 'redis-server is not on PATH (install Redis to run it)';
}

export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const handle: LocalRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const started = spawn('redis-server', args, { stdio: 'ignore' });
      child = started;
      while (!(await answersPing(port))) {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await handle.start();
  return handle;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}
