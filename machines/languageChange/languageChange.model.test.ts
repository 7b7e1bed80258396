import { expect } from 'vitest'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { languageChangeMachine } from './languageChange.machine'

const refused = apiFailure(400, 'error.language.invalid', 'Your market does not offer this language.')

describeModel('languageChange', languageChangeMachine, {
  input: { language: 'en', market: 'NO', path: '/my-account/account' },
  contextKey: (c) => [c.chosen, c.error?.code ?? ''].join('|'),
  events: (s) => {
    if (s.matches('saving'))
      return [
        { type: 'xstate.done.actor.changeLanguage', output: undefined },
        { type: 'xstate.error.actor.changeLanguage', error: refused, label: 'refused' },
        { type: 'xstate.error.actor.changeLanguage', error: platformDown, label: 'down' },
      ]
    if (s.matches('notSaved')) return [{ type: 'language.retry' }, { type: 'language.save', language: 'no' }]
    if (s.matches('choosing')) return [{ type: 'language.save', language: 'no' }, { type: 'language.save', language: 'en', label: 'same' }]
    return []
  },
  transitions: {
    choosing: { 'language.save': 'saving', 'language.save (same)': 'choosing' },
    saving: { 'done changeLanguage': 'switched', 'error changeLanguage (refused)': 'notSaved', 'error changeLanguage (down)': 'notSaved' },
    notSaved: { 'language.retry': 'saving', 'language.save': 'saving' },
  },
  calls: { changeLanguage: (input) => expect(input).toEqual({ language: 'no' }) },
  effects: { switchLanguage: (params) => expect(params).toEqual({ langmarket: 'no-NO', href: '/no-NO/my-account/account' }) },
  states: {
    choosing: (s) => expect(s.context.chosen).toBeNull(),
    saving: (s) => {
      expect(tagsOf(s)).toEqual(['saving'])
      expect(s.context.error).toBeNull()
    },
    notSaved: (s) => expect(['error.language.invalid', 'error.system.error']).toContain(s.context.error?.code),
    switched: (s) => expect(s.status).toBe('done'),
  },
})
