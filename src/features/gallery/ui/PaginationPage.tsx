import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Pagination } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function PaginationPage() {
  const { t } = useLingui()
  const [a, setA] = useState({ page: 1, size: 10 })
  const [b, setB] = useState({ page: 6, size: 25 })
  return (
    <GalleryPage section="ui" title={t`Pagination`} intro={t`Pages of a list: first, last and the pages around the current one, with page sizes from 5 to 100.`} wide>
      <Example title={t`A short list`} state={a} usage={`<Pagination page={page} itemsPerPage={size} total={total} onPageChange={…} onItemsPerPageChange={…} />`}>
        <Pagination page={a.page} itemsPerPage={a.size} total={48} onPageChange={(page) => setA((s) => ({ ...s, page }))} onItemsPerPageChange={(size) => setA({ page: 1, size })} />
      </Example>
      <Example title={t`A long list`} description={t`Gaps stand for the pages in between.`} state={b}>
        <Pagination page={b.page} itemsPerPage={b.size} total={1200} onPageChange={(page) => setB((s) => ({ ...s, page }))} onItemsPerPageChange={(size) => setB({ page: 1, size })} />
      </Example>
    </GalleryPage>
  )
}
