import { expect } from 'vitest'
import { ApiCallError } from '../shared/callError'
import { apiFailure, platformDown, platformDownError, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { eddQuestionnaireMachine, emptySelection, type EddAnswer, type EddLists } from './eddQuestionnaire.machine'

const lists: EddLists = {
  occupations: [
    { code: 'EMPLOYED', label: 'Employed' },
    { code: 'OTHER', label: 'Other' },
  ],
  salaryRanges: [{ id: 2, label: '25,000–50,000 NOK', minMinor: 2_500_000, maxMinor: 5_000_000, currency: 'NOK' }],
  sourcesOfFunds: [
    { code: 'SALARY', label: 'Salary or wages' },
    { code: 'OTHER', label: 'Other' },
  ],
  answer: null,
}
const stored: EddAnswer = {
  occupation: 'Lighthouse keeper',
  salaryRangeId: 2,
  sourceOfFunds: 'SALARY',
  placeOfBirth: 'Bergen',
  nationality: 'NO',
  submittedAt: '2026-11-28T01:00:00.000Z',
}
const selection = {
  selectedOccupation: 'OTHER',
  otherOccupation: ' Lighthouse keeper ',
  selectedSalaryRange: 2,
  selectedSourceOfFund: 'SALARY',
  otherSourceOfFund: '',
  placeOfBirth: 'Bergen',
  nationality: 'NO',
}
const placeRefused = new ApiCallError(400, {
  status: 400,
  code: 'error.validation.required',
  message: 'The questionnaire has answers to correct.',
  errors: [{ objectName: 'eddAnswerRequest', field: 'placeOfBirth', rejectedValue: ' ', status: 400, message: 'placeOfBirth is required', code: 'error.validation.required' }],
})
const alreadySubmitted = apiFailure(409, 'error.edd.already_submitted', 'Your questionnaire is already with the compliance team.')

describeModel('eddQuestionnaire', eddQuestionnaireMachine, {
  contextKey: (c) => [c.lists === null, c.answer === null, Object.keys(c.fieldErrors).sort().join(','), c.error?.code ?? ''].join('|'),
  events: (s) => {
    if (s.matches('reminder')) return [{ type: 'questionnaire.open' }]
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.loadEddLists', output: lists },
        { type: 'xstate.done.actor.loadEddLists', output: { ...lists, answer: stored }, label: 'answered before' },
        { type: 'xstate.error.actor.loadEddLists', error: platformDown },
      ]
    if (s.matches('loadFailed')) return [{ type: 'lists.retry' }]
    if (s.matches('submitting'))
      return [
        { type: 'xstate.done.actor.submitEddAnswer', output: stored },
        { type: 'xstate.error.actor.submitEddAnswer', error: placeRefused, label: 'field refused' },
        { type: 'xstate.error.actor.submitEddAnswer', error: alreadySubmitted, label: 'already submitted' },
      ]
    if (s.matches('failed')) return [{ type: 'submit.retry' }, { type: 'submit.cancel' }]
    return [
      { type: 'questionnaire.submit', ...selection },
      { type: 'questionnaire.submit', ...selection, otherOccupation: '  ', label: 'Other without text' },
      { type: 'questionnaire.submit', ...selection, selectedSalaryRange: -1, label: 'salary range default' },
    ]
  },
  transitions: {
    reminder: { 'questionnaire.open': 'loading' },
    loading: { 'done loadEddLists': 'filling', 'done loadEddLists (answered before)': 'submitted', 'error loadEddLists': 'loadFailed' },
    loadFailed: { 'lists.retry': 'loading' },
    filling: {
      'questionnaire.submit': 'submitting',
      'questionnaire.submit (Other without text)': 'filling',
      'questionnaire.submit (salary range default)': 'filling',
    },
    submitting: {
      'done submitEddAnswer': 'submitted',
      'error submitEddAnswer (field refused)': 'filling',
      'error submitEddAnswer (already submitted)': 'failed',
    },
    failed: { 'submit.retry': 'submitting', 'submit.cancel': 'filling' },
  },
  calls: {
    loadEddLists: (input) => expect(input).toBeUndefined(),
    // Other is sent as its text, trimmed.
    submitEddAnswer: (input) =>
      expect(input).toEqual({ occupation: 'Lighthouse keeper', salaryRangeId: 2, sourceOfFunds: 'SALARY', placeOfBirth: 'Bergen', nationality: 'NO' }),
  },
  states: {
    reminder: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.lists).toBeNull()
    },
    loading: (s) => expect(tagsOf(s)).toEqual(['loading']),
    loadFailed: (s) => expect(s.context.error).toEqual(platformDownError),
    filling: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.lists).toEqual(lists)
      expect(s.context.error).toBeNull()
      const fields = Object.keys(s.context.fieldErrors)
      expect([[], ['otherOccupation'], ['salaryRangeId'], ['placeOfBirth']]).toContainEqual(fields)
    },
    submitting: (s) => {
      expect(tagsOf(s)).toEqual(['submitting'])
      expect(s.context.selection).toEqual(selection)
      expect(s.context.fieldErrors).toEqual({})
    },
    failed: (s) => expect(s.context.error?.code).toBe('error.edd.already_submitted'),
    submitted: (s) => {
      expect(s.status).toBe('done')
      expect(s.context.answer).toEqual(stored)
      expect(s.context.selection).toEqual(emptySelection)
    },
  },
})
