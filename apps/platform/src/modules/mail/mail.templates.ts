// The emails the platform sends: plain text and HTML with the same working link.
export interface MailContent {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0b7a3b;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`
    : ''
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5">\n<h1>${escapeHtml(title)}</h1>\n${body}\n${button}\n</body></html>`
}

export function confirmationMail(link: string): MailContent {
  const subject = 'Confirm your email address'
  const lines = ['Welcome to Croupier!', 'Please confirm your email address by opening this link:']
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not sign up, ignore this email.\n`,
    html: layout(subject, [...lines, 'If you did not sign up, ignore this email.'], {
      label: 'Confirm email',
      url: link,
    }),
  }
}

export function passwordResetMail(link: string, validHours: number): MailContent {
  const subject = 'Reset your password'
  const lines = [
    'Someone asked to reset the password of your Croupier account.',
    `Open this link within ${validHours} hours to choose a new password. It works once.`,
  ]
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
    html: layout(subject, [...lines, 'If it was not you, ignore this email: your password stays as it is.'], {
      label: 'Choose a new password',
      url: link,
    }),
  }
}

/** A plain message with an optional link (limit notices and the like). */
export function genericMail(
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n')
  return { subject, text: `${text}\n`, html: layout(subject, paragraphs, action) }
}

const LIMIT_NAMES: Record<string, string> = {
  loss: 'loss limit',
  wager: 'wager limit',
  deposit: 'deposit limit',
  session: 'session time limit',
}

/** An increase or removal of a responsible-gambling limit: it applies only once confirmed (UKGC RTS 12). */
export function limitChangeMail(change: {
  link: string
  type: string
  period: string
  removal: boolean
  newValue: string | null
  appliesAt: Date
  validDays: number
}): MailContent {
  const name = LIMIT_NAMES[change.type] ?? 'limit'
  const subject = change.removal ? `Confirm removing your ${name}` : `Confirm raising your ${name}`
  const when = change.appliesAt.toISOString().replace('T', ' ').slice(0, 16)
  const lines = [
    change.removal
      ? `You asked to remove your ${name} (${change.period.replace('_', ' ')}).`
      : `You asked to raise your ${name} (${change.period.replace('_', ' ')}) to ${change.newValue ?? 'a higher value'}.`,
    `For your protection the change applies no sooner than ${when} UTC, and only if you confirm it with this link within ${change.validDays} days. Until then your current limit stays in force.`,
  ]
  const ignore = 'If you changed your mind, ignore this email: nothing changes.'
  return genericMail(subject, [...lines, ignore], { label: 'Confirm the change', url: change.link })
}

const LINK = /https?:\/\/[^\s"'<>]+/g

/** Every http(s) link in the message, in order of appearance, without duplicates. */
export function extractLinks(text: string, html: string): string[] {
  const found = [...text.matchAll(LINK), ...html.matchAll(LINK)].map((m) =>
    m[0].replace(/&amp;/g, '&').replace(/[.,)]+$/, ''),
  )
  return [...new Set(found)]
}
