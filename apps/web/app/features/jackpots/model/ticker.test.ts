import { describe, expect, it } from 'vitest'
import { fillTemplate, tickerLines } from './ticker'

describe('ticker lines', () => {
  it('fills the templates the server wrote, leaving unknown placeholders', () => {
    expect(
      tickerLines(
        { name: 'player***', amount: '€5,000.00', jackpot: 'Mega', level: 'Grand' },
        { won: '{{name}} won {{amount}}', on: '{{jackpot}} · {{level}}' },
      ),
    ).toEqual(['player*** won €5,000.00', 'Mega · Grand'])
    expect(fillTemplate('{{name}} {{x}}', { name: 'a' })).toBe('a {{x}}')
  })
})
