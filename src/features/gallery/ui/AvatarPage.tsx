import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, AvatarGroup } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'


const PEOPLE = ['田中 結衣', '佐藤 陽翔', 'Aiko Tanaka', 'Kenji Mori', '鈴木 一郎', 'Marie Dubois', 'سارة أحمد']

export default function AvatarPage() {
  const { t } = useLingui()
  return (
    <GalleryPage section="ui" title={t`Avatar`} intro={t`Generated pictures with the person's initials and a colour of their own; photos where there is one.`}>
      <Example title={t`Sizes`} usage={`<Avatar name="田中 結衣" size="lg" />`}>
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} name={PEOPLE[0]} size={size} />
        ))}
      </Example>
      <Example title={t`Initials in every script`} description={t`Initials come from the name as it is shown.`} usage={`<Avatar name={person.full_name} />`}>
        {PEOPLE.map((name) => (
          <span key={name} className={css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted' })}>
            <Avatar name={name} decorative />
            {name}
          </span>
        ))}
      </Example>
      <Example title={t`Shapes`} usage={`<Avatar name="Meishi Inc." shape="rounded" />`}>
        <Avatar name="株式会社青葉" shape="rounded" size="lg" />
        <Avatar name="Hoshino Trading" shape="rounded" size="lg" />
        <Avatar name="Kenji Mori" size="lg" />
      </Example>
      <Example title={t`Group`} description={t`The rest are counted in the last circle.`} usage={`<AvatarGroup names={names} max={4} />`}>
        <AvatarGroup names={PEOPLE} max={4} />
        <AvatarGroup names={PEOPLE.slice(0, 3)} max={4} />
      </Example>
    </GalleryPage>
  )
}
