import type { ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IconBrandAsana, IconBrandFacebook, IconBrandGithub, IconBrandGoogle, IconBrandLinkedin, IconMailFast, IconBrandSlack, IconBrandX } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { CONNECTED_SERVICES, ConnectionSettingsSchema, SOCIAL_NETWORKS, type ConnectedService, type SocialNetwork } from '@/core/api/contract/demo/account-settings'
import { Card, FormField, Input, Switch } from '@/ui'
import type { TabProps } from './api'
import { SERVICE_DESCRIPTIONS, SERVICE_LABELS, SOCIAL_LABELS } from './labels'
import { FormFooter, ltr, stack } from './parts'
import { useSectionForm } from './use-section-form'

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
const SERVICE_ICONS: Record<ConnectedService, Icon> = { google: IconBrandGoogle, slack: IconBrandSlack, github: IconBrandGithub, mailchimp: IconMailFast, asana: IconBrandAsana }
const SOCIAL_ICONS: Record<SocialNetwork, Icon> = { x: IconBrandX, linkedin: IconBrandLinkedin, facebook: IconBrandFacebook }

const row = css({ display: 'flex', gap: '4', alignItems: 'center', py: '3', borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottomWidth: '0' } })
const logo = css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'md', bg: 'bg.subtle', color: 'fg', flexShrink: 0 })

/** Connection tab: apps linked to the account (switches) and social accounts (names); one Save. */
export function ConnectionTab({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const form = useSectionForm(ConnectionSettingsSchema, 'connection', settings.connection, (s) => s.connection, onSaved)
  const { services, social } = form.values
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
      <fieldset disabled={settings.deactivated} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
        <div className={stack}>
          <Card title={t`Connected accounts`} subtitle={t`Display content from your connected accounts on your site.`}>
            <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
              {CONNECTED_SERVICES.map((s) => {
                const Logo = SERVICE_ICONS[s]
                return (
                  <li key={s} className={row}>
                    <span className={logo}><Logo size={22} aria-hidden /></span>
                    <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
                      <strong>{i18n._(SERVICE_LABELS[s])}</strong>
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(SERVICE_DESCRIPTIONS[s])}</span>
                    </span>
                    <Switch
                      aria-label={t`Connect ${i18n._(SERVICE_LABELS[s])}`}
                      checked={services[s]}
                      onCheckedChange={(on) => form.setValue('services', { ...services, [s]: on })}
                    />
                  </li>
                )
              })}
            </ul>
          </Card>
          <Card title={t`Social accounts`} subtitle={t`Leave a name empty to disconnect that account.`}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              {SOCIAL_NETWORKS.map((n) => {
                const Logo = SOCIAL_ICONS[n]
                return (
                  <div key={n} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
                    <span className={logo}><Logo size={22} aria-hidden /></span>
                    <FormField
                      className={css({ flex: '1' })}
                      label={i18n._(SOCIAL_LABELS[n])}
                      hint={social[n] ? t`Connected` : t`Not connected`}
                      errors={form.errorsOf(`social.${n}`)}
                    >
                      {(props) => (
                        <Input
                          {...props}
                          {...ltr}
                          value={social[n]}
                          placeholder={t`Account name`}
                          autoComplete="off"
                          onChange={(e) => form.setValue('social', { ...social, [n]: e.currentTarget.value })}
                        />
                      )}
                    </FormField>
                  </div>
                )
              })}
            </div>
          </Card>
        </div>
      </fieldset>
      <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} disabled={settings.deactivated} />
    </form>
  )
}
