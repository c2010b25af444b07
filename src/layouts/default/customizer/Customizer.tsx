import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconCheck, IconDeviceDesktop, IconMoon, IconRefresh, IconSun, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { activateLocale, language } from '@/core/i18n/i18n'
import { directionOf } from '@/core/i18n/locales'
import {
  contentWidth, footerType, navbarBlur, navbarType, navChoice, navLayout, PRIMARY_COLORS, primaryColor, resetSettings, semiDark,
  setNavbarType, setNavChoice, settingsChanged, skin, theme, type ContentWidth, type FooterType, type NavbarType, type PrimaryColor, type Skin, type Theme,
} from '@/core/settings/settings'
import { Button } from '@/ui/Button'
import { Drawer } from '@/ui/Drawer'
import { Switch } from '@/ui/Switch'
import { ChoiceTiles } from './ChoiceTiles'
import { LayoutPreview } from './previews'

// The swatch colours match src/ui/theme/tokens.ts (shade 500).
const SWATCH: Record<PrimaryColor, string> = { green: '#28a745', blue: '#2f6fe4', violet: '#7352e6', orange: '#f28418', red: '#e5433b' }

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '5', py: '5', borderBottom: '1px solid token(colors.border)', _last: { borderBottom: 'none' } })}>
      <h3 className={css({ fontSize: 'xs', fontWeight: '600', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'primary.text', bg: 'primary.subtle', alignSelf: 'flex-start', px: '2', py: '0.5', borderRadius: 'sm' })}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** The customizer panel (spec §1, §4): every choice applies at once and is kept in cookies. */
