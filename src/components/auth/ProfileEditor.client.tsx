'use client'

import { useAuth } from './hooks/useAuth'
import { NameForm } from './ProfileModal.client'

/** The profile page's name form, once the session is known in the browser. */
export function ProfileEditor({ saveLabel }: { saveLabel: string }) {
  const { user } = useAuth()
  if (!user) return null
  return <NameForm key={user.id} user={user} submitLabel={saveLabel} onSaved={() => undefined} />
}
