// What the web server tells the platform about a request (ADR 021): the visitor's address, scheme
// and host as this server determined them under TRUST_PROXY, one value each, replacing whatever
// the visitor sent, so that the platform (which trusts this server) never reads a forged hop.
import type { NextFunction, Request, Response } from 'express'
import { STRICT_TRANSPORT_SECURITY } from './security-headers.server'

/** TRUST_PROXY (proxy-addr syntax, as on the platform): peers whose X-Forwarded-* headers count. */
export const DEFAULT_TRUST_PROXY = 'loopback'

/** Headers a visitor could use to forge a hop; the server's own answer replaces them. */
const FORGEABLE = ['forwarded', 'x-forwarded-port', 'x-real-ip']

export function forwardRequestOrigin(req: Request, _res: Response, next: NextFunction): void {
  // Read before the headers change: Express derives these from the trusted X-Forwarded-* hops.
  const { ip, protocol, host } = req
  for (const name of FORGEABLE) delete req.headers[name]
  if (ip) req.headers['x-forwarded-for'] = ip
  else delete req.headers['x-forwarded-for']
  req.headers['x-forwarded-proto'] = protocol
  if (host) req.headers['x-forwarded-host'] = host
  else delete req.headers['x-forwarded-host']
  next()
}

/** Pages answered over https tell the browser to stay on https (API answers get it from the platform). */
export function strictTransportSecurity(req: Request, res: Response, next: NextFunction): void {
  if (req.protocol === 'https') res.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  next()
}