export default function Customizer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  useSignals()
  const { t } = useLingui()
  const colorNames: Record<PrimaryColor, string> = { green: t`Green`, blue: t`Blue`, violet: t`Violet`, orange: t`Orange`, red: t`Red` }
  const dir = directionOf(language.value)
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="end"
      size="sm"
      title={t`Theme customizer`}
      description={t`Customize and preview in real time`}
    >
      <div data-testid="customizer" className={css({ mt: '-3' })}>
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Button size="sm" variant="ghost" tone="neutral" startIcon={<IconRefresh />} disabled={!settingsChanged.value} onClick={resetSettings}>
            <Trans>Reset to defaults</Trans>
          </Button>
        </div>
        <Section title={<Trans>Theming</Trans>}>
          <fieldset className={css({ border: 'none', p: 0, m: 0 })} data-setting="primaryColor">
            <legend className={css({ fontSize: 'sm', fontWeight: '500', mb: '2', p: 0 })}>
              <Trans>Primary color</Trans>
            </legend>
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              {PRIMARY_COLORS.map((c) => (
                <label key={c} title={colorNames[c]} className={css({ cursor: 'pointer', p: '1', borderRadius: 'md', border: '1px solid token(colors.border)', '&:has(input:checked)': { borderColor: 'primary', boxShadow: '0 0 0 1px var(--colors-primary)' }, '&:has(input:focus-visible)': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' } })}>
                  <input type="radio" name="primary-color" value={c} checked={primaryColor.value === c} onChange={() => (primaryColor.value = c)} aria-label={colorNames[c]} className={css({ srOnly: true })} />
                  <span aria-hidden className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', w: '9', h: '9', borderRadius: 'sm', color: 'white' })} style={{ background: SWATCH[c] }}>
                    {primaryColor.value === c && <IconCheck size={18} />}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <ChoiceTiles<Theme>
            name="theme"
            legend={<Trans>Theme</Trans>}
            value={theme.value}
            onChange={(v) => (theme.value = v)}
            tiles={[
              { value: 'light', label: t`Light`, preview: <IconSun size={24} /> },
              { value: 'dark', label: t`Dark`, preview: <IconMoon size={24} /> },
              { value: 'system', label: t`System`, preview: <IconDeviceDesktop size={24} /> },
            ]}
          />
          <ChoiceTiles<Skin>
            name="skin"
            legend={<Trans>Skin</Trans>}
            value={skin.value}
            onChange={(v) => (skin.value = v)}
            columns={2}
            tiles={[
              { value: 'default', label: t`Default`, preview: <span className={css({ w: '12', h: '8', borderRadius: 'sm', bg: 'bg.surface', boxShadow: 'raised', _dark: { bg: 'bg.emphasized' } })} /> },
              { value: 'bordered', label: t`Bordered`, preview: <span className={css({ w: '12', h: '8', borderRadius: 'sm', border: '1px solid token(colors.border.strong)' })} /> },
            ]}
          />
          <Switch
            label={t`Semi-dark navigation`}
            checked={semiDark.value}
            disabled={theme.value === 'dark' || navLayout.value === 'horizontal'}
            onCheckedChange={(v) => (semiDark.value = v)}
            data-setting="semiDark"
          />
        </Section>
        <Section title={<Trans>Layout</Trans>}>
          <ChoiceTiles
            name="layout"
            legend={<Trans>Menu</Trans>}
            value={navChoice.value}
            onChange={setNavChoice}
            tiles={[
              { value: 'vertical', label: t`Vertical`, preview: <LayoutPreview kind="vertical" /> },
              { value: 'collapsed', label: t`Collapsed`, preview: <LayoutPreview kind="collapsed" /> },
              { value: 'horizontal', label: t`Horizontal`, preview: <LayoutPreview kind="horizontal" /> },
            ]}
          />
          <ChoiceTiles<ContentWidth>
            name="contentWidth"
            legend={<Trans>Content width</Trans>}
            value={contentWidth.value}
            onChange={(v) => (contentWidth.value = v)}
            columns={2}
            tiles={[
              { value: 'boxed', label: t`Boxed`, preview: <LayoutPreview kind="boxed" /> },
              { value: 'fluid', label: t`Fluid`, preview: <LayoutPreview kind="fluid" /> },
            ]}
          />
          <ChoiceTiles<NavbarType>
            name="navbarType"
            legend={<Trans>Top bar</Trans>}
            value={navbarType.value}
            onChange={setNavbarType}
            tiles={[
              { value: 'sticky', label: t`Sticky`, preview: <LayoutPreview kind="sticky" /> },
              { value: 'static', label: t`Static`, preview: <LayoutPreview kind="static" /> },
              { value: 'hidden', label: t`Hidden`, preview: <LayoutPreview kind="hidden" /> },
            ]}
          />
          <Switch label={t`Blur behind the sticky top bar`} checked={navbarBlur.value} disabled={navbarType.value !== 'sticky'} onCheckedChange={(v) => (navbarBlur.value = v)} data-setting="navbarBlur" />
          <ChoiceTiles<FooterType>
            name="footerType"
            legend={<Trans>Footer</Trans>}
            value={footerType.value}
            onChange={(v) => (footerType.value = v)}
            tiles={[
              { value: 'static', label: t`Static`, preview: <LayoutPreview kind="static" /> },
              { value: 'sticky', label: t`Sticky`, preview: <LayoutPreview kind="sticky" /> },
              { value: 'hidden', label: t`Hidden`, preview: <LayoutPreview kind="hidden" /> },
            ]}
          />
          <ChoiceTiles<'ltr' | 'rtl'>
            name="direction"
            legend={<Trans>Direction</Trans>}
            value={dir}
            // Direction follows the language: right-to-left switches to Arabic, left-to-right back to English.
            onChange={(v) => {
              if (v !== dir) void activateLocale(v === 'rtl' ? 'ar' : 'en')
            }}
            columns={2}
            tiles={[
              { value: 'ltr', label: t`Left to right`, preview: <IconTextDirectionLtr size={24} /> },
              { value: 'rtl', label: t`Right to left (Arabic)`, preview: <IconTextDirectionRtl size={24} /> },
            ]}
          />
        </Section>
      </div>
    </Drawer>
  )
}
