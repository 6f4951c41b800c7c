import ipaddr from 'ipaddr.js';

/** An IPv6 address that stands for IPv4 ones: a packet sent to it ends up at (one of) them. */
export interface EmbeddedIpv4 {
  /** The form, by ipaddr.js's range name ('ipv4Mapped', 'rfc6052', '6to4', 'teredo', ...). */
  form: string;
  /** The IPv4 addresses it carries (Teredo: its server and its client). Empty: a form never public at all. */
  addresses: ipaddr.IPv4[];
}

/** Deprecated IPv4-compatible addresses, ::a.b.c.d (ipaddr.js calls them plain unicast). */
const COMPATIBLE = ipaddr.parseCIDR('::/96');
/** RFC 8215's local-use NAT64 prefix: what it translates to is the site's choice, so it is never public. */
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');

const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries, or null when it carries none. A guard that looked at the IPv6
 * address alone would let `64:ff9b::a9fe:a9fe` (NAT64 to 169.254.169.254) reach the metadata service.
 */
export function embeddedIpv4(address: ipaddr.IPv6): EmbeddedIpv4 | null {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = address.parts;
  const form: string = address.range();
  switch (form) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (SIIT)
      return { form, addresses: [v4(p6, p7)] };
    case 'rfc6052': // 64:ff9b::a.b.c.d, the well-known NAT64 prefix (/96)
      return address.match(LOCAL_NAT64)
        ? { form: 'rfc8215', addresses: [] }
        : { form, addresses: [v4(p6, p7)] };
    case '6to4': // 2002:aabb:ccdd::/48 stands for a.b.c.d (0xaa.0xbb.0xcc.0xdd)
      return { form, addresses: [v4(p1, p2)] };
    case 'teredo': // 2001:0:<server>:<flags>:<port>:<client, every bit inverted>
      return { form, addresses: [v4(p2, p3), v4(p6 ^ 0xffff, p7 ^ 0xffff)] };
    case 'unicast':
      return p0 === 0 && address.match(COMPATIBLE)
        ? { form: 'ipv4Compatible', addresses: [v4(p6, p7)] }
        : null;
    default:
      return null;
  }
}
