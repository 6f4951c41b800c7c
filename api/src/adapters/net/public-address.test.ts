import { describe, expect, it } from 'vitest';
import { assertPublicHost, isPrivateAddress, PrivateAddressError } from './public-address';

describe('private, local and reserved addresses', () => {
  it('knows them in IPv4, IPv6 and IPv4 mapped into IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '93.184.216.34',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a URL whose host is or resolves to one, and lets a public address through', async () => {
    await expect(assertPublicHost('http://127.0.0.1:8080/shop')).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(assertPublicHost('http://[fd12::1]/')).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(assertPublicHost('http://localhost:5432')).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(assertPublicHost('https://93.184.216.34/wp-json')).resolves.toBeUndefined();
  });
});
