// Every browser test starts with English messages active, as the app does.
import { i18n } from '@lingui/core'
i18n.load('en', {})
i18n.activate('en')
