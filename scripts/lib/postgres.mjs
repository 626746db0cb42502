// Starts a throwaway PostgreSQL server on a loopback port from Debian's installed binaries
// (package `postgresql`), for the integration tier and the benchmarks.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './processes.mjs'

export function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = path.join(base, version, 'bin')
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin
  }
  return null
}

function asPostgres(command) {
  const isRoot = process.getuid?.() === 0
  const args = isRoot ? ['runuser', ['-u', 'postgres', '--', 'sh', '-c', command]] : ['sh', ['-c', command]]
  const result = spawnSync(args[0], args[1], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

export async function startPostgres() {
  const bin = findPostgresBin()
  if (!bin) return null
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-pg-'))
  fs.chmodSync(dir, 0o777)
  const data = path.join(dir, 'data')
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir])
  asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`)
  asPostgres(
    `${bin}/pg_ctl -D ${data} -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null`,
  )
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(`${bin}/pg_ctl -D ${data} -m immediate stop >/dev/null`)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
