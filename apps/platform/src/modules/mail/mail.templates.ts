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

const LINK = /https?:\/\/[^\s"'<>]+/g

/** Every http(s) link in the message, in order of appearance, without duplicates. */
export function extractLinks(text: string, html: string): string[] {
  const found = [...text.matchAll(LINK), ...html.matchAll(LINK)].map((m) =>
    m[0].replace(/&amp;/g, '&').replace(/[.,)]+$/, ''),
  )
  return [...new Set(found)]
}
