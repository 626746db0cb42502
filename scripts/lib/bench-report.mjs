// What `npm run bench` prints last: the machine it ran on and every figure against its target.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { root } from './processes.mjs'

function quiet(command, args) {
  try {
    return execFileSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'unknown'
  }
}

export function machine(chromium) {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: quiet(chromium, ['--version']),
    date: new Date().toISOString(),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    dirty: quiet('git', ['status', '--porcelain', '--untracked-files=no']) !== '',
  }
}

/** met: true/false against the target; null when the figure is informative or missing. */
export function verdict(figure) {
  if (figure.target === null || figure.target === undefined || typeof figure.value !== 'number') return null
  return figure.better === 'higher' ? figure.value >= figure.target : figure.value <= figure.target
}

const pad = (text, width) => String(text).padEnd(width)

export function printReport(info, figures, failures) {
  console.log('\n== Machine')
  for (const [key, value] of Object.entries(info)) console.log(`  ${pad(key, 12)} ${value}`)
  console.log('\n== Figures (target: ≥ higher is better, ≤ lower is better)')
  const rows = figures.map((f) => {
    const met = verdict(f)
    const target =
      f.target === null || f.target === undefined ? '—' : `${f.better === 'higher' ? '≥' : '≤'} ${f.target}`
    return [
      f.id,
      f.value ?? 'n/a',
      f.unit ?? '',
      target,
      met === null ? '' : met ? 'met' : 'NOT MET',
      f.label ?? '',
    ]
  })
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((row) => String(row[i]).length), 4))
  for (const row of rows)
    console.log(
      `  ${row
        .slice(0, 5)
        .map((cell, i) => pad(cell, widths[i]))
        .join('  ')}  ${row[5]}`,
    )
  const judged = figures.filter((f) => verdict(f) !== null)
  console.log(`\n  ${judged.filter((f) => verdict(f)).length} of ${judged.length} targets met`)
  for (const failure of failures) console.log(`  part failed: ${failure}`)
}
