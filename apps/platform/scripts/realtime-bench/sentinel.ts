// If the bench is killed outright (SIGKILL, or tsx giving up on a signal), its PostgreSQL and Redis
// would outlive it. A detached shell waits for the bench's pid to go, then stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { createClient } from 'redis'

/** Starts the sentinel; the returned function dismisses it once the bench has stopped the servers itself. */
export async function guardServers(
  postgresUrl: string,
  redisUrl: string,
  scratchDir: string,
): Promise<() => void> {
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
  if (!dataDir || !redisPid) return () => {}
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    `kill -QUIT "$(head -1 '${dataDir}/postmaster.pid')" 2>/dev/null`,
    `[ "$(cat /proc/${redisPid}/comm 2>/dev/null)" = redis-server ] && kill ${redisPid}`,
    'sleep 2',
    `rm -rf '${path.dirname(dataDir)}' '${scratchDir}'`,
  ].join('; ')
  const sentinel = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' })
  sentinel.unref()
  return () => {
    // Its own process group (detached): the shell and its `sleep`.
    if (sentinel.pid && sentinel.exitCode === null) process.kill(-sentinel.pid, 'SIGTERM')
  }
}
