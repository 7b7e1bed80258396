import { assign, setup } from 'xstate'
import type { RequestBody, Schemas } from '../shared/contract'
import { fieldErrorsOf, hasFieldErrors } from '../shared/fieldErrors'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor, providedCall } from '../shared/provided'

export type EddOption = Schemas['EddOption']
export type SalaryRange = Schemas['SalaryRange']
export type EddAnswer = Schemas['EddAnswer']
export type EddAnswerRequest = RequestBody<'submitEddAnswer'>

/** The code of the "Other" choice, which the player describes in their own words. */
export const OTHER = 'OTHER'
/** The salary range chosen before the player chooses one (spec 000 "selectedSalaryRange (default -1)"). */
export const NO_SALARY_RANGE = -1

/** What the form needs: the three reference lists, and the answer already submitted (null when none). */
export interface EddLists {
  occupations: EddOption[]
  salaryRanges: SalaryRange[]
  sourcesOfFunds: EddOption[]
  answer: EddAnswer | null
}

/** The player's choices, as the spec names them (000 "EDD questionnaire selection"). */
export interface EddSelection {
  selectedOccupation: string
  otherOccupation: string
  selectedSalaryRange: number
  selectedSourceOfFund: string
  otherSourceOfFund: string
  placeOfBirth: string
  nationality: string
}

export const emptySelection: EddSelection = {
  selectedOccupation: '',
  otherOccupation: '',
  selectedSalaryRange: NO_SALARY_RANGE,
  selectedSourceOfFund: '',
  otherSourceOfFund: '',
  placeOfBirth: '',
  nationality: '',
}

/** The form's fields that can carry an error (the "other" texts carry their own). */
export const EDD_FIELDS = ['occupation', 'otherOccupation', 'salaryRangeId', 'sourceOfFunds', 'otherSourceOfFund', 'placeOfBirth', 'nationality'] as const
export type EddField = (typeof EDD_FIELDS)[number]

/** Message keys by field for what the form can tell before sending (001 §34). */
export function selectionProblems(s: EddSelection): Partial<Record<EddField, string>> {
  const problems: Partial<Record<EddField, string>> = {}
  if (s.selectedOccupation === '') problems.occupation = 'error.edd.occupation.required'
  else if (s.selectedOccupation === OTHER && s.otherOccupation.trim() === '') problems.otherOccupation = 'error.edd.occupation.required'
  if (s.selectedSalaryRange <= 0) problems.salaryRangeId = 'error.edd.salary_range.invalid'
  if (s.selectedSourceOfFund === '') problems.sourceOfFunds = 'error.edd.source_of_funds.required'
  else if (s.selectedSourceOfFund === OTHER && s.otherSourceOfFund.trim() === '') problems.otherSourceOfFund = 'error.edd.source_of_funds.required'
  if (s.placeOfBirth.trim() === '') problems.placeOfBirth = 'error.field.required'
  if (s.nationality === '') problems.nationality = 'error.field.required'
  return problems
}

/** The request: an "Other" choice is replaced by its free text (001 §34). */
export function answerRequest(s: EddSelection): EddAnswerRequest {
  return {
    occupation: s.selectedOccupation === OTHER ? s.otherOccupation.trim() : s.selectedOccupation,
    salaryRangeId: s.selectedSalaryRange,
    sourceOfFunds: s.selectedSourceOfFund === OTHER ? s.otherSourceOfFund.trim() : s.selectedSourceOfFund,
    placeOfBirth: s.placeOfBirth.trim(),
    nationality: s.nationality,
  }
}

export interface EddQuestionnaireContext {
  lists: EddLists | null
  selection: EddSelection
  /** Message keys under the fields. */
  fieldErrors: Partial<Record<EddField, string>>
  /** The answer on file: loaded, or stored once submitted. */
  answer: EddAnswer | null
  error: FlowError | null
}

export type EddQuestionnaireEvent =
  | { type: 'questionnaire.open' }
  | { type: 'lists.retry' }
  | ({ type: 'questionnaire.submit' } & EddSelection)
  | { type: 'submit.retry' }
  | { type: 'submit.cancel' }

type Submit = Extract<EddQuestionnaireEvent, { type: 'questionnaire.submit' }>
const submitted = ({ event }: { event: EddQuestionnaireEvent }) => event as Submit
const selectionOf = (e: Submit): EddSelection => ({
  selectedOccupation: e.selectedOccupation,
  otherOccupation: e.otherOccupation,
  selectedSalaryRange: e.selectedSalaryRange,
  selectedSourceOfFund: e.selectedSourceOfFund,
  otherSourceOfFund: e.otherSourceOfFund,
  placeOfBirth: e.placeOfBirth,
  nationality: e.nationality,
})

/**
 * The enhanced due diligence questionnaire (spec 000 §1 "starts on a reminder page", §3 "EDD
 * questionnaire selection", §4 "EDD: reminder page, open, load data, submit (submitting flag), on
 * success reset and store the answer"; 001 §34). The reminder says why it is asked; opening it
 * loads the occupations, salary ranges, sources of funds and any answer already submitted. The
 * form is checked here (an Other choice needs its text, the salary range is not the -1 default)
 * before the answer is sent; the platform's field errors come back under their fields.
 */
