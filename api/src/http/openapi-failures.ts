import { ResultCode } from '@dropmall/contract';
import type { Access } from './access';

/** A failure a call may answer: why, and the envelope codes it carries (contract ResultCode). */
export interface Failure {
  description: string;
  codes: readonly number[];
}
export type Failures = Partial<Record<number, Failure>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Failures this call answers beyond those its access, method, body and idempotency imply (a signature
     * check, the payment password, a provider). Documentation only: the error handler writes every failure.
     */
    failures?: Failures;
  }
}

/** What the document needs to know of a route to list its failures. */
export interface RouteFacts {
  method: string;
  /** The declared access; none outside the guarded prefixes. */
  access?: Access | undefined;
  /** The route reads a multipart file (its plugin accepts multipart). */
  multipart: boolean;
  /** The route honours an Idempotency-Key (`config.idempotency`). */
  idempotent: boolean;
  declared?: Failures | undefined;
}

const R = ResultCode;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Failures every call may answer, whoever calls it. */
const EVERY_CALL: Failures = {
  400: {
    description: 'Bad input: a field missing, malformed or against a rule (4000)',
    codes: [R.validation],
  },
  404: { description: 'Not found, or not the caller’s (4040)', codes: [R.notFound] },
  409: { description: 'Conflicts with the current state (4090)', codes: [R.conflict] },
  429: {
    description: 'Rate limited (4290); Retry-After says in how many seconds to try again',
    codes: [R.rateLimited],
  },
  500: { description: 'Unexpected server error (5000); the answer carries no details', codes: [R.internal] },
};

/** 401 and 403 follow the declared access: a public call still refuses a bad or out-of-scope API key. */
function accessFailures(access: Access | undefined): Failures {
  if (!access || access.kind === 'anonymous')
    return {
      401: {
        description:
          'Needs no token, but an API key that is sent must be good: a revoked, expired or unknown key (1001)',
        codes: [R.noToken],
      },
      403: {
        description: 'The API key sent does not have this call in its scopes (4030)',
        codes: [R.forbidden],
      },
    };
  return {
    401: {
      description: 'No token, an unknown, revoked or expired API key (1001), or an expired session (1007)',
      codes: [R.noToken, R.sessionExpired],
    },
    403: {
      description: 'Not allowed: a permission or an API-key scope the caller lacks (4030)',
      codes: [R.forbidden],
    },
  };
}

/** A body the server does not read: too large, or of a type the call does not take. */
function bodyFailures(multipart: boolean): Failures {
  return multipart
    ? {
        413: { description: 'The file is larger than the call takes (4130)', codes: [R.tooLarge] },
        415: { description: 'The body is not multipart/form-data (4150)', codes: [R.unsupportedMediaType] },
      }
    : {
        413: { description: 'The body is larger than the server reads (4130)', codes: [R.tooLarge] },
        415: {
          description: 'The body is of a content type the call does not read (4150)',
          codes: [R.unsupportedMediaType],
        },
      };
}

const IDEMPOTENCY: Failures = {
  409: {
    description: 'An answer to the same Idempotency-Key is still being made; Retry-After: 1 (4090)',
    codes: [R.conflict],
  },
  422: { description: 'The Idempotency-Key was used before with another body (4000)', codes: [R.validation] },
};

/** Joins failure lists: a status in several keeps every description and every code. */
export function mergeFailures(...lists: (Failures | undefined)[]): Failures {
  const out: Failures = {};
  for (const list of lists) {
    for (const [status, failure] of Object.entries(list ?? {})) {
      if (!failure) continue;
      const had = out[Number(status)];
      out[Number(status)] = had
        ? {
            description: `${had.description}; or ${failure.description}`,
            codes: [...new Set([...had.codes, ...failure.codes])],
          }
        : failure;
    }
  }
  return out;
}

/** Every failure a route may answer, from its declaration: access, method, body, idempotency, its own. */
export function failuresOf(route: RouteFacts): Failures {
  const takesBody = BODY_METHODS.has(route.method.toUpperCase());
  return mergeFailures(
    EVERY_CALL,
    accessFailures(route.access),
    takesBody ? bodyFailures(route.multipart) : undefined,
    route.idempotent ? IDEMPOTENCY : undefined,
    route.declared,
  );
}

/** Failures routes declare in `schema.failures`, shared where several routes answer them. */
export const declaredFailures = {
  /** A call that checks the business's 6-digit payment password. */
  payPassword: {
    400: { description: 'The payment password is missing or wrong (4001)', codes: [R.payPasswordWrong] },
    423: {
      description: 'The payment password is locked after 5 wrong tries (4230); the message says for how long',
      codes: [R.payPasswordDisabled],
    },
  },
  /** A call that asks the payment provider for a pix or boleto link. */
  provider: {
    502: {
      description: 'The payment provider did not give a payment link; paying again completes it (5000)',
      codes: [R.internal],
    },
  },
  /** A webhook signed by its sender: a missing or wrong signature is refused. */
  signed: {
    401: { description: 'The signature does not match the body (4030)', codes: [R.forbidden] },
  },
} as const satisfies Record<string, Failures>;
