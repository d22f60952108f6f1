// What both admin forms do with their call's answer: a success is said in a toast and the form
// is cleared for the next entry (focus on its first field); a failure the errors listener
// answers (a 401: the login popup) keeps the values and adds nothing; any other refusal shows at
// its field or over the button.
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { ApiErrorPayload } from '../../api/api-error'
import type { FailureMeta } from '../../app/hooks'
import { showSuccessToast } from '../../lib/toast'
import { formFailure } from './admin-form-rules'
import { useFormSend } from './use-form-send'

interface Settled {
  payload?: unknown
  meta: { requestStatus: 'fulfilled' | 'rejected' } & Partial<FailureMeta>
}

export function useAdminForm<V extends FieldValues>(
  empty: V,
  fields: readonly Path<V>[],
  fallback: string,
) {
  const form = useForm<V>({ defaultValues: empty as DefaultValues<V> })
  const { isSending, start, finish, submitRef } = useFormSend()
  const { reset, setError, setFocus } = form

  const send = async (request: () => Promise<Settled>, success: string) => {
    start()
    const result = await request()
    if (result.meta.requestStatus === 'fulfilled') {
      showSuccessToast(success)
      finish(() => {
        // Keeping the field refs lets the focus find the first input at once.
        reset(empty, { keepFieldsRef: true })
        if (fields[0]) setFocus(fields[0])
      })
      return
    }
    if (!result.meta.shownByScreen) return finish()
    const payload = result.payload as ApiErrorPayload | undefined
    const { field, message } = formFailure(payload, fields, fallback)
    setError(field ?? 'root.server', { message })
    finish(field ? () => setFocus(field) : undefined)
  }

  return { form, isSending, submitRef, send }
}
