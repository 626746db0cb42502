// Country of an IP address behind a small adapter: the platform ships without a GeoIP database, so
// the local default knows no public IP and everything resolves to the default country (CA). Plug
// a real database in by passing a GeoLocator to buildApp (AppDeps.geoLocator), e.g. one backed by
// a MaxMind reader; a CDN's trusted country header (GEO_HEADER) needs no locator at all.
import net from 'node:net'

export interface GeoLocator {
  /** ISO country code of a public IP, or undefined when unknown. */
  countryOf(ip: string): string | undefined | Promise<string | undefined>
}

export const localGeoLocator: GeoLocator = { countryOf: () => undefined }

const NON_PUBLIC = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv4')
}
NON_PUBLIC.addAddress('::1', 'ipv6')
NON_PUBLIC.addAddress('::', 'ipv6')
NON_PUBLIC.addSubnet('fc00::', 7, 'ipv6') // unique local
NON_PUBLIC.addSubnet('fe80::', 10, 'ipv6') // link local

/** Loopback, private, link-local and unparsable addresses have no country. */
export function isNonPublicIp(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  const address = mapped ?? ip
  const family = net.isIP(address)
  if (family === 0) return true
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6')
}
