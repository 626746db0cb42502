// Preloaded into a benched platform (node --import): answers the bench's IPC 'probe' with the
// process memory after a full GC and the server-side count of sockets in their player room.
// Bench only: it records every Socket.IO server the process attaches.
import { writeHeapSnapshot } from 'node:v8'
import { Server } from 'socket.io'

const servers = []
const attach = Server.prototype.attach
Server.prototype.attach = function (...args) {
  servers.push(this)
  return attach.apply(this, args)
}

process.on('message', (message) => {
  if (message !== 'probe') return
  globalThis.gc?.()
  let sockets = 0
  let signedIn = 0
  for (const io of servers) {
    for (const socket of io.of('/').sockets.values()) {
      sockets += 1
      const playerId = socket.data?.playerId
      if (playerId && socket.rooms.has(`player:${playerId}`)) signedIn += 1
    }
  }
  // BENCH_HEAP_SNAPSHOT=<dir>: a heap snapshot at every probe, to see what a socket holds.
  if (process.env.BENCH_HEAP_SNAPSHOT)
    writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}/${process.pid}-${Date.now()}.heapsnapshot`)
  const memory = process.memoryUsage()
  process.send?.({ type: 'probe', sockets, signedIn, ...memory })
})

// The bench died without stopping this platform (killed): the IPC channel closes, so stop too.
process.on('disconnect', () => process.exit(1))
