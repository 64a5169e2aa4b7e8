import pg from 'pg';

/** The database named in a postgres:// URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

/** The same server's maintenance database, to create and drop test databases from. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export async function withDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withDatabase(adminUrl(url), (client) =>
    client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`),
  );
}
