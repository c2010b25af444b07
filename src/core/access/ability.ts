import { computed } from '@preact/signals-react'
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'
import { userAbilityRules } from '../session/session'

export type AppAbility = MongoAbility

/** The CASL ability built from the stored userAbilityRules; rebuilt whenever they change. */
export const ability = computed<AppAbility>(() => createMongoAbility(userAbilityRules.value as RawRuleOf<AppAbility>[]))