export const eddQuestionnaireMachine = setup({
  types: machineTypes<void, EddQuestionnaireContext, EddQuestionnaireEvent, 'loading' | 'submitting'>(),
  actors: {
    loadEddLists: providedActor<EddLists>('loadEddLists'),
    submitEddAnswer: providedCall('submitEddAnswer'),
  },
  guards: {
    hasAnswer: (_, lists: EddLists) => lists.answer !== null,
    isIncomplete: (_, selection: EddSelection) => Object.keys(selectionProblems(selection)).length > 0,
    isFieldRejected: (_, error: unknown) => hasFieldErrors(error, EDD_FIELDS),
  },
  actions: {
    storeLists: assign((_, lists: EddLists) => ({ lists, answer: lists.answer, error: null })),
    storeLoadError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    requireFields: assign((_, selection: EddSelection) => ({ selection, fieldErrors: selectionProblems(selection), error: null })),
    storeSelection: assign((_, selection: EddSelection) => ({ selection, fieldErrors: {}, error: null })),
    storeFieldErrors: assign((_, error: unknown) => ({ fieldErrors: fieldErrorsOf(error, EDD_FIELDS), error: null })),
    storeSubmitError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    clearError: assign({ error: null }),
    /** On success the selection is reset and the answer stored (spec 000 §4). */
    storeAnswer: assign((_, answer: EddAnswer) => ({ answer, selection: emptySelection, fieldErrors: {}, error: null })),
  },
}).createMachine({
  id: 'eddQuestionnaire',
  description: 'The enhanced due diligence questionnaire: a reminder of why it is asked, the form with the reference lists, and the answer sent for review.',
  context: { lists: null, selection: emptySelection, fieldErrors: {}, answer: null, error: null },
  initial: 'reminder',
  states: {
    reminder: {
      description: 'The reminder page: anti-money-laundering rules ask the player about their occupation, income and source of funds before more play or withdrawals.',
      on: { 'questionnaire.open': { target: 'loading', description: 'The player opens the questionnaire.' } },
    },
    loading: {
      tags: ['loading'],
      description: 'The occupations, salary ranges, sources of funds and any answer already submitted are read.',
      invoke: {
        id: 'loadEddLists',
        src: 'loadEddLists',
        onDone: [
          {
            guard: { type: 'hasAnswer', params: ({ event }) => event.output },
            target: 'submitted',
            actions: { type: 'storeLists', params: ({ event }) => event.output },
            description: 'An answer is already with the compliance team: it is shown as under review.',
          },
          { target: 'filling', actions: { type: 'storeLists', params: ({ event }) => event.output }, description: 'No answer yet: the form opens.' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: invokeError }, description: 'The lists could not be read.' },
      },
    },
    loadFailed: {
      description: 'The lists could not be read; the player may try again.',
      on: { 'lists.retry': { target: 'loading', description: 'The player tries again.' } },
    },
    filling: {
      description: 'The form: occupation, salary range, source of funds (with a text field when Other is chosen), place of birth and nationality; errors show under their fields.',
      on: {
        'questionnaire.submit': [
          {
            guard: { type: 'isIncomplete', params: ({ event }) => selectionOf(submitted({ event })) },
            actions: { type: 'requireFields', params: ({ event }) => selectionOf(submitted({ event })) },
            description: 'A choice is missing, Other has no text, or the salary range is still the default: said under the fields; nothing is sent.',
          },
          {
            target: 'submitting',
            actions: { type: 'storeSelection', params: ({ event }) => selectionOf(submitted({ event })) },
            description: 'The answer is complete: it is sent.',
          },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      description: 'The answer is sent (an Other choice as its text); the platform stores it and puts the player’s KYC under review.',
      invoke: {
        id: 'submitEddAnswer',
        src: 'submitEddAnswer',
        input: ({ context }) => answerRequest(context.selection),
        onDone: { target: 'submitted', actions: { type: 'storeAnswer', params: ({ event }) => event.output }, description: 'Stored: the answer is under review.' },
        onError: [
          {
            guard: { type: 'isFieldRejected', params: invokeError },
            target: 'filling',
            actions: { type: 'storeFieldErrors', params: invokeError },
            description: 'The platform refused an answer: the reasons show under their fields.',
          },
          { target: 'failed', actions: { type: 'storeSubmitError', params: invokeError }, description: 'The platform failed, or refused for another reason (already submitted).' },
        ],
      },
    },
    failed: {
      description: 'The answer could not be sent; the reason is shown. The player may send it again or go back to the form.',
      on: {
        'submit.retry': { target: 'submitting', actions: 'clearError', description: 'The same answer again.' },
        'submit.cancel': { target: 'filling', actions: 'clearError', description: 'Back to the form.' },
      },
    },
    submitted: {
      type: 'final',
      description: 'The answer is with the compliance team (KYC under review); the page says so.',
    },
  },
})
