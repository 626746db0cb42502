// The robot ladders from the operator's config `quest-ladders` (spec 2 §9 K4: the spec does not show
// them); a missing or unusable ladder falls back to the reference one so a quest never breaks.
import { DEFAULT_ROBOT_LADDERS, type RobotLadders, validRobotLadder } from '@croupier/rules/quests'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import type { Executor } from '../events/events.service.ts'

export const QUEST_LADDERS_CONFIG_KEY = 'quest-ladders'

export const QuestLaddersSchema = z.object({
  'robot-s': z.array(z.int().nonnegative()),
  'robot-m': z.array(z.int().nonnegative()),
})

export async function robotLadders(db: Executor): Promise<RobotLadders> {
  const stored = await readOptionalConfig(db as Database, QUEST_LADDERS_CONFIG_KEY, QuestLaddersSchema)
  return {
    'robot-s':
      stored && validRobotLadder('robot-s', stored['robot-s'])
        ? stored['robot-s']
        : DEFAULT_ROBOT_LADDERS['robot-s'],
    'robot-m':
      stored && validRobotLadder('robot-m', stored['robot-m'])
        ? stored['robot-m']
        : DEFAULT_ROBOT_LADDERS['robot-m'],
  }
}
