import { resolve } from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every setting the server reads from the environment, with defaults that run embedded on one machine. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  /** Write the demo accounts (and later the demo catalogue) on start when they are missing. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** smtp://user:pass@host:587 — e-mail goes out through it as well as into the outbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  SMTP_FROM: z.string().default('Dropmall <no-reply@dropmall.local>'),
  /** Trust X-Forwarded-For (only behind a proxy you run; otherwise callers could pick their own IP). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Shared rate-limit counters for several API processes; in-process counters without it. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR' | 'WEB_DIST'> & {
  /** Absolute path of the data directory (embedded database, uploads, exports). */
  DATA_DIR: string;
  /** Absolute path of the built web app. */
  WEB_DIST: string;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: resolve(parsed.data.DATA_DIR),
    WEB_DIST: resolve(parsed.data.WEB_DIST),
  };
}

/** Where uploaded and generated files live (served as /uploads). */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => resolve(config.DATA_DIR, 'uploads');
