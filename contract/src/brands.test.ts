import { describe, expect, it } from 'vitest';
import { BrandSave } from './brands';
import { SampleReviewRequest } from './samples';

const messages = (input: unknown) => {
  const result = BrandSave.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('brand and sample shapes', () => {
  it('trims a brand and checks its name, logo, description and website', () => {
    expect(BrandSave.parse({ name: '  Acme ', website: ' https://acme.example ' })).toEqual({
      name: 'Acme',
      logoUrl: '',
      description: '',
      website: 'https://acme.example',
    });
    expect(messages({ name: '' })).toEqual(['brandName']);
    expect(messages({ name: 'x'.repeat(61) })).toEqual(['brandName']);
    expect(messages({ name: 'Ok', website: 'www.acme.example' })).toEqual(['brandWebsite']);
    expect(messages({ name: 'Ok', logoUrl: 'javascript:x' })).toEqual(['brandLogo']);
    expect(messages({ name: 'Ok', description: 'd'.repeat(501) })).toEqual(['brandDescription']);
  });

  it('reads a blank verdict as none and trims the note', () => {
    expect(SampleReviewRequest.parse({ id: '3', verdict: '', note: ' ok ' })).toEqual({
      id: 3,
      verdict: null,
      note: 'ok',
    });
    expect(SampleReviewRequest.safeParse({ id: 3, verdict: 'meh', note: '' }).success).toBe(false);
  });
});
