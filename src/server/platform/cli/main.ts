import { ConfigError, loadConfig } from '../../config';
import { claimDataDir, DataDirBusyError } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-from-config';
import { createUserCommand } from './create-user';
import { CliError, parseFlags } from './flags';
import { outboxCommand } from './outbox';
import { seedDemoCommand } from './seed-demo';
import { sendDigestsCommand } from './send-digests';
import { tractCommand } from './tract';

// Operator command line: `npm run -s cli -- <command> [--flag value ...]`.
const HELP = `Oklahoma Mineral Rights Forum: operator commands

  npm run -s cli -- help
      Show this list.

  npm run -s cli -- create-user --username NAME --email EMAIL --password PASS --role admin|moderator|member
      Create an account. This is how the first admin is made.

  npm run -s cli -- seed-demo
      Fill an empty database with a demo community (users, threads, replies, votes).

  npm run -s cli -- outbox [--limit N]
      Print the newest e-mails the forum queued (default 10), with their text and links. Without
      SMTP_URL this is where reset and confirmation mails wait.

  npm run -s cli -- send-digests
      Queue the weekly summary e-mail of every member due one now (away for a week, not mailed for a
      week) and send the outbox. The server does this by itself every hour; never twice in a week.

  npm run -s cli -- tract [--file PATH]
      Read a metes-and-bounds description (standard input or --file) and print its calls, area and
      closure as JSON. Exit 0 when at least one call was read, 1 otherwise.

The database is the one the server uses: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
(default ./data). PGlite allows one process per folder: stop the server before running database commands.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(HELP);
    return 0;
  }
  const flags = parseFlags(rest);
  if (command === 'tract') return tractCommand(flags);
  if (!['create-user', 'seed-demo', 'outbox', 'send-digests'].includes(command)) {
    throw new CliError(`Unknown command "${command}". Run \`npm run -s cli -- help\` for the list.`);
  }
  const config = loadConfig();
  // Like the server, the CLI takes the PGlite folder before opening it, and holds it while it works.
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    try {
      releaseLock = claimDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirBusyError) throw new CliError(error.message);
      throw error;
    }
  }
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    releaseLock();
    throw error;
  }
  try {
    if (command === 'create-user') return await createUserCommand(database.db, flags);
    if (command === 'outbox') return await outboxCommand(database.db, flags);
    if (command === 'send-digests') return await sendDigestsCommand(database.db, config);
    return await seedDemoCommand(database.db);
  } finally {
    await database.close();
    releaseLock();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) console.error(`Error: ${error.message}`);
    else console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
