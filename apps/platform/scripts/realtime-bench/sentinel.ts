// If the bench is killed outright (SIGKILL, or tsx giving up on a signal), its PostgreSQL and Redis
// would outlive it. A detached shell waits for the bench's pid to go, then stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { createClient } from 'redis'

export async function guardServers(postgresUrl: string, redisUrl: string, scratchDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  const { rows } = await client.query<{ setting: string }>(
    "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
  )
  await client.end()
  const redis = createClient({ url: redisUrl })
  await redis.connect()
  const redisPid = /process_id:(\d+)/.exec(await redis.info('server'))?.[1]
  await redis.quit()
  const dataDir = rows[0]?.setting
  if (!dataDir || !redisPid) return
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    `kill -QUIT "$(head -1 '${dataDir}/postmaster.pid')" 2>/dev/null`,
    `kill ${redisPid} 2>/dev/null`,
    'sleep 2',
    `rm -rf '${path.dirname(dataDir)}' '${scratchDir}'`,
  ].join('; ')
  spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' }).unref()
}
