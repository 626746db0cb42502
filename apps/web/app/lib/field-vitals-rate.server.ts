// The share of page views that report real-user figures (lib/field-vitals-mount.tsx): the operator
// sets FIELD_VITALS_SAMPLE_RATE on the web server (0…1); default one page view in ten.
export const DEFAULT_FIELD_VITALS_SAMPLE_RATE = 0.1

export function fieldVitalsSampleRate(env: NodeJS.ProcessEnv = process.env): number {
  const rate = Number(env.FIELD_VITALS_SAMPLE_RATE)
  if (env.FIELD_VITALS_SAMPLE_RATE === undefined || env.FIELD_VITALS_SAMPLE_RATE === '' || Number.isNaN(rate))
    return DEFAULT_FIELD_VITALS_SAMPLE_RATE
  return Math.min(1, Math.max(0, rate))
}
