// The GeoIP database the platform ships (ADR 025): the country-only MMDB of
// @ip-location-db/geo-whois-asn-country-mmdb (RIR whois and ASN data, CC BY 4.0 by nro.net), read
// offline with mmdb-lib. Each family's file is read on the first public address of that family,
// once per process, so a platform that only sees loopback (tests, local play) never loads it.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import { type CountryResponse, Reader } from 'mmdb-lib'

const PACKAGE = '@ip-location-db/geo-whois-asn-country-mmdb'
const FILES = { 4: 'geo-whois-asn-country-ipv4.mmdb', 6: 'geo-whois-asn-country-ipv6.mmdb' } as const

/** ip-location-db records carry `country_code`; MaxMind's Country databases `country.iso_code`. */
type CountryRecord = CountryResponse & { country_code?: string }

const require = createRequire(import.meta.url)
const readers = new Map<4 | 6, Promise<Reader<CountryRecord> | null>>()

function readerFor(family: 4 | 6): Promise<Reader<CountryRecord> | null> {
  let reader = readers.get(family)
  if (!reader) {
    reader = readFile(require.resolve(`${PACKAGE}/${FILES[family]}`)).then(
      (buffer) => new Reader<CountryRecord>(buffer),
      // A missing or broken file leaves every address at the default country rather than failing requests.
      () => null,
    )
    readers.set(family, reader)
  }
  return reader
}

/** The ISO country code of an IP address in the shipped database, or undefined. */
export async function countryInDatabase(ip: string): Promise<string | undefined> {
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip
  const family = net.isIP(address)
  if (family !== 4 && family !== 6) return undefined
  const record = (await readerFor(family))?.get(address)
  return record?.country_code ?? record?.country?.iso_code
}
