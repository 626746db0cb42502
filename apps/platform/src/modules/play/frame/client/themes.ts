// How each game theme looks in the frame: a palette (dark background, surface, accent, and three
// symbol colours, all readable on the reels) and, for slots, one glyph per symbol. Glyphs are
// Unicode symbols found in common system fonts (DejaVu, Noto, Segoe, Apple), drawn as text so they
// take the theme's colours and scale with the reels.
import type { GameSession } from '@croupier/contract/play/game-session'

type SlotSymbol = 'nine' | 'ten' | 'jack' | 'queen' | 'king' | 'ace' | 'wild' | 'scatter'

export interface FrameTheme {
  /** Background gradient, from top to bottom. */
  bg: [string, string]
  surface: string
  accent: string
  /** Text on the accent colour. */
  onAccent: string
  /** Colours of low, high and special symbols. */
  symbols: [string, string, string]
  glyphs: Record<SlotSymbol, string>
}

const glyphs = (list: string): Record<SlotSymbol, string> => {
  const [nine, ten, jack, queen, king, ace, wild, scatter] = Array.from(list)
  return {
    nine: nine ?? '9',
    ten: ten ?? '10',
    jack: jack ?? 'J',
    queen: queen ?? 'Q',
    king: king ?? 'K',
    ace: ace ?? 'A',
    wild: wild ?? 'W',
    scatter: scatter ?? '★',
  }
}

export const THEMES: Record<string, FrameTheme> = {
  egypt: {
    bg: ['#1a2a5e', '#0b1230'],
    surface: '#14204a',
    accent: '#f0c05a',
    onAccent: '#1b1303',
    symbols: ['#7fd1c7', '#f0c05a', '#ff8a5c'],
    glyphs: glyphs('⚱☽⚚♕♔☥☉✪'),
  },
  fruit: {
    bg: ['#4a1042', '#1d0719'],
    surface: '#3a0e34',
    accent: '#ff6f91',
    onAccent: '#2a0414',
    symbols: ['#ffd166', '#7ee081', '#ff6f91'],
    glyphs: glyphs('✿❀♣♦♥★7☀'),
  },
  gold: {
    bg: ['#3a2a08', '#140e02'],
    surface: '#2b1f06',
    accent: '#ffd447',
    onAccent: '#241a00',
    symbols: ['#e8c77a', '#ffd447', '#fff1b8'],
    glyphs: glyphs('⛀⛁⚒◆♛✦♚☼'),
  },
  mythology: {
    bg: ['#1d2a5a', '#090e24'],
    surface: '#17214a',
    accent: '#9fd3ff',
    onAccent: '#06192b',
    symbols: ['#c6b8ff', '#9fd3ff', '#ffe08a'],
    glyphs: glyphs('♃♆⚔♕⚡☉♔✪'),
  },
  animals: {
    bg: ['#2c3b16', '#0f1606'],
    surface: '#243212',
    accent: '#f2a541',
    onAccent: '#2a1600',
    symbols: ['#b9e07a', '#f2a541', '#ffe3a3'],
    glyphs: glyphs('❦☘⚘♘♞☀✹☽'),
  },
  space: {
    bg: ['#1b1147', '#05040f'],
    surface: '#15103a',
    accent: '#b793ff',
    onAccent: '#180a38',
    symbols: ['#7ee8fa', '#b793ff', '#ffd86b'],
    glyphs: glyphs('☄♄♃☉☽⚛✦✺'),
  },
  irish: {
    bg: ['#124a2a', '#04170c'],
    surface: '#0f3a21',
    accent: '#5fdc83',
    onAccent: '#032010',
    symbols: ['#b8f5c9', '#5fdc83', '#ffd54f'],
    glyphs: glyphs('♣⚘❦♕♔⛁☘☼'),
  },
  asian: {
    bg: ['#5a0f14', '#1d0406'],
    surface: '#480c10',
    accent: '#ffcf4d',
    onAccent: '#2a1a00',
    symbols: ['#ff9b8a', '#ffcf4d', '#7fe0b0'],
    glyphs: glyphs('☯☸❀✿☗♛❂✺'),
  },
  western: {
    bg: ['#4a2c14', '#1a0e05'],
    surface: '#3b230f',
    accent: '#e8a15c',
    onAccent: '#2a1303',
    symbols: ['#f3d9b1', '#e8a15c', '#ff7b5c'],
    glyphs: glyphs('♠♣♥♦✪⚒☠★'),
  },
  ocean: {
    bg: ['#0b3d5c', '#021523'],
    surface: '#08304a',
    accent: '#4fe0e8',
    onAccent: '#022429',
    symbols: ['#a8f0ff', '#4fe0e8', '#ffd27a'],
    glyphs: glyphs('♒⚓☸♆☠◆✺☽'),
  },
  candy: {
    bg: ['#5c1350', '#21061c'],
    surface: '#4a0f41',
    accent: '#ff8ad8',
    onAccent: '#35062a',
    symbols: ['#ffd0f0', '#ff8ad8', '#9ef0ff'],
    glyphs: glyphs('♥✿❁◆★❤✦☀'),
  },
  horror: {
    bg: ['#3a0b0e', '#0c0203'],
    surface: '#2e0a0c',
    accent: '#ff5a5a',
    onAccent: '#2a0000',
    symbols: ['#c9c1d6', '#ff5a5a', '#b6ff6b'],
    glyphs: glyphs('⚰☽⚔☠♛❦☣✠'),
  },
  table: {
    bg: ['#0f5132', '#05261a'],
    surface: '#0c4029',
    accent: '#f4c542',
    onAccent: '#241a00',
    symbols: ['#ffffff', '#f4c542', '#ff6b6b'],
    glyphs: glyphs('9T♣♦♥♠★✪'),
  },
  instant: {
    bg: ['#25206b', '#0a0826'],
    surface: '#1d1957',
    accent: '#5ce1e6',
    onAccent: '#04282a',
    symbols: ['#c5b8ff', '#5ce1e6', '#ffd36e'],
    glyphs: glyphs('◆★☀♦♥♠✦✪'),
  },
}

const FALLBACK_BY_KIND: Record<GameSession['game']['kind'], string> = {
  slot: 'gold',
  roulette: 'table',
  blackjack: 'table',
  instant: 'instant',
}

export function themeOf(game: Pick<GameSession['game'], 'theme' | 'kind'>): FrameTheme {
  return THEMES[game.theme] ?? (THEMES[FALLBACK_BY_KIND[game.kind]] as FrameTheme)
}

/** Sets the theme as CSS custom properties (CSSOM, so the frame's strict CSP allows it). */
export function applyTheme(root: HTMLElement, theme: FrameTheme): void {
  const set = (name: string, value: string) => root.style.setProperty(name, value)
  set('--bg-top', theme.bg[0])
  set('--bg-bottom', theme.bg[1])
  set('--surface', theme.surface)
  set('--accent', theme.accent)
  set('--on-accent', theme.onAccent)
  set('--sym-low', theme.symbols[0])
  set('--sym-high', theme.symbols[1])
  set('--sym-special', theme.symbols[2])
}
