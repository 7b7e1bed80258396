/** Call actors of the EDD questionnaire: the reference lists with any earlier answer, and the submit. */
import { fromPromise } from 'xstate'
import type { EddLists } from '../../machines/eddQuestionnaire/eddQuestionnaire.machine'
import type { CallLogic } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

/** The three lists and the answer on file, read together: the form needs all of them. */
export const loadEddLists = fromPromise<EddLists, void>(async ({ signal }) => {
  const [occupations, salaryRanges, sourcesOfFunds, answer] = await Promise.all([
    api.GET('/api/v1/player/occupations', { signal }),
    api.GET('/api/v1/player/salary-range', { signal }),
    api.GET('/api/v1/player/source-of-funds', { signal }),
    api.GET('/api/v1/player/questionnaire/answer', { signal }),
  ])
  return { occupations: unwrap(occupations), salaryRanges: unwrap(salaryRanges), sourcesOfFunds: unwrap(sourcesOfFunds), answer: unwrap(answer).answer }
})

export const submitEddAnswer: CallLogic<'submitEddAnswer'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/questionnaire/answer', { body: input, signal })),
)
