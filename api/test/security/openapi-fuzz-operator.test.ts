import { fuzzSuite } from './fuzz/suite';

/**
 * The calls of openapi-fuzz.test.ts (the same seed, so the same inputs) made by the super operator, whose
 * permissions let them past the checks of the platform's operations (reviews, coupon templates, seller lists,
 * agreements) into their validation and services. A file of its own, so the two run side by side.
 */
await fuzzSuite(['operator']);
