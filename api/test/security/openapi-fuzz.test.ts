import { fuzzSuite } from './fuzz/suite';

/**
 * Every operation of the OpenAPI document the app serves, called with generated bad input (fast-check, fixed
 * seed): no answer is a 5xx, every answer is the envelope of its path's family, an anonymous caller of a
 * protected operation gets 401/1001 whatever it sends, and the same calls made by a logged-in business reach
 * the validation and service layers. Reproducing a case: docs/decisions.md, 'Fuzz suite'.
 */
await fuzzSuite(['anonymous', 'business']);
