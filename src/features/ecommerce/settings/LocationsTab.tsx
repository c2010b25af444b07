import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconBuildingStore, IconBuildingWarehouse, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { LOCATION_KINDS, LocationSchema, type ShopLocation } from '@/core/api/contract/demo/shop-settings'
import { AddressFields, Badge, Button, Card, Checkbox, confirm, FormField, IconButton, Input, Select, toast } from '@/ui'
import { saveShopTab, type ShopTabProps } from './api'
import { ItemDrawer } from './ItemDrawer'
import { KIND_LABELS } from './labels'
import { fieldGrid } from './parts'

/** Locations: where stock is kept and orders leave from; one is the default for fulfilment. Each change is saved at once. */
export function LocationsTab({ settings, onSaved }: ShopTabProps) {
  const { t, i18n } = useLingui()
  // A new location gets its id when the drawer opens (the schema wants one); `isNew` says which it is.
  const [editing, setEditing] = useState<{ item: ShopLocation; isNew: boolean } | null>(null)
  const locations = settings.locations.locations
  const save = async (next: ShopLocation[], done: string) => {
    onSaved(await saveShopTab('locations', { locations: next }))
    toast.success(done)
  }
  const remove = async (place: ShopLocation) => {
    const name = place.name
    // The default and the last location stay: orders need somewhere to ship from.
    if (place.isDefault || locations.length === 1) {
      await confirm({
        title: t`“${name}” cannot be deleted`,
        message: locations.length === 1 ? t`A shop needs at least one location.` : t`It is the default location: make another one the default first.`,
        cancelLabel: t`OK`,
        acknowledgeOnly: true,
      })
      return
    }
    if (
      !(await confirm({
        title: t`Delete “${name}”?`,
        message: t`Its stock records are kept; orders no longer ship from it.`,
        confirmLabel: t`Delete`,
        danger: true,
      }))
    )
      return
    await save(
      locations.filter((l) => l.id !== place.id),
      t`Location deleted`,
    ).catch(() => toast.error(t`The location could not be deleted`))
  }
  const blank = (): ShopLocation => ({
    id: `l${Date.now().toString(36)}`,
    name: '',
    kind: 'warehouse',
    postalCode: '',
    prefecture: '',
    city: '',
    address: '',
    isDefault: false,
  })
  return (
    <Card
      padding="none"
      title={t`Locations`}
      subtitle={t`Where you keep stock and ship orders from.`}
      actions={
        <Button size="sm" variant="outline" startIcon={<IconPlus size={16} />} onClick={() => setEditing({ item: blank(), isNew: true })}>
          <Trans>Add location</Trans>
        </Button>
      }
    >
      <ul aria-label={t`Locations`} className={css({ listStyle: 'none', m: '0', p: '0' })}>
        {locations.map((place) => {
          const Icon = place.kind === 'shop' ? IconBuildingStore : IconBuildingWarehouse
          const name = place.name
          return (
            <li
              key={place.id}
              className={css({
                display: 'flex',
                gap: '4',
                alignItems: 'center',
                px: '5',
                py: '4',
                borderTopWidth: '1px',
                borderColor: 'border',
              })}
            >
              <span
                aria-hidden
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '10',
                  h: '10',
                  borderRadius: 'md',
                  bg: 'primary.subtle',
                  color: 'primary.text',
                  flexShrink: 0,
                })}
              >
                <Icon size={22} />
              </span>
              <div className={css({ flex: '1', minW: '0' })}>
                <div
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                  })}
                >
                  <strong>{place.name}</strong>
                  <Badge tone="neutral">{i18n._(KIND_LABELS[place.kind])}</Badge>
                  {place.isDefault && <Badge tone="primary">{t`Default`}</Badge>}
                </div>
                <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>{`〒${place.postalCode} ${place.prefecture}${place.city}${place.address}`}</div>
              </div>
              <IconButton label={t`Edit ${name}`} variant="ghost" onClick={() => setEditing({ item: place, isNew: false })}>
                <IconPencil />
              </IconButton>
              <IconButton label={t`Delete ${name}`} variant="ghost" onClick={() => void remove(place)}>
                <IconTrash />
              </IconButton>
            </li>
          )
        })}
      </ul>
      {editing && (
        <ItemDrawer
          schema={LocationSchema}
          initial={editing.item}
          formId="location-form"
          title={editing.isNew ? t`Add location` : t`Edit location`}
          onClose={() => setEditing(null)}
          onSave={async (place) => {
            const item = place
            // Making one the default takes it from the others; the only default stays one.
            const others = locations.filter((l) => l.id !== item.id).map((l) => (item.isDefault ? { ...l, isDefault: false } : l))
            const next = !editing.isNew ? locations.map((l) => (l.id === item.id ? item : others.find((o) => o.id === l.id)!)) : [...others, item]
            if (!next.some((l) => l.isDefault)) next[0] = { ...next[0], isDefault: true }
            await save(next, editing.isNew ? t`Location added` : t`Location saved`)
          }}
        >
          {(form) => (
            <div className={fieldGrid}>
              <FormField label={t`Location name`} required errors={form.errorsOf('name')}>
                {(props) => <Input {...props} {...form.field('name')} placeholder={t`e.g. Tokyo warehouse`} />}
              </FormField>
              <FormField label={t`Type`} required errors={form.errorsOf('kind')}>
                {(props) => (
                  <Select
                    {...props}
                    {...form.field('kind')}
                    options={LOCATION_KINDS.map((k) => ({
                      value: k,
                      label: i18n._(KIND_LABELS[k]),
                    }))}
                  />
                )}
              </FormField>
              <AddressFields form={form} />
              <div className={css({ gridColumn: { md: 'span 2' } })}>
                <Checkbox {...form.checkbox('isDefault')} disabled={editing.item.isDefault} label={t`Ship orders from here by default`} />
              </div>
            </div>
          )}
        </ItemDrawer>
      )}
    </Card>
  )
}
