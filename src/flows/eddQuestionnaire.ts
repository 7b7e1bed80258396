import { eddQuestionnaireMachine } from '../../machines/eddQuestionnaire/eddQuestionnaire.machine'
import { loadEddLists, submitEddAnswer } from '../api/edd.actors'
import type { Flow } from './useFlow'

/** The EDD questionnaire page's flow: the platform's lists and the submit. */
export const eddQuestionnaireFlow: Flow<typeof eddQuestionnaireMachine> = () => eddQuestionnaireMachine.provide({ actors: { loadEddLists, submitEddAnswer } })
