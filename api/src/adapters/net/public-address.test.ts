import { describe, expect, it } from 'vitest';
import {
  assertPublicHost,
  hostGuard,
  isPrivateAddress,
  PrivateAddressError,
  reservedRangeOf,
} from './public-address';

/** Each reserved range with addresses in it (its edges where they matter), and the range name answered. */
const RESERVED: [string, string[]][] = [
  // IPv4
  ['loopback', ['127.0.0.1', '127.255.255.254']],
  ['private', ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1']],
  ['linkLocal', ['169.254.169.254', '169.254.0.1']],
  ['carrierGradeNat', ['100.64.0.1', '100.127.255.254']],
  ['multicast', ['224.0.0.1', '239.255.255.250']],
  ['broadcast', ['255.255.255.255']],
  ['unspecified', ['0.0.0.0', '0.1.2.3']],
  // documentation (TEST-NET-1..3), benchmarking (198.18/15), IETF protocol assignments, the future-use block
  [
    'reserved',
    ['192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '198.19.255.255', '192.0.0.8', '240.0.0.1'],
  ],
  // IPv6
  ['loopback', ['::1']],
  ['unspecified', ['::']],
  ['uniqueLocal', ['fc00::1', 'fd12:3456:789a::1']],
  ['linkLocal', ['fe80::1', 'fe80::1%eth0', 'febf::1']],
  ['multicast', ['ff02::1', 'ff0e::1']],
  ['reserved', ['2001:db8::1', '3fff::1']], // documentation
  ['benchmarking', ['2001:2::1']],
  ['deprecatedSiteLocal', ['fec0::1']],
  ['discard', ['100::1']],
  ['unassigned', ['4000::1', 'e000::1']], // outside 2000::/3
];

/** IPv6 forms that carry an IPv4 address: as public as what they carry. */
const EMBEDDED: [string, string][] = [
  ['::ffff:127.0.0.1', 'ipv4Mapped -> loopback'],
  ['::ffff:7f00:1', 'ipv4Mapped -> loopback'],
  ['::ffff:169.254.169.254', 'ipv4Mapped -> linkLocal'],
  ['::ffff:0:10.0.0.1', 'rfc6145 -> private'],
  // ipaddr.js reads a dotted ::a.b.c.d as mapped; the IPv4 address it carries is checked all the same
  ['::127.0.0.1', 'ipv4Mapped -> loopback'],
  ['::a9fe:a9fe', 'ipv4Compatible -> linkLocal'],
  ['::7f00:1', 'ipv4Compatible -> loopback'],
  ['::2', 'ipv4Compatible -> unspecified'],
  ['64:ff9b::169.254.169.254', 'rfc6052 -> linkLocal'],
  ['64:ff9b::a9fe:a9fe', 'rfc6052 -> linkLocal'],
  ['64:ff9b::10.1.2.3', 'rfc6052 -> private'],
  ['64:ff9b::100.64.0.1', 'rfc6052 -> carrierGradeNat'],
  ['64:ff9b:1::8.8.8.8', 'rfc8215'], // local-use NAT64: whatever it carries
  ['64:ff9b:1:ffff::1', 'rfc8215'],
  ['2002:7f00:1::1', '6to4 -> loopback'],
  ['2002:a9fe:a9fe::1', '6to4 -> linkLocal'],
  ['2002:c0a8:101::1', '6to4 -> private'],
  // Teredo, RFC 4380's own example: server 65.54.227.120, client 192.0.2.45 (inverted in the last 32 bits)
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo -> reserved'],
  ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo -> private'], // client 10.0.0.1
  ['2001:0:a9fe:a9fe:8000:63bf:f7f7:f7f7', 'teredo -> linkLocal'], // server 169.254.169.254
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '100.128.0.1',
  '198.20.0.1',
  '2001:4860:4860::8888',
  '2606:4700:4700::1111',
  '::ffff:8.8.8.8',
  '::8.8.8.8',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo: server 65.54.227.120, client 8.8.8.8
];

describe('private, local and reserved addresses (ipaddr.js ranges)', () => {
  it.each(RESERVED)('%s: refused', (range, addresses) => {
    for (const address of addresses) {
      expect(reservedRangeOf(address), address).toBe(range);
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it.each(EMBEDDED)('%s carries a reserved IPv4 address: %s', (address, range) => {
    expect(reservedRangeOf(address)).toBe(range);
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(PUBLIC)('%s is public', (address) => {
    expect(reservedRangeOf(address)).toBeNull();
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses what is not an address at all rather than guess', () => {
    for (const text of ['', 'localhost', '127.1', '0x7f.0.0.1', '1.2.3.4.5', '::ffff:1.2.3', 'fe80::1::2'])
      expect(reservedRangeOf(text), text).toBe('invalid');
  });
});

describe('a URL whose host is or resolves to a reserved address', () => {
  /** A stand-in for DNS: the records each name has. */
  const records: Record<string, string[]> = {
    'metadata.nat64.test': ['64:ff9b::a9fe:a9fe'],
    'intranet.6to4.test': ['2002:c0a8:101::1'],
    'mapped.test': ['::ffff:10.0.0.1'],
    'ula.test': ['fd00::53'],
    'mixed.test': ['93.184.216.34', '10.0.0.5'],
    'nothing.test': [],
    'public.test': ['93.184.216.34', '2606:4700:4700::1111'],
    'nat64-public.test': ['64:ff9b::5db8:d822'],
  };
  const guard = hostGuard(async (host) => records[host] ?? []);

  it('refuses a name when any of its addresses is reserved, or when it has none', async () => {
    for (const host of [
      'metadata.nat64.test',
      'intranet.6to4.test',
      'mapped.test',
      'ula.test',
      'mixed.test',
      'nothing.test',
    ]) {
      const refused = await guard(`https://${host}/hook`).catch((e: unknown) => e);
      expect(refused, host).toBeInstanceOf(PrivateAddressError);
      expect((refused as PrivateAddressError).host).toBe(host);
    }
  });

  it('lets a name through whose every address is public', async () => {
    await expect(guard('https://public.test/hook')).resolves.toBeUndefined();
    await expect(guard('https://nat64-public.test/hook')).resolves.toBeUndefined();
  });

  it('refuses address literals in every spelling a URL accepts, without asking DNS', async () => {
    for (const url of [
      'http://127.0.0.1:8080/shop',
      'http://2130706433/', // 127.0.0.1 as one number
      'http://0x7f.1/', // and in hex
      'http://[::ffff:127.0.0.1]/',
      'http://[64:ff9b::169.254.169.254]/latest/meta-data',
      'http://[fd12::1]/',
      'http://169.254.169.254/latest/meta-data',
    ])
      await expect(guard(url), url).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(guard('https://93.184.216.34/wp-json')).resolves.toBeUndefined();
  });

  it('asks the system resolver by default: localhost is refused', async () => {
    await expect(assertPublicHost('http://localhost:5432')).rejects.toBeInstanceOf(PrivateAddressError);
  });
});
