// The tile art of one game by its URL parts (`{provider}/{slug}.svg`), with its ETag.
import type { Database } from '../../db/client.ts'
import { notFound } from './audience.ts'
import { findGameByIdentifier } from './catalogue.repository.ts'
import { previewEtag, previewSvg } from './preview.ts'

export async function gamePreview(
  db: Database,
  provider: string,
  file: string,
): Promise<{ svg: string; etag: string }> {
  const game = await findGameByIdentifier(db, `${provider}/${file.slice(0, -'.svg'.length)}`)
  if (!game) throw notFound()
  const svg = previewSvg(game)
  return { svg, etag: previewEtag(svg) }
}
