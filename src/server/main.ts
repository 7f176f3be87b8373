import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { claimDataDir } from './platform/db/data-dir-lock';
import { openConfiguredDatabase } from './platform/db/open-from-config';

// Reads configuration and listens; everything else is in app.ts (docs/architecture.md#the-server).
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The folder lock comes first: a second process must stop before it opens or migrates anything.
  const releaseLock = config.DATABASE_URL ? () => {} : claimDataDir(config.dataDir);
  const database = await openConfiguredDatabase(config).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const app = await buildApp({ config, database, clientDir: config.CLIENT_DIR });
  // Among the first lines, so an operator sees why feeds and mail point at localhost.
  if (!config.publicUrlSet)
    app.log.warn(
      `PUBLIC_URL is not set: the forum's links in feeds, the sitemap, robots.txt, structured data and e-mail use ${config.publicBaseUrl}. Set PUBLIC_URL to the address members use.`,
    );
  else app.log.info(`Public address: ${config.publicBaseUrl}`);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(
    `Forum ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (database: ${where})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
