// Starts the forum for the end-to-end tests: a fresh PGlite folder, the two staff accounts the tests sign in
// with (made through the operator CLI, as a real operator would), then the server itself.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.E2E_PORT ?? '3210';
// Its own data folder and its own build, per port: another engineer's `vite build` into dist/ (or a second
// run on another port) cannot pull the assets out from under a running test.
const dataDir = path.join(root, 'tmp', `e2e-data-${port}`);
const clientDir = path.join(root, 'tmp', `e2e-client-${port}`);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  CLIENT_DIR: clientDir,
  HOST: '127.0.0.1',
  // React's production server renderer, as `npm start` runs it (the forum's own settings do not depend on it).
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  LOGIN_RATE_LIMIT_MAX: '1000',
  LOGIN_ADDRESS_LIMIT_PER_MINUTE: '100000',
  LOGIN_ADDRESS_LIMIT_PER_HOUR: '100000',
  REGISTER_RATE_LIMIT_MAX: '100000',
  // The shared staff accounts sign in by password; a spec that needs the requirement runs its own server.
  REQUIRE_STAFF_2FA: 'false',
  // The browser tests post faster than a member may (POST_INTERVAL_SECONDS, 5 s by default).
  POST_INTERVAL_SECONDS: '0',
  NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
  // Specs write a thread and search for it at once, as guests too; in production a guest's search may show
  // a new post up to GUEST_SEARCH_CACHE_TTL_MS (10 s) late, and a spec that searched the same words a moment
  // before would fail.
  GUEST_SEARCH_CACHE_TTL_MS: '0',
};
delete env.DATABASE_URL;

rmSync(dataDir, { recursive: true, force: true });
const run = (args) => {
  const result = spawnSync(bin(args[0]), args.slice(1), { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) {
  run(['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir']);
  // The app's server renderer beside it, where the server looks for it (src/server/platform/pages/page-renderer.ts).
  run([
    'vite',
    'build',
    '--ssr',
    'entry-server.tsx',
    '--logLevel',
    'warn',
    '--outDir',
    `${clientDir}-ssr`,
    '--emptyOutDir',
  ]);
  const compressed = spawnSync(process.execPath, ['scripts/compress-assets.mjs', clientDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compressed.status !== 0) process.exit(compressed.status ?? 1);
}
const password = 'e2e-staff-password';
run([
  'tsx',
  'src/server/platform/cli/main.ts',
  'create-user',
  '--username',
  'e2e_admin',
  '--email',
  'e2e_admin@example.test',
  '--password',
  password,
  '--role',
  'admin',
]);
run([
  'tsx',
  'src/server/platform/cli/main.ts',
  'create-user',
  '--username',
  'e2e_mod',
  '--email',
  'e2e_mod@example.test',
  '--password',
  password,
  '--role',
  'moderator',
]);

// Social sign-in (issue 7): a local OpenID Connect provider, in this process, stands in for Google; the
// forum is pointed at it. Facebook and X stay unconfigured, so their buttons show as not set up.
const { tsImport } = await import('tsx/esm/api');
const { startOidcTestProvider } = await tsImport('../tests/support/oidc-test-provider.ts', import.meta.url);
const idp = await startOidcTestProvider({
  forumUrl: `http://127.0.0.1:${env.PORT}`,
  port: Number(process.env.E2E_OIDC_PORT ?? 3211),
});
Object.assign(env, idp.forumEnv(['google']));

// E-mail (issue 12): a real SMTP server on loopback takes the forum's mail; each message is written as JSON
// into tmp/e2e-mail-<port>, where the specs read it (e2e/support/mail.ts). Confirmation stays optional so
// members registered by other specs can post at once.
const mailDir = path.join(root, 'tmp', `e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
const { startSmtpTestServer } = await tsImport('../tests/support/smtp-test-server.ts', import.meta.url);
const smtp = await startSmtpTestServer({
  onMail: (mail, n) =>
    writeFileSync(
      path.join(mailDir, `${String(n).padStart(5, '0')}.json`),
      JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
    ),
});
Object.assign(env, { SMTP_URL: smtp.url, REQUIRE_EMAIL_CONFIRMATION: 'false' });

const server = spawn(bin('tsx'), ['src/server/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
