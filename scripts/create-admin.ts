// npm run create-admin -- --email E --password P [--name N]: a verified admin account, made (or an
// existing account promoted) directly in the shop's database. There is no default admin account.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { correctDataDir, ownerOnlyFromNowOn } from '../src/server/lib/owner-only';
import { SHOP } from '../src/shared/shop';
import { shopAddress } from '../src/server/lib/shop-address';
import { createMailer } from '../src/server/mail/mailer';
import { createAuth } from '../src/server/plugins/auth/auth';
import { createAdmin, CreateAdminError, parseCreateAdminArgs } from '../src/server/plugins/auth/create-admin';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

async function main(): Promise<number> {
  const input = parseCreateAdminArgs(process.argv.slice(2));
  ownerOnlyFromNowOn();
  const config = loadConfig();
  correctDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await database.migrate(config.migrationsDir);
    const mailer = createMailer({ from: config.mailFrom, outboxDir: config.outboxDir, log: quiet });
    const auth = createAuth({
      db: database.db,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      mailer,
      // create-admin sends no mail: the account it makes is verified.
      shopName: () => SHOP.name,
      log: { ...quiet, error: (object, message) => console.error(message, object) },
    });
    const result = await createAdmin(auth, input);
    console.log(
      result.action === 'created'
        ? `Created the admin account ${result.email} (email verified).`
        : `${result.email} is now an admin with a verified email. Its password was not changed` +
            ' (use "Forgot password?" on the sign-in page to choose a new one).',
    );
    // The configuration the server reads (environment, .env), else the address the shop last served at.
    console.log(`Sign in at ${shopAddress(config)}/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CreateAdminError) console.error(error.message);
    else if (error instanceof DataDirLockedError)
      console.error(
        `${error.message}\nThe embedded database allows one process: stop the server, then run this again.`,
      );
    else console.error('Could not create the admin:', error);
    process.exit(1);
  },
);
