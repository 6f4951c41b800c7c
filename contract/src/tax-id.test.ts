import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidTaxId } from './tax-id';

describe('CPF', () => {
  it('accepts numbers whose check digits add up, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });
  it('rejects a wrong check digit, repeated digits and wrong lengths', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
});

describe('CNPJ', () => {
  it('accepts numbers whose check digits add up', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
  });
  it('rejects a wrong check digit and repeated digits', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidTaxId('CNPJ', '52998224725')).toBe(false);
    expect(isValidTaxId('CPF', '52998224725')).toBe(true);
  });
});
