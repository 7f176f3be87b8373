import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type SmtpTestServer, startSmtpTestServer } from '../../tests/support/smtp-test-server';

// A second forum server for the specs that need settings the shared e2e server must not have (e-mail
// confirmation required, staff two-factor required). It runs the same build as the shared server
// (tmp/e2e-client-<E2E_PORT>) on E2E_PORT + `offset`, with its own PGlite folder and a loopback SMTP
// server whose messages the spec reads directly.

const root = path.resolve('.');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface ExtraServer {
  url: string;
  smtp: SmtpTestServer;
  /** What the server has written to standard output so far (its log lines). */
  output(): string;
  /** Stops the server and its SMTP server and removes its folder. */
  stop(): Promise<void>;
}

export async function startExtraServer(options: {
  offset: number;
  env: Record<string, string>;
  /** Operator commands to run before the server starts (e.g. create-user). */
  before?: string[][];
}): Promise<ExtraServer> {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  const port = basePort + options.offset;
  const dataDir = path.join(root, 'tmp', `e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const smtp = await startSmtpTestServer();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIR: path.join(root, 'tmp', `e2e-client-${basePort}`),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    REGISTER_RATE_LIMIT_MAX: '100000',
    SMTP_URL: smtp.url,
    ...options.env,
  };
  delete env.DATABASE_URL;
  for (const args of options.before ?? []) {
    const result = spawnSync(bin('tsx'), ['src/server/platform/cli/main.ts', ...args], { cwd: root, env });
    if (result.status !== 0) throw new Error(`cli ${args[0]} failed: ${result.stderr}`);
  }
  const child: ChildProcess = spawn(bin('tsx'), ['src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, {
      // tsx compiles the server on start: on a busy two-core machine that alone can take a minute.
      timeout: 150_000,
      message: `the extra server on ${port} answers /healthz`,
    })
    .toBe(200);
  return {
    url,
    smtp,
    output: () => output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first link in a received message's text that contains `pathPart`, as a path on `server`. */
export function linkPath(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in the message`);
  const parsed = new URL(link);
  return `${parsed.pathname}${parsed.search}`;
}
