import { useTranslation } from 'react-i18next'
import { Picture } from '#app/features/photos/picture'
import type { TeamCard } from '#app/view/page-data'

/**
 * A portrait (a photo of the Photos list, made by the build in every format), or until there is one, the person's initials on a soft tint of the brand colours:
 * a deliberate mark, not an empty grey box. Both are the same size, so a photo added later
 * changes nothing around it.
 */
function Portrait({ person }: { person: TeamCard }) {
  if (person.photo) return <Picture photo={person.photo} className="size-20 shrink-0 rounded-full" />
  return (
    <span
      aria-hidden
      className="grid size-20 shrink-0 place-items-center rounded-full bg-gradient-to-br from-secondary to-accent text-2xl font-semibold tracking-wide text-secondary-foreground ring-1 ring-border"
    >
      {person.initials}
    </span>
  )
}

/**
 * The people patients will meet: optometrists, then opticians and the office team. A sample
 * profile (`sample: true` in its file) is said to be one: when every profile is, a line above
 * them says so, as the testimonials' note does; in a team of real and sample people, each sample
 * card says so under its name.
 */
export function TeamSection({ team }: { team: TeamCard[] }) {
  const { t } = useTranslation()
  if (team.length === 0) return null
  const allSamples = team.every((person) => person.sample)
  return (
    <>
      {allSamples && (
        <p className="mt-4 max-w-5xl text-sm text-muted-foreground" data-testid="team-note">
          {t('team.note')}
        </p>
      )}
      <ul className="mt-6 grid max-w-5xl gap-6 md:grid-cols-2" data-testid="team">
        {team.map((person) => (
          <li
            key={person.id}
            id={`team-${person.id}`}
            className="rounded-xl border border-border bg-card p-5"
          >
            <div className="flex items-center gap-4">
              <Portrait person={person} />
              <div>
                <h3 className="text-lg leading-snug font-semibold">
                  {person.name}
                  {person.credentials && `, ${person.credentials}`}
                </h3>
                <p className="text-sm text-muted-foreground">{person.role}</p>
                {person.sample && !allSamples && (
                  <p className="text-sm text-muted-foreground" data-testid="team-sample">
                    {t('team.sample')}
                  </p>
                )}
              </div>
            </div>
            <p className="mt-4 leading-relaxed">{person.bio}</p>
            <dl className="mt-4 grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-medium">{t('team.languages')}:</dt>
                <dd className="text-muted-foreground">{person.languages.join(', ')}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium">{t('team.offices')}:</dt>
                <dd className="text-muted-foreground">{person.offices.join(', ')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
