import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { answerRequest, eddQuestionnaireMachine, emptySelection, selectionProblems, type EddLists } from './eddQuestionnaire.machine'

const lists: EddLists = { occupations: [{ code: 'OTHER', label: 'Other' }], salaryRanges: [], sourcesOfFunds: [{ code: 'OTHER', label: 'Other' }], answer: null }
const complete = {
  selectedOccupation: 'EMPLOYED',
  otherOccupation: '',
  selectedSalaryRange: 3,
  selectedSourceOfFund: 'OTHER',
  otherSourceOfFund: 'Sold a boat',
  placeOfBirth: 'Tromsø',
  nationality: 'NO',
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('eddQuestionnaire', () => {
  it('starts on the reminder and loads nothing until the player opens it', () => {
    let loads = 0
    const actor = createActor(eddQuestionnaireMachine.provide({ actors: { loadEddLists: fromPromise(async () => (loads++, lists)) } })).start()
    expect(actor.getSnapshot().value).toBe('reminder')
    expect(loads).toBe(0)
    actor.send({ type: 'questionnaire.open' })
    expect(loads).toBe(1)
  })

  it('refuses an empty form field by field, with the salary range at its -1 default', () => {
    expect(selectionProblems(emptySelection)).toEqual({
      occupation: 'error.edd.occupation.required',
      salaryRangeId: 'error.edd.salary_range.invalid',
      sourceOfFunds: 'error.edd.source_of_funds.required',
      placeOfBirth: 'error.field.required',
      nationality: 'error.field.required',
    })
    expect(selectionProblems({ ...complete, otherSourceOfFund: ' ' })).toEqual({ otherSourceOfFund: 'error.edd.source_of_funds.required' })
    expect(selectionProblems(complete)).toEqual({})
  })

  it('sends an Other choice as its text, and stores the answer then resets the selection', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      eddQuestionnaireMachine.provide({
        actors: {
          loadEddLists: fromPromise(async () => lists),
          submitEddAnswer: fromPromise(async ({ input }) => (sent.push(input), { ...answerRequest(complete), submittedAt: '2026-11-28T01:00:00.000Z' })),
        },
      }),
    ).start()
    actor.send({ type: 'questionnaire.open' })
    await settled()
    actor.send({ type: 'questionnaire.submit', ...complete })
    await settled()
    expect(sent).toEqual([{ occupation: 'EMPLOYED', salaryRangeId: 3, sourceOfFunds: 'Sold a boat', placeOfBirth: 'Tromsø', nationality: 'NO' }])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.answer?.sourceOfFunds).toBe('Sold a boat')
    expect(actor.getSnapshot().context.selection).toEqual(emptySelection)
  })
})
