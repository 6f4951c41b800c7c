import { createHash } from 'node:crypto';
import pg from 'pg';

/*
 * PostgreSQL parses and plans every unnamed statement again; for the app's joins the planning alone costs
 * more than running them (a variant with its product: ~300 us planned each time, ~70 us as a prepared
 * statement). So a statement the app sends again is sent named: node-postgres parses a name once per
 * connection and then only binds and executes it, and PostgreSQL keeps its plan. What pgJDBC does with its
 * prepare threshold and postgres.js by default. Bounded: names for at most STATEMENTS_MAX texts, at most
 * PER_CONNECTION_MAX per connection; past those, statements go unnamed as before.
 */

/** A text is named from its second use on: one-off statements (migrations, seeds) are never kept. */
const NAMED_FROM_USE = 2;
const STATEMENTS_MAX = 5_000;
const PER_CONNECTION_MAX = 200;

interface Seen {
  uses: number;
  name: string;
}

const seen = new Map<string, Seen>();

/** The name of `text` if it is to be sent named now, or undefined. */
function nameOf(text: string): string | undefined {
  let entry = seen.get(text);
  if (!entry) {
    if (seen.size >= STATEMENTS_MAX) return undefined;
    entry = { uses: 0, name: `dm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
    seen.set(text, entry);
  }
  entry.uses++;
  return entry.uses >= NAMED_FROM_USE ? entry.name : undefined;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A client whose connection the server ends while the pool has lent it out (a failover, a restart, an
 * administrator's terminate during a transaction) emits 'error' with nobody listening: the pool listens only
 * to idle clients, and an unheard 'error' ends the whole process. The failure still reaches the caller, as
 * the rejection of its query in flight or of its next one, and the pool drops the client when released.
 */
class SurvivingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }
}

/**
 * A node-postgres client that names the parameterised statements it sends again. Only parameterised ones:
 * a name makes node-postgres use the extended protocol, which takes one command per statement, while a text
 * without parameters may hold several (a migration's).
 */
export class NamingClient extends SurvivingClient {
  private readonly names = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them all through
  override query(config: any, values?: any, callback?: any): any {
    return super.query(this.named(config, values) as typeof config, values, callback);
  }

  private named(config: unknown, values: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    if (typeof query.text !== 'string' || query.name || typeof query.submit === 'function') return config;
    const params = Array.isArray(values) ? values : query.values;
    if (!Array.isArray(params) || params.length === 0) return config;
    const name = nameOf(query.text);
    if (!name) return config;
    if (!this.names.has(name)) {
      if (this.names.size >= PER_CONNECTION_MAX) return config;
      this.names.add(name);
    }
    return { ...query, name };
  }
}

/**
 * `DATABASE_NAMED_STATEMENTS=false`: for a pooler in transaction mode, where a statement prepared on one
 * server connection is unknown on the next. Every statement goes unnamed, drizzle's prepared queries too
 * (they carry a name of their own); they are still built once, only planned each time.
 */
export class UnnamedClient extends SurvivingClient {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them all through
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'object' && config !== null && (config as QueryConfig).name) {
      const { name: _name, ...unnamed } = config as QueryConfig;
      return super.query(unnamed as typeof config, values, callback);
    }
    return super.query(config, values, callback);
  }
}
