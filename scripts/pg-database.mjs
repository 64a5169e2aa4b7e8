// Creates or drops a PostgreSQL database through the `pg` package, for machines without psql:
//   node scripts/pg-database.mjs create|drop NAME [SERVER_URL]
// SERVER_URL defaults to postgres://postgres@127.0.0.1:5432/postgres. `drop` also drops the databases
// whose names start with NAME_ (per-file copies made by the API test setup).
import pg from 'pg';

const [action, name, serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres'] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: node scripts/pg-database.mjs create|drop NAME [SERVER_URL] (NAME: a-z, 0-9, _)');
  process.exit(2);
}

const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
await client.connect();
try {
  if (action === 'create') {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } else {
    const { rows } = await client.query(
      "select datname from pg_database where datname = $1 or datname like $2 || '\\_%'",
      [name, name],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  }
} finally {
  await client.end();
}
