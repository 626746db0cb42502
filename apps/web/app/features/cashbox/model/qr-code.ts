// A small QR code encoder (ISO/IEC 18004) for crypto deposit addresses: byte mode, error correction
// level M, versions 1 to 10 (up to 213 bytes, far above any address). Written here because the web
// app has no QR package and the lobby budget leaves no room for one; it loads with the cashbox only.
// Follows the structure of Project Nayuki's reference encoder (MIT).

const ECC_CODEWORDS_PER_BLOCK_M = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26] as const
const ECC_BLOCKS_M = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5] as const
const MAX_VERSION = 10
const FORMAT_BITS_M = 0 // level M's two format bits

export interface QrMatrix {
  size: number
  /** Row-major: dark[y * size + x]. */
  dark: boolean[]
}

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2
    result -= (25 * align - 10) * align - 55
    if (version >= 7) result -= 36
  }
  return result
}

function dataCodewords(version: number): number {
  const i = version - 1
  return (
    Math.floor(rawDataModules(version) / 8) - (ECC_CODEWORDS_PER_BLOCK_M[i] ?? 0) * (ECC_BLOCKS_M[i] ?? 0)
  )
}

function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root)
      if (j + 1 < result.length) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0)
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0)
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0)
    result.push(0)
    divisor.forEach((coef, i) => {
      result[i] = (result[i] ?? 0) ^ gfMultiply(coef, factor)
    })
  }
  return result
}

function utf8(text: string): number[] {
  return [...new TextEncoder().encode(text)]
}

function chooseVersion(byteLength: number): number {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const countBits = version <= 9 ? 8 : 16
    if (4 + countBits + byteLength * 8 <= dataCodewords(version) * 8) return version
  }
  throw new RangeError('QR: text too long')
}

function dataWithEcc(bytes: readonly number[], version: number): number[] {
  const capacity = dataCodewords(version)
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  push(0b0100, 4)
  push(bytes.length, version <= 9 ? 8 : 16)
  for (const byte of bytes) push(byte, 8)
  push(0, Math.min(4, capacity * 8 - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  const codewords: number[] = []
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad)

  const blocksCount = ECC_BLOCKS_M[version - 1] ?? 1
  const eccLength = ECC_CODEWORDS_PER_BLOCK_M[version - 1] ?? 10
  const raw = Math.floor(rawDataModules(version) / 8)
  const shortBlocks = blocksCount - (raw % blocksCount)
  const shortLength = Math.floor(raw / blocksCount)
  const divisor = rsDivisor(eccLength)
  const blocks: number[][] = []
  for (let i = 0, k = 0; i < blocksCount; i++) {
    const data = codewords.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1))
    k += data.length
    const ecc = rsRemainder(data, divisor)
    if (i < shortBlocks) data.push(0)
    blocks.push([...data, ...ecc])
  }
  const result: number[] = []
  const blockLength = blocks[0]?.length ?? 0
  for (let i = 0; i < blockLength; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0)
    })
  }
  return result
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
  const result = [6]
  for (let pos = size - 7; result.length < count; pos -= step) result.splice(1, 0, pos)
  return result
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** Encodes `text`; `mask` forces a mask pattern (tests), else the lowest-penalty one is chosen. */
export function encodeQr(text: string, mask?: number): QrMatrix {
  const bytes = utf8(text)
  const version = chooseVersion(bytes.length)
  const size = version * 4 + 17
  const dark = new Array<boolean>(size * size).fill(false)
  const fixed = new Array<boolean>(size * size).fill(false)
  const set = (x: number, y: number, isDark: boolean) => {
    dark[y * size + x] = isDark
    fixed[y * size + x] = true
  }

  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0)
    set(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx
        const y = cy + dy
        const dist = Math.max(Math.abs(dx), Math.abs(dy))
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, dist !== 2 && dist !== 4)
      }
  }
  const align = alignmentPositions(version, size)
  const last = align.length - 1
  for (const [i, ax] of align.entries())
    for (const [j, ay] of align.entries()) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
    }
  const drawFormat = (maskId: number) => {
    const data = (FORMAT_BITS_M << 3) | maskId
    let rem = data
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
    const bits = ((data << 10) | rem) ^ 0x5412
    const bit = (i: number) => ((bits >>> i) & 1) !== 0
    for (let i = 0; i <= 5; i++) set(8, i, bit(i))
    set(8, 7, bit(6))
    set(8, 8, bit(7))
    set(7, 8, bit(8))
    for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i))
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i))
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i))
    set(8, size - 8, true)
  }
  drawFormat(0) // reserves the format areas before the data is placed
  if (version >= 7) {
    let rem = version
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (version << 12) | rem
    for (let i = 0; i < 18; i++) {
      const isDark = ((bits >>> i) & 1) !== 0
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      set(a, b, isDark)
      set(b, a, isDark)
    }
  }

  const codewords = dataWithEcc(bytes, version)
  let bitIndex = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vert : vert
        if (!fixed[y * size + x] && bitIndex < codewords.length * 8) {
          dark[y * size + x] = (((codewords[bitIndex >>> 3] ?? 0) >>> (7 - (bitIndex & 7))) & 1) !== 0
          bitIndex++
        }
      }
  }

  const applyMask = (maskId: number) => {
    const test = MASKS[maskId] ?? MASKS[0]
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (!fixed[y * size + x] && test?.(x, y)) dark[y * size + x] = !dark[y * size + x]
  }
  let chosen = mask
  if (chosen === undefined) {
    let best = Number.POSITIVE_INFINITY
    for (let m = 0; m < 8; m++) {
      applyMask(m)
      drawFormat(m)
      const score = penalty(dark, size)
      if (score < best) {
        best = score
        chosen = m
      }
      applyMask(m)
    }
  }
  applyMask(chosen ?? 0)
  drawFormat(chosen ?? 0)
  return { size, dark }
}

/** Rules 1, 2 and 4 of the mask penalty (runs, 2×2 blocks, balance); enough to avoid poor masks. */
function penalty(dark: readonly boolean[], size: number): number {
  let score = 0
  const at = (x: number, y: number) => dark[y * size + x] === true
  for (let pass = 0; pass < 2; pass++)
    for (let a = 0; a < size; a++) {
      let run = 1
      for (let b = 1; b < size; b++) {
        const same = pass === 0 ? at(b, a) === at(b - 1, a) : at(a, b) === at(a, b - 1)
        if (same) run++
        else run = 1
        if (run === 5) score += 3
        else if (run > 5) score += 1
      }
    }
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const c = at(x, y)
      if (c === at(x + 1, y) && c === at(x, y + 1) && c === at(x + 1, y + 1)) score += 3
    }
  const darkCount = dark.filter(Boolean).length
  const total = size * size
  score += Math.ceil(Math.abs(darkCount * 20 - total * 10) / total - 1) * 10
  return score
}

/** An SVG path of the dark modules, offset by a 4-module quiet zone. */
export function qrPath({ size, dark }: QrMatrix, quiet = 4): string {
  let path = ''
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (dark[y * size + x]) path += `M${x + quiet} ${y + quiet}h1v1h-1z`
  return path
}
